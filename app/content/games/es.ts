import type { GamesContent } from "./types.ts";

export const es: GamesContent = {
  meta: {
    title: "Los Juegos — Tahiti 2027",
    description: "Los XVIII Juegos del Pacífico en la Polinesia Francesa: datos clave, historia, visión y mensaje del comité organizador.",
  },
  title: "Los Juegos",
  intro: "La Polinesia Francesa acoge la XVIII edición de los Juegos del Pacífico, la gran fiesta del deporte de las naciones y territorios del Pacífico.",
  place: "Polinesia Francesa",
  video: {
    button: "Ver el vídeo de lanzamiento",
    title: "Vídeo de lanzamiento",
    message: "El vídeo de lanzamiento de los Juegos aún no se ha publicado. Se añadirá a esta página en cuanto se difunda.",
    close: "Cerrar",
  },
  factsTitle: "Tahiti 2027 en resumen",
  facts: {
    timesHosted: "ediciones acogidas por Tahiti: Papeete en 1971, Pirae y Papeete en 1995, y 2027",
    selection: "el Consejo de los Juegos del Pacífico elige a la Polinesia Francesa frente a la candidatura de Vanuatu",
    sports: "deportes en el programa",
    delegations: "delegaciones previstas",
    islands: "islas anfitrionas",
    mascots: "las mascotas: el pulpo de Raiatea y el coral de Tatakoto",
  },
  exploreTitle: "Descubrir los Juegos",
  historyCard: {
    title: "La historia de los Juegos",
    text: "De los primeros Juegos en Suva a Tahiti 2027: los orígenes, todas las ediciones y las cifras clave.",
  },
  visionCard: {
    title: "Nuestra visión",
    text: "La misión, los cuatro pilares, los valores y el legado que Tahiti 2027 quiere dejar.",
  },
  messageTitle: "El mensaje del comité organizador",
  sloganTranslation: "«Un pueblo, un océano, todos unidos para celebrar los Juegos»",
  sloganCaption: "Lema del comité organizador de los Juegos (COJ Tahiti 2027)",
  messageText:
    "El comité organizador está presidido por Noelline Parker; su director general es Steeve Raoulx. Este sitio independiente no publica ninguna declaración en su nombre: los mensajes oficiales del comité los difunde el propio comité.",
};

import type { HistoryContent } from "./types.ts";

export const es: HistoryContent = {
  meta: {
    title: "La historia de los Juegos — Tahiti 2027",
    description: "De los primeros Juegos del Pacífico a Tahiti 2027: los orígenes, todas las ediciones con su ciudad anfitriona y las cifras clave.",
  },
  breadcrumbGames: "Los Juegos",
  title: "La historia de los Juegos",
  intro: "Desde su creación, los Juegos del Pacífico reúnen a las naciones y territorios del Pacífico. Tahiti 2027 será su XVIII edición.",
  originsTitle: "Los orígenes",
  originsText: "Los primeros Juegos del Pacífico se celebraron en Fiyi. Desde 1971 los Juegos tienen lugar cada cuatro años, organizados por turnos por los países y territorios de la región.",
  originsFacts: { year: "Año", host: "Ciudad anfitriona", athletes: "Atletas", sports: "Deportes" },
  about: "unos {value}",
  editionsTitle: "Todas las ediciones",
  editionsIntro: "Las ediciones de los Juegos del Pacífico y sus ciudades anfitrionas, desde la primera hasta Tahiti 2027.",
  editionLabel: "Edición {n}",
  upcoming: "Próximamente",
  frenchPolynesia: "Polinesia Francesa",
  highlights: {
    first: "Los primeros Juegos del Pacífico.",
    tahiti1971: "Tahiti acoge los Juegos por primera vez.",
    tahiti1995: "Segundos Juegos en Tahiti, en Pirae y Papeete.",
    honiara2023:
      "24 delegaciones y 24 deportes. Nueva Caledonia encabeza el medallero (82 medallas de oro, 197 en total), por delante de Tahiti (57 medallas de oro, 160 en total).",
    tahiti2027: "Terceros Juegos en Tahiti.",
  },
  medalsTitle: "En el medallero",
  medalsText: "Nueva Caledonia ha encabezado el medallero 14 veces en 17 ediciones. Tahiti quedó en segundo lugar en Honiara en 2023.",
  keyFiguresTitle: "Los Juegos del Pacífico en cifras",
  keyFiguresIntro: "Algunas referencias sobre los Juegos del Pacífico, Tahiti 2027 incluida.",
  keyFigures: {
    editions: "Ediciones",
    delegations: "Delegaciones",
    athletes: "Atletas",
    sports: "Deportes",
  },
};

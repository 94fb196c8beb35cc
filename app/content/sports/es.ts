import type { SportsContent } from "./types.ts";

export const es: SportsContent = {
  meta: {
    title: "Deportes — Tahiti 2027",
    description: "Los {count} deportes de los XVIII Juegos del Pacífico Tahiti 2027: deportes obligatorios, deportes opcionales, deportes para y sedes.",
  },
  title: "Deportes",
  intro: "El programa deportivo de los XVIII Juegos del Pacífico, ratificado en julio de 2025: deportes obligatorios, deportes opcionales y pruebas para.",
  statsTitle: "El programa en cifras",
  stats: { sports: "deportes", compulsory: "deportes obligatorios", optional: "deportes opcionales", islands: "islas" },
  notPublished: [
    "Aún no se ha publicado el número de participantes por deporte.",
    "Aún no se han publicado el programa ni el calendario de las pruebas.",
  ],
  compulsoryTitle: "Deportes obligatorios",
  compulsoryIntro: "Los deportes que cada edición de los Juegos del Pacífico debe incluir en su programa.",
  optionalTitle: "Deportes opcionales",
  optionalIntro: "Los deportes elegidos por Tahiti 2027 para completar el programa.",
  badges: { compulsory: "Obligatorio", optional: "Opcional", para: "Para", paraPending: "Para va'a pendiente de aprobación" },
  venuesLabel: "Sedes",
  venueToConfirm: "Sede por confirmar",
  paraTitle: "Deportes para",
  paraIntro: "Están previstas pruebas para en estos deportes:",
  venuesLink: "Ver todas las sedes",
};

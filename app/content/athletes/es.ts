import type { AthletesContent } from "./types.ts";

export const es: AthletesContent = {
  meta: {
    title: "Atletas — Tahiti 2027",
    description: "Servicios para los atletas, clasificación, villa de atletas y espíritu de los XVIII Juegos del Pacífico Tahiti 2027.",
  },
  title: "Atletas",
  intro: "Todo lo que espera a los atletas de las delegaciones del Pacífico en Tahiti, Moorea y Raiatea.",
  figuresTitle: "Los Juegos en cifras",
  figures: { athletes: "atletas", delegations: "delegaciones", sports: "deportes" },
  figuresNote: "Cifras anunciadas por los organizadores: son estimaciones que pueden cambiar.",
  servicesTitle: "Servicios para los atletas",
  servicesIntro: "El comité organizador comunicará a las delegaciones los detalles de cada servicio.",
  qualificationTitle: "Criterios de clasificación",
  qualificationIntro:
    "La clasificación la gestiona cada federación nacional y cada delegación, según las reglas del Consejo de los Juegos del Pacífico. Consulte con su federación.",
  criteriaLabel: "Criterios",
  athletesCountLabel: "Número de atletas",
  toBeConfirmed: "por confirmar",
  villageTitle: "La villa de atletas",
  villageIntro: "El corazón de la vida de las delegaciones durante los Juegos.",
  village: { beds: "camas", distance: "de las sedes principales", restaurants: "restaurantes" },
  amenitiesTitle: "Instalaciones de la villa",
  amenitiesNote: "Lista orientativa, pendiente de confirmación por el comité organizador.",
  valuesTitle: "El espíritu de los Juegos",
  valuesIntro: "Los valores que comparten los atletas, las delegaciones y toda la Polinesia Francesa.",
  visionLink: "Descubra nuestra visión",
};

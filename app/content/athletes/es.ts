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
  services: [
    {
      icon: "housing",
      title: "Alojamiento",
      description: "Las delegaciones se alojan en la villa de atletas.",
      details: ["Habitaciones en la villa de atletas", "Zonas comunes de descanso"],
    },
    {
      icon: "food",
      title: "Restauración",
      description: "Comidas adaptadas a las necesidades de los deportistas durante todos los Juegos.",
      details: ["Restaurantes de la villa de atletas", "Menús pensados para la competición y la recuperación"],
    },
    {
      icon: "transport",
      title: "Transporte",
      description: "Desplazamientos organizados entre la villa, las sedes de entrenamiento y las sedes de competición.",
      details: ["Lanzaderas entre la villa y las sedes", "Conexiones con Moorea y Raiatea para las pruebas que allí se celebran"],
    },
    {
      icon: "health",
      title: "Salud",
      description: "Atención médica para los atletas acreditados.",
      details: ["Atención médica en la villa y en las sedes", "Zonas de recuperación"],
    },
    {
      icon: "training",
      title: "Entrenamiento",
      description: "Horarios de entrenamiento para preparar las competiciones en buenas condiciones.",
      details: ["Acceso a las sedes de entrenamiento", "Material adaptado a cada deporte"],
    },
    {
      icon: "welcome",
      title: "Acogida e información",
      description: "Acompañamiento de las delegaciones desde su llegada hasta su salida.",
      details: ["Recepción de las delegaciones a su llegada", "Información práctica sobre los Juegos y la Polinesia Francesa"],
    },
  ],
  qualificationTitle: "Criterios de clasificación",
  qualificationIntro:
    "La clasificación la gestiona cada federación nacional y cada delegación, según las reglas del Consejo de los Juegos del Pacífico. Consulte con su federación.",
  qualifications: [
    { sport: "Atletismo", criteria: "Selección por la federación de atletismo de cada delegación, según las reglas del Consejo de los Juegos del Pacífico." },
    { sport: "Natación", criteria: "Selección por la federación de natación de cada delegación, según las reglas del Consejo de los Juegos del Pacífico." },
    { sport: "Va'a", criteria: "Selección por la federación de va'a de cada delegación, según las reglas del Consejo de los Juegos del Pacífico." },
    { sport: "Fútbol", criteria: "Selección por la federación de fútbol de cada delegación, según las reglas del Consejo de los Juegos del Pacífico." },
  ],
  criteriaLabel: "Criterios",
  athletesCountLabel: "Número de atletas",
  toBeConfirmed: "por confirmar",
  villageTitle: "La villa de atletas",
  villageIntro: "El corazón de la vida de las delegaciones durante los Juegos.",
  village: { beds: "camas", distance: "de las sedes principales", restaurants: "restaurantes" },
  amenitiesTitle: "Instalaciones de la villa",
  amenities: ["Restaurantes", "Centro médico", "Zonas de descanso", "Sala de musculación", "Lanzaderas a las sedes", "Centro de información de las delegaciones"],
  amenitiesNote: "Lista orientativa, pendiente de confirmación por el comité organizador.",
  valuesTitle: "El espíritu de los Juegos",
  valuesIntro: "Los valores que comparten los atletas, las delegaciones y toda la Polinesia Francesa.",
  visionLink: "Descubra nuestra visión",
};

import type { AthletesContent } from "./types.ts";

export const fr: AthletesContent = {
  meta: {
    title: "Athlètes — Tahiti 2027",
    description: "Services aux athlètes, qualification, village des athlètes et esprit des XVIIIes Jeux du Pacifique Tahiti 2027.",
  },
  title: "Athlètes",
  intro: "Tout ce qui attend les athlètes des délégations du Pacifique à Tahiti, Moorea et Raiatea.",
  figuresTitle: "Les Jeux en chiffres",
  figures: { athletes: "athlètes", delegations: "délégations", sports: "sports" },
  figuresNote: "Chiffres annoncés par les organisateurs : ce sont des estimations, susceptibles d'évoluer.",
  servicesTitle: "Services aux athlètes",
  servicesIntro: "Les modalités détaillées de chaque service seront communiquées aux délégations par le comité d'organisation.",
  services: [
    {
      icon: "housing",
      title: "Hébergement",
      description: "Les délégations sont logées au village des athlètes.",
      details: ["Chambres au village des athlètes", "Espaces communs de détente"],
    },
    {
      icon: "food",
      title: "Restauration",
      description: "Des repas adaptés aux besoins des sportifs pendant toute la durée des Jeux.",
      details: ["Restaurants du village des athlètes", "Menus pensés pour la compétition et la récupération"],
    },
    {
      icon: "transport",
      title: "Transport",
      description: "Des déplacements organisés entre le village, les sites d'entraînement et les sites de compétition.",
      details: ["Navettes entre le village et les sites", "Liaisons vers Moorea et Raiatea pour les épreuves qui s'y déroulent"],
    },
    {
      icon: "health",
      title: "Santé",
      description: "Un suivi médical pour les athlètes accrédités.",
      details: ["Soins médicaux au village et sur les sites", "Espaces de récupération"],
    },
    {
      icon: "training",
      title: "Entraînement",
      description: "Des créneaux d'entraînement pour préparer les compétitions dans de bonnes conditions.",
      details: ["Accès aux sites d'entraînement", "Équipements adaptés à chaque sport"],
    },
    {
      icon: "welcome",
      title: "Accueil et information",
      description: "Un accompagnement des délégations de leur arrivée à leur départ.",
      details: ["Accueil des délégations à leur arrivée", "Informations pratiques sur les Jeux et la Polynésie"],
    },
  ],
  qualificationTitle: "Critères de qualification",
  qualificationIntro:
    "La qualification est gérée par chaque fédération nationale et chaque délégation, selon les règles du Conseil des Jeux du Pacifique. Renseignez-vous auprès de votre fédération.",
  qualifications: [
    { sport: "Athlétisme", criteria: "Sélection par la fédération d'athlétisme de chaque délégation, selon les règles du Conseil des Jeux du Pacifique." },
    { sport: "Natation", criteria: "Sélection par la fédération de natation de chaque délégation, selon les règles du Conseil des Jeux du Pacifique." },
    { sport: "Va'a", criteria: "Sélection par la fédération de va'a de chaque délégation, selon les règles du Conseil des Jeux du Pacifique." },
    { sport: "Football", criteria: "Sélection par la fédération de football de chaque délégation, selon les règles du Conseil des Jeux du Pacifique." },
  ],
  criteriaLabel: "Critères",
  athletesCountLabel: "Nombre d'athlètes",
  toBeConfirmed: "à confirmer",
  villageTitle: "Le village des athlètes",
  villageIntro: "Le cœur de la vie des délégations pendant les Jeux.",
  village: { beds: "lits", distance: "des principaux sites", restaurants: "restaurants" },
  amenitiesTitle: "Équipements du village",
  amenities: ["Restaurants", "Centre médical", "Espaces de détente", "Salle de musculation", "Navettes vers les sites", "Centre d'information des délégations"],
  amenitiesNote: "Liste indicative, à confirmer par le comité d'organisation.",
  valuesTitle: "L'esprit des Jeux",
  valuesIntro: "Les valeurs que partagent les athlètes, les délégations et toute la Polynésie.",
  visionLink: "Découvrir notre vision",
};

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
  qualificationTitle: "Critères de qualification",
  qualificationIntro:
    "La qualification est gérée par chaque fédération nationale et chaque délégation, selon les règles du Conseil des Jeux du Pacifique. Renseignez-vous auprès de votre fédération.",
  criteriaLabel: "Critères",
  athletesCountLabel: "Nombre d'athlètes",
  toBeConfirmed: "à confirmer",
  villageTitle: "Le village des athlètes",
  villageIntro: "Le cœur de la vie des délégations pendant les Jeux.",
  village: { beds: "lits", distance: "des principaux sites", restaurants: "restaurants" },
  amenitiesTitle: "Équipements du village",
  amenitiesNote: "Liste indicative, à confirmer par le comité d'organisation.",
  valuesTitle: "L'esprit des Jeux",
  valuesIntro: "Les valeurs que partagent les athlètes, les délégations et toute la Polynésie.",
  visionLink: "Découvrir notre vision",
};

import type { VenuesContent } from "./types.ts";

export const fr: VenuesContent = {
  meta: {
    title: "Sites — Tahiti 2027",
    description: "Les sites des XVIIIes Jeux du Pacifique Tahiti 2027 à Tahiti, Moorea et Raiatea : carte, communes, sports et capacités.",
  },
  title: "Sites",
  intro: "Les sites de compétition annoncés pour les Jeux, répartis sur trois îles : Tahiti, Moorea et Raiatea.",
  changeNotice:
    "Ces sites ont été annoncés par les organisateurs et certains peuvent encore changer. Les organisateurs prévoient entre 22 et 30 sites au total.",
  islandsTitle: "Sites par île",
  venueCount: { one: "site listé", other: "sites listés" },
  mapTitle: "Carte des sites",
  mapLabel: "Carte schématique de {island} avec les repères numérotés de ses sites ; chaque repère mène à la fiche du site.",
  mapCaption:
    "Cartes schématiques aux contours simplifiés, une par île, chacune à sa propre échelle. Un repère indique la commune ou le quartier du site, pas son emplacement exact.",
  mapNorth: "N",
  islandOnlyNote: "L'emplacement de ces sites sur l'île n'est pas encore publié : leurs repères sont placés au milieu de l'île.",
  card: {
    island: "Île",
    commune: "Commune",
    sports: "Sports",
    capacity: "Capacité",
    capacityAbout: "Environ {count} places",
    address: "Adresse",
    services: "Services sur place",
    accessibility: "Accessibilité",
    ceremonies: "Cérémonies",
    mapMarker: "Repère {number}",
  },
};

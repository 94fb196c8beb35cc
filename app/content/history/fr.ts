import type { HistoryContent } from "./types.ts";

export const fr: HistoryContent = {
  meta: {
    title: "L'histoire des Jeux — Tahiti 2027",
    description: "Des premiers Jeux du Pacifique à Tahiti 2027 : les origines, toutes les éditions et leurs villes hôtes, et les chiffres clés.",
  },
  breadcrumbGames: "Les Jeux",
  title: "L'histoire des Jeux",
  intro: "Depuis leur création, les Jeux du Pacifique réunissent les nations et territoires du Pacifique. Tahiti 2027 en sera la XVIIIe édition.",
  originsTitle: "Les origines",
  originsText: "Les premiers Jeux du Pacifique se sont tenus aux Fidji. Depuis 1971, les Jeux ont lieu tous les quatre ans, accueillis tour à tour par les pays et territoires de la région.",
  originsFacts: { year: "Année", host: "Ville hôte", athletes: "Athlètes", sports: "Sports" },
  about: "environ {value}",
  editionsTitle: "Toutes les éditions",
  editionsIntro: "Les éditions des Jeux du Pacifique et leurs villes hôtes, de la première à Tahiti 2027.",
  editionLabel: "Édition {n}",
  upcoming: "À venir",
  frenchPolynesia: "Polynésie française",
  highlights: {
    first: "Les premiers Jeux du Pacifique.",
    tahiti1971: "Tahiti accueille les Jeux pour la première fois.",
    tahiti1995: "Deuxièmes Jeux à Tahiti, à Pirae et Papeete.",
    honiara2023:
      "24 délégations et 24 sports. La Nouvelle-Calédonie termine en tête du tableau des médailles (82 médailles d'or, 197 au total), devant Tahiti (57 médailles d'or, 160 au total).",
    tahiti2027: "Troisièmes Jeux à Tahiti.",
  },
  medalsTitle: "Au tableau des médailles",
  medalsText: "La Nouvelle-Calédonie a terminé en tête du tableau des médailles 14 fois en 17 éditions. Tahiti a pris la deuxième place à Honiara en 2023.",
  keyFiguresTitle: "Les Jeux du Pacifique en chiffres",
  keyFiguresIntro: "Quelques repères sur les Jeux du Pacifique, Tahiti 2027 comprise.",
  keyFigures: {
    editions: "Éditions",
    delegations: "Délégations",
    athletes: "Athlètes",
    sports: "Sports",
  },
};

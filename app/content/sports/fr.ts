import type { SportsContent } from "./types.ts";

export const fr: SportsContent = {
  meta: {
    title: "Sports — Tahiti 2027",
    description: "Les {count} sports des XVIIIes Jeux du Pacifique Tahiti 2027 : sports obligatoires, sports optionnels, sports para et sites.",
  },
  title: "Sports",
  intro: "Le programme sportif des XVIIIes Jeux du Pacifique, ratifié en juillet 2025 : des sports obligatoires, des sports optionnels et des épreuves para.",
  statsTitle: "Le programme en chiffres",
  stats: { sports: "sports", compulsory: "sports obligatoires", optional: "sports optionnels", islands: "îles" },
  notPublished: [
    "Le nombre de participants par sport n'est pas encore publié.",
    "Le programme et le calendrier des épreuves ne sont pas encore publiés.",
  ],
  compulsoryTitle: "Sports obligatoires",
  compulsoryIntro: "Les sports que chaque édition des Jeux du Pacifique doit inscrire à son programme.",
  optionalTitle: "Sports optionnels",
  optionalIntro: "Les sports choisis par Tahiti 2027 pour compléter le programme.",
  badges: { compulsory: "Obligatoire", optional: "Optionnel", para: "Para", paraPending: "Para va'a en attente d'approbation" },
  venuesLabel: "Sites",
  venueToConfirm: "Site à confirmer",
  paraTitle: "Sports para",
  paraIntro: "Des épreuves para sont prévues dans ces sports :",
  venuesLink: "Voir tous les sites",
};

import type { CountriesContent } from "./types.ts";

export const fr: CountriesContent = {
  meta: {
    title: "Pays et délégations — Tahiti 2027",
    description: "Les {count} délégations des XVIIIes Jeux du Pacifique Tahiti 2027 sur une carte du Pacifique, avec leur statut et leurs résultats.",
  },
  title: "Pays et délégations",
  intro: "Les délégations de tout le Pacifique se retrouvent en Polynésie française pour les XVIIIes Jeux du Pacifique.",
  summaryTitle: "Les délégations en chiffres",
  summary: {
    total: "délégations",
    members: "membres du Conseil des Jeux du Pacifique",
    invited: "délégations invitées",
  },
  invitedNote: "L'Australie et la Nouvelle-Zélande sont invitées sur une partie du programme sportif.",
  athletesNote: "Le nombre d'athlètes de chaque délégation pour 2027 n'est pas encore publié.",
  mapTitle: "Carte des délégations",
  mapLabel:
    "Carte du Pacifique, de 110° E à 140° O et de 30° N à 50° S, avec un repère pour chacune des {count} délégations ; Tahiti, hôte des Jeux, est mise en évidence. La liste des délégations suit la carte.",
  mapCaption: "Repères placés sur la capitale ou l'île principale de chaque délégation (positions approximatives).",
  mapScrollHint: "Faites glisser la carte sur le côté pour voir tout le Pacifique.",
  legendDelegation: "Délégation",
  legendHost: "Hôte des Jeux",
  compass: { north: "N", south: "S", east: "E", west: "O" },
  listTitle: "Toutes les délégations",
  codeLabel: "Code",
  status: {
    member: "Membre du Conseil des Jeux du Pacifique",
    invited: "Invitée sur une partie du programme",
    host: "Hôte des Jeux",
  },
  medals: { gold: "Or", silver: "Argent", bronze: "Bronze" },
  delegation: {
    metaTitle: "{name} ({code}) — Tahiti 2027",
    metaDescription: "La délégation {name} aux XVIIIes Jeux du Pacifique Tahiti 2027 : statut, médailles et résultats enregistrés.",
    statusTitle: "Statut",
    medalsTitle: "Médailles",
    resultsTitle: "Résultats",
    resultsCaption: "Résultats de la délégation {name}, du plus récent au plus ancien",
    resultsEmpty: "Aucun résultat n'est encore enregistré pour cette délégation.",
    columns: { rank: "Rang", date: "Date", sport: "Sport", event: "Épreuve", athlete: "Athlète", result: "Résultat", medal: "Médaille" },
    noMedal: "Aucune médaille",
    noRank: "Rang non communiqué",
    back: "Toutes les délégations",
  },
};

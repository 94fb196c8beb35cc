import type { GamesContent } from "./types.ts";

export const fr: GamesContent = {
  meta: {
    title: "Les Jeux — Tahiti 2027",
    description: "Les XVIIIes Jeux du Pacifique en Polynésie française : chiffres clés, histoire, vision et message du comité d'organisation.",
  },
  title: "Les Jeux",
  intro: "La Polynésie française accueille la XVIIIe édition des Jeux du Pacifique, la grande fête du sport des nations et territoires du Pacifique.",
  place: "Polynésie française",
  video: {
    button: "Voir la vidéo de lancement",
    title: "Vidéo de lancement",
    message: "La vidéo de lancement des Jeux n'est pas encore publiée. Elle sera ajoutée à cette page dès sa diffusion.",
    close: "Fermer",
  },
  factsTitle: "Tahiti 2027 en bref",
  facts: {
    timesHosted: "éditions accueillies par Tahiti : Papeete en 1971, Pirae et Papeete en 1995, et 2027",
    selection: "le Conseil des Jeux du Pacifique choisit la Polynésie française, face à la candidature de Vanuatu",
    sports: "sports au programme",
    delegations: "délégations attendues",
    islands: "îles hôtes",
    mascots: "les mascottes : la pieuvre de Raiatea et le corail de Tatakoto",
  },
  exploreTitle: "Découvrir les Jeux",
  historyCard: {
    title: "L'histoire des Jeux",
    text: "Des premiers Jeux de Suva à Tahiti 2027 : les origines, toutes les éditions et les chiffres clés.",
  },
  visionCard: {
    title: "Notre vision",
    text: "La mission, les quatre piliers, les valeurs et l'héritage que Tahiti 2027 veut laisser.",
  },
  messageTitle: "Le message du comité d'organisation",
  sloganTranslation: null,
  sloganCaption: "Slogan du comité d'organisation des Jeux (COJ Tahiti 2027)",
  messageText:
    "Le comité d'organisation est présidé par Noelline Parker ; son directeur général est Steeve Raoulx. Ce site indépendant ne publie aucune déclaration en leur nom : les messages officiels du comité sont diffusés par le comité lui-même.",
};

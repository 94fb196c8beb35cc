import type { VisionContent } from "./types.ts";

export const fr: VisionContent = {
  meta: {
    title: "Notre vision — Tahiti 2027",
    description: "La mission, les quatre piliers, les valeurs et l'héritage des XVIIIes Jeux du Pacifique Tahiti 2027.",
  },
  breadcrumbGames: "Les Jeux",
  title: "Notre vision",
  intro: "Des Jeux à l'image de la Polynésie : accueillants, fiers de leur culture et tournés vers l'avenir du Pacifique.",
  missionTitle: "Notre mission",
  mission:
    "Offrir aux athlètes du Pacifique des Jeux d'excellence sur trois îles, Tahiti, Moorea et Raiatea, et faire de cette XVIIIe édition une fête partagée par toute la Polynésie, fidèle au slogan « Un peuple, un océan, tous unis pour célébrer les jeux ».",
  pillarsTitle: "Quatre piliers",
  pillars: [
    { icon: "mana", title: "Le mana polynésien", text: "La culture, la langue et les savoir-faire polynésiens présents dans chaque cérémonie, chaque site et chaque accueil." },
    { icon: "unity", title: "L'unité du Pacifique", text: "Vingt-quatre délégations réunies autour d'un même océan, dans l'amitié et le respect mutuel." },
    { icon: "sustainability", title: "La durabilité", text: "Des Jeux sobres qui s'appuient sur les équipements existants et protègent le lagon et les îles." },
    { icon: "excellence", title: "L'excellence sportive", text: "Des conditions de compétition au meilleur niveau pour les athlètes, les officiels et les équipes." },
  ],
  valuesTitle: "Nos valeurs",
  values: [
    { title: "L'accueil", text: "Recevoir chaque délégation et chaque visiteur avec la chaleur polynésienne." },
    { title: "Le respect", text: "Respecter les athlètes, les cultures du Pacifique et l'environnement." },
    { title: "Le partage", text: "Partager la fête du sport avec les habitants de toutes les îles." },
  ],
  legacyTitle: "L'héritage des Jeux",
  sportingLegacyTitle: "Héritage sportif",
  sportingLegacy: [
    "Des équipements sportifs rénovés ou construits, comme la nouvelle salle de tennis de table et de badminton à Faa'a",
    "Des clubs et des bénévoles formés à l'organisation de grandes compétitions",
    "Une nouvelle génération d'athlètes polynésiens inspirée par les Jeux à domicile",
  ],
  culturalLegacyTitle: "Héritage culturel",
  culturalLegacy: [
    "La culture polynésienne mise en valeur auprès de tout le Pacifique",
    "Des liens renforcés entre les îles et les archipels de la Polynésie",
    "Un programme de bénévolat, 'A Ti'aturu, qui rassemble la population autour des Jeux",
  ],
};

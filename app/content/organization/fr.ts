import type { OrganizationContent } from "./types.ts";

export const fr: OrganizationContent = {
  meta: {
    title: "Organisation — Tahiti 2027",
    description: "La direction, les commissions et le contact du comité d'organisation des XVIIIes Jeux du Pacifique Tahiti 2027 (COJ).",
  },
  title: "Organisation",
  intro: "Le comité d'organisation des Jeux du Pacifique Tahiti 2027 (COJ) prépare la XVIIIe édition des Jeux, accueillie par la Polynésie française sur Tahiti, Moorea et Raiatea.",
  leadershipTitle: "Direction du comité",
  leadershipIntro: "Le COJ Tahiti 2027 est dirigé par sa présidente et son directeur général.",
  roles: {
    president: "Présidente du comité d'organisation",
    directorGeneral: "Directeur général du comité d'organisation",
  },
  commissionsTitle: "Les commissions",
  commissionsIntro: "Sept commissions se partagent la préparation des Jeux, chacune dans son domaine.",
  commissions: [
    { icon: "sport", name: "Commission sportive", description: "Organise les compétitions avec les fédérations : programme sportif, calendrier des épreuves, officiels techniques et règlements." },
    { icon: "venues", name: "Sites et infrastructures", description: "Prépare et aménage les sites de compétition et d'entraînement sur Tahiti, Moorea et Raiatea." },
    { icon: "volunteers", name: "Bénévoles et ressources humaines", description: "Recrute, forme et coordonne les bénévoles et le personnel qui font vivre les Jeux." },
    { icon: "culture", name: "Culture et cérémonies", description: "Conçoit les cérémonies d'ouverture et de clôture et le programme culturel qui accompagne les Jeux." },
    { icon: "media", name: "Communication et médias", description: "Informe le public, accueille la presse et prépare les services offerts aux médias accrédités." },
    { icon: "logistics", name: "Logistique, transport et hébergement", description: "Organise l'accueil des délégations, leur hébergement et leurs déplacements entre les sites et les îles." },
    { icon: "partnerships", name: "Partenariats et finances", description: "Développe les partenariats avec les entreprises et les institutions et suit le budget des Jeux." },
  ],
  compositionLabel: "Composition",
  compositionPending: "Sera publiée par le comité d'organisation.",
  contactTitle: "Contacter le comité",
  contactIntro: "Pour toute question sur l'organisation des Jeux, écrivez au comité ou utilisez le formulaire de contact.",
  addressLabel: "Adresse",
  emailLabel: "E-mail",
  contactFormLink: "Accéder au formulaire de contact",
};

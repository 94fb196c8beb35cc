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
  commissionsTitle: "Les commissions",
  commissionsIntro: "Les commissions se partagent la préparation des Jeux, chacune dans son domaine.",
  compositionLabel: "Composition",
  contactTitle: "Contacter le comité",
  contactIntro: "Pour toute question sur l'organisation des Jeux, écrivez au comité ou utilisez le formulaire de contact.",
  addressLabel: "Adresse",
  emailLabel: "E-mail",
  contactFormLink: "Accéder au formulaire de contact",
};

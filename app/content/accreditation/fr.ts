import type { AccreditationContent } from "./types.ts";

export const fr: AccreditationContent = {
  meta: {
    title: "Accréditation — Tahiti 2027",
    description: "Types d'accréditation, pièces à fournir, dates limites et démarches pour accéder aux sites des Jeux du Pacifique Tahiti 2027.",
  },
  title: "Accréditation",
  intro: "Médias, officiels techniques, invités, staff et bénévoles : l'accréditation donne accès aux sites des Jeux selon votre rôle.",
  typesTitle: "Types d'accréditation",
  typesIntro: "Chaque catégorie a ses propres pièces à fournir, sa date limite et ses zones d'accès.",
  requirementsLabel: "Documents requis",
  deadlineLabel: "Date limite",
  statusLabel: "Statut",
  statuses: { upcoming: "Ouverture le {{date}}", open: "Ouvert", closed: "Clôturé", invitation: "Sur invitation" },
  apply: "Faire une demande",
  processTitle: "Le processus en quatre étapes",
  process: [
    { title: "Demande en ligne", text: "Faites votre demande en choisissant votre catégorie d'accréditation." },
    { title: "Pièces justificatives", text: "Joignez les documents requis pour votre catégorie." },
    { title: "Validation", text: "L'équipe accréditation examine votre dossier sous 2 à 3 semaines." },
    { title: "Confirmation", text: "Votre badge de confirmation vous est envoyé par email." },
  ],
  processNote: "Vous pouvez modifier votre demande tant qu'elle n'a pas été validée par l'équipe accréditation.",
  formsTitle: "Formulaires à télécharger",
  formsIntro: "Les formulaires PDF ne sont pas encore publiés. En attendant, faites votre demande en ligne.",
  forms: {
    media: "Formulaire d'accréditation médias",
    officials: "Formulaire d'accréditation des officiels techniques",
    volunteers: "Formulaire d'accréditation des bénévoles",
  },
  formUnavailable: "Pas encore disponible",
  datesTitle: "Dates importantes",
  dates: {
    requestsOpen: "Ouverture des demandes",
    deadline: "Date limite des demandes",
    confirmation: "Confirmation des accréditations",
  },
  supportTitle: "Besoin d'aide ?",
  supportText: "Une question sur votre demande ou sur les pièces à fournir ? Écrivez-nous.",
  supportEmailLabel: "Email",
  supportContactLink: "Formulaire de contact",
  faqTitle: "Questions fréquentes",
  faq: [
    {
      question: "Combien de temps prend le traitement d'une demande ?",
      answer: "Une fois votre dossier complet, l'équipe accréditation le valide sous 2 à 3 semaines.",
    },
    {
      question: "Puis-je modifier ma demande après l'avoir envoyée ?",
      answer: "Oui, tant qu'elle n'a pas été validée par l'équipe accréditation.",
    },
    {
      question: "Mon badge donne-t-il accès à tous les sites ?",
      answer: "Non. Chaque type de badge ouvre des zones d'accès différentes, selon votre catégorie d'accréditation.",
    },
    {
      question: "Comment obtenir une accréditation VIP ?",
      answer: "L'accréditation VIP & Invités n'est pas ouverte aux demandes : elle est délivrée sur invitation du comité d'organisation.",
    },
  ],
};

import type { FormMessages } from "./types.ts";

export const fr: FormMessages = {
  requiredHint: "Les champs marqués d'un astérisque (*) sont obligatoires.",
  optional: "(facultatif)",
  errors: {
    required: "Ce champ est obligatoire",
    email: "Adresse email invalide",
    tooShort: "{{limit}} caractères minimum",
    tooLong: "{{limit}} caractères maximum",
    phone: "Numéro de téléphone invalide : chiffres, espaces, +, -, . et parenthèses uniquement",
    choice: "Choisissez une option de la liste",
  },
  invalidSummary: "Le formulaire contient des erreurs. Corrigez les champs signalés puis envoyez-le de nouveau.",
  rateLimited: "Vous avez envoyé trop de formulaires depuis votre connexion. Réessayez dans {{delay}}.",
  sending: "Envoi en cours…",
  honeypotLabel: "Ne remplissez pas ce champ",
};

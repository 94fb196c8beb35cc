import type { FormMessages } from "./types.ts";

export const pt: FormMessages = {
  requiredHint: "Os campos assinalados com um asterisco (*) são obrigatórios.",
  optional: "(facultativo)",
  errors: {
    required: "Este campo é obrigatório",
    email: "Endereço de email inválido",
    tooShort: "Mínimo de {{limit}} caracteres",
    tooLong: "Máximo de {{limit}} caracteres",
    phone: "Número de telefone inválido: apenas algarismos, espaços, +, -, . e parênteses",
    choice: "Escolha uma opção da lista",
  },
  invalidSummary: "O formulário contém erros. Corrija os campos assinalados e envie-o novamente.",
  rateLimited: "Foram enviados demasiados formulários a partir da sua ligação. Tente novamente dentro de {{delay}}.",
  sending: "A enviar…",
  honeypotLabel: "Não preencha este campo",
};

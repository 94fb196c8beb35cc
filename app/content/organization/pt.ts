import type { OrganizationContent } from "./types.ts";

export const pt: OrganizationContent = {
  meta: {
    title: "Organização — Tahiti 2027",
    description: "A direção, as comissões e o contacto do comité organizador dos XVIII Jogos do Pacífico Tahiti 2027 (COJ).",
  },
  title: "Organização",
  intro: "O Comité Organizador dos Jogos do Pacífico Tahiti 2027 (COJ) prepara a XVIII edição dos Jogos, acolhida pela Polinésia Francesa em Tahiti, Moorea e Raiatea.",
  leadershipTitle: "Direção do comité",
  leadershipIntro: "O COJ Tahiti 2027 é dirigido pela sua presidente e pelo seu diretor-geral.",
  commissionsTitle: "As comissões",
  commissionsIntro: "As comissões repartem entre si a preparação dos Jogos, cada uma na sua área.",
  compositionLabel: "Composição",
  contactTitle: "Contactar o comité",
  contactIntro: "Para qualquer questão sobre a organização dos Jogos, escreva ao comité ou utilize o formulário de contacto.",
  addressLabel: "Morada",
  emailLabel: "Correio eletrónico",
  contactFormLink: "Ir para o formulário de contacto",
};

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
  roles: {
    president: "Presidente do comité organizador",
    directorGeneral: "Diretor-geral do comité organizador",
  },
  commissionsTitle: "As comissões",
  commissionsIntro: "Sete comissões repartem entre si a preparação dos Jogos, cada uma na sua área.",
  commissions: [
    { icon: "sport", name: "Comissão desportiva", description: "Organiza as competições com as federações: programa desportivo, calendário das provas, oficiais técnicos e regulamentos." },
    { icon: "venues", name: "Recintos e infraestruturas", description: "Prepara e equipa os recintos de competição e de treino em Tahiti, Moorea e Raiatea." },
    { icon: "volunteers", name: "Voluntariado e recursos humanos", description: "Recruta, forma e coordena os voluntários e o pessoal que dão vida aos Jogos." },
    { icon: "culture", name: "Cultura e cerimónias", description: "Concebe as cerimónias de abertura e de encerramento e o programa cultural que acompanha os Jogos." },
    { icon: "media", name: "Comunicação e media", description: "Informa o público, acolhe a imprensa e prepara os serviços oferecidos aos órgãos de comunicação social acreditados." },
    { icon: "logistics", name: "Logística, transportes e alojamento", description: "Organiza o acolhimento das delegações, o seu alojamento e as suas deslocações entre os recintos e as ilhas." },
    { icon: "partnerships", name: "Parcerias e finanças", description: "Desenvolve as parcerias com empresas e instituições e acompanha o orçamento dos Jogos." },
  ],
  compositionLabel: "Composição",
  compositionPending: "Será publicada pelo comité organizador.",
  contactTitle: "Contactar o comité",
  contactIntro: "Para qualquer questão sobre a organização dos Jogos, escreva ao comité ou utilize o formulário de contacto.",
  addressLabel: "Morada",
  emailLabel: "Correio eletrónico",
  contactFormLink: "Ir para o formulário de contacto",
};

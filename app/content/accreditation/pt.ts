import type { AccreditationContent } from "./types.ts";

export const pt: AccreditationContent = {
  meta: {
    title: "Acreditação — Tahiti 2027",
    description: "Tipos de acreditação, documentos necessários, prazos e procedimentos para aceder aos recintos dos Jogos do Pacífico Tahiti 2027.",
  },
  title: "Acreditação",
  intro: "Comunicação social, oficiais técnicos, convidados, staff e voluntários: a acreditação dá acesso aos recintos dos Jogos de acordo com a sua função.",
  typesTitle: "Tipos de acreditação",
  typesIntro: "Cada categoria tem os seus próprios documentos, o seu prazo e as suas zonas de acesso.",
  requirementsLabel: "Documentos necessários",
  deadlineLabel: "Prazo",
  statusLabel: "Estado",
  statuses: { upcoming: "Abertura a {{date}}", open: "Aberta", closed: "Fechada", invitation: "Mediante convite" },
  apply: "Candidatar-se",
  processTitle: "O processo em quatro etapas",
  process: [
    { title: "Pedido online", text: "Faça o seu pedido escolhendo a sua categoria de acreditação." },
    { title: "Documentos comprovativos", text: "Anexe os documentos necessários para a sua categoria." },
    { title: "Validação", text: "A equipa de acreditação analisa o seu processo no prazo de 2 a 3 semanas." },
    { title: "Confirmação", text: "O seu cartão de confirmação é-lhe enviado por email." },
  ],
  processNote: "Pode alterar o seu pedido enquanto a equipa de acreditação não o tiver validado.",
  formsTitle: "Formulários para descarregar",
  formsIntro: "Os formulários em PDF ainda não foram publicados. Entretanto, faça o seu pedido online.",
  forms: {
    media: "Formulário de acreditação da comunicação social",
    officials: "Formulário de acreditação dos oficiais técnicos",
    volunteers: "Formulário de acreditação dos voluntários",
  },
  formUnavailable: "Ainda não disponível",
  datesTitle: "Datas importantes",
  dates: {
    requestsOpen: "Abertura dos pedidos",
    deadline: "Prazo dos pedidos",
    confirmation: "Confirmação das acreditações",
  },
  supportTitle: "Precisa de ajuda?",
  supportText: "Tem alguma dúvida sobre o seu pedido ou sobre os documentos a apresentar? Escreva-nos.",
  supportEmailLabel: "Email",
  supportContactLink: "Formulário de contacto",
  faqTitle: "Perguntas frequentes",
  faq: [
    {
      question: "Quanto tempo demora o tratamento de um pedido?",
      answer: "Depois de o seu processo estar completo, a equipa de acreditação valida-o no prazo de 2 a 3 semanas.",
    },
    {
      question: "Posso alterar o meu pedido depois de o enviar?",
      answer: "Sim, enquanto a equipa de acreditação não o tiver validado.",
    },
    {
      question: "O meu cartão dá acesso a todos os recintos?",
      answer: "Não. Cada tipo de cartão abre zonas de acesso diferentes, consoante a sua categoria de acreditação.",
    },
    {
      question: "Como obter uma acreditação VIP?",
      answer: "A acreditação VIP e Convidados não está aberta a pedidos: é concedida mediante convite do comité organizador.",
    },
  ],
};

import type { AthletesContent } from "./types.ts";

export const pt: AthletesContent = {
  meta: {
    title: "Atletas — Tahiti 2027",
    description: "Serviços aos atletas, qualificação, aldeia dos atletas e espírito dos XVIII Jogos do Pacífico Tahiti 2027.",
  },
  title: "Atletas",
  intro: "Tudo o que espera os atletas das delegações do Pacífico em Tahiti, Moorea e Raiatea.",
  figuresTitle: "Os Jogos em números",
  figures: { athletes: "atletas", delegations: "delegações", sports: "desportos" },
  figuresNote: "Números anunciados pelos organizadores: são estimativas e podem mudar.",
  servicesTitle: "Serviços aos atletas",
  servicesIntro: "O comité organizador comunicará às delegações os pormenores de cada serviço.",
  qualificationTitle: "Critérios de qualificação",
  qualificationIntro:
    "A qualificação é gerida por cada federação nacional e cada delegação, de acordo com as regras do Conselho dos Jogos do Pacífico. Informe-se junto da sua federação.",
  criteriaLabel: "Critérios",
  athletesCountLabel: "Número de atletas",
  toBeConfirmed: "a confirmar",
  villageTitle: "A aldeia dos atletas",
  villageIntro: "O coração da vida das delegações durante os Jogos.",
  village: { beds: "camas", distance: "dos principais recintos", restaurants: "restaurantes" },
  amenitiesTitle: "Equipamentos da aldeia",
  amenitiesNote: "Lista indicativa, a confirmar pelo comité organizador.",
  valuesTitle: "O espírito dos Jogos",
  valuesIntro: "Os valores partilhados pelos atletas, pelas delegações e por toda a Polinésia Francesa.",
  visionLink: "Conheça a nossa visão",
};

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
  services: [
    {
      icon: "housing",
      title: "Alojamento",
      description: "As delegações ficam alojadas na aldeia dos atletas.",
      details: ["Quartos na aldeia dos atletas", "Espaços comuns de descanso"],
    },
    {
      icon: "food",
      title: "Restauração",
      description: "Refeições adaptadas às necessidades dos desportistas durante todos os Jogos.",
      details: ["Restaurantes da aldeia dos atletas", "Ementas pensadas para a competição e a recuperação"],
    },
    {
      icon: "transport",
      title: "Transporte",
      description: "Deslocações organizadas entre a aldeia, os locais de treino e os locais de competição.",
      details: ["Vaivéns entre a aldeia e os recintos", "Ligações a Moorea e Raiatea para as provas que aí se realizam"],
    },
    {
      icon: "health",
      title: "Saúde",
      description: "Acompanhamento médico para os atletas acreditados.",
      details: ["Cuidados médicos na aldeia e nos recintos", "Espaços de recuperação"],
    },
    {
      icon: "training",
      title: "Treino",
      description: "Horários de treino para preparar as competições em boas condições.",
      details: ["Acesso aos locais de treino", "Equipamento adaptado a cada desporto"],
    },
    {
      icon: "welcome",
      title: "Acolhimento e informação",
      description: "Acompanhamento das delegações desde a chegada até à partida.",
      details: ["Acolhimento das delegações à chegada", "Informações práticas sobre os Jogos e a Polinésia Francesa"],
    },
  ],
  qualificationTitle: "Critérios de qualificação",
  qualificationIntro:
    "A qualificação é gerida por cada federação nacional e cada delegação, de acordo com as regras do Conselho dos Jogos do Pacífico. Informe-se junto da sua federação.",
  qualifications: [
    { sport: "Atletismo", criteria: "Seleção pela federação de atletismo de cada delegação, de acordo com as regras do Conselho dos Jogos do Pacífico." },
    { sport: "Natação", criteria: "Seleção pela federação de natação de cada delegação, de acordo com as regras do Conselho dos Jogos do Pacífico." },
    { sport: "Va'a", criteria: "Seleção pela federação de va'a de cada delegação, de acordo com as regras do Conselho dos Jogos do Pacífico." },
    { sport: "Futebol", criteria: "Seleção pela federação de futebol de cada delegação, de acordo com as regras do Conselho dos Jogos do Pacífico." },
  ],
  criteriaLabel: "Critérios",
  athletesCountLabel: "Número de atletas",
  toBeConfirmed: "a confirmar",
  villageTitle: "A aldeia dos atletas",
  villageIntro: "O coração da vida das delegações durante os Jogos.",
  village: { beds: "camas", distance: "dos principais recintos", restaurants: "restaurantes" },
  amenitiesTitle: "Equipamentos da aldeia",
  amenities: ["Restaurantes", "Centro médico", "Espaços de descanso", "Sala de musculação", "Vaivéns para os recintos", "Centro de informação das delegações"],
  amenitiesNote: "Lista indicativa, a confirmar pelo comité organizador.",
  valuesTitle: "O espírito dos Jogos",
  valuesIntro: "Os valores partilhados pelos atletas, pelas delegações e por toda a Polinésia Francesa.",
  visionLink: "Conheça a nossa visão",
};

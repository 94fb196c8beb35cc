import type { SportsContent } from "./types.ts";

export const pt: SportsContent = {
  meta: {
    title: "Desportos — Tahiti 2027",
    description: "Os {count} desportos dos XVIII Jogos do Pacífico Tahiti 2027: desportos obrigatórios, desportos opcionais, desportos para e recintos.",
  },
  title: "Desportos",
  intro: "O programa desportivo dos XVIII Jogos do Pacífico, ratificado em julho de 2025: desportos obrigatórios, desportos opcionais e provas para.",
  statsTitle: "O programa em números",
  stats: { sports: "desportos", compulsory: "desportos obrigatórios", optional: "desportos opcionais", islands: "ilhas" },
  notPublished: [
    "O número de participantes por desporto ainda não foi publicado.",
    "O programa e o calendário das provas ainda não foram publicados.",
  ],
  compulsoryTitle: "Desportos obrigatórios",
  compulsoryIntro: "Os desportos que cada edição dos Jogos do Pacífico tem de incluir no seu programa.",
  optionalTitle: "Desportos opcionais",
  optionalIntro: "Os desportos escolhidos por Tahiti 2027 para completar o programa.",
  badges: { compulsory: "Obrigatório", optional: "Opcional", para: "Para", paraPending: "Para va'a a aguardar aprovação" },
  venuesLabel: "Recintos",
  venueToConfirm: "Recinto a confirmar",
  paraTitle: "Desportos para",
  paraIntro: "Estão previstas provas para nestes desportos:",
  venuesLink: "Ver todos os recintos",
};

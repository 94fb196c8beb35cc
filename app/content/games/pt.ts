import type { GamesContent } from "./types.ts";

export const pt: GamesContent = {
  meta: {
    title: "Os Jogos — Tahiti 2027",
    description: "Os XVIII Jogos do Pacífico na Polinésia Francesa: factos essenciais, história, visão e mensagem da comissão organizadora.",
  },
  title: "Os Jogos",
  intro: "A Polinésia Francesa acolhe a XVIII edição dos Jogos do Pacífico, a grande festa do desporto das nações e territórios do Pacífico.",
  place: "Polinésia Francesa",
  video: {
    button: "Ver o vídeo de lançamento",
    title: "Vídeo de lançamento",
    message: "O vídeo de lançamento dos Jogos ainda não foi publicado. Será acrescentado a esta página assim que for divulgado.",
    close: "Fechar",
  },
  factsTitle: "Tahiti 2027 em resumo",
  facts: {
    timesHosted: "edições acolhidas por Tahiti: Papeete em 1971, Pirae e Papeete em 1995, e 2027",
    selection: "o Conselho dos Jogos do Pacífico escolhe a Polinésia Francesa, em detrimento da candidatura de Vanuatu",
    sports: "desportos no programa",
    delegations: "delegações esperadas",
    islands: "ilhas anfitriãs",
    mascots: "as mascotes: o polvo de Raiatea e o coral de Tatakoto",
  },
  exploreTitle: "Descobrir os Jogos",
  historyCard: {
    title: "A história dos Jogos",
    text: "Dos primeiros Jogos em Suva a Tahiti 2027: as origens, todas as edições e os números-chave.",
  },
  visionCard: {
    title: "A nossa visão",
    text: "A missão, os quatro pilares, os valores e o legado que Tahiti 2027 quer deixar.",
  },
  messageTitle: "A mensagem da comissão organizadora",
  sloganTranslation: "«Um povo, um oceano, todos unidos para celebrar os Jogos»",
  sloganCaption: "Lema da comissão organizadora dos Jogos (COJ Tahiti 2027)",
  messageText:
    "A comissão organizadora é presidida por Noelline Parker; o seu diretor-geral é Steeve Raoulx. Este sítio independente não publica nenhuma declaração em nome deles: as mensagens oficiais da comissão são divulgadas pela própria comissão.",
};

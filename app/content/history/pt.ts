import type { HistoryContent } from "./types.ts";

export const pt: HistoryContent = {
  meta: {
    title: "A história dos Jogos — Tahiti 2027",
    description: "Dos primeiros Jogos do Pacífico a Tahiti 2027: as origens, todas as edições com a respetiva cidade anfitriã e os números-chave.",
  },
  breadcrumbGames: "Os Jogos",
  title: "A história dos Jogos",
  intro: "Desde a sua criação, os Jogos do Pacífico reúnem as nações e territórios do Pacífico. Tahiti 2027 será a sua XVIII edição.",
  originsTitle: "As origens",
  originsText: "Os primeiros Jogos do Pacífico realizaram-se nas Fiji. Desde 1971, os Jogos decorrem de quatro em quatro anos, acolhidos à vez pelos países e territórios da região.",
  originsFacts: { year: "Ano", host: "Cidade anfitriã", athletes: "Atletas", sports: "Desportos" },
  about: "cerca de {value}",
  editionsTitle: "Todas as edições",
  editionsIntro: "As edições dos Jogos do Pacífico e as suas cidades anfitriãs, da primeira a Tahiti 2027.",
  editionLabel: "Edição {n}",
  upcoming: "Em breve",
  frenchPolynesia: "Polinésia Francesa",
  highlights: {
    first: "Os primeiros Jogos do Pacífico.",
    tahiti1971: "Tahiti acolhe os Jogos pela primeira vez.",
    tahiti1995: "Segundos Jogos em Tahiti, em Pirae e Papeete.",
    honiara2023:
      "24 delegações e 24 desportos. A Nova Caledónia lidera o quadro de medalhas (82 medalhas de ouro, 197 no total), à frente de Tahiti (57 medalhas de ouro, 160 no total).",
    tahiti2027: "Terceiros Jogos em Tahiti.",
  },
  medalsTitle: "No quadro de medalhas",
  medalsText: "A Nova Caledónia liderou o quadro de medalhas 14 vezes em 17 edições. Tahiti ficou em segundo lugar em Honiara, em 2023.",
  keyFiguresTitle: "Os Jogos do Pacífico em números",
  keyFiguresIntro: "Algumas referências sobre os Jogos do Pacífico, incluindo Tahiti 2027.",
  keyFigures: {
    editions: "Edições",
    delegations: "Delegações",
    athletes: "Atletas",
    sports: "Desportos",
  },
};

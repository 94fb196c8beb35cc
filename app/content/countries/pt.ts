import type { CountriesContent } from "./types.ts";

export const pt: CountriesContent = {
  meta: {
    title: "Países e delegações — Tahiti 2027",
    description: "As {count} delegações dos XVIII Jogos do Pacífico Tahiti 2027 num mapa do Pacífico, com o seu estatuto e os seus resultados.",
  },
  title: "Países e delegações",
  intro: "Delegações de todo o Pacífico reúnem-se na Polinésia Francesa para os XVIII Jogos do Pacífico.",
  summaryTitle: "As delegações em números",
  summary: {
    total: "delegações",
    members: "membros do Conselho dos Jogos do Pacífico",
    invited: "delegações convidadas",
  },
  invitedNote: "A Austrália e a Nova Zelândia estão convidadas para uma parte do programa desportivo.",
  athletesNote: "O número de atletas de cada delegação para 2027 ainda não foi publicado.",
  mapTitle: "Mapa das delegações",
  mapLabel:
    "Mapa do Pacífico de 110° E a 140° O e de 30° N a 50° S, com um marcador para cada uma das {count} delegações; o Tahiti, anfitrião dos Jogos, está em destaque. A lista das delegações segue-se ao mapa.",
  mapCaption: "Marcadores colocados na capital ou na ilha principal de cada delegação (posições aproximadas).",
  mapScrollHint: "Deslize o mapa para o lado para ver todo o Pacífico.",
  legendDelegation: "Delegação",
  legendHost: "Anfitrião dos Jogos",
  compass: { north: "N", south: "S", east: "E", west: "O" },
  listTitle: "Todas as delegações",
  codeLabel: "Código",
  status: {
    member: "Membro do Conselho dos Jogos do Pacífico",
    invited: "Convidada para uma parte do programa",
    host: "Anfitrião dos Jogos",
  },
  medals: { gold: "Ouro", silver: "Prata", bronze: "Bronze" },
  delegation: {
    metaTitle: "{name} ({code}) — Tahiti 2027",
    metaDescription: "A delegação de {name} nos XVIII Jogos do Pacífico Tahiti 2027: estatuto, medalhas e resultados registados.",
    statusTitle: "Estatuto",
    medalsTitle: "Medalhas",
    resultsTitle: "Resultados",
    resultsCaption: "Resultados da delegação de {name}, do mais recente para o mais antigo",
    resultsEmpty: "Ainda não foi registado nenhum resultado para esta delegação.",
    columns: { rank: "Posição", date: "Data", sport: "Modalidade", event: "Prova", athlete: "Atleta", result: "Resultado", medal: "Medalha" },
    noMedal: "Sem medalha",
    noRank: "Posição não indicada",
    back: "Todas as delegações",
  },
};

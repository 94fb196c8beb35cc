import type { VisionContent } from "./types.ts";

export const pt: VisionContent = {
  meta: {
    title: "A nossa visão — Tahiti 2027",
    description: "A missão, os quatro pilares, os valores e o legado dos XVIII Jogos do Pacífico Tahiti 2027.",
  },
  breadcrumbGames: "Os Jogos",
  title: "A nossa visão",
  intro: "Jogos à imagem da Polinésia Francesa: acolhedores, orgulhosos da sua cultura e voltados para o futuro do Pacífico.",
  missionTitle: "A nossa missão",
  mission:
    "Oferecer aos atletas do Pacífico Jogos de excelência em três ilhas, Tahiti, Moorea e Raiatea, e fazer desta XVIII edição uma festa partilhada por toda a Polinésia Francesa, fiel ao lema «Um povo, um oceano, todos unidos para celebrar os Jogos».",
  pillarsTitle: "Quatro pilares",
  pillars: [
    { icon: "mana", title: "O mana polinésio", text: "A cultura, a língua e os saberes polinésios presentes em cada cerimónia, em cada recinto e em cada receção." },
    { icon: "unity", title: "A união do Pacífico", text: "Vinte e quatro delegações reunidas em torno do mesmo oceano, com amizade e respeito mútuo." },
    { icon: "sustainability", title: "A sustentabilidade", text: "Jogos sóbrios que tiram partido das instalações existentes e protegem a lagoa e as ilhas." },
    { icon: "excellence", title: "A excelência desportiva", text: "Condições de competição ao mais alto nível para os atletas, os oficiais e as equipas." },
  ],
  valuesTitle: "Os nossos valores",
  values: [
    { title: "O acolhimento", text: "Receber cada delegação e cada visitante com o calor polinésio." },
    { title: "O respeito", text: "Respeitar os atletas, as culturas do Pacífico e o ambiente." },
    { title: "A partilha", text: "Partilhar a festa do desporto com os habitantes de todas as ilhas." },
  ],
  legacyTitle: "O legado dos Jogos",
  sportingLegacyTitle: "Legado desportivo",
  sportingLegacy: [
    "Instalações desportivas renovadas ou construídas de raiz, como o novo pavilhão de ténis de mesa e badminton em Faa'a",
    "Clubes e voluntários com formação para organizar grandes competições",
    "Uma nova geração de atletas polinésios inspirada pelos Jogos em casa",
  ],
  culturalLegacyTitle: "Legado cultural",
  culturalLegacy: [
    "A cultura polinésia valorizada perante todo o Pacífico",
    "Laços mais fortes entre as ilhas e os arquipélagos da Polinésia Francesa",
    "Um programa de voluntariado, 'A Ti'aturu, que reúne a população em torno dos Jogos",
  ],
};

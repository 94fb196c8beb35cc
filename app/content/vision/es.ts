import type { VisionContent } from "./types.ts";

export const es: VisionContent = {
  meta: {
    title: "Nuestra visión — Tahiti 2027",
    description: "La misión, los cuatro pilares, los valores y el legado de los XVIII Juegos del Pacífico Tahiti 2027.",
  },
  breadcrumbGames: "Los Juegos",
  title: "Nuestra visión",
  intro: "Unos Juegos a imagen de la Polinesia Francesa: acogedores, orgullosos de su cultura y mirando al futuro del Pacífico.",
  missionTitle: "Nuestra misión",
  mission:
    "Ofrecer a los atletas del Pacífico unos Juegos de excelencia en tres islas, Tahiti, Moorea y Raiatea, y hacer de esta XVIII edición una fiesta compartida por toda la Polinesia Francesa, fiel al lema «Un pueblo, un océano, todos unidos para celebrar los Juegos».",
  pillarsTitle: "Cuatro pilares",
  pillars: [
    { icon: "mana", title: "El mana polinesio", text: "La cultura, la lengua y los saberes polinesios presentes en cada ceremonia, cada sede y cada bienvenida." },
    { icon: "unity", title: "La unidad del Pacífico", text: "Veinticuatro delegaciones reunidas en torno a un mismo océano, con amistad y respeto mutuo." },
    { icon: "sustainability", title: "La sostenibilidad", text: "Unos Juegos austeros que aprovechan las instalaciones existentes y protegen la laguna y las islas." },
    { icon: "excellence", title: "La excelencia deportiva", text: "Condiciones de competición del más alto nivel para los atletas, los oficiales y los equipos." },
  ],
  valuesTitle: "Nuestros valores",
  values: [
    { title: "La hospitalidad", text: "Recibir a cada delegación y a cada visitante con la calidez polinesia." },
    { title: "El respeto", text: "Respetar a los atletas, las culturas del Pacífico y el medio ambiente." },
    { title: "El compartir", text: "Compartir la fiesta del deporte con los habitantes de todas las islas." },
  ],
  legacyTitle: "El legado de los Juegos",
  sportingLegacyTitle: "Legado deportivo",
  sportingLegacy: [
    "Instalaciones deportivas renovadas o de nueva construcción, como el nuevo pabellón de tenis de mesa y bádminton en Faa'a",
    "Clubes y voluntarios formados para organizar grandes competiciones",
    "Una nueva generación de atletas polinesios inspirada por unos Juegos en casa",
  ],
  culturalLegacyTitle: "Legado cultural",
  culturalLegacy: [
    "La cultura polinesia, dada a conocer en todo el Pacífico",
    "Lazos más estrechos entre las islas y los archipiélagos de la Polinesia Francesa",
    "Un programa de voluntariado, 'A Ti'aturu, que reúne a la población en torno a los Juegos",
  ],
};

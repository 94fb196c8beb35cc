import type { VenuesContent } from "./types.ts";

export const pt: VenuesContent = {
  meta: {
    title: "Recintos — Tahiti 2027",
    description: "Os recintos dos XVIII Jogos do Pacífico Tahiti 2027 em Tahiti, Moorea e Raiatea: mapa, comunas, desportos e lotações.",
  },
  title: "Recintos",
  intro: "Os recintos de competição anunciados para os Jogos, distribuídos por três ilhas: Tahiti, Moorea e Raiatea.",
  changeNotice: "Estes recintos foram anunciados pela organização e alguns ainda podem mudar. A organização prevê entre 22 e 30 recintos no total.",
  islandsTitle: "Recintos por ilha",
  venueCount: { one: "recinto na lista", other: "recintos na lista" },
  mapTitle: "Mapa dos recintos",
  mapLabel: "Mapa esquemático de {island} com as marcas numeradas dos seus recintos; cada marca leva à ficha do recinto.",
  mapCaption:
    "Mapas esquemáticos com contornos simplificados, um por ilha, cada um na sua própria escala. Uma marca indica o município ou o bairro do recinto, não a sua localização exata.",
  mapNorth: "N",
  islandOnlyNote: "A localização destes recintos na ilha ainda não foi publicada: as suas marcas estão no centro da ilha.",
  card: {
    island: "Ilha",
    commune: "Comuna",
    sports: "Desportos",
    capacity: "Lotação",
    capacityAbout: "Cerca de {count} lugares",
    address: "Morada",
    services: "Serviços no local",
    accessibility: "Acessibilidade",
    ceremonies: "Cerimónias",
    mapMarker: "Marca {number}",
  },
};

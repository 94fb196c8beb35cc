import type { VenuesContent } from "./types.ts";

export const es: VenuesContent = {
  meta: {
    title: "Sedes — Tahiti 2027",
    description: "Las sedes de los XVIII Juegos del Pacífico Tahiti 2027 en Tahiti, Moorea y Raiatea: mapa, municipios, deportes y aforos.",
  },
  title: "Sedes",
  intro: "Las sedes de competición anunciadas para los Juegos, repartidas en tres islas: Tahiti, Moorea y Raiatea.",
  changeNotice: "Los organizadores han anunciado estas sedes y algunas aún pueden cambiar. Los organizadores prevén entre 22 y 30 sedes en total.",
  islandsTitle: "Sedes por isla",
  venueCount: { one: "sede en la lista", other: "sedes en la lista" },
  mapTitle: "Mapa de las sedes",
  mapLabel: "Mapa esquemático de {island} con las marcas numeradas de sus sedes; cada marca lleva a la ficha de la sede.",
  mapCaption:
    "Mapas esquemáticos con contornos simplificados, uno por isla, cada uno a su propia escala. Una marca indica el municipio o el barrio de la sede, no su ubicación exacta.",
  mapNorth: "N",
  islandOnlyNote: "La ubicación de estas sedes en la isla aún no se ha publicado: sus marcas están en el centro de la isla.",
  card: {
    island: "Isla",
    commune: "Municipio",
    sports: "Deportes",
    capacity: "Aforo",
    capacityAbout: "Unas {count} plazas",
    address: "Dirección",
    services: "Servicios en el lugar",
    accessibility: "Accesibilidad",
    ceremonies: "Ceremonias",
    mapMarker: "Marca {number}",
  },
};

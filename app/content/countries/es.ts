import type { CountriesContent } from "./types.ts";

export const es: CountriesContent = {
  meta: {
    title: "Países y delegaciones — Tahiti 2027",
    description: "Las {count} delegaciones de los XVIII Juegos del Pacífico Tahiti 2027 en un mapa del Pacífico, con su estatus y sus resultados.",
  },
  title: "Países y delegaciones",
  intro: "Delegaciones de todo el Pacífico se reúnen en la Polinesia Francesa para los XVIII Juegos del Pacífico.",
  summaryTitle: "Las delegaciones en cifras",
  summary: {
    total: "delegaciones",
    members: "miembros del Consejo de los Juegos del Pacífico",
    invited: "delegaciones invitadas",
  },
  invitedNote: "Australia y Nueva Zelanda están invitadas a una parte del programa deportivo.",
  athletesNote: "Aún no se ha publicado el número de atletas de cada delegación para 2027.",
  mapTitle: "Mapa de las delegaciones",
  mapLabel:
    "Mapa del Pacífico de 110° E a 140° O y de 30° N a 50° S, con un marcador para cada una de las {count} delegaciones; Tahiti, sede de los Juegos, aparece resaltada. La lista de delegaciones sigue al mapa.",
  mapCaption: "Marcadores situados en la capital o la isla principal de cada delegación (posiciones aproximadas).",
  mapScrollHint: "Desliza el mapa hacia los lados para ver todo el Pacífico.",
  legendDelegation: "Delegación",
  legendHost: "Sede de los Juegos",
  compass: { north: "N", south: "S", east: "E", west: "O" },
  listTitle: "Todas las delegaciones",
  codeLabel: "Código",
  status: {
    member: "Miembro del Consejo de los Juegos del Pacífico",
    invited: "Invitada a una parte del programa",
    host: "Sede de los Juegos",
  },
  medals: { gold: "Oro", silver: "Plata", bronze: "Bronce" },
  delegation: {
    metaTitle: "{name} ({code}) — Tahiti 2027",
    metaDescription: "La delegación de {name} en los XVIII Juegos del Pacífico Tahiti 2027: estatus, medallas y resultados registrados.",
    statusTitle: "Estatus",
    medalsTitle: "Medallas",
    resultsTitle: "Resultados",
    resultsCaption: "Resultados de la delegación de {name}, del más reciente al más antiguo",
    resultsEmpty: "Todavía no se ha registrado ningún resultado para esta delegación.",
    columns: { rank: "Puesto", date: "Fecha", sport: "Deporte", event: "Prueba", athlete: "Atleta", result: "Resultado", medal: "Medalla" },
    noMedal: "Sin medalla",
    noRank: "Puesto no indicado",
    back: "Todas las delegaciones",
  },
};

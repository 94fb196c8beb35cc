import type { OrganizationContent } from "./types.ts";

export const es: OrganizationContent = {
  meta: {
    title: "Organización — Tahiti 2027",
    description: "La dirección, las comisiones y el contacto del comité organizador de los XVIII Juegos del Pacífico Tahiti 2027 (COJ).",
  },
  title: "Organización",
  intro: "El Comité Organizador de los Juegos del Pacífico Tahiti 2027 (COJ) prepara la XVIII edición de los Juegos, que la Polinesia Francesa acoge en Tahiti, Moorea y Raiatea.",
  leadershipTitle: "Dirección del comité",
  leadershipIntro: "El COJ Tahiti 2027 está dirigido por su presidenta y su director general.",
  roles: {
    president: "Presidenta del comité organizador",
    directorGeneral: "Director general del comité organizador",
  },
  commissionsTitle: "Las comisiones",
  commissionsIntro: "Siete comisiones se reparten la preparación de los Juegos, cada una en su ámbito.",
  commissions: [
    { icon: "sport", name: "Comisión deportiva", description: "Organiza las competiciones con las federaciones: programa deportivo, calendario de pruebas, oficiales técnicos y reglamentos." },
    { icon: "venues", name: "Sedes e infraestructuras", description: "Prepara y acondiciona las sedes de competición y de entrenamiento en Tahiti, Moorea y Raiatea." },
    { icon: "volunteers", name: "Voluntariado y recursos humanos", description: "Recluta, forma y coordina a los voluntarios y al personal que dan vida a los Juegos." },
    { icon: "culture", name: "Cultura y ceremonias", description: "Diseña las ceremonias de apertura y de clausura y el programa cultural que acompaña a los Juegos." },
    { icon: "media", name: "Comunicación y medios", description: "Informa al público, recibe a la prensa y prepara los servicios ofrecidos a los medios acreditados." },
    { icon: "logistics", name: "Logística, transporte y alojamiento", description: "Organiza la acogida de las delegaciones, su alojamiento y sus desplazamientos entre las sedes y las islas." },
    { icon: "partnerships", name: "Patrocinio y finanzas", description: "Desarrolla las alianzas con empresas e instituciones y supervisa el presupuesto de los Juegos." },
  ],
  compositionLabel: "Composición",
  compositionPending: "La publicará el comité organizador.",
  contactTitle: "Contactar con el comité",
  contactIntro: "Para cualquier pregunta sobre la organización de los Juegos, escriba al comité o utilice el formulario de contacto.",
  addressLabel: "Dirección",
  emailLabel: "Correo electrónico",
  contactFormLink: "Ir al formulario de contacto",
};

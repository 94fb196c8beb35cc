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
  commissionsTitle: "Las comisiones",
  commissionsIntro: "Las comisiones se reparten la preparación de los Juegos, cada una en su ámbito.",
  compositionLabel: "Composición",
  contactTitle: "Contactar con el comité",
  contactIntro: "Para cualquier pregunta sobre la organización de los Juegos, escriba al comité o utilice el formulario de contacto.",
  addressLabel: "Dirección",
  emailLabel: "Correo electrónico",
  contactFormLink: "Ir al formulario de contacto",
};

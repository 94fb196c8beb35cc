import type { PartnersContent } from "./types.ts";

export const es: PartnersContent = {
  meta: {
    title: "Socios — Tahiti 2027",
    description: "Los cuatro niveles de colaboración de los XVIII Juegos del Pacífico Tahiti 2027 y el formulario para convertirse en socio.",
  },
  title: "Socios",
  intro: "Asocie su empresa o institución a los XVIII Juegos del Pacífico, la gran cita multideportiva del Pacífico, que se celebrará en agosto de 2027 en Tahití, Moorea y Raiatea.",
  tiersTitle: "Niveles de colaboración",
  tiersIntro: "Los nombres de los socios se publicarán aquí tras su anuncio oficial. Las contrapartidas presentadas son orientativas y se acuerdan con cada socio.",
  benefitsLabel: "Ventajas",
  packageLabel: "Contenido del paquete",
  institutionalLinksLabel: "Instituciones del movimiento de los Juegos",
  tierPartnersLabel: "Socios anunciados",
  tierCta: "Solicitar este nivel de colaboración",
  tiers: {
    premium: {
      name: "Socios oficiales",
      description: "El máximo nivel de asociación con los Juegos, para las empresas que se comprometen a largo plazo junto al comité organizador.",
      benefits: [
        "Asociación de primer nivel con la marca Tahiti 2027",
        "Visibilidad en las sedes de competición y durante las ceremonias",
        "Uso de las marcas y emblemas de los Juegos en sus comunicaciones",
        "Acceso privilegiado a los eventos oficiales",
      ],
      package: [
        "Logotipo en el sitio web, los materiales impresos y las pantallas de las sedes",
        "Plazas de hospitalidad para las ceremonias y las finales",
        "Activaciones de marca en las sedes de los Juegos",
        "Contenidos exclusivos para su comunicación",
      ],
    },
    gold: {
      name: "Patrocinadores principales",
      description: "Empresas que apoyan los Juegos y obtienen una gran visibilidad ante el público polinesio y las delegaciones del Pacífico.",
      benefits: [
        "Visibilidad en las sedes de competición",
        "Asociación con un deporte, una isla o un programa de los Juegos",
        "Mención en las comunicaciones oficiales",
      ],
      package: [
        "Logotipo en el sitio web y en los materiales de comunicación",
        "Invitaciones a los eventos de los Juegos",
        "Acciones de relaciones públicas con el comité",
      ],
    },
    institutional: {
      name: "Socios institucionales",
      description: "Las instituciones públicas y deportivas que impulsan y supervisan los Juegos junto al comité organizador.",
      benefits: [
        "Asociación con un proyecto estructurante para la Polinesia Francesa y el Pacífico",
        "Coordinación con el comité en infraestructuras, seguridad y acogida",
        "Puesta en valor del legado deportivo y cultural de los Juegos",
      ],
      package: [
        "Presencia en las comunicaciones institucionales de los Juegos",
        "Participación en las ceremonias y los eventos oficiales",
        "Acceso a los informes del evento",
      ],
    },
    supplier: {
      name: "Proveedores oficiales",
      description: "Empresas que aportan sus productos, servicios o conocimientos a la organización de los Juegos.",
      benefits: [
        "Título de proveedor oficial en su categoría de productos o servicios",
        "Promoción de sus conocimientos ante las delegaciones y los visitantes",
        "Una referencia en un evento deportivo internacional",
      ],
      package: [
        "Logotipo en el sitio web de los Juegos",
        "Mención en la lista de proveedores oficiales",
        "Contrapartida posible en productos o servicios",
      ],
    },
  },
  form: {
    title: "Hacerse socio",
    intro: "Preséntenos su organización y su proyecto: nos pondremos en contacto con usted para hablarlo.",
    labels: {
      company: "Empresa u organización",
      contact: "Persona de contacto",
      email: "Correo electrónico",
      phone: "Teléfono",
      category: "Tipo de colaboración",
      message: "Su proyecto",
    },
    categoryPlaceholder: "Todavía no lo sé",
    messageHint: "Máximo {{max}} caracteres.",
    submit: "Enviar la solicitud",
    successTitle: "Solicitud enviada",
    successText: "Nos pondremos en contacto con usted para hablar de las oportunidades de colaboración.",
  },
  categories: {
    official: "Socio oficial",
    sponsor: "Patrocinador principal",
    supplier: "Proveedor oficial",
    institutional: "Socio institucional",
  },
};

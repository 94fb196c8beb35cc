import type { AccreditationContent } from "./types.ts";

export const es: AccreditationContent = {
  meta: {
    title: "Acreditación — Tahiti 2027",
    description: "Tipos de acreditación, documentos necesarios, plazos y trámites para acceder a las sedes de los Juegos del Pacífico Tahiti 2027.",
  },
  title: "Acreditación",
  intro: "Medios, oficiales técnicos, invitados, personal y voluntarios: la acreditación da acceso a las sedes de los Juegos según su función.",
  typesTitle: "Tipos de acreditación",
  typesIntro: "Cada categoría tiene sus propios documentos, su fecha límite y sus zonas de acceso.",
  requirementsLabel: "Documentos necesarios",
  deadlineLabel: "Fecha límite",
  statusLabel: "Estado",
  statuses: { upcoming: "Apertura el {{date}}", open: "Abierta", closed: "Cerrada", invitation: "Por invitación" },
  apply: "Solicitar",
  processTitle: "El proceso en cuatro etapas",
  process: [
    { title: "Solicitud en línea", text: "Presente su solicitud eligiendo su categoría de acreditación." },
    { title: "Documentos justificativos", text: "Adjunte los documentos necesarios para su categoría." },
    { title: "Validación", text: "El equipo de acreditación examina su expediente en un plazo de 2 a 3 semanas." },
    { title: "Confirmación", text: "Recibirá su credencial de confirmación por correo electrónico." },
  ],
  processNote: "Puede modificar su solicitud mientras el equipo de acreditación no la haya validado.",
  formsTitle: "Formularios para descargar",
  formsIntro: "Los formularios en PDF todavía no se han publicado. Mientras tanto, presente su solicitud en línea.",
  forms: {
    media: "Formulario de acreditación de medios",
    officials: "Formulario de acreditación de oficiales técnicos",
    volunteers: "Formulario de acreditación de voluntarios",
  },
  formUnavailable: "Aún no disponible",
  datesTitle: "Fechas importantes",
  dates: {
    requestsOpen: "Apertura de solicitudes",
    deadline: "Fecha límite de solicitudes",
    confirmation: "Confirmación de las acreditaciones",
  },
  supportTitle: "¿Necesita ayuda?",
  supportText: "¿Tiene alguna pregunta sobre su solicitud o sobre los documentos que debe aportar? Escríbanos.",
  supportEmailLabel: "Correo electrónico",
  supportContactLink: "Formulario de contacto",
  faqTitle: "Preguntas frecuentes",
  faq: [
    {
      question: "¿Cuánto tarda la tramitación de una solicitud?",
      answer: "Una vez completo su expediente, el equipo de acreditación lo valida en un plazo de 2 a 3 semanas.",
    },
    {
      question: "¿Puedo modificar mi solicitud después de enviarla?",
      answer: "Sí, mientras el equipo de acreditación no la haya validado.",
    },
    {
      question: "¿Mi credencial da acceso a todas las sedes?",
      answer: "No. Cada tipo de credencial abre zonas de acceso distintas, según su categoría de acreditación.",
    },
    {
      question: "¿Cómo obtener una acreditación VIP?",
      answer: "La acreditación VIP e Invitados no está abierta a solicitudes: se concede por invitación del comité organizador.",
    },
  ],
};

import type { AccreditationContent } from "./types.ts";

export const en: AccreditationContent = {
  meta: {
    title: "Accreditation — Tahiti 2027",
    description: "Accreditation types, required documents, deadlines and how to apply for access to the venues of the Tahiti 2027 Pacific Games.",
  },
  title: "Accreditation",
  intro: "Media, technical officials, guests, staff and volunteers: accreditation gives you access to the Games venues according to your role.",
  typesTitle: "Accreditation types",
  typesIntro: "Each category has its own required documents, deadline and access zones.",
  requirementsLabel: "Required documents",
  deadlineLabel: "Deadline",
  statusLabel: "Status",
  statuses: { upcoming: "Opens on {{date}}", open: "Open", closed: "Closed", invitation: "By invitation" },
  apply: "Apply",
  processTitle: "The four-step process",
  process: [
    { title: "Online application", text: "Apply online, choosing your accreditation category." },
    { title: "Supporting documents", text: "Attach the documents required for your category." },
    { title: "Validation", text: "The accreditation team reviews your application within 2 to 3 weeks." },
    { title: "Confirmation", text: "Your confirmation badge is sent to you by email." },
  ],
  processNote: "You can change your application until the accreditation team has validated it.",
  formsTitle: "Forms to download",
  formsIntro: "The PDF forms have not been published yet. In the meantime, please apply online.",
  forms: {
    media: "Media accreditation form",
    officials: "Technical officials accreditation form",
    volunteers: "Volunteer accreditation form",
  },
  formUnavailable: "Not yet available",
  datesTitle: "Key dates",
  dates: {
    requestsOpen: "Applications open",
    deadline: "Application deadline",
    confirmation: "Accreditation confirmation",
  },
  supportTitle: "Need help?",
  supportText: "A question about your application or the documents to provide? Write to us.",
  supportEmailLabel: "Email",
  supportContactLink: "Contact form",
  faqTitle: "Frequently asked questions",
  faq: [
    {
      question: "How long does it take to process an application?",
      answer: "Once your application is complete, the accreditation team validates it within 2 to 3 weeks.",
    },
    {
      question: "Can I change my application after sending it?",
      answer: "Yes, as long as the accreditation team has not validated it.",
    },
    {
      question: "Does my badge give access to every venue?",
      answer: "No. Each badge type opens different access zones, depending on your accreditation category.",
    },
    {
      question: "How do I get VIP accreditation?",
      answer: "VIP & Guests accreditation is not open to applications: it is issued by invitation of the organising committee.",
    },
  ],
};

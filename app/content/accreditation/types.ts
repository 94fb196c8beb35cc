import type { PageMeta } from "../types.ts";
import type { AccreditationFormId, AccreditationStatus, AccreditationTypeId } from "./data.ts";

export interface AccreditationContent {
  meta: PageMeta;
  title: string;
  intro: string;
  typesTitle: string;
  typesIntro: string;
  types: Record<AccreditationTypeId, { name: string; description: string; requirements: string[] }>;
  requirementsLabel: string;
  deadlineLabel: string;
  statusLabel: string;
  statuses: Record<AccreditationStatus, string>;
  apply: string;
  processTitle: string;
  process: { title: string; text: string }[];
  processNote: string;
  formsTitle: string;
  formsIntro: string;
  forms: Record<AccreditationFormId, string>;
  formUnavailable: string;
  datesTitle: string;
  dates: { requestsOpen: string; deadline: string; confirmation: string };
  supportTitle: string;
  supportText: string;
  supportEmailLabel: string;
  supportContactLink: string;
  faqTitle: string;
  faq: { question: string; answer: string }[];
}

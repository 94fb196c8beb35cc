import type { PageMeta } from "../types.ts";
import type { AccreditationStatus } from "~/domain/accreditation/status.ts";
import type { AccreditationFormId } from "./data.ts";

export interface AccreditationContent {
  meta: PageMeta;
  title: string;
  intro: string;
  typesTitle: string;
  typesIntro: string;
  requirementsLabel: string;
  deadlineLabel: string;
  statusLabel: string;
  /** `upcoming` names the opening day as {{date}}. */
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

import type { ContactDepartment, ContactSubject } from "../../../db/schema/contact-keys.ts";
import type { ContactField } from "~/site/contact/contact-fields.ts";
import type { HoursFormat } from "~/site/contact/office-hours.ts";
import type { PageMeta } from "../types.ts";
import type { ContactLanguage, ResponseTimeKey } from "./facts.ts";

export interface ContactContent {
  meta: PageMeta;
  title: string;
  intro: string;
  form: {
    title: string;
    intro: string;
    labels: Record<ContactField, string>;
    subjectPlaceholder: string;
    departmentPlaceholder: string;
    messageHint: string;
    submit: string;
    successTitle: string;
    successText: string;
  };
  subjects: Record<ContactSubject, string>;
  departmentsTitle: string;
  departmentsIntro: string;
  generalAddress: string;
  departments: Record<ContactDepartment, { name: string; description: string }>;
  officesTitle: string;
  /** Said before an office's street address (or that it is still to be confirmed). */
  addressLabel: string;
  hoursTitle: string;
  hours: HoursFormat;
  responseTitle: string;
  responseIntro: string;
  responseTimes: Record<ResponseTimeKey, string>;
  languagesTitle: string;
  languagesIntro: string;
  languageNames: Record<ContactLanguage, string>;
  channelsTitle: string;
  channelsIntro: string;
}

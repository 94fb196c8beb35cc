// Names and bounds shared by the schemas and the components, without pulling zod into the browser.

/** The trap field of the public forms: hidden from people, filled in by form-spamming robots. */
export const HONEYPOT_FIELD = "website";

export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;

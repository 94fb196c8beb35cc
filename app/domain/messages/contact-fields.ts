// The contact form's fields and bounds, shared by the schema and the component without pulling zod into the browser.
export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "department", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_LIMITS = { name: 100, messageMin: 10, messageMax: 5000 } as const;

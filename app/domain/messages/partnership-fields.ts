// The partnership form's fields and bounds, shared by the schema and the component without pulling zod into the browser.
export const PARTNERSHIP_FIELDS = ["company", "contact", "email", "phone", "category", "message"] as const;
export type PartnershipField = (typeof PARTNERSHIP_FIELDS)[number];

export const PARTNERSHIP_LIMITS = { company: 150, contact: 100, message: 5000 } as const;

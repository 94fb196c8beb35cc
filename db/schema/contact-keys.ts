// Kept apart from the tables so that the pages' components can use the keys without drizzle in the browser.
// Stable keys: links (/contact?subject=media) and stored rows use them; labels live in the content.
export const CONTACT_SUBJECTS = ["general", "accreditation", "volunteers", "media", "partnership", "athletes", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_DEPARTMENTS = ["communication", "accreditation", "volunteers", "partnerships", "sports", "administration"] as const;
export type ContactDepartment = (typeof CONTACT_DEPARTMENTS)[number];

export const PARTNERSHIP_CATEGORIES = ["official", "sponsor", "supplier", "institutional"] as const;
export type PartnershipCategory = (typeof PARTNERSHIP_CATEGORIES)[number];

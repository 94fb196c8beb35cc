// Kept apart from the tables so that the pages' components can use the keys without drizzle in the browser.
// Stable keys: links (/contact?subject=media) and stored rows use them; labels live in the content.
export const CONTACT_SUBJECTS = ["general", "accreditation", "volunteers", "media", "partnership", "athletes", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_DEPARTMENTS = ["communication", "accreditation", "volunteers", "partnerships", "sports", "administration"] as const;
export type ContactDepartment = (typeof CONTACT_DEPARTMENTS)[number];

export const PARTNERSHIP_CATEGORIES = ["official", "sponsor", "supplier", "institutional"] as const;
export type PartnershipCategory = (typeof PARTNERSHIP_CATEGORIES)[number];

/** The two kinds of message visitors send, as the inbox names them in its addresses (/admin/inbox/contact/12). */
export const MESSAGE_KINDS = ["contact", "partnership"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Where staff are with a message or request: the inbox's filter and the notice on the dashboard. */
export const MESSAGE_STATUSES = ["new", "in_progress", "answered"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

// Kept free of database imports so browser code can list the roles too.
export const ROLES = ["admin", "moderator", "user"] as const;
export type Role = (typeof ROLES)[number];

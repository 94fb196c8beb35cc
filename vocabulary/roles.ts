// Kept free of database imports so browser code can list the roles too.
/**
 * admin: everything; moderator: the communication team (news, results, schedule, content, media,
 * inbox); accreditation: the accreditation team, who alone with admins see applications; user: a
 * visitor with an account.
 */
export const ROLES = ["admin", "moderator", "accreditation", "user"] as const;
export type Role = (typeof ROLES)[number];

/** Who may do what in the back office (docs/DESIGN.md "Data"): the communication team's pages. */
export const STAFF: Role[] = ["admin", "moderator"];
export const ADMIN_ONLY: Role[] = ["admin"];
/** Accreditation applications and their documents: personal data the communication team never sees. */
export const ACCREDITATION_DESK: Role[] = ["admin", "accreditation"];
/** Who may enter the back office at all (its layout, dashboard and account page): each role then sees its own part. */
export const BACK_OFFICE: Role[] = [...new Set([...STAFF, ...ACCREDITATION_DESK])];

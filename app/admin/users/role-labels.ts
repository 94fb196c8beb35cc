import type { Role } from "../../../vocabulary/roles.ts";

/** Each role's name in the interface: the accounts page's choice and the audit log's values. */
export const ROLE_LABELS = { admin: "admin.roleAdmin", moderator: "admin.roleModerator", accreditation: "admin.roleAccreditation", user: "admin.roleUser" } as const satisfies Record<Role, string>;

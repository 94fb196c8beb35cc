import type { PageMeta } from "../types.ts";
import type { LeaderRole } from "./leaders.ts";

export type CommissionIcon = "sport" | "venues" | "volunteers" | "culture" | "media" | "logistics" | "partnerships";

export interface OrganizationContent {
  meta: PageMeta;
  title: string;
  intro: string;
  leadershipTitle: string;
  leadershipIntro: string;
  roles: Record<LeaderRole, string>;
  commissionsTitle: string;
  commissionsIntro: string;
  commissions: { icon: CommissionIcon; name: string; description: string }[];
  compositionLabel: string;
  compositionPending: string;
  contactTitle: string;
  contactIntro: string;
  addressLabel: string;
  emailLabel: string;
  contactFormLink: string;
}

import type { PartnershipCategory } from "../../../db/schema/contact-keys.ts";

export type TierKey = "premium" | "gold" | "institutional" | "supplier";

/** The four partnership tiers in docs/SPEC.md's order, their emoji logo and the form category they lead to. */
export const TIERS = [
  { key: "premium", emoji: "🏆", category: "official" },
  { key: "gold", emoji: "🥇", category: "sponsor" },
  { key: "institutional", emoji: "🏛️", category: "institutional" },
  { key: "supplier", emoji: "🤝", category: "supplier" },
] as const satisfies readonly { key: TierKey; emoji: string; category: PartnershipCategory }[];

import { Handshake, Landmark, Medal, Trophy, type LucideIcon } from "lucide-react";
import type { PartnershipCategory } from "../../../vocabulary/contact-keys.ts";

export type TierKey = "premium" | "gold" | "institutional" | "supplier";

/** The four partnership tiers in docs/SPEC.md's order, their icon (drawn, never an emoji: a system without a colour-emoji font shows emoji as boxes) and the form category they lead to. */
export const TIERS = [
  { key: "premium", icon: Trophy, category: "official" },
  { key: "gold", icon: Medal, category: "sponsor" },
  { key: "institutional", icon: Landmark, category: "institutional" },
  { key: "supplier", icon: Handshake, category: "supplier" },
] as const satisfies readonly { key: TierKey; icon: LucideIcon; category: PartnershipCategory }[];

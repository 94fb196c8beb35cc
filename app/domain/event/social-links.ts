import type { EventData } from "~/domain/content/kinds/event.ts";

/** The Games' accounts in the order pages list them, each named as the network names itself. */
const NETWORKS = [
  { field: "facebook", network: "Facebook" },
  { field: "instagram", network: "Instagram" },
  { field: "twitter", network: "Twitter" },
  { field: "youtube", network: "YouTube" },
] as const;

export type SocialAccounts = Pick<EventData, (typeof NETWORKS)[number]["field"]>;

export interface SocialLink {
  network: string;
  href: string;
}

/** The accounts an organiser has given (the event's facts); a network left empty is not listed. */
export function socialLinks(accounts: SocialAccounts): SocialLink[] {
  return NETWORKS.flatMap(({ field, network }) => {
    const href = accounts[field];
    return href ? [{ network, href }] : [];
  });
}

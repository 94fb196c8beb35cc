import type { ContentStore } from "~/domain/content/store.server.ts";

/** A body that governs the Games, as every page's footer links to it. */
export interface InstitutionalLink {
  name: string;
  href: string;
}

/**
 * The institutional partners that have a link, in the partners' order: one source with /partners, read
 * from memory without the library images /partners shows, since every page's footer lists them.
 */
export async function institutionalLinks(content: ContentStore): Promise<InstitutionalLink[]> {
  return content.view("partners", "institutional-links", (items) =>
    items.flatMap(({ data: partner }) => (partner.tier === "institutional" && partner.link ? [{ name: partner.name, href: partner.link }] : [])),
  );
}

import { describe, expect, it } from "vitest";
import { TIERS } from "~/content/partners/tiers.ts";
import { initialItems } from "./initial-content.server.ts";

describe("the initial content files", () => {
  it("start the partners with the three institutions of the Games movement, valid as the back office would save them", () => {
    const partners = initialItems("partners");
    expect(partners.map((partner) => partner.data)).toEqual([
      { name: "Pacific Games Council", tier: "institutional", link: "https://www.pacificgamescouncil.org" },
      { name: "Gouvernement de la Polynésie française", tier: "institutional", link: "https://www.presidence.pf" },
      { name: "Oceania National Olympic Committees", tier: "institutional", link: "https://www.oceanianoc.org" },
    ]);
    expect(TIERS.map((tier) => tier.key)).toContain(partners[0]!.data.tier);
  });

  it("announce no press event", () => {
    expect(initialItems("press")).toEqual([]);
  });
});

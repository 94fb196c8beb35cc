import { describe, expect, it } from "vitest";
import { TIERS } from "~/domain/partners/tiers.ts";
import { parseOpeningHours } from "~/domain/contact/opening-hours.ts";
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

  it("name the committee's two known leaders, and leave every commission's composition to be confirmed", () => {
    expect(initialItems("leaders").map((leader) => leader.data.name)).toEqual(["Noelline Parker", "Steeve Raoulx"]);
    const commissions = initialItems("commissions");
    expect(commissions).toHaveLength(7);
    for (const commission of commissions) expect(commission.data.composition).toBeUndefined();
  });

  it("give the offices hours the page can write, and no street address not yet published", () => {
    const offices = initialItems("offices");
    expect(offices.map((office) => parseOpeningHours(office.data.hours as string))).not.toContain(null);
    for (const office of offices) expect(office.data.address).toBeUndefined();
  });
});

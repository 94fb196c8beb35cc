import { describe, expect, it } from "vitest";
import { storeOf } from "../../../tests/helpers/content-store.ts";
import { INITIAL_EVENT } from "../../../tests/helpers/initial-content.ts";
import { eventFacts } from "./event-facts.server.ts";

describe("eventFacts", () => {
  it("reads the organisers' facts, the opening as an instant of Tahiti time", async () => {
    const facts = await eventFacts(storeOf([{ id: "main", data: { ...INITIAL_EVENT, athletes: 4321, openingAt: "2027-07-24T18:30" } }]));
    expect(facts).toMatchObject({ startDate: INITIAL_EVENT.startDate, endDate: INITIAL_EVENT.endDate, athletes: 4321, opening: "2027-07-25T04:30:00.000Z" });
    expect(facts).not.toHaveProperty("openingAt");
  });

  it("starts from docs/FACTS.md where the specification disagreed: 4,500 athletes, volunteer registration open since March 2026", async () => {
    const facts = await eventFacts(storeOf([{ id: "main", data: INITIAL_EVENT }]));
    expect(facts).toMatchObject({ athletes: 4500, volunteers: 4500, volunteerRegistrationOpens: "2026-03-01" });
    // The specification's dates stay the site's defaults (docs/FACTS.md says so).
    expect(facts).toMatchObject({ startDate: "2027-08-01", endDate: "2027-08-15", opening: "2027-08-02T05:00:00.000Z" });
  });

  it("fails loudly rather than show a page without the Games' dates", async () => {
    await expect(eventFacts(storeOf([]))).rejects.toThrow(/missing/);
  });
});

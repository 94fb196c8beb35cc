import { beforeEach, describe, expect, it } from "vitest";
import { sportsResults, type NewSportsResultRow } from "../../../db/schema/results.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { delegationResults } from "~/domain/delegations/results.server.ts";
import { initialDelegations, initialSports } from "../../../tests/helpers/initial-content.ts";
import { findResultsPage, hasDemoResults, labelMedallists, labelResults, latestResults, loadMedalTable, medalLines, viewMedalTable } from "./public-results.server.ts";

const database = testDatabase();

type Medal = NewSportsResultRow["medal"];
const result = (athlete: string, medal: Medal, event = "-73 kg", date = "2027-08-04", sport = "judo", country = "TAH"): NewSportsResultRow => ({
  sport, event, athlete, country, result: "—", medal, date,
});

// Recorded in the order a results desk might type them: the podium from the bottom up, the rest between.
const RECORDED = [
  result("Fifth", null),
  result("Bronze B", "bronze", undefined, undefined, undefined, "FIJ"),
  result("Bronze A", "bronze", undefined, undefined, undefined, "PNG"),
  result("Seventh", null),
  result("Silver", "silver", undefined, undefined, undefined, "NCL"),
  result("Gold", "gold", undefined, undefined, undefined, "SAM"),
  result("Older gold", "gold", "100 m", "2027-08-02", "athletics"),
  result("Older silver", "silver", "100 m", "2027-08-02", "athletics"),
  result("Heavier bronze", "bronze", "-81 kg"),
  result("Heavier gold", "gold", "-81 kg"),
  result("Relay gold", "gold", "4 x 100 m", "2027-08-04", "athletics"),
];
const ORDERED = [
  "Relay gold",
  "Gold", "Silver", "Bronze B", "Bronze A", "Fifth", "Seventh",
  "Heavier gold", "Heavier bronze",
  "Older gold", "Older silver",
];

beforeEach(async () => {
  await database.db.delete(sportsResults);
  await database.db.insert(sportsResults).values(RECORDED);
});

const athletes = (rows: readonly { athlete: string }[]) => rows.map((row) => row.athlete);

describe("the order of the public results", () => {
  it("lists the newest day first, each event together, gold, silver, both bronzes, then the rest as recorded", async () => {
    const page = await findResultsPage(database.db, { page: 1 });
    expect(athletes(page!.items)).toEqual(ORDERED);
  });

  it("keeps that order across pages", async () => {
    const first = await findResultsPage(database.db, { page: 1 }, 4);
    const second = await findResultsPage(database.db, { page: 2 }, 4);
    expect([...athletes(first!.items), ...athletes(second!.items)]).toEqual(ORDERED.slice(0, 8));
  });

  it("keeps it within a filter", async () => {
    const page = await findResultsPage(database.db, { page: 1, sport: "judo" });
    expect(athletes(page!.items)).toEqual(ORDERED.filter((name) => !["Relay gold", "Older gold", "Older silver"].includes(name)));
  });

  it("gives /live whole events: every row of the events the last results recorded belong to", async () => {
    // The last two recorded are the relay and the -81 kg gold: the -81 kg bronze comes with its event.
    expect(athletes(await latestResults(database.db, 2))).toEqual(["Relay gold", "Heavier gold", "Heavier bronze"]);
    expect(athletes(await latestResults(database.db, 100))).toEqual(ORDERED);
  });

  it("orders a delegation's results the same way", async () => {
    expect(athletes(await delegationResults(database.db, "TAH"))).toEqual(["Relay gold", "Fifth", "Seventh", "Heavier gold", "Heavier bronze", "Older gold", "Older silver"]);
  });

  it("places each row by its medal, both bronzes third, the rest without a place", async () => {
    const page = await findResultsPage(database.db, { page: 1, sport: "judo", date: "2027-08-04" });
    const rows = labelResults(page!.items, initialDelegations("fr"), initialSports("fr"), "fr");
    expect(rows.map((row) => [row.athlete, row.rank])).toEqual([
      ["Gold", 1], ["Silver", 2], ["Bronze B", 3], ["Bronze A", 3], ["Fifth", null], ["Seventh", null], ["Heavier gold", 1], ["Heavier bronze", 3],
    ]);
  });
});

describe("the medal views", () => {
  it("read every medal and only medals", async () => {
    const lines = await medalLines(database.db);
    expect(lines.map((line) => line.athlete).sort()).toEqual(ORDERED.filter((name) => !["Fifth", "Seventh"].includes(name)).sort());
    expect(lines.find((line) => line.athlete === "Gold")).toMatchObject({ sport: "judo", event: "-73 kg", country: "SAM", medal: "gold", date: "2027-08-04" });
  });

  it("count a view, its delegations named in the visitor's language", async () => {
    const lines = await medalLines(database.db);
    const { standings, totals } = viewMedalTable(lines, { order: "total", day: "2027-08-02" }, initialDelegations("en"));
    expect(standings.map((s) => [s.code, s.delegation.name, s.total])).toEqual([["TAH", "Tahiti", 2]]);
    expect(totals).toEqual({ gold: 1, silver: 1, bronze: 0, total: 2 });
    expect((await loadMedalTable(database.db, initialDelegations("fr"))).standings.map((s) => s.code)).toEqual(["TAH", "SAM", "NCL", "FIJ", "PNG"]);
  });

  it("list a delegation's medallists by day and event, sports named in the visitor's language", async () => {
    const days = labelMedallists(await medalLines(database.db), { delegation: "TAH" }, initialDelegations("fr"), initialSports("fr"));
    expect(days.map(({ day, events }) => [day, events.map((event) => [event.sport, event.sportSlug, event.event, event.lines.map((line) => [line.athlete, line.medal, line.delegation.name])])])).toEqual([
      ["2027-08-04", [["Athlétisme", "athletics", "4 x 100 m", [["Relay gold", "gold", "Tahiti"]]], ["Judo", "judo", "-81 kg", [["Heavier gold", "gold", "Tahiti"], ["Heavier bronze", "bronze", "Tahiti"]]]]],
      ["2027-08-02", [["Athlétisme", "athletics", "100 m", [["Older gold", "gold", "Tahiti"], ["Older silver", "silver", "Tahiti"]]]]],
    ]);
  });
});

describe("demo results", () => {
  it("are announced only while one is left", async () => {
    expect(await hasDemoResults(database.db)).toBe(false);
    await database.db.insert(sportsResults).values({ ...result("Demo Judoka", "gold", "-90 kg"), demo: true });
    expect(await hasDemoResults(database.db)).toBe(true);
  });
});

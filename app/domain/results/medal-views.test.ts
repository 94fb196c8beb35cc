import { describe, expect, it } from "vitest";
import { medalTable } from "./medal-table.ts";
import { daysBetween, filterMedals, groupMedallists, medalDays, type MedalLine } from "./medal-views.ts";

let nextId = 1;
const line = (sport: string, event: string, medal: MedalLine["medal"], country: string, date: string, rank: number | null = null): MedalLine => ({
  id: nextId++,
  sport,
  event,
  athlete: `${country} ${event} ${medal}`,
  country,
  medal,
  date,
  rank,
});

// Recorded out of order: a results desk types the podium as it comes.
const LINES = [
  line("judo", "-73 kg", "bronze", "FIJ", "2027-08-04", 3),
  line("athletics", "100 m", "silver", "PNG", "2027-08-02", 2),
  line("judo", "-73 kg", "gold", "TAH", "2027-08-04", 1),
  line("judo", "-73 kg", "bronze", "PNG", "2027-08-04", 3),
  line("athletics", "100 m", "gold", "FIJ", "2027-08-02", 1),
  line("judo", "-73 kg", "silver", "NCL", "2027-08-04", 2),
  line("athletics", "100 m", "bronze", "SAM", "2027-08-02", 3),
  line("athletics", "4 x 100 m", "gold", "TAH", "2027-08-04"),
  line("swimming", "100 m freestyle", "gold", "NCL", "2027-08-03", 1),
];

describe("counting a view of the medals", () => {
  it("counts only one sport's medals: judo's two bronzes, its gold and silver", () => {
    const table = medalTable(filterMedals(LINES, { sport: "judo" }));
    expect(table.map((s) => [s.rank, s.code, s.gold, s.silver, s.bronze])).toEqual([
      [1, "TAH", 1, 0, 0],
      [2, "NCL", 0, 1, 0],
      [3, "FIJ", 0, 0, 1],
      [3, "PNG", 0, 0, 1],
    ]);
  });

  it("counts only the medals won on one Tahiti day, every sport of it", () => {
    const table = medalTable(filterMedals(LINES, { day: "2027-08-04" }), "total");
    expect(table.map((s) => [s.code, s.total])).toEqual([["TAH", 2], ["NCL", 1], ["FIJ", 1], ["PNG", 1]]);
    expect(filterMedals(LINES, { day: "2027-08-02" }).map((l) => l.country)).toEqual(["PNG", "FIJ", "SAM"]);
  });

  it("combines the filters, and counts everything without one", () => {
    expect(filterMedals(LINES, { sport: "athletics", day: "2027-08-04" }).map((l) => l.event)).toEqual(["4 x 100 m"]);
    expect(filterMedals(LINES, { delegation: "PNG" }).map((l) => l.sport)).toEqual(["athletics", "judo"]);
    expect(filterMedals(LINES, {})).toEqual(LINES);
    expect(filterMedals(LINES, { sport: "sailing" })).toEqual([]);
  });
});

describe("the days a visitor can pick", () => {
  it("are every day of the Games, both ends included", () => {
    expect(daysBetween("2027-08-01", "2027-08-04")).toEqual(["2027-08-01", "2027-08-02", "2027-08-03", "2027-08-04"]);
    expect(daysBetween("2027-07-30", "2027-08-01")).toEqual(["2027-07-30", "2027-07-31", "2027-08-01"]);
    expect(daysBetween("2027-08-05", "2027-08-01")).toEqual([]);
  });

  it("add a day a medal was won outside the Games' days, once, in order", () => {
    const games = daysBetween("2027-08-03", "2027-08-05");
    expect(medalDays(games, [{ date: "2027-08-04" }, { date: "2027-07-28" }, { date: "2027-07-28" }])).toEqual(["2027-07-28", "2027-08-03", "2027-08-04", "2027-08-05"]);
  });
});

describe("the medallists list", () => {
  const groups = groupMedallists(LINES);
  const outline = groups.map(({ day, events }) => [day, events.map(({ sport, event, lines }) => [sport, event, lines.map((l) => `${l.medal} ${l.country}`)])]);

  it("groups the medals by day, the newest first, then by event, each gold, silver, then both bronzes", () => {
    expect(outline).toEqual([
      ["2027-08-04", [
        ["athletics", "4 x 100 m", ["gold TAH"]],
        ["judo", "-73 kg", ["gold TAH", "silver NCL", "bronze FIJ", "bronze PNG"]],
      ]],
      ["2027-08-03", [["swimming", "100 m freestyle", ["gold NCL"]]]],
      ["2027-08-02", [["athletics", "100 m", ["gold FIJ", "silver PNG", "bronze SAM"]]]],
    ]);
  });

  it("keeps the two bronzes of an event in the order recorded when they share a rank, and a ranked one before an unranked one", () => {
    const [first, second, unranked] = [line("judo", "-81 kg", "bronze", "SAM", "2027-08-05", 3), line("judo", "-81 kg", "bronze", "COK", "2027-08-05", 3), line("judo", "-81 kg", "bronze", "AAA", "2027-08-05")];
    const [day] = groupMedallists([unranked!, second!, first!]);
    expect(day!.events[0]!.lines.map((l) => l.country)).toEqual(["SAM", "COK", "AAA"]);
  });

  it("lists nothing for no medal", () => {
    expect(groupMedallists([])).toEqual([]);
  });
});

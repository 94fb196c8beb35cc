import { describe, expect, it } from "vitest";
import { sportsResults } from "../../../db/schema/results.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { insertStaff } from "../../../tests/helpers/staff.ts";
import { initialDelegations, initialSports } from "../../../tests/helpers/initial-content.ts";

const named = (locale: "fr" | "en") => ({ delegations: initialDelegations(locale), sports: initialSports(locale) });
import {
  createResult,
  deleteResult,
  delegationsNamed,
  findResult,
  listResults,
  PAGE_SIZE,
  parseResultsListQuery,
  sportsNamed,
  updateResult,
} from "./results.server.ts";

describe("names searched in the interface language", () => {
  it("finds sports by their displayed name, without case or accents", () => {
    expect(sportsNamed("natation", initialSports("fr"))).toEqual(["swimming"]);
    expect(sportsNamed("ATHLETISME", initialSports("fr"))).toEqual(["athletics"]);
    expect(sportsNamed("swim", initialSports("en"))).toEqual(["swimming"]);
    expect(sportsNamed("natation", initialSports("en"))).toEqual([]);
  });

  it("finds delegations by their displayed name", () => {
    expect(delegationsNamed("fidji", initialDelegations("fr"))).toEqual(["FIJ"]);
    expect(delegationsNamed("fiji", initialDelegations("en"))).toEqual(["FIJ"]);
  });
});

describe("parseResultsListQuery", () => {
  it("normalises the search and drops an unusable page", () => {
    expect(parseResultsListQuery(new URLSearchParams("q=  Demo   A &page=2"))).toEqual({ q: "Demo A", page: 2 });
    expect(parseResultsListQuery(new URLSearchParams("q=%20&page=-3"))).toEqual({ q: undefined, page: 1 });
  });
});

describe("the results table", { timeout: 30_000 }, () => {
  const database = testDatabase();

  const row = { sport: "judo", event: "-73 kg", athlete: "Demo Judoka", country: "TAH", result: "Ippon", medal: null, date: "2027-08-04" };

  it("creates, finds, updates and deletes a result", async () => {
    const { db } = database;
    const actor = await insertStaff(db);
    const id = await createResult(db, row, actor);
    expect(await findResult(db, id)).toMatchObject(row);
    expect(await updateResult(db, id, { ...row, medal: "gold" }, actor)).toBe(true);
    expect((await findResult(db, id))?.medal).toBe("gold");
    expect(await deleteResult(db, id, actor)).toBe(true);
    expect(await findResult(db, id)).toBeUndefined();
    expect(await updateResult(db, id, row, actor)).toBe(false);
    expect(await deleteResult(db, id, actor)).toBe(false);
  });

  it("lists newest day first, 50 a page, and searches every column the list shows", async () => {
    const { db } = database;
    await db.delete(sportsResults);
    const days = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => `2027-08-${String((i % 14) + 1).padStart(2, "0")}`);
    await db.insert(sportsResults).values(days.map((date, i) => ({ ...row, athlete: `Athlete ${i}`, date })));
    await createResult(db, { ...row, sport: "swimming", event: "50 m butterfly", athlete: "Special 100%", country: "FIJ", date: "2027-08-01" }, await insertStaff(db));

    const first = await listResults(db, { page: 1 }, named("fr"));
    expect(first.total).toBe(PAGE_SIZE + 6);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]!.date).toBe("2027-08-14");
    const dates = first.rows.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await listResults(db, { page: 2 }, named("fr"))).rows).toHaveLength(6);

    const athletes = async (q: string, locale: "fr" | "en" = "fr") => (await listResults(db, { page: 1, q }, named(locale))).rows.map((r) => r.athlete);
    expect(await athletes("special")).toEqual(["Special 100%"]);
    expect(await athletes("BUTTERFLY")).toEqual(["Special 100%"]);
    expect(await athletes("natation")).toEqual(["Special 100%"]);
    expect(await athletes("swimming", "en")).toEqual(["Special 100%"]);
    expect(await athletes("fidji")).toEqual(["Special 100%"]);
    expect(await athletes("fij")).toEqual(["Special 100%"]);
    expect(await athletes("100%")).toEqual(["Special 100%"]);
    expect(await athletes("nobody")).toEqual([]);
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertStory } from "../../../db/news-stories.ts";
import { news, newsVersions } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { findPublishedArticle } from "./public-news.server.ts";
import { missedSchedules, runDueSchedules } from "./scheduled-publication.server.ts";

const database = testDatabase();
const at = (iso: string) => new Date(iso);
const words = (language: string) => ({ language, title: `Titre ${language}`, excerpt: "e", content: "<p>c</p>" });

async function versionOf(newsId: number, language: string) {
  const [row] = await database.db.select().from(newsVersions).where(and(eq(newsVersions.newsId, newsId), eq(newsVersions.language, language)));
  return row!;
}

describe(`scheduled publication (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("publishes a version at its time, keeps its date as the publication's, and unpublishes it at its end", async () => {
    const id = await insertStory(database.db, {
      category: "preparation",
      createdAt: at("2026-11-20T00:00:00Z"),
      versions: [
        { ...words("fr"), publishAt: at("2026-12-01T18:00:00Z"), unpublishAt: at("2026-12-08T18:00:00Z") },
        { ...words("ja"), publishAt: at("2026-12-02T18:00:00Z") },
      ],
    });
    expect(await runDueSchedules(database.db, at("2026-12-01T17:59:59Z"))).toEqual([]);
    expect(await findPublishedArticle(database.db, "fr", id)).toBeUndefined();

    expect(await runDueSchedules(database.db, at("2026-12-01T18:00:30Z"))).toEqual([{ newsId: id, language: "fr", change: "published", dueAt: at("2026-12-01T18:00:00Z") }]);
    expect(await versionOf(id, "fr")).toMatchObject({ published: true, publishedAt: at("2026-12-01T18:00:00Z"), publishAt: null, unpublishAt: at("2026-12-08T18:00:00Z"), updatedAt: at("2026-12-01T18:00:30Z") });
    // The story's form is told: its version moved with its source's status.
    expect((await database.db.select().from(news).where(eq(news.id, id)))[0]?.updatedAt).toEqual(at("2026-12-01T18:00:30Z"));
    // Japanese readers get the French until their version's time.
    expect((await findPublishedArticle(database.db, "ja", id))?.language).toBe("fr");
    // Carried out once: the next round finds nothing more to do.
    expect(await runDueSchedules(database.db, at("2026-12-01T18:00:45Z"))).toEqual([]);

    expect(await runDueSchedules(database.db, at("2026-12-02T18:00:10Z"))).toEqual([{ newsId: id, language: "ja", change: "published", dueAt: at("2026-12-02T18:00:00Z") }]);
    expect((await findPublishedArticle(database.db, "ja", id))?.title).toBe("Titre ja");
    // A translation's schedule leaves the story's own form alone.
    expect((await database.db.select().from(news).where(eq(news.id, id)))[0]?.updatedAt).toEqual(at("2026-12-01T18:00:30Z"));

    expect(await runDueSchedules(database.db, at("2026-12-08T18:00:05Z"))).toEqual([{ newsId: id, language: "fr", change: "unpublished", dueAt: at("2026-12-08T18:00:00Z") }]);
    expect(await versionOf(id, "fr")).toMatchObject({ published: false, publishedAt: at("2026-12-01T18:00:00Z"), unpublishAt: null });
    await database.db.delete(news).where(eq(news.id, id));
  });

  it("catches up on start with what came due while no server ran, and reports what is overdue meanwhile", async () => {
    const id = await insertStory(database.db, {
      category: "delegations",
      versions: [{ ...words("fr"), publishAt: at("2026-12-10T00:00:00Z"), unpublishAt: at("2026-12-11T00:00:00Z") }],
    });
    expect(await missedSchedules(database.db, at("2026-12-10T00:01:00Z"))).toEqual([]);
    expect(await missedSchedules(database.db, at("2026-12-12T00:00:00Z"))).toEqual([
      { newsId: id, language: "fr", source: true, title: "Titre fr", publishAt: at("2026-12-10T00:00:00Z"), unpublishAt: at("2026-12-11T00:00:00Z") },
    ]);
    // Both came due: it ends unpublished, its publication recorded.
    const changes = await runDueSchedules(database.db, at("2026-12-12T00:00:00Z"));
    expect(changes?.map((change) => change.change)).toEqual(["published", "unpublished"]);
    expect(await versionOf(id, "fr")).toMatchObject({ published: false, publishedAt: at("2026-12-10T00:00:00Z"), publishAt: null, unpublishAt: null });
    expect(await missedSchedules(database.db, at("2026-12-12T00:00:00Z"))).toEqual([]);
    await database.db.delete(news).where(eq(news.id, id));
  });

  it("carries a schedule out once however many instances run at the same moment", async () => {
    const id = await insertStory(database.db, { category: "polynesia", versions: [{ ...words("fr"), publishAt: at("2026-12-20T00:00:00Z") }] });
    const now = at("2026-12-20T00:00:01Z");
    // Each run is a transaction on its own connection (PostgreSQL's pool), as from another instance.
    const runs = await Promise.all(Array.from({ length: 8 }, () => runDueSchedules(database.db, now)));
    expect(runs.flatMap((changes) => changes ?? [])).toEqual([{ newsId: id, language: "fr", change: "published", dueAt: at("2026-12-20T00:00:00Z") }]);
    expect(await versionOf(id, "fr")).toMatchObject({ published: true, publishAt: null });
  });
});

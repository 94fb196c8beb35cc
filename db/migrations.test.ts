import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, openDatabase, type Database } from "./client.ts";
import { insertStory } from "./news-stories.ts";
import { DEMO_RESULTS, DEMO_STORIES } from "./seed.ts";
import { contactMessages, news, newsVersions, partnershipRequests, sportsResults } from "./schema/index.ts";

let database: Database;
let before: string;

/** A copy of the migrations folder that stops after the migration tagged `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "t27-migrations-"));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

beforeAll(async () => {
  database = await openDatabase({ kind: "pglite" });
  before = await migrationsUpTo("0004_media_library");
  await migrate(database.db as never, { migrationsFolder: before });
}, 60_000);
afterAll(async () => {
  await database?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

describe("upgrading a database with rows", () => {
  it("keeps every article: a library image URL becomes a reference to its item (0005), an email byline its account (0006)", async () => {
    const hash = "c".repeat(64);
    await database.db.execute(
      sql`insert into media (id, hash, kind, mime, extension, file_name, title, size) values (7, ${hash}, 'image', 'image/jpeg', 'jpg', 'pirogue.jpg', 'Pirogue', 1000)`,
    );
    await database.db.execute(sql`insert into users (id, name, email) values ('u-hina', 'Hina', 'hina@example.org')`);
    await database.db.execute(sql`insert into news (id, title, excerpt, content, author, image_url) values
      (1, 'Bibliothèque', 'e', '<p>c</p>', 'Hina@Example.org', ${`/media/${hash}/w640.webp`}),
      (2, 'Ailleurs', 'e', '<p>c</p>', 'Rédaction Tahiti 2027', 'https://example.org/photo.jpg'),
      (3, 'Sans image', 'e', '<p>c</p>', 'parti@example.org', null)`);
    await database.migrate();
    const rows = await database.db
      .select({ id: news.id, imageUrl: news.imageUrl, coverMediaId: news.coverMediaId, authorId: news.authorId, featured: news.featured })
      .from(news)
      .orderBy(news.id);
    // 0006: a byline that was a staff member's email becomes that member; any other the newsroom's.
    expect(rows).toEqual([
      { id: 1, imageUrl: null, coverMediaId: 7, authorId: "u-hina", featured: false },
      { id: 2, imageUrl: "https://example.org/photo.jpg", coverMediaId: null, authorId: null, featured: false },
      { id: 3, imageUrl: null, coverMediaId: null, authorId: null, featured: false },
    ]);
  });
});

describe("upgrading the messages visitors sent", () => {
  let older: Database;
  let upTo0006: string;

  beforeAll(async () => {
    older = await openDatabase({ kind: "pglite" });
    upTo0006 = await migrationsUpTo("0006_bylines_and_featured");
    await migrate(older.db as never, { migrationsFolder: upTo0006 });
  }, 60_000);
  afterAll(async () => {
    await older?.close();
    if (upTo0006) await rm(upTo0006, { recursive: true, force: true });
  });

  it("0007 keeps every message and request, each new, unassigned and never announced", async () => {
    await older.db.execute(sql`insert into contact_messages (id, name, email, subject, department, message, language, ip, created_at) values
      (1, 'Hina', 'hina@example.pf', 'media', 'communication', 'Une question sur les Jeux.', 'fr', '192.0.2.1', '2026-11-02T08:00:00Z'),
      (2, 'Kenji', 'kenji@example.jp', 'general', null, '大会について質問があります。', 'ja', '192.0.2.2', '2026-11-03T08:00:00Z')`);
    await older.db.execute(sql`insert into partnership_requests (id, company, contact, email, category, language, ip) values
      (1, 'Fare Va''a SARL', 'Teva', 'teva@example.pf', 'supplier', 'fr', '192.0.2.3')`);
    await older.migrate();
    const handling = { status: "new", assigneeId: null, notifiedAt: null, acknowledgedAt: null, mailAttempts: 0, mailDueAt: null };
    expect(await older.db.select().from(contactMessages).orderBy(contactMessages.id)).toEqual([
      expect.objectContaining({ id: 1, name: "Hina", message: "Une question sur les Jeux.", createdAt: new Date("2026-11-02T08:00:00Z"), ...handling }),
      expect.objectContaining({ id: 2, name: "Kenji", department: null, message: "大会について質問があります。", language: "ja", ...handling }),
    ]);
    expect(await older.db.select().from(partnershipRequests)).toEqual([expect.objectContaining({ id: 1, company: "Fare Va'a SARL", category: "supplier", ...handling })]);
  });
});

describe("upgrading articles to stories with language versions", () => {
  let older: Database;
  let upTo0007: string;

  beforeAll(async () => {
    older = await openDatabase({ kind: "pglite" });
    upTo0007 = await migrationsUpTo("0007_inbox");
    await migrate(older.db as never, { migrationsFolder: upTo0007 });
  }, 60_000);
  afterAll(async () => {
    await older?.close();
    if (upTo0007) await rm(upTo0007, { recursive: true, force: true });
  });

  it("0008 makes each article a story with its one version, words, status and dates kept", async () => {
    await older.db.execute(sql`insert into users (id, name, email) values ('u-teva', 'Teva', 'teva@example.org')`);
    await older.db.execute(sql`insert into news (id, title, excerpt, content, image_url, author_id, featured, category, language, published, published_at, created_at, updated_at) values
      (4, 'Les Jeux reviennent', 'Résumé', '<p>Texte</p>', 'https://example.org/a.jpg', 'u-teva', true, 'preparation', 'fr', true, '2021-11-08T19:00:00Z', '2021-11-08T18:00:00Z', '2021-11-09T10:00:00Z'),
      (9, 'The Games return', 'Summary', '<p>Text</p>', null, null, false, 'polynesia', 'en', true, '2021-11-09T19:00:00Z', '2021-11-09T18:00:00Z', '2021-11-09T18:00:00Z'),
      (12, 'Brouillon', 'Pas encore', '<p>Plus tard</p>', null, null, false, 'delegations', 'fr', false, null, '2026-10-15T19:00:00Z', '2026-10-16T19:00:00Z')`);
    await older.db.execute(sql`select setval('news_id_seq', 12)`);
    await older.migrate();
    expect(await older.db.select().from(news).orderBy(news.id)).toEqual([
      expect.objectContaining({ id: 4, imageUrl: "https://example.org/a.jpg", authorId: "u-teva", featured: true, category: "preparation", sourceLanguage: "fr", createdAt: new Date("2021-11-08T18:00:00Z") }),
      expect.objectContaining({ id: 9, imageUrl: null, authorId: null, featured: false, category: "polynesia", sourceLanguage: "en" }),
      expect.objectContaining({ id: 12, category: "delegations", sourceLanguage: "fr" }),
    ]);
    const versions = await older.db.select().from(newsVersions).orderBy(newsVersions.newsId);
    expect(versions).toEqual([
      expect.objectContaining({
        newsId: 4,
        language: "fr",
        title: "Les Jeux reviennent",
        excerpt: "Résumé",
        content: "<p>Texte</p>",
        imageAlt: null,
        published: true,
        publishedAt: new Date("2021-11-08T19:00:00Z"),
        createdAt: new Date("2021-11-08T18:00:00Z"),
        updatedAt: new Date("2021-11-09T10:00:00Z"),
        wordsChangedAt: new Date("2021-11-09T10:00:00Z"),
        sourceWordsAt: null,
      }),
      expect.objectContaining({ newsId: 9, language: "en", title: "The Games return", published: true, publishedAt: new Date("2021-11-09T19:00:00Z") }),
      expect.objectContaining({ newsId: 12, language: "fr", title: "Brouillon", published: false, publishedAt: null }),
    ]);
    // A new story takes the next id.
    expect(await insertStory(older.db, { category: "preparation", versions: [{ language: "fr", title: "Nouveau", excerpt: "e", content: "<p>c</p>" }] })).toBe(13);
  });
});

describe("marking the demo content a database was seeded with", () => {
  let older: Database;
  let upTo0010: string;

  beforeAll(async () => {
    older = await openDatabase({ kind: "pglite" });
    upTo0010 = await migrationsUpTo("0010_news_revisions");
    await migrate(older.db as never, { migrationsFolder: upTo0010 });
  }, 60_000);
  afterAll(async () => {
    await older?.close();
    if (upTo0010) await rm(upTo0010, { recursive: true, force: true });
  });

  it("0011 marks the seed's stories and fictional results as demo, and nothing written by staff", async () => {
    for (const { sport, event, athlete, country, result, medal, date } of DEMO_RESULTS) {
      await older.db.execute(sql`insert into sports_results (sport, event, athlete, country, result, medal, date) values (${sport}, ${event}, ${athlete}, ${country}, ${result}, ${medal ?? null}, ${date})`);
    }
    await older.db.execute(sql`insert into sports_results (sport, event, athlete, country, result, medal, date) values ('judo', '-73 kg', 'Teva Teriitahi', 'TAH', 'Ippon', 'gold', '2027-08-04')`);
    await older.db.execute(sql`insert into users (id, name, email) values ('u-hina', 'Hina', 'hina@example.org')`);
    for (const story of DEMO_STORIES) await older.db.execute(sql`insert into news (category, created_at) values (${story.category}, ${story.createdAt!.toISOString()})`);
    // Written by staff: one on a seeded story's very moment but signed, one at another time.
    await older.db.execute(sql`insert into news (category, created_at, author_id) values ('preparation', ${DEMO_STORIES[0]!.createdAt!.toISOString()}, 'u-hina')`);
    await older.db.execute(sql`insert into news (category, created_at) values ('preparation', '2026-11-02T19:00:01Z')`);
    await older.migrate();
    const results = await older.db.select({ athlete: sportsResults.athlete, demo: sportsResults.demo }).from(sportsResults).orderBy(sportsResults.id);
    expect(results.filter((row) => row.demo)).toHaveLength(DEMO_RESULTS.length);
    expect(results.at(-1)).toEqual({ athlete: "Teva Teriitahi", demo: false });
    const stories = await older.db.select({ demo: news.demo }).from(news).orderBy(news.id);
    expect(stories.map((row) => row.demo)).toEqual([...DEMO_STORIES.map(() => true), false, false]);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { news, newsVersions, users } from "../../../db/schema/index.ts";
import type { SignedInUser } from "~/domain/auth/session.server.ts";
import { createNews, deleteNews, findNewsForEdit, listAdminNews, parseAdminNewsQuery, storyLanguages, togglePublished, updateNews, versionOf } from "./admin-news.server.ts";
import { deleteTranslation, findTranslation, saveTranslation } from "./translations.server.ts";
import { runListAction } from "./list-action.server.ts";
import { newsInput } from "../../../tests/helpers/news-input.ts";
import { insertArticles } from "../../../tests/helpers/stories.ts";
import { insertStaff } from "../../../tests/helpers/staff.ts";

const database = testDatabase();
let actor: { id: string; email: string };
beforeAll(async () => {
  actor = await insertStaff(database.db, { name: "Vaiana" });
});
beforeEach(async () => {
  await database.db.delete(news);
});

const input = newsInput();
const at = (iso: string) => new Date(iso);

describe("saving an edited article", () => {
  it("saves when nobody changed it since it was loaded, and gives the new version", async () => {
    const id = await createNews(database.db, actor, input, at("2026-01-01T10:00:00.000Z"));
    const loaded = versionOf((await findNewsForEdit(database.db, id))!.updatedAt);
    await database.db.insert(users).values({ id: "u-b", name: "Bernard", email: "b@example.org", role: "moderator" }).onConflictDoNothing();
    const outcome = await updateNews(database.db, actor, id, loaded, { ...input, title: "Nouveau", authorId: "u-b", featured: true }, at("2026-01-02T10:00:00.000Z"));
    expect(outcome).toEqual({ ok: true, version: "2026-01-02T10:00:00.000Z" });
    expect(await findNewsForEdit(database.db, id)).toMatchObject({ title: "Nouveau", authorId: "u-b", featured: true });
  });

  it("refuses a save made from an older version and changes nothing", async () => {
    const id = await createNews(database.db, actor, input, at("2026-01-01T10:00:00.000Z"));
    const opened = versionOf((await findNewsForEdit(database.db, id))!.updatedAt);
    await updateNews(database.db, actor, id, opened, { ...input, title: "Premier" }, at("2026-01-03T10:00:00.000Z"));
    const late = await updateNews(database.db, actor, id, opened, { ...input, title: "Second" }, at("2026-01-04T10:00:00.000Z"));
    expect(late).toEqual({ ok: false, reason: "conflict", version: "2026-01-03T10:00:00.000Z" });
    expect((await findNewsForEdit(database.db, id))?.title).toBe("Premier");
    expect(await updateNews(database.db, actor, id, "not a date", input)).toMatchObject({ ok: false, reason: "conflict" });
  });

  it("compares versions to the millisecond although the database keeps microseconds", async () => {
    const id = await createNews(database.db, actor, input);
    await database.db.execute(`update news set updated_at = '2026-05-05 10:00:00.123456+00' where id = ${id}`);
    const loaded = versionOf((await findNewsForEdit(database.db, id))!.updatedAt);
    expect(loaded).toBe("2026-05-05T10:00:00.123Z");
    expect((await updateNews(database.db, actor, id, loaded, input)).ok).toBe(true);
  });

  it("answers notFound for an article that no longer exists", async () => {
    expect(await updateNews(database.db, actor, 999_999, "2026-01-01T00:00:00.000Z", input)).toEqual({ ok: false, reason: "notFound" });
  });

  it("sets published_at on the first publication only", async () => {
    const id = await createNews(database.db, actor, input);
    const version = versionOf((await findNewsForEdit(database.db, id))!.updatedAt);
    const first = at("2026-02-01T00:00:00.000Z");
    const saved = await updateNews(database.db, actor, id, version, { ...input, published: true }, first);
    expect((await findNewsForEdit(database.db, id))?.publishedAt).toEqual(first);
    await updateNews(database.db, actor, id, saved.ok ? saved.version : "", { ...input, published: true }, at("2026-03-01T00:00:00.000Z"));
    expect((await findNewsForEdit(database.db, id))?.publishedAt).toEqual(first);
  });
});

describe("the list", () => {
  it("toggles publication, keeping the first published_at, and bumps the version", async () => {
    const id = await createNews(database.db, actor, input, at("2026-01-01T00:00:00.000Z"));
    expect(await togglePublished(database.db, actor, id, at("2026-02-01T00:00:00.000Z"))).toEqual({ published: true });
    expect(await togglePublished(database.db, actor, id, at("2026-03-01T00:00:00.000Z"))).toEqual({ published: false });
    expect(await togglePublished(database.db, actor, id, at("2026-04-01T00:00:00.000Z"))).toEqual({ published: true });
    const row = await findNewsForEdit(database.db, id);
    expect(row?.publishedAt).toEqual(at("2026-02-01T00:00:00.000Z"));
    expect(row?.updatedAt).toEqual(at("2026-04-01T00:00:00.000Z"));
  });

  it("searches title or author's name without case, filters by status and category, 20 a page", async () => {
    await database.db.insert(users).values({ id: "u-hina", name: "Hina Teriitahi", email: "hina@example.org", role: "moderator" }).onConflictDoNothing();
    await createNews(database.db, actor, { ...input, title: "Le VA'A à Moorea" });
    await createNews(database.db, actor, { ...input, title: "Autre", category: "polynesia", published: true, authorId: "u-hina" });
    const list = async (search: string) => (await listAdminNews(database.db, parseAdminNewsQuery(new URLSearchParams(search)))).items.map((i) => i.title);
    expect(await list("q=va'a")).toEqual(["Le VA'A à Moorea"]);
    expect(await list("q=HINA")).toEqual(["Autre"]);
    // Never the email address: it is not what the list shows.
    expect(await list("q=example.org")).toEqual([]);
    expect(await list("q=%25")).toEqual([]);
    expect(await list("status=draft")).toEqual(["Le VA'A à Moorea"]);
    expect(await list("category=polynesia&status=published")).toEqual(["Autre"]);
    expect((await list("status=nonsense")).length).toBe(2);

    await insertArticles(
      database.db,
      Array.from({ length: 23 }, (_, i) => ({ ...input, title: `N${i}`, createdAt: at(`2020-01-${String(i + 1).padStart(2, "0")}T00:00:00Z`) })),
    );
    const page1 = await listAdminNews(database.db, parseAdminNewsQuery(new URLSearchParams()));
    expect(page1).toMatchObject({ total: 25, page: 1, pageCount: 2 });
    expect(page1.items).toHaveLength(20);
    const last = await listAdminNews(database.db, parseAdminNewsQuery(new URLSearchParams("page=9")));
    expect(last.page).toBe(2);
    expect(last.items.map((i) => i.title).at(-1)).toBe("N0");
  });

  it("lets only an administrator delete", async () => {
    const id = await createNews(database.db, actor, input);
    const form = new FormData();
    form.set("intent", "delete");
    form.set("id", String(id));
    const moderator: SignedInUser = { ...(await insertStaff(database.db)), role: "moderator", twoFactorEnabled: false };
    const admin: SignedInUser = { ...(await insertStaff(database.db, { role: "admin" })), role: "admin", twoFactorEnabled: false };
    expect(await runListAction(database.db, moderator, form)).toMatchObject({ data: { ok: false, formError: "adminNews.deleteForbidden" }, init: { status: 403 } });
    expect(await findNewsForEdit(database.db, id)).toBeDefined();
    expect(await runListAction(database.db, admin, form)).toMatchObject({ data: { ok: true, notice: "adminNews.deleted" }, init: { status: 200 } });
    expect(await database.db.select().from(news).where(eq(news.id, id))).toEqual([]);
    expect(await runListAction(database.db, admin, form)).toMatchObject({ data: { ok: false, formError: "adminNews.notFound" }, init: { status: 404 } });
  });
});

describe("a story's languages", () => {
  const words = { title: "Título", excerpt: "Resumen", content: "<p>Texto</p>", imageAlt: null, published: true, publishAt: null, unpublishAt: null };
  const loaded = async (id: number) => versionOf((await findNewsForEdit(database.db, id))!.updatedAt);
  const basedOn = async (id: number) => versionOf((await findNewsForEdit(database.db, id))!.wordsChangedAt);

  it("creates a translation, then saves it only from the version the form was loaded with", async () => {
    const id = await createNews(database.db, actor, input, at("2026-01-01T00:00:00.000Z"));
    const created = await saveTranslation(database.db, actor, id, "es", { version: "", basedOn: await basedOn(id) }, words, at("2026-01-02T00:00:00.000Z"));
    expect(created).toEqual({ ok: true, version: "2026-01-02T00:00:00.000Z", created: true });
    // A second "new translation" form opened before the first was saved does not overwrite it.
    expect(await saveTranslation(database.db, actor, id, "es", { version: "", basedOn: await basedOn(id) }, { ...words, title: "Otro" })).toEqual({
      ok: false,
      reason: "conflict",
      version: "2026-01-02T00:00:00.000Z",
    });
    const saved = await saveTranslation(database.db, actor, id, "es", { version: "2026-01-02T00:00:00.000Z", basedOn: await basedOn(id) }, { ...words, title: "Nuevo" }, at("2026-01-03T00:00:00.000Z"));
    expect(saved).toEqual({ ok: true, version: "2026-01-03T00:00:00.000Z", created: false });
    expect(await saveTranslation(database.db, actor, id, "es", { version: "2026-01-02T00:00:00.000Z", basedOn: "" }, words)).toMatchObject({ ok: false, reason: "conflict" });
    const found = await findTranslation(database.db, id, "es");
    expect(found?.translation).toMatchObject({ title: "Nuevo", published: true });
    expect(found?.source.title).toBe("Titre");
    // The source language is the story's own form's; an unknown story has no translations.
    expect(await saveTranslation(database.db, actor, id, "fr", { version: "", basedOn: "" }, words)).toEqual({ ok: false, reason: "notFound" });
    expect(await saveTranslation(database.db, actor, 999_999, "es", { version: "", basedOn: "" }, words)).toEqual({ ok: false, reason: "notFound" });
  });

  it("marks a translation out of date when the source's words change after it, until it is saved against them", async () => {
    const id = await createNews(database.db, actor, input, at("2026-01-01T00:00:00.000Z"));
    await saveTranslation(database.db, actor, id, "en", { version: "", basedOn: await basedOn(id) }, words, at("2026-01-02T00:00:00.000Z"));
    const states = async () => (await storyLanguages(database.db, id, "fr")).filter((state) => state.status !== "missing");
    expect((await states()).map((state) => [state.locale, state.status, state.outdated])).toEqual([
      ["fr", "draft", false],
      ["en", "published", false],
    ]);
    // Publishing the source changes no word: the translation stays up to date.
    const toggled = await togglePublished(database.db, actor, id, at("2026-01-03T00:00:00.000Z"));
    expect(toggled).toEqual({ published: true });
    expect((await states()).find((state) => state.locale === "en")?.outdated).toBe(false);
    const changed = await updateNews(database.db, actor, id, await loaded(id), { ...input, published: true, content: "<p>Texte corrigé</p>" }, at("2026-01-04T00:00:00.000Z"));
    expect(changed.ok).toBe(true);
    expect((await states()).find((state) => state.locale === "en")?.outdated).toBe(true);
    expect((await listAdminNews(database.db, parseAdminNewsQuery(new URLSearchParams()))).items[0]?.languages.find((state) => state.locale === "en")).toMatchObject({ outdated: true });
    // Saved against the French the translator had before them, it is up to date again.
    const english = (await findTranslation(database.db, id, "en"))!.translation!;
    await saveTranslation(database.db, actor, id, "en", { version: versionOf(english.updatedAt), basedOn: await basedOn(id) }, words, at("2026-01-05T00:00:00.000Z"));
    expect((await states()).find((state) => state.locale === "en")?.outdated).toBe(false);
  });

  it("finds a story by the title of any of its versions, and lists it once", async () => {
    const id = await createNews(database.db, actor, { ...input, title: "Les pirogues" });
    await saveTranslation(database.db, actor, id, "ja", { version: "", basedOn: await basedOn(id) }, { ...words, title: "カヌーの話" });
    const list = await listAdminNews(database.db, parseAdminNewsQuery(new URLSearchParams("q=カヌー")));
    expect(list.items.map((item) => [item.title, item.language])).toEqual([["Les pirogues", "fr"]]);
    expect((await listAdminNews(database.db, parseAdminNewsQuery(new URLSearchParams()))).total).toBe(1);
  });

  it("moves the source to another language only where the story has no version yet", async () => {
    const id = await createNews(database.db, actor, input);
    await saveTranslation(database.db, actor, id, "en", { version: "", basedOn: await basedOn(id) }, words);
    expect(await updateNews(database.db, actor, id, await loaded(id), { ...input, language: "en" })).toEqual({ ok: false, reason: "languageTaken" });
    expect((await findNewsForEdit(database.db, id))?.language).toBe("fr");
    expect((await updateNews(database.db, actor, id, await loaded(id), { ...input, language: "es", title: "En español" })).ok).toBe(true);
    expect(await findNewsForEdit(database.db, id)).toMatchObject({ language: "es", title: "En español" });
    expect((await findTranslation(database.db, id, "en"))?.source.title).toBe("En español");
  });

  it("deletes a translation but never the source, and a story with all its versions", async () => {
    const id = await createNews(database.db, actor, input);
    await saveTranslation(database.db, actor, id, "pt", { version: "", basedOn: await basedOn(id) }, words);
    expect(await deleteTranslation(database.db, actor, id, "fr")).toBe(false);
    expect(await deleteTranslation(database.db, actor, id, "pt")).toBe(true);
    expect(await deleteTranslation(database.db, actor, id, "pt")).toBe(false);
    await saveTranslation(database.db, actor, id, "pt", { version: "", basedOn: await basedOn(id) }, words);
    expect(await deleteNews(database.db, actor, id)).toBe(true);
    expect(await database.db.select().from(newsVersions).where(eq(newsVersions.newsId, id))).toEqual([]);
  });
});

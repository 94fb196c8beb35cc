import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { auditEntries, insertStaff } from "../../../tests/helpers/staff.ts";
import { newsInput } from "../../../tests/helpers/news-input.ts";
import { createNews, deleteNews, findNewsForEdit, togglePublished, updateNews, versionOf } from "~/admin/news/admin-news.server.ts";
import { deleteTranslation, saveTranslation } from "~/admin/news/translations.server.ts";
import { restoreRevision } from "~/domain/news/restore-revision.server.ts";
import { revisionDiff } from "~/domain/news/revision-diff.ts";
import { findRevision, listRevisions } from "~/domain/news/revisions.server.ts";
import { runDueSchedules } from "~/domain/news/scheduled-publication.server.ts";

const database = testDatabase();
const at = (iso: string) => new Date(iso);

describe(`a story's history and the audit log (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("keeps a revision of every save, who made it and why, and an audit entry of what changed", async () => {
    const hina = await insertStaff(database.db, { name: "Hina" });
    const teva = await insertStaff(database.db, { name: "Teva" });
    const id = await createNews(database.db, hina, newsInput({ title: "Premier titre" }), at("2026-11-01T10:00:00Z"));
    const loaded = async () => versionOf((await findNewsForEdit(database.db, id))!.updatedAt);
    await updateNews(database.db, teva, id, await loaded(), newsInput({ title: "Second titre", content: "<p>Texte revu</p>" }), at("2026-11-02T10:00:00Z"));
    // Only the category changes: an audit entry, no revision of the words.
    await updateNews(database.db, teva, id, await loaded(), newsInput({ title: "Second titre", content: "<p>Texte revu</p>", category: "polynesia" }), at("2026-11-03T10:00:00Z"));
    await togglePublished(database.db, hina, id, at("2026-11-04T10:00:00Z"));

    const revisions = await listRevisions(database.db, id, "fr");
    expect(revisions.map(({ authorName, reason, title, published }) => [authorName, reason, title, published])).toEqual([
      ["Hina", "publish", "Second titre", true],
      ["Teva", "save", "Second titre", false],
      ["Hina", "save", "Premier titre", false],
    ]);
    const entries = (await auditEntries(database.db)).filter((entry) => entry.subjectId === String(id));
    expect(entries.map(({ actorName, kind, action, subjectLabel }) => [actorName, kind, action, subjectLabel])).toEqual([
      ["Hina", "news", "create", "Premier titre (fr)"],
      ["Teva", "news", "update", "Second titre (fr)"],
      ["Teva", "news", "update", "Second titre (fr)"],
      ["Hina", "news", "publish", "Second titre (fr)"],
    ]);
    expect(entries[1]).toMatchObject({ before: { title: "Premier titre", content: "<p>Texte</p>" }, after: { title: "Second titre", content: "<p>Texte revu</p>" } });
    expect(entries[2]).toMatchObject({ before: { category: "preparation" }, after: { category: "polynesia" } });
    expect(entries[3]).toMatchObject({ before: { status: "draft" }, after: { status: "published" } });

    // The difference between the first save and the second, word by word.
    const [first, second] = await Promise.all([findRevision(database.db, id, "fr", revisions[2]!.id), findRevision(database.db, id, "fr", revisions[1]!.id)]);
    const diff = revisionDiff(first!, second!);
    expect(diff.map((field) => field.field)).toEqual(["title", "content"]);
    expect(diff[0]!.parts).toEqual([
      { value: "Premier", removed: true, added: false },
      { value: "Second", added: true, removed: false },
      { value: " titre", added: false, removed: false },
    ]);
  });

  it("restores a revision's words, keeps the version's status, and keeps the restore as a revision", async () => {
    const editor = await insertStaff(database.db, { name: "Moana" });
    const id = await createNews(database.db, editor, newsInput({ title: "Version A", published: true }), at("2026-11-05T10:00:00Z"));
    const loaded = versionOf((await findNewsForEdit(database.db, id))!.updatedAt);
    await updateNews(database.db, editor, id, loaded, newsInput({ title: "Version B", excerpt: "Autre résumé", published: true }), at("2026-11-06T10:00:00Z"));
    const [, original] = await listRevisions(database.db, id, "fr");
    const openedBefore = versionOf((await findNewsForEdit(database.db, id))!.updatedAt);

    expect(await restoreRevision(database.db, editor, id, "fr", original!.id, at("2026-11-07T10:00:00Z"))).toBe(true);
    expect(await findNewsForEdit(database.db, id)).toMatchObject({ title: "Version A", excerpt: "Résumé", published: true });
    const [restore] = await listRevisions(database.db, id, "fr");
    expect(restore).toMatchObject({ reason: "restore", restoredFrom: original!.id, title: "Version A", authorName: "Moana" });
    // A form opened before the restore does not silently undo it.
    expect(await updateNews(database.db, editor, id, openedBefore, newsInput({ title: "Version C" }))).toMatchObject({ ok: false, reason: "conflict" });
    // Another version's revision, or none, restores nothing.
    expect(await restoreRevision(database.db, editor, id, "en", original!.id)).toBe(false);
    expect(await restoreRevision(database.db, editor, id, "fr", 999_999)).toBe(false);
  });

  it("records translations, their deletion, a story's deletion, and the server's schedules (a revision without author)", async () => {
    const editor = await insertStaff(database.db, { name: "Kenji" });
    const id = await createNews(database.db, editor, newsInput({ title: "Source", published: true }), at("2026-11-08T10:00:00Z"));
    const words = { title: "翻訳", excerpt: "要約", content: "<p>本文</p>", imageAlt: null, published: false, publishAt: at("2026-12-01T00:00:00Z"), unpublishAt: null };
    await saveTranslation(database.db, editor, id, "ja", { version: "", basedOn: "" }, words, at("2026-11-08T11:00:00Z"));
    await runDueSchedules(database.db, at("2026-12-01T00:00:05Z"));
    expect((await listRevisions(database.db, id, "ja")).map(({ authorName, reason, published }) => [authorName, reason, published])).toEqual([
      ["", "schedule", true],
      ["Kenji", "save", false],
    ]);
    expect(await deleteTranslation(database.db, editor, id, "ja")).toBe(true);
    expect(await deleteNews(database.db, editor, id)).toBe(true);
    const entries = (await auditEntries(database.db)).filter((entry) => entry.subjectId === String(id));
    expect(entries.map(({ action, subjectLabel }) => [action, subjectLabel])).toEqual([
      ["create", "Source (fr)"],
      ["create", "翻訳 (ja)"],
      ["delete", "翻訳 (ja)"],
      ["delete", "Source (fr)"],
    ]);
    expect(entries[1]).toMatchObject({ after: { title: "翻訳", status: "scheduled" } });
    expect(entries[3]).toMatchObject({ before: { title: "Source", status: "published" }, after: null });
  });
});

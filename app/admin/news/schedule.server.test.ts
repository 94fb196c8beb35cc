import { describe, expect, it } from "vitest";
import { scheduleErrors } from "./schedule.server.ts";
import { checkNewsForm } from "./news-form.server.ts";
import type { NewsFormValues } from "./news-fields.ts";

const now = new Date("2026-11-24T20:00:00Z");
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe("a version's schedule", () => {
  it("takes a publication to come, an end after it, or an end to a published version", () => {
    expect(scheduleErrors({ published: false, publishAt: later(1), unpublishAt: null }, now)).toEqual({});
    expect(scheduleErrors({ published: false, publishAt: later(1), unpublishAt: later(48) }, now)).toEqual({});
    expect(scheduleErrors({ published: true, publishAt: null, unpublishAt: later(2) }, now)).toEqual({});
    expect(scheduleErrors({ published: false, publishAt: null, unpublishAt: null }, now)).toEqual({});
  });

  it("says what is wrong next to the field that is", () => {
    expect(scheduleErrors({ published: true, publishAt: later(1), unpublishAt: null }, now)).toEqual({ publishAt: "adminNews.errors.scheduleWhilePublished" });
    expect(scheduleErrors({ published: false, publishAt: later(-1), unpublishAt: null }, now)).toEqual({ publishAt: "adminNews.errors.schedulePast" });
    expect(scheduleErrors({ published: false, publishAt: now, unpublishAt: null }, now)).toEqual({ publishAt: "adminNews.errors.schedulePast" });
    expect(scheduleErrors({ published: true, publishAt: null, unpublishAt: later(-2) }, now)).toEqual({ unpublishAt: "adminNews.errors.schedulePast" });
    expect(scheduleErrors({ published: false, publishAt: null, unpublishAt: later(2) }, now)).toEqual({ unpublishAt: "adminNews.errors.unpublishWithoutPublication" });
    expect(scheduleErrors({ published: false, publishAt: later(3), unpublishAt: later(2) }, now)).toEqual({ unpublishAt: "adminNews.errors.unpublishBeforePublish" });
  });

  it("reads the form's times in Tahiti time and keeps what was typed when refusing them", () => {
    const values: NewsFormValues = {
      title: "Titre",
      excerpt: "Résumé",
      coverMediaId: "",
      imageUrl: "",
      imageAlt: "",
      content: "<p>Texte</p>",
      category: "preparation",
      language: "fr",
      authorId: "",
      featured: "",
      published: "",
      publishAt: "2026-11-25T08:30",
      unpublishAt: "",
      version: "",
    };
    const check = checkNewsForm(values, now);
    expect(check.ok && check.input.publishAt?.toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(checkNewsForm({ ...values, publishAt: "2026-11-24T09:00" }, now)).toEqual({ ok: false, fieldErrors: { publishAt: "adminNews.errors.schedulePast" }, values: { ...values, publishAt: "2026-11-24T09:00" } });
    expect(checkNewsForm({ ...values, publishAt: "demain" }, now)).toMatchObject({ ok: false, fieldErrors: { publishAt: "adminNews.errors.scheduleInvalid" } });
    // Every error at once: the schedule's and the content's.
    expect(checkNewsForm({ ...values, publishAt: "2026-11-24T09:00", content: "<script>x</script>" }, now)).toMatchObject({
      ok: false,
      fieldErrors: { publishAt: "adminNews.errors.schedulePast", content: "adminNews.errors.contentRequired" },
    });
  });
});

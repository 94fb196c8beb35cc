import { describe, expect, it } from "vitest";
import type { Services } from "~/services.server.ts";
import { handleNewsForm } from "./form-action.server.ts";

const fields = { intent: "save", title: "Les Jeux arrivent", excerpt: "Un résumé.", imageUrl: "", content: "<p>Texte.</p>", category: "preparation", language: "fr", version: "" };
const post = () => new Request("http://localhost/admin/news/new", { method: "POST", body: new URLSearchParams(fields) });
const silent = { info() {}, warn() {}, error() {} };

/** The services a save needs, with a database that answers a ping or not. */
const services = (databaseAnswers: boolean) =>
  ({ log: silent, database: { ping: () => (databaseAnswers ? Promise.resolve() : Promise.reject(new Error("connection refused"))) } }) as unknown as Pick<Services, "log" | "database">;

const failingSave = () => Promise.reject(new Error("the query failed"));

describe("a news save that fails", () => {
  it("answers 503 with the values as sent when the database is down", async () => {
    const answer = await handleNewsForm(post(), services(false), failingSave);
    expect(answer).toMatchObject({ init: { status: 503 }, data: { ok: false, formError: "admin.saveUnavailable", values: { title: fields.title, content: fields.content } } });
  });

  it("answers 500 with the values as sent when the database is up", async () => {
    const answer = await handleNewsForm(post(), services(true), failingSave);
    expect(answer).toMatchObject({ init: { status: 500 }, data: { ok: false, formError: "adminNews.saveFailed", values: { title: fields.title } } });
  });
});

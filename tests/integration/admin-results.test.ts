import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { sportsResults } from "../../db/schema/results.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
let admin: string;
let moderator: string;

beforeAll(async () => {
  site = await startTestSite();
  [admin, moderator] = (await Promise.all([sessionFor(site, "admin"), sessionFor(site, "moderator")])).map((s) => s.cookie) as [string, string];
});
afterAll(async () => {
  await site?.close();
});

/** React escapes apostrophes in text as &#x27;. */
const html = (text: string) => text.replace(/'/g, "&#x27;");
const english = (cookie: string) => `${cookie}; lang=en`;
const get = (path: string, cookie: string) => fetch(site.url + path, { headers: { cookie }, redirect: "manual" });
const post = (path: string, cookie: string, fields: Record<string, string>) => postForm(site.url + path, cookie, fields);

const valid = {
  sport: "swimming",
  event: "200 m butterfly",
  athlete: "Test Swimmer Moana",
  country: "WLF",
  result: "2:01.55",
  medal: "silver",
  date: "2027-08-06",
};

async function rowOf(athlete: string) {
  const [row] = await site.database.db.select().from(sportsResults).where(eq(sportsResults.athlete, athlete));
  return row;
}

describe("/admin/results", () => {
  it("lists the results newest first with the spec's columns, medal badges and actions", async () => {
    const response = await get("/admin/results", admin);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<title>${fr.adminResults.title} — ${fr.admin.metaTitle}</title>`);
    for (const column of ["Sport/Épreuve", "Athlète", "Pays", "Résultat", "Médaille", "Date", "Actions"]) expect(page).toContain(`>${column}</th>`);
    expect(page).toContain('href="/admin/results/new"');
    expect(page).toContain("Demo Crew Tahiti");
    expect(page).toContain(">Or</span>");
    expect(page).toContain(">Argent</span>");
    expect(page).toContain(">Bronze</span>");
    expect(page).toContain(">Va&#x27;a</span>");
    expect(page).toContain("5 août 2027");
    // Newest day first: the va'a of 5 August comes before the 100 m of 2 August.
    expect(page.indexOf("Demo Crew Tahiti")).toBeLessThan(page.indexOf("Demo Athlete A"));
    expect(page).toMatch(/href="\/admin\/results\/\d+\/edit"/);
    expect(page).toContain('name="intent" value="delete"');

    const moderatorPage = await (await get("/admin/results", moderator)).text();
    expect(moderatorPage).toContain("Demo Crew Tahiti");
    expect(moderatorPage).not.toContain('value="delete"');
  });

  it("speaks the interface language", async () => {
    const page = await (await get("/admin/results", english(admin))).text();
    expect(page).toContain(`>${en.adminResults.colSportEvent}</th>`);
    expect(page).toContain(">Gold</span>");
    expect(page).toContain(">Swimming</span>");
    expect(page).toContain("5 Aug 2027");
  });

  it.each([
    ["Demo Judoka", "fr", ["Demo Judoka A", "Demo Judoka D"], ["Demo Swimmer A"]],
    ["freestyle", "fr", ["Demo Swimmer A", "Demo Swimmer C"], ["Demo Judoka A"]],
    ["natation", "fr", ["Demo Swimmer A", "Demo Swimmer B"], ["Demo Athlete A"]],
    ["NATATION", "fr", ["Demo Swimmer C"], ["Demo Lifter A"]],
    ["fidji", "fr", ["Demo Athlete A", "Demo Swimmer C", "Demo Judoka C"], ["Demo Athlete B"]],
    ["îles cook", "fr", ["Demo Crew Cook Islands"], ["Demo Crew Tahiti"]],
    ["weightlifting", "en", ["Demo Lifter A"], ["Demo Athlete A"]],
  ] as const)("searches %j (%s)", async (q, locale, found, absent) => {
    const cookie = locale === "en" ? english(admin) : admin;
    const page = await (await get(`/admin/results?q=${encodeURIComponent(q)}`, cookie)).text();
    for (const athlete of found) expect(page).toContain(`>${athlete}</th>`);
    for (const athlete of absent) expect(page).not.toContain(`>${athlete}</th>`);
  });

  it("says when nothing matches", async () => {
    const page = await (await get("/admin/results?q=zzz-nothing", admin)).text();
    expect(page).toContain("Aucun résultat ne correspond à « zzz-nothing ».");
  });

  it("pages 50 results at a time", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ ...valid, athlete: `Pager ${i}`, medal: null, date: "2027-08-14" }));
    await site.database.db.insert(sportsResults).values(rows);
    const first = await (await get("/admin/results?q=Pager", admin)).text();
    expect(first.match(/data-testid="result-row"/g)).toHaveLength(50);
    expect(first).toContain("Page 1 sur 2");
    expect(first).toContain('href="/admin/results?q=Pager&amp;page=2"');
    const second = await (await get("/admin/results?q=Pager&page=2", admin)).text();
    expect(second.match(/data-testid="result-row"/g)).toHaveLength(10);
    await site.database.db.delete(sportsResults).where(eq(sportsResults.date, "2027-08-14"));
  });
});

describe("/admin/results/new", () => {
  it("shows the form with today in Tahiti, no medal by default and every sport and delegation", async () => {
    const page = await (await get("/admin/results/new", admin)).text();
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Tahiti" }).format(new Date());
    expect(page).toContain(`<h1 class="text-3xl font-bold text-ocean-900">${fr.adminResults.newTitle}</h1>`);
    expect(page).toMatch(new RegExp(`<input[^>]*type="date"[^>]*value="${today}"|<input[^>]*value="${today}"[^>]*type="date"`));
    expect(page).toContain('<option value="none" selected="">Aucune médaille</option>');
    expect(page).toContain(">Date de la compétition");
    expect(page.match(/<option value="[a-z-]+">/g)?.length).toBe(24 + 3);
    expect(page.match(/<option value="[A-Z]{3}">/g)?.length).toBe(24);
    expect(page).toContain('<option value="swimming">Natation</option>');
    expect(page).toContain('<option value="FIJ">Fidji</option>');
  });

  it("creates a result, which the delegation's public page then shows", async () => {
    const response = await post("/admin/results/new", admin, valid);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(fr.adminResults.created);
    expect(page).toContain('role="status"');
    const row = await rowOf(valid.athlete);
    expect(row).toMatchObject({ ...valid, medal: "silver" });

    const publicPage = await (await get("/countries/WLF", site.gateCookie)).text();
    expect(publicPage).toContain(valid.athlete);
    expect(publicPage).toContain("2:01.55");
  });

  it("lets a moderator create, storing 'none' as no medal", async () => {
    const response = await post("/admin/results/new", moderator, { ...valid, athlete: "Moderator Entry", medal: "none" });
    expect(response.status).toBe(200);
    expect((await rowOf("Moderator Entry"))?.medal).toBeNull();
  });

  const invalid: [string, string, keyof typeof fr.adminResults.errors][] = [
    ["sport", "curling", "choice"],
    ["sport", "", "required"],
    ["event", "", "required"],
    ["athlete", "   ", "required"],
    ["country", "FRA", "choice"],
    ["result", "x".repeat(101), "tooLong"],
    ["medal", "Or", "choice"],
    ["date", "06/08/2027", "dateFormat"],
    ["date", "2027-02-30", "dateInvalid"],
    ["date", "", "required"],
  ];
  it.each(invalid.flatMap(([field, value, error]) => (["fr", "en"] as const).map((locale) => [field, value, error, locale] as const)))(
    "refuses %s = %j with %s (%s), next to the field, keeping the input",
    async (field, value, error, locale) => {
      const athlete = `Refused ${field} ${locale}`;
      const fields = { ...valid, athlete, [field]: value };
      const response = await post("/admin/results/new", locale === "en" ? english(admin) : admin, fields);
      expect(response.status).toBe(400);
      const page = await response.text();
      const messages = locale === "en" ? en.adminResults : fr.adminResults;
      expect(page).toContain(`id="result-${field}-error"`);
      expect(page).toContain(html(messages.errors[error]));
      expect(page).toContain(html(messages.invalidSummary));
      expect(page).toMatch(new RegExp(`id="result-${field}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*result-${field}-error`));
      if (field !== "athlete") expect(page).toContain(`value="${athlete}"`);
      if (["event", "result", "date"].includes(field) && value) expect(page).toContain(`value="${value}"`);
      expect(await rowOf(athlete)).toBeUndefined();
    },
  );

  it("says the date format in English as the specification words it", () => {
    expect(en.adminResults.errors.dateFormat).toBe("Date must be in YYYY-MM-DD format.");
  });
});

describe("/admin/results/{id}/edit", () => {
  it("loads, updates and stays on the form", async () => {
    await post("/admin/results/new", admin, { ...valid, athlete: "To Edit" });
    const row = await rowOf("To Edit");
    const path = `/admin/results/${row!.id}/edit`;
    const form = await (await get(path, moderator)).text();
    expect(form).toContain('value="To Edit"');
    expect(form).toContain('<option value="silver" selected="">Argent</option>');
    expect(form).toContain('value="2027-08-06"');
    expect(form).toContain(`>${fr.adminResults.update}</button>`);

    const response = await post(path, moderator, { ...valid, athlete: "Edited", medal: "gold", date: "2027-08-07" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(fr.adminResults.updated);
    expect(await site.database.db.select().from(sportsResults).where(eq(sportsResults.id, row!.id))).toMatchObject([
      { athlete: "Edited", medal: "gold", date: "2027-08-07" },
    ]);

    const refused = await post(path, moderator, { ...valid, date: "2027-13-01" });
    expect(refused.status).toBe(400);
    expect((await rowOf("Edited"))?.date).toBe("2027-08-07");
  });

  it("answers 404 with 'Impossible de charger le résultat' for an unknown id", async () => {
    for (const path of ["/admin/results/999999/edit", "/admin/results/abc/edit"]) {
      const response = await get(path, admin);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(fr.adminResults.loadFailed);
    }
    expect((await post("/admin/results/999999/edit", admin, valid)).status).toBe(404);
  });
});

describe("deleting a result", () => {
  it("is refused to a moderator with 403, and done for an admin", async () => {
    await post("/admin/results/new", admin, { ...valid, athlete: "To Delete" });
    const row = await rowOf("To Delete");
    const fields = { intent: "delete", id: String(row!.id) };

    expect((await post("/admin/results", moderator, fields)).status).toBe(403);
    expect(await rowOf("To Delete")).toBeDefined();

    const response = await post("/admin/results", admin, fields);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(fr.adminResults.deleted);
    expect(await rowOf("To Delete")).toBeUndefined();
    expect((await post("/admin/results", admin, fields)).status).toBe(404);
    expect((await post("/admin/results", admin, { intent: "role", id: "1" })).status).toBe(400);
  });

  it("asks for confirmation in the browser with the spec's sentence", () => {
    expect(fr.adminResults.confirmDelete).toBe("Êtes-vous sûr de vouloir supprimer ce résultat ?");
  });
});

describe("the dashboard", () => {
  it("links to the results list and form", async () => {
    const page = await (await get("/admin/dashboard", moderator)).text();
    expect(page).toContain('href="/admin/results"');
    expect(page).toContain('href="/admin/results/new"');
  });
});

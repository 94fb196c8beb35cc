import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { visibleText } from "../helpers/html.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";

// Issue 21: the accreditation types are the organisers' content, edited in the back office.

const FORM = "/admin/content/accreditation/media";

let site: TestSite;
let moderator: string;
beforeAll(async () => {
  site = await startTestSite();
  moderator = (await sessionFor(site, "moderator")).cookie;
});
afterAll(async () => {
  await site?.close();
});

const text = (element: HTMLElement) => visibleText(element.innerHTML).replace(/\s+/gu, " ").trim();

async function page(pathname: string, cookie = site.gateCookie): Promise<HTMLElement> {
  const response = await fetch(site.url + pathname, { headers: { cookie } });
  expect(response.status, pathname).toBe(200);
  return parse(await response.text());
}

/** What a browser would post from the form as it stands: every named control's value. */
function formValues(root: HTMLElement): Record<string, string> {
  const form = root.querySelectorAll("form").find((candidate) => candidate.querySelector('input[name="version"]'))!;
  const values: Record<string, string> = {};
  for (const control of form.querySelectorAll("input[name], textarea[name], select[name]")) {
    const name = control.getAttribute("name")!;
    if (control.tagName === "SELECT") values[name] = control.querySelector("option[selected]")?.getAttribute("value") ?? "";
    else if (control.tagName === "TEXTAREA") values[name] = control.textContent;
    else if (control.getAttribute("type") !== "checkbox" && name !== "intent") values[name] = control.getAttribute("value") ?? "";
  }
  return values;
}

const mediaCard = (root: HTMLElement) => root.querySelector("#accreditation-media")!;

describe("editing an accreditation type in the back office", () => {
  it("refuses a bad date next to its field, keeping what was typed", async () => {
    const values = formValues(await page(FORM, moderator));
    expect(values["name.fr"]).toBe("Médias");
    expect(values.version).toMatch(/^\d+$/);
    const response = await postForm(site.url + FORM, moderator, { ...values, intent: "save", "name.en": "Press (edited)", deadline: "2027-02-30" });
    expect(response.status).toBe(400);
    const root = parse(await response.text());
    const deadline = root.querySelector('input[name="deadline"]')!;
    expect(deadline.getAttribute("aria-invalid")).toBe("true");
    expect(deadline.getAttribute("value")).toBe("2027-02-30");
    const errorId = deadline.getAttribute("aria-describedby")!.split(" ").find((id) => id.endsWith("-error"))!;
    expect(text(root.querySelector(`#${errorId}`)!)).toBe(fr.adminContent.errors.date);
    expect(root.querySelector('input[name="name.en"]')!.getAttribute("value")).toBe("Press (edited)");
    // Nothing was saved.
    expect(text(mediaCard(await page("/en/accreditation")).querySelector("h3")!)).toBe("Media");
  });

  it("saves two languages, the deadline and an open status, and /accreditation and /media show them at once", async () => {
    // Rendered (and stored by the page cache) before the change.
    await page("/accreditation");
    await page("/ja/media");
    const values = formValues(await page(FORM, moderator));
    const response = await postForm(site.url + FORM, moderator, {
      ...values,
      intent: "save",
      "name.fr": "Médias et photographes",
      "name.ja": "報道・写真",
      deadline: "2027-05-15",
      status: "open",
    });
    expect(response.status).toBe(200);
    expect(text(parse(await response.text()))).toContain(fr.adminContent.updated);

    for (const [pathname, name, open, deadline] of [
      ["/accreditation", "Médias et photographes", "Ouvert", "15 mai 2027"],
      ["/ja/accreditation", "報道・写真", "受付中", "2027年5月15日"],
    ] as const) {
      const card = mediaCard(await page(pathname));
      expect(text(card.querySelector("h3")!), pathname).toBe(name);
      expect(text(card.querySelector("[data-status]")!), pathname).toBe(open);
      expect(card.querySelector('time[datetime="2027-05-15"]')?.text, pathname).toBe(deadline);
      // Open whatever the date: the apply link shows.
      expect(card.querySelectorAll("a").length, pathname).toBe(1);
    }
    for (const [pathname, deadline] of [
      ["/media", "15 mai 2027"],
      ["/ja/media", "2027年5月15日"],
    ] as const) {
      const section = (await page(pathname)).querySelector('section[aria-labelledby="accreditation"]')!;
      expect(section.querySelector('time[datetime="2027-05-15"]')?.text, pathname).toBe(deadline);
    }
    // A language left as it was stays as it was.
    expect(text(mediaCard(await page("/en/accreditation")).querySelector("h3")!)).toBe("Media");
  });

  it("does not let a moderator delete a type", async () => {
    const response = await postForm(site.url + FORM, moderator, { intent: "delete" });
    expect(response.status).toBe(403);
    expect(mediaCard(await page("/accreditation"))).toBeTruthy();
  });
});

import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, partnershipRequests } from "../../db/schema/contact.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeEach(async () => {
  errors.length = 0;
  context = await unlockedContext(e2e.browser, e2e.site, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async () => {
  await context?.close();
  expect(errors).toEqual([]);
});

const toast = () => page.locator("[data-toast-region] li");

describe("the contact form in a browser", () => {
  it("shows the error next to a bad email, keeps the input, then sends, confirms and empties the form", async () => {
    await page.goto(`${e2e.site.url}/contact`);
    await page.getByLabel("Nom complet").fill("Hina Teriitahi");
    await page.getByLabel("Adresse email").fill("hina-at-example.pf");
    await page.getByLabel("Sujet").selectOption("media");
    await page.getByLabel("Votre message").fill("Bonjour, je prépare un reportage sur les Jeux.");
    await page.getByRole("button", { name: "Envoyer le message" }).click();

    const email = page.getByLabel("Adresse email");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    const errorId = await email.getAttribute("aria-describedby");
    expect(await page.locator(`#${errorId}`).textContent()).toBe("Adresse email invalide");
    expect(await email.inputValue()).toBe("hina-at-example.pf");
    expect(await page.getByLabel("Nom complet").inputValue()).toBe("Hina Teriitahi");
    expect(await page.getByLabel("Sujet").inputValue()).toBe("media");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-email");
    await expectNoAxeViolations(page);

    await email.fill("hina@example.pf");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect.poll(() => toast().textContent()).toContain("Message envoyé");
    expect(await page.getByRole("status").filter({ hasText: "Message envoyé" }).count()).toBe(1);
    expect(await page.getByLabel("Nom complet").inputValue()).toBe("");
    expect(await page.getByLabel("Adresse email").inputValue()).toBe("");
    expect(await page.getByLabel("Sujet").inputValue()).toBe("");
    expect(await page.getByLabel("Votre message").inputValue()).toBe("");
    expect(await page.getByLabel("Adresse email").getAttribute("aria-invalid")).toBeNull();

    const rows = await e2e.site.database.db.select().from(contactMessages);
    expect(rows).toMatchObject([{ name: "Hina Teriitahi", email: "hina@example.pf", subject: "media", language: "fr" }]);
  });

  it("sends a partnership request and shows the specification's toast", async () => {
    await page.goto(`${e2e.site.url}/partners`);
    await page.getByRole("link", { name: "Demander ce niveau de partenariat" }).nth(3).click();
    await page.waitForURL(`${e2e.site.url}/partners?category=supplier#partner-form`);
    await expect.poll(() => page.getByLabel("Type de partenariat").inputValue()).toBe("supplier");
    await page.getByLabel("Entreprise ou organisation").fill("Fare Va'a SARL");
    await page.getByLabel("Personne à contacter").fill("Teva Tauotaha");
    await page.getByLabel("Adresse email").fill("teva@example.pf");
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect.poll(() => toast().textContent()).toContain("Demande envoyée");
    expect(await toast().textContent()).toContain("Nous vous contacterons pour discuter des opportunités de partenariat.");
    expect(await page.getByLabel("Entreprise ou organisation").inputValue()).toBe("");
    expect(await e2e.site.database.db.select().from(partnershipRequests)).toMatchObject([{ company: "Fare Va'a SARL", category: "supplier" }]);
  });

  it("says it is sending and sends once however often a slow connection makes the visitor click", async () => {
    let posts = 0;
    await page.route(`${e2e.site.url}/contact`, async (route) => {
      if (route.request().method() === "POST") {
        posts++;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await route.continue();
    });
    await page.goto(`${e2e.site.url}/contact`);
    await page.getByLabel("Nom complet").fill("Moana Patient");
    await page.getByLabel("Adresse email").fill("moana@example.pf");
    await page.getByLabel("Sujet").selectOption("general");
    await page.getByLabel("Votre message").fill("Une seule fois, s'il vous plaît.");
    // Two clicks and a look at the button in one go, before the next document replaces it.
    const button = await page.locator("main form button[type=submit]").evaluate((element: HTMLButtonElement) => {
      element.click();
      element.click();
      return { label: element.textContent, disabled: element.getAttribute("aria-disabled") };
    });
    expect(button).toEqual({ label: "Envoi en cours…", disabled: "true" });
    await expect.poll(() => toast().textContent()).toContain("Message envoyé");
    expect(posts).toBe(1);
    expect(await e2e.site.database.db.select().from(contactMessages).where(eq(contactMessages.name, "Moana Patient"))).toHaveLength(1);
  });
});

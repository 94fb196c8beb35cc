import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { contactMessages, partnershipRequests } from "../../db/schema/contact.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

const errors: string[] = [];
test.beforeEach(({ page }) => {
  errors.length = 0;
  page.on("pageerror", (error) => errors.push(error.message));
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

const toast = (page: Page) => page.locator("[data-toast-region] li");
/** Names no other test on the shared site sends, to find this test's rows among theirs. */
const unique = (name: string) => `${name} ${test.info().workerIndex}-${Date.now()}`;

test.describe("the contact form in a browser", () => {
  test("shows the error next to a bad email, keeps the input, then sends, confirms and empties the form", async ({ page, site }) => {
    const name = unique("Hina Teriitahi");
    const address = `hina.${Date.now()}@example.pf`;
    await page.goto("/contact");
    await page.getByLabel("Nom complet").fill(name);
    await page.getByLabel("Adresse email").fill("hina-at-example.pf");
    await page.getByLabel("Sujet").selectOption("media");
    await page.getByLabel("Votre message").fill("Bonjour, je prépare un reportage sur les Jeux.");
    await page.getByRole("button", { name: "Envoyer le message" }).click();

    const email = page.getByLabel("Adresse email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const errorId = await email.getAttribute("aria-describedby");
    await expect(page.locator(`#${errorId}`)).toHaveText("Adresse email invalide");
    await expect(email).toHaveValue("hina-at-example.pf");
    await expect(page.getByLabel("Nom complet")).toHaveValue(name);
    await expect(page.getByLabel("Sujet")).toHaveValue("media");
    await expect(page.locator("#contact-email")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await email.fill(address);
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(toast(page)).toContainText("Message envoyé");
    await expect(page.getByRole("status").filter({ hasText: "Message envoyé" })).toHaveCount(1);
    await expect(page.getByLabel("Nom complet")).toHaveValue("");
    await expect(page.getByLabel("Adresse email")).toHaveValue("");
    await expect(page.getByLabel("Sujet")).toHaveValue("");
    await expect(page.getByLabel("Votre message")).toHaveValue("");
    await expect(page.getByLabel("Adresse email")).not.toHaveAttribute("aria-invalid");

    // One row for the two posts: the refused one kept nothing.
    const rows = await site.database.db.select().from(contactMessages).where(eq(contactMessages.name, name));
    expect(rows).toMatchObject([{ name, email: address, subject: "media", language: "fr" }]);
  });

  test("sends a partnership request and shows the specification's toast", async ({ page, site }) => {
    const company = unique("Fare Va'a SARL");
    await page.goto("/partners");
    await page.getByRole("link", { name: "Demander ce niveau de partenariat" }).nth(3).click();
    await expect(page).toHaveURL("/partners?category=supplier#partner-form");
    await expect(page.getByLabel("Type de partenariat")).toHaveValue("supplier");
    await page.getByLabel("Entreprise ou organisation").fill(company);
    await page.getByLabel("Personne à contacter").fill("Teva Tauotaha");
    await page.getByLabel("Adresse email").fill("teva@example.pf");
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(toast(page)).toContainText("Demande envoyée");
    await expect(toast(page)).toContainText("Nous vous contacterons pour discuter des opportunités de partenariat.");
    await expect(page.getByLabel("Entreprise ou organisation")).toHaveValue("");
    expect(await site.database.db.select().from(partnershipRequests).where(eq(partnershipRequests.company, company))).toMatchObject([{ company, category: "supplier" }]);
  });

  test("says it is sending and sends once however often a slow connection makes the visitor click", async ({ page, site }) => {
    const name = unique("Moana Patient");
    let posts = 0;
    await page.route("/contact", async (route) => {
      if (route.request().method() === "POST") {
        posts++;
        // The slow connection: the answer comes a second late.
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await route.continue();
    });
    await page.goto("/contact");
    await page.getByLabel("Nom complet").fill(name);
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
    await expect(toast(page)).toContainText("Message envoyé");
    expect(posts).toBe(1);
    expect(await site.database.db.select().from(contactMessages).where(eq(contactMessages.name, name))).toHaveLength(1);
  });
});

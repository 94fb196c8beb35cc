import { eq } from "drizzle-orm";
import { contactMessages, partnershipRequests } from "../../db/schema/index.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";
import type { TestSite } from "../helpers/site.ts";

/**
 * A site of its own: the file sends four messages through the contact form, which takes five from an
 * address in ten minutes (LIMIT_RULES.publicForms), and the other files that send it would share that
 * allowance on a shared site.
 */
test.use({ ownSite: true });

/** A visitor's message, sent through the contact form as a browser without JavaScript would. */
async function sendMessage(site: TestSite, fields: Record<string, string>, pathname = "/contact") {
  const response = await fetch(site.url + pathname, { method: "POST", body: new URLSearchParams(fields), headers: { cookie: site.gateCookie } });
  expect(response.status).toBe(200);
  const [row] = await site.database.db.select().from(contactMessages).where(eq(contactMessages.email, fields.email!));
  return row!;
}

test.describe("the inbox in a browser", () => {
  test("lets a moderator read a message, find the reply link and mark it answered", async ({ site, signIn }) => {
    const row = await sendMessage(
      site,
      {
        name: "Hina Teriitahi",
        email: "hina.e2e@example.pf",
        subject: "accreditation",
        department: "accreditation",
        message: "Bonjour,\nComment accréditer une équipe de tournage de trois personnes ?",
      },
      "/en/contact",
    );
    const context = await signIn("moderator");
    const page = await context.newPage();
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: fr.adminInbox.statNew }).click();
    await expect(page).toHaveURL("/admin/inbox?status=new");
    await expect(page.getByLabel(fr.adminInbox.statusLabel)).toHaveValue("new");
    await page.getByRole("rowheader", { name: /Hina Teriitahi/ }).getByRole("link", { name: "Hina Teriitahi" }).click();
    await expect(page).toHaveURL(`/admin/inbox/contact/${row.id}`);

    await expect(page.getByRole("heading", { level: 1, name: "Message de Hina Teriitahi" })).toBeVisible();
    // innerText, exactly: toHaveText would fold the line break the visitor typed into a space.
    await expect.poll(() => page.locator('[lang="en"].whitespace-pre-wrap').innerText()).toBe("Bonjour,\nComment accréditer une équipe de tournage de trois personnes ?");
    const reply = page.getByRole("link", { name: fr.adminInbox.reply });
    await expect(reply).toHaveAttribute("href", `mailto:hina.e2e@example.pf?subject=${encodeURIComponent("Re: Tahiti 2027 — we have received your message")}`);
    await expect(reply).toHaveAttribute("aria-describedby", "reply-hint");

    await page.getByLabel(fr.adminInbox.fields.status).selectOption("answered");
    await page.getByRole("button", { name: fr.adminInbox.save }).click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminInbox.saved }).first()).toBeVisible();
    const [saved] = await site.database.db.select().from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(saved!.status).toBe("answered");
    expect(await axeViolations(page)).toEqual([]);

    // Back in the list, it has left the new messages and is among the answered ones.
    await page.getByRole("link", { name: fr.adminInbox.backToList }).click();
    await expect(page).toHaveURL("/admin/inbox");
    await page.getByLabel(fr.adminInbox.statusLabel).selectOption("answered");
    await page.getByRole("button", { name: fr.adminInbox.filter }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\?.*status=answered/);
    await expect(page.getByRole("rowheader", { name: /Hina Teriitahi/ })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Hina Teriitahi" })).toContainText(fr.adminInbox.statuses.answered);
  });

  test("focuses the field a refused save points at", async ({ site, signIn }) => {
    const row = await sendMessage(site, { name: "Teva", email: "teva.e2e@example.pf", subject: "general", message: "Une question sur les billets." });
    const context = await signIn("moderator");
    const page = await context.newPage();
    await page.goto(`/admin/inbox/contact/${row.id}`);
    // The form is React's once the page has hydrated: the option changed below must be its.
    await page.waitForLoadState("networkidle");
    // An assignee who is no longer on the staff list by the time the form is sent.
    await page.locator("#handling-assignee option").nth(1).evaluate((option: HTMLOptionElement) => (option.value = "gone"));
    await page.getByLabel(fr.adminInbox.fields.assignee).selectOption({ index: 1 });
    await page.getByRole("button", { name: fr.adminInbox.save }).click();
    await expect(page.locator("#handling-assignee-error")).toBeVisible();
    await expect(page.locator("#handling-assignee")).toBeFocused();
    await expect(page.locator("#handling-assignee-error")).toHaveText(fr.forms.errors.choice);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const lang of ["fr", "ja"]) {
    test(`has no axe violation on the inbox pages at 390 px and 1366 px (${lang})`, async ({ site, signIn }) => {
      // Twelve pages, each loaded, left to settle and checked by axe: past the usual time on a busy machine.
      test.slow();
      const contact = await sendMessage(
        site,
        { name: "山田 健二", email: `kenji.${lang}@example.jp`, phone: "+81 3 1234 5678", subject: "volunteers", department: "volunteers", message: "ボランティアとして大会に参加したいと考えています。" },
        "/ja/contact",
      );
      const [request] = await site.database.db
        .insert(partnershipRequests)
        .values({ company: "Pacific Ocean Airlines International Holdings Limited", contact: "Jonathan Whitmore-Fitzgerald", email: `jonathan.${lang}@example.com`, category: "official", language: "en", ip: "192.0.2.1" })
        .returning();
      const context = await signIn("admin", lang);
      const messages = lang === "ja" ? ja : fr;
      const page = await context.newPage();
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 844 });
        for (const path of ["/admin/inbox", "/admin/inbox?kind=contact&status=new&q=kenji", `/admin/inbox/contact/${contact.id}`, `/admin/inbox/partnership/${request!.id}`, "/admin/inbox/contact/999999", "/admin/dashboard"]) {
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          expect(await axeViolations(page, `${width} px`)).toEqual([]);
          // Nothing runs off the side of a phone's screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
        }
      }
      await page.goto("/admin/inbox");
      await expect(page.getByRole("link", { name: messages.adminInbox.export })).toBeVisible();
    });
  }
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, partnershipRequests } from "../../db/schema/index.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { signedInContext, withPage } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

/** A visitor's message, sent through the contact form as a browser without JavaScript would. */
async function sendMessage(fields: Record<string, string>, pathname = "/contact") {
  const response = await fetch(e2e.site.url + pathname, { method: "POST", body: new URLSearchParams(fields), headers: { cookie: e2e.site.gateCookie } });
  expect(response.status).toBe(200);
  const [row] = await e2e.site.database.db.select().from(contactMessages).where(eq(contactMessages.email, fields.email!));
  return row!;
}

describe("the inbox in a browser", () => {
  it("lets a moderator read a message, find the reply link and mark it answered", async () => {
    const row = await sendMessage(
      {
        name: "Hina Teriitahi",
        email: "hina.e2e@example.pf",
        subject: "accreditation",
        department: "accreditation",
        message: "Bonjour,\nComment accréditer une équipe de tournage de trois personnes ?",
      },
      "/en/contact",
    );
    const context = await signedInContext(e2e.browser, e2e.site, "moderator");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/dashboard`);
      await page.getByRole("link", { name: fr.adminInbox.statNew }).click();
      await page.waitForURL(`${e2e.site.url}/admin/inbox?status=new`);
      expect(await page.getByLabel(fr.adminInbox.statusLabel).inputValue()).toBe("new");
      await page.getByRole("rowheader", { name: /Hina Teriitahi/ }).getByRole("link", { name: "Hina Teriitahi" }).click();
      await page.waitForURL(`${e2e.site.url}/admin/inbox/contact/${row.id}`);

      await page.getByRole("heading", { level: 1, name: "Message de Hina Teriitahi" }).waitFor();
      expect(await page.locator('[lang="en"].whitespace-pre-wrap').innerText()).toBe("Bonjour,\nComment accréditer une équipe de tournage de trois personnes ?");
      const reply = page.getByRole("link", { name: fr.adminInbox.reply });
      expect(await reply.getAttribute("href")).toBe(`mailto:hina.e2e@example.pf?subject=${encodeURIComponent("Re: Tahiti 2027 — we have received your message")}`);
      expect(await reply.getAttribute("aria-describedby")).toBe("reply-hint");

      await page.getByLabel(fr.adminInbox.fields.status).selectOption("answered");
      await page.getByRole("button", { name: fr.adminInbox.save }).click();
      await page.getByRole("status").filter({ hasText: fr.adminInbox.saved }).first().waitFor();
      const [saved] = await e2e.site.database.db.select().from(contactMessages).where(eq(contactMessages.id, row.id));
      expect(saved!.status).toBe("answered");
      await expectNoAxeViolations(page);

      // Back in the list, it has left the new messages and is among the answered ones.
      await page.getByRole("link", { name: fr.adminInbox.backToList }).click();
      await page.waitForURL(`${e2e.site.url}/admin/inbox`);
      await page.getByLabel(fr.adminInbox.statusLabel).selectOption("answered");
      await page.getByRole("button", { name: fr.adminInbox.filter }).click();
      await page.waitForURL(/\/admin\/inbox\?.*status=answered/);
      await page.getByRole("rowheader", { name: /Hina Teriitahi/ }).waitFor();
      expect(await page.getByRole("row").filter({ hasText: "Hina Teriitahi" }).textContent()).toContain(fr.adminInbox.statuses.answered);
    });
    await context.close();
  });

  it("focuses the field a refused save points at", async () => {
    const row = await sendMessage({ name: "Teva", email: "teva.e2e@example.pf", subject: "general", message: "Une question sur les billets." });
    const context = await signedInContext(e2e.browser, e2e.site, "moderator");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/inbox/contact/${row.id}`);
      await page.waitForLoadState("networkidle");
      // An assignee who is no longer on the staff list by the time the form is sent.
      await page.locator("#handling-assignee option").nth(1).evaluate((option: HTMLOptionElement) => (option.value = "gone"));
      await page.getByLabel(fr.adminInbox.fields.assignee).selectOption({ index: 1 });
      await page.getByRole("button", { name: fr.adminInbox.save }).click();
      await page.locator("#handling-assignee-error").waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("handling-assignee");
      expect(await page.locator("#handling-assignee-error").innerText()).toBe(fr.forms.errors.choice);
      await expectNoAxeViolations(page);
    });
    await context.close();
  });

  it.each(["fr", "ja"])("has no axe violation on the inbox pages at 390 px and 1366 px (%s)", async (lang) => {
    const contact = await sendMessage({ name: "山田 健二", email: `kenji.${lang}@example.jp`, phone: "+81 3 1234 5678", subject: "volunteers", department: "volunteers", message: "ボランティアとして大会に参加したいと考えています。" }, "/ja/contact");
    const [request] = await e2e.site.database.db
      .insert(partnershipRequests)
      .values({ company: "Pacific Ocean Airlines International Holdings Limited", contact: "Jonathan Whitmore-Fitzgerald", email: `jonathan.${lang}@example.com`, category: "official", language: "en", ip: "192.0.2.1" })
      .returning();
    const context = await signedInContext(e2e.browser, e2e.site, "admin", lang);
    const messages = lang === "ja" ? ja : fr;
    await withPage(context, async (page) => {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 844 });
        for (const path of ["/admin/inbox", "/admin/inbox?kind=contact&status=new&q=kenji", `/admin/inbox/contact/${contact.id}`, `/admin/inbox/partnership/${request!.id}`, "/admin/inbox/contact/999999", "/admin/dashboard"]) {
          await page.goto(e2e.site.url + path);
          await page.waitForLoadState("networkidle");
          await expectNoAxeViolations(page, `${width} px`);
          // Nothing runs off the side of a phone's screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
        }
      }
      await page.goto(`${e2e.site.url}/admin/inbox`);
      await page.getByRole("link", { name: messages.adminInbox.export }).waitFor();
    });
    await context.close();
  });
});

import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { signedInContext, withPage } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { CLEAN_SVG, picture } from "../helpers/media-fixtures.ts";
import { postFiles, type FileAnswer } from "../helpers/media-posts.ts";

const e2e = siteAndBrowser();

describe("the media library in a browser", () => {
  it("uploads several files with a progress bar each, says which were refused, takes alt text, credit and focal point, replaces the file, and lists the rest", async () => {
    const context = await signedInContext(e2e.browser, e2e.site, "moderator");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/dashboard`);
      await page.getByRole("link", { name: fr.adminMedia.upload }).click();
      await page.waitForURL(`${e2e.site.url}/admin/media/upload`);
      // A slow connection, so the bar has time to be seen moving.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 4_000_000, uploadThroughput: 20_000 });
      const photo = await picture("jpeg", 2400, 1600);
      await page.setInputFiles("#files", [
        { name: "Plage de Matira.jpg", mimeType: "image/jpeg", buffer: photo },
        { name: "faux.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<html>pas une image</html>") },
      ]);
      await page.getByRole("button", { name: fr.adminMedia.send }).click();
      const first = page.getByTestId("upload").filter({ hasText: "Plage de Matira.jpg" });
      await first.locator("progress").waitFor();
      await first.getByText(fr.adminMedia.stored).waitFor({ timeout: 30_000 });
      const refused = page.getByTestId("upload").filter({ hasText: "faux.jpg" });
      await refused.getByRole("alert").filter({ hasText: fr.adminMedia.refusedType }).waitFor();
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await expectNoAxeViolations(page);

      await first.getByRole("link", { name: fr.adminMedia.edit.replace("{{title}}", "Plage de Matira.jpg") }).click();
      await page.getByLabel("Français").fill("La plage de Matira à Bora Bora, sable blanc et lagon turquoise");
      await page.getByLabel(fr.adminMedia.fieldCredit).fill("Photo : COJ Tahiti 2027");
      // A click on the picture, a quarter across and three quarters down, sets the focal point.
      const focal = page.getByRole("button", { name: fr.adminMedia.focusLegend });
      const box = (await focal.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
      expect(await page.getByLabel(fr.adminMedia.fieldFocusX).inputValue()).toBe("25");
      await page.getByRole("button", { name: fr.adminMedia.save }).click();
      await page.getByRole("status").filter({ hasText: fr.adminMedia.saved }).first().waitFor();
      await expectNoAxeViolations(page);

      // Another picture takes the file's place, its progress shown; the words stay.
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 4_000_000, uploadThroughput: 20_000 });
      await page.setInputFiles("#replacement", { name: "Matira recadrée.jpg", mimeType: "image/jpeg", buffer: await picture("jpeg", 1800, 1200) });
      await page.getByRole("button", { name: fr.adminMedia.replaceButton, exact: true }).click();
      const replacing = page.getByTestId("replace-status");
      await replacing.locator("progress").waitFor();
      await replacing.getByText(fr.adminMedia.replaced).waitFor({ timeout: 30_000 });
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await page.getByText(fr.adminMedia.dimensions.replace("{{width}}", "1800").replace("{{height}}", "1200")).waitFor();
      expect(await page.getByLabel("Français").inputValue()).toBe("La plage de Matira à Bora Bora, sable blanc et lagon turquoise");
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: fr.adminMedia.backToLibrary }).click();
      const item = page.getByTestId("media-item").filter({ hasText: "Plage de Matira" });
      await item.waitFor();
      expect(await item.textContent()).toContain(fr.adminMedia.dimensions.replace("{{width}}", "1800").replace("{{height}}", "1200"));
      const preview = item.locator("img");
      expect(await preview.getAttribute("src")).toMatch(/^\/media\/[0-9a-f]{64}\/w320\.webp$/);
      expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
      expect(await item.textContent()).not.toContain(fr.adminMedia.needsDetails);
      await expectNoAxeViolations(page);
    });
    await context.close();
  });

  it("replaces a file without JavaScript: the form posts it, and the page says what happened", async () => {
    const context = await signedInContext(e2e.browser, e2e.site, "moderator", undefined, { javaScriptEnabled: false });
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    const uploaded = await postFiles(e2e.site, "/admin/media/upload", cookie, [{ name: "Récif.png", bytes: await picture("png", 900, 600) }]);
    const id = ((await uploaded.json()) as { files: FileAnswer[] }).files[0]!.id!;
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/media/${id}`);
      await page.setInputFiles("#replacement", { name: "Récif recadré.png", mimeType: "image/png", buffer: await picture("png", 700, 500) });
      await page.getByRole("button", { name: fr.adminMedia.replaceButton, exact: true }).click();
      await page.waitForURL(`${e2e.site.url}/admin/media/${id}?replaced=1#replace`);
      await page.getByRole("status").filter({ hasText: fr.adminMedia.replaced }).waitFor();
      await page.getByText(fr.adminMedia.dimensions.replace("{{width}}", "700").replace("{{height}}", "500")).waitFor();

      await page.setInputFiles("#replacement", { name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(CLEAN_SVG) });
      await page.getByRole("button", { name: fr.adminMedia.replaceButton, exact: true }).click();
      await page.getByRole("alert").filter({ hasText: fr.adminMedia.refusedOtherKind.image }).waitFor();
    });
    await context.close();
  });

  it("has no axe violation on the library, the upload page and an item's page in Japanese at phone width", async () => {
    const context = await signedInContext(e2e.browser, e2e.site, "admin", "ja");
    await withPage(context, async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${e2e.site.url}/admin/media`);
      const id = await page.evaluate(async (png) => {
        const body = new FormData();
        body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "波.png");
        const response = await fetch("/admin/media/upload", { method: "POST", headers: { accept: "application/json" }, body });
        return ((await response.json()) as { files: { id: number }[] }).files[0]!.id;
      }, [...(await picture("png", 900, 600))]);
      for (const path of ["/admin/media", "/admin/media/upload", `/admin/media/${id}`]) {
        await page.goto(e2e.site.url + path);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      }
    });
    await context.close();
  });
});

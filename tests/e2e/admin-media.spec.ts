import { fr } from "~/locales/fr.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";
import { CLEAN_SVG } from "../helpers/media-fixtures.ts";
import { postFiles, type FileAnswer } from "../helpers/media-posts.ts";
import { signInto } from "../helpers/sign-in.ts";
import { unique, uniquePicture } from "../helpers/unique.ts";

/**
 * A connection on which `bytes` take five seconds to go up, so an upload's progress bar has time to be
 * seen moving even when a loaded machine is slow to look (at 20 kB/s the replacement photo went up in
 * about a second, and its bar was missed).
 */
const slowFor = (bytes: number) => ({ offline: false, latency: 20, downloadThroughput: 4_000_000, uploadThroughput: Math.ceil(bytes / 5) });
const FAST = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

test.describe("the media library in a browser", () => {
  test("uploads several files with a progress bar each, says which were refused, takes alt text, credit and focal point, replaces the file, and lists the rest", async ({ site, signIn }) => {
    // Two uploads of five seconds, each photo resized, four pages through axe: more than 45 s on a loaded machine.
    test.slow();
    const title = unique("Plage de Matira");
    const staff = await signIn("moderator");
    const page = await staff.newPage();
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: fr.adminMedia.upload }).click();
    await expect(page).toHaveURL(`${site.url}/admin/media/upload`);
    const cdp = await staff.newCDPSession(page);
    const photo = await uniquePicture("jpeg", 2400, 1600);
    await cdp.send("Network.emulateNetworkConditions", slowFor(photo.length));
    await page.locator("#files").setInputFiles([
      { name: `${title}.jpg`, mimeType: "image/jpeg", buffer: photo },
      { name: "faux.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<html>pas une image</html>") },
    ]);
    await page.getByRole("button", { name: fr.adminMedia.send }).click();
    const first = page.getByTestId("upload").filter({ hasText: `${title}.jpg` });
    await expect(first.locator("progress")).toBeVisible();
    // Sent slowly, then resized into every width and format, one photo at a time on both cores.
    await expect(first.getByText(fr.adminMedia.stored)).toBeVisible({ timeout: 60_000 });
    const refused = page.getByTestId("upload").filter({ hasText: "faux.jpg" });
    await expect(refused.getByRole("alert").filter({ hasText: fr.adminMedia.refusedType })).toBeVisible();
    await cdp.send("Network.emulateNetworkConditions", FAST);
    expect(await axeViolations(page)).toEqual([]);

    await first.getByRole("link", { name: fr.adminMedia.edit.replace("{{title}}", `${title}.jpg`) }).click();
    await page.getByLabel("Français").fill("La plage de Matira à Bora Bora, sable blanc et lagon turquoise");
    await page.getByLabel(fr.adminMedia.fieldCredit).fill("Photo : COJ Tahiti 2027");
    // A click on the picture, a quarter across and three quarters down, sets the focal point.
    const focal = page.getByRole("button", { name: fr.adminMedia.focusLegend });
    const box = (await focal.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    await expect(page.getByLabel(fr.adminMedia.fieldFocusX)).toHaveValue("25");
    await page.getByRole("button", { name: fr.adminMedia.save }).click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminMedia.saved }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Another picture takes the file's place, its progress shown; the words stay.
    const cropped = await uniquePicture("jpeg", 1800, 1200);
    await cdp.send("Network.emulateNetworkConditions", slowFor(cropped.length));
    await page.locator("#replacement").setInputFiles({ name: "Matira recadrée.jpg", mimeType: "image/jpeg", buffer: cropped });
    await page.getByRole("button", { name: fr.adminMedia.replaceButton, exact: true }).click();
    const replacing = page.getByTestId("replace-status");
    await expect(replacing.locator("progress")).toBeVisible();
    await expect(replacing.getByText(fr.adminMedia.replaced)).toBeVisible({ timeout: 60_000 });
    await cdp.send("Network.emulateNetworkConditions", FAST);
    const dimensions = fr.adminMedia.dimensions.replace("{{width}}", "1800").replace("{{height}}", "1200");
    await expect(page.getByText(dimensions)).toBeVisible();
    await expect(page.getByLabel("Français")).toHaveValue("La plage de Matira à Bora Bora, sable blanc et lagon turquoise");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: fr.adminMedia.backToLibrary }).click();
    const item = page.getByTestId("media-item").filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText(dimensions);
    const preview = item.locator("img");
    await expect(preview).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\/w320\.webp$/);
    await expect(preview).toHaveJSProperty("naturalWidth", 320);
    await expect(item).not.toContainText(fr.adminMedia.needsDetails);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("replaces a file without JavaScript: the form posts it, and the page says what happened", async ({ site, context, page }) => {
      await signInto(context, site, "moderator");
      const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
      const uploaded = await postFiles(site, "/admin/media/upload", cookie, [{ name: `${unique("Récif")}.png`, bytes: await uniquePicture("png", 900, 600) }]);
      const id = ((await uploaded.json()) as { files: FileAnswer[] }).files[0]!.id!;
      await page.goto(`/admin/media/${id}`);
      await page.locator("#replacement").setInputFiles({ name: "Récif recadré.png", mimeType: "image/png", buffer: await uniquePicture("png", 700, 500) });
      await page.getByRole("button", { name: fr.adminMedia.replaceButton, exact: true }).click();
      await expect(page).toHaveURL(`${site.url}/admin/media/${id}?replaced=1#replace`);
      await expect(page.getByRole("status").filter({ hasText: fr.adminMedia.replaced })).toBeVisible();
      await expect(page.getByText(fr.adminMedia.dimensions.replace("{{width}}", "700").replace("{{height}}", "500"))).toBeVisible();

      await page.locator("#replacement").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(CLEAN_SVG) });
      await page.getByRole("button", { name: fr.adminMedia.replaceButton, exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: fr.adminMedia.refusedOtherKind.image })).toBeVisible();
    });
  });

  test("has no axe violation on the library, the upload page and an item's page in Japanese at phone width", async ({ signIn }) => {
    const page = await (await signIn("admin", "ja")).newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/media");
    const id = await page.evaluate(
      async ([png, name]) => {
        const body = new FormData();
        body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), name);
        const response = await fetch("/admin/media/upload", { method: "POST", headers: { accept: "application/json" }, body });
        return ((await response.json()) as { files: { id: number }[] }).files[0]!.id;
      },
      [[...(await uniquePicture("png", 900, 600))], `${unique("波")}.png`] as const,
    );
    for (const path of ["/admin/media", "/admin/media/upload", `/admin/media/${id}`]) {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { message: path }).toBe(true);
    }
  });
});

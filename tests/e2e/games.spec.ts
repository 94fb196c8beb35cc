import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { localizePath } from "~/platform/i18n/locales.ts";
import { axeViolations } from "../helpers/axe.ts";
import { initialPageTexts } from "../helpers/initial-content.ts";
import { expect, test } from "../helpers/script-errors.ts";

test.use({ viewport: { width: 1280, height: 900 }, consoleErrors: true });

for (const locale of ["fr", "ja"] as const) {
  test.describe(`the launch video dialog in ${locale}`, () => {
    const texts = initialPageTexts("gamesTexts", locale);
    const video = { ...{ fr, ja }[locale].games.video, title: texts.videoTitle!, message: texts.videoMessage! };

    test("opens from the keyboard, says the video is not published, and closes with Escape back on its button", async ({ page }) => {
      await page.goto(localizePath("/games", locale));
      const button = page.getByRole("button", { name: video.button });
      await button.focus();
      await page.keyboard.press("Enter");

      const dialog = page.getByRole("dialog", { name: video.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-describedby", /\S/);
      await expect(page.getByRole("dialog").getByText(video.message)).toBeVisible();
      // Focus moves into the dialog, onto its close button.
      await expect(page.locator(":focus")).toHaveText(video.close);
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    });

    test("closes with its close button too", async ({ page }) => {
      await page.goto(localizePath("/games", locale));
      await page.getByRole("button", { name: video.button }).click();
      await page.getByRole("dialog").getByRole("button", { name: video.close }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
}

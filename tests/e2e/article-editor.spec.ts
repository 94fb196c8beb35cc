import type { Locator, Page } from "@playwright/test";
import type { Editor } from "@tiptap/react";
import { eq } from "drizzle-orm";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { media } from "../../db/schema/media.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";
import { signInto } from "../helpers/sign-in.ts";
import type { TestSite } from "../helpers/site.ts";
import { storyIdByTitle, storyRow } from "../helpers/stories.ts";
import { unique, uniquePicture } from "../helpers/unique.ts";

const ALT_FR = "Des pirogues alignées sur la plage de Hitiaa au lever du soleil";

/** The story written with this title, as its edit form shows it. */
async function byTitle(site: TestSite, title: string) {
  const id = await storyIdByTitle(site.database.db, title);
  return id === undefined ? undefined : storyRow(site.database.db, id);
}

/** The editable text of the article form, once the editor has loaded (named by the field's label, as the textarea it replaces). */
const editorOf = (page: Page, label = fr.adminNews.content) => page.getByRole("textbox", { name: label, exact: true }).and(page.locator("[contenteditable]"));
const tool = (page: Page, name: string) => page.getByRole("toolbar").getByRole("button", { name });
/** What the form will post: the textarea the editor writes into. */
const posted = (page: Page) => page.locator("#content");

/** Uploads a photo named `title` through the library's endpoint, then gives it the alt text and credit a page needs. */
async function libraryPhoto(page: Page, site: TestSite, title: string): Promise<string> {
  await page.goto("/admin/media");
  const id = await page.evaluate(
    async ([jpeg, name]) => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), name);
      const response = await fetch("/admin/media/upload", { method: "POST", headers: { accept: "application/json" }, body });
      return ((await response.json()) as { files: { id: number }[] }).files[0]!.id;
    },
    [[...(await uniquePicture("jpeg", 1600, 1000))], `${title}.jpg`] as const,
  );
  const [item] = await site.database.db
    .update(media)
    .set({ alt: { fr: ALT_FR }, credit: "COJ Tahiti 2027" })
    .where(eq(media.id, id))
    .returning();
  return item!.hash;
}

/** The element ProseMirror edits, which Tiptap gives its editor. */
type EditorElement = HTMLElement & { editor: Editor };

/**
 * Moves the cursor with `move` until ProseMirror's own selection is where `placed` says. ProseMirror
 * reads the page's selection when the browser says it changed, and puts its own back 20 ms after the
 * text takes the focus again: a shortcut pressed sooner than any person would (a click then Ctrl+K
 * in the same millisecond) acts on the selection before, and a move made then may be undone.
 */
async function placeCursor(editor: Locator, move: () => Promise<void>, placed: (element: EditorElement) => boolean) {
  await expect(async () => {
    await move();
    expect(await editor.evaluate(placed)).toBe(true);
  }).toPass();
}

/** A paste of `html` (and its plain text) into the editor, as a browser delivers one from the clipboard. */
async function paste(page: Page, html: string) {
  await editorOf(page).evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/html", pasted);
    data.setData("text/plain", new DOMParser().parseFromString(pasted, "text/html").body.textContent ?? "");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

test.describe("the article editor", () => {
  test("writes an article with the toolbar, a checked link and a library image, which readers get as written", async ({ site, signIn, page: reader }) => {
    // Four axe runs and a photo resized on upload: on a loaded machine, more than the usual 45 s.
    test.slow();
    const title = unique("Le relais de la flamme passe par Papeete");
    const photo = unique("Pirogues à Hitiaa");
    const page = await (await signIn("moderator")).newPage();
    const hash = await libraryPhoto(page, site, photo);
    await page.goto("/admin/news/new");
    await page.locator("#title").fill(title);
    await page.locator("#excerpt").fill("Le parcours de la flamme dans la capitale.");
    const editor = editorOf(page);
    await editor.click();
    expect(await axeViolations(page, "editor")).toEqual([]);

    await tool(page, "H2").click();
    await expect(tool(page, "H2")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("Le parcours");
    await page.keyboard.press("Enter");
    await expect(tool(page, "H2")).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.type("Le relais de la ");
    await tool(page, fr.adminEditor.bold).click();
    await page.keyboard.type("flamme");
    await tool(page, fr.adminEditor.bold).click();
    await page.keyboard.type(" traverse Papeete.");
    await page.keyboard.press("Enter");
    await tool(page, fr.adminEditor.bulletList).click();
    await page.keyboard.type("Arue");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Mahina");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Voir le programme des sports");
    for (let i = 0; i < "sports".length; i++) await page.keyboard.press("Shift+ArrowLeft");

    // A link: the address is checked before it goes in, the refusal said next to it.
    await tool(page, fr.adminEditor.link).click();
    const linkDialog = page.getByRole("dialog", { name: fr.adminEditor.linkTitle });
    const address = linkDialog.getByLabel(fr.adminEditor.linkUrl);
    await address.fill("javascript:alert(document.cookie)");
    await address.press("Enter");
    await expect(linkDialog.getByText(fr.adminEditor.errors.linkRefused)).toBeVisible();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page, "link dialog")).toEqual([]);
    await address.fill("/sports");
    await linkDialog.getByRole("button", { name: fr.adminEditor.linkApply }).click();
    await expect(linkDialog).toBeHidden();
    // The cursor is after the link, as after typing it.
    await page.keyboard.press("Enter");

    // An image of the library, with its alt text, which cannot be emptied.
    await tool(page, fr.adminEditor.image).click();
    const imageDialog = page.getByRole("dialog", { name: fr.adminEditor.imageTitle });
    await imageDialog.getByRole("button", { name: `${fr.adminNews.coverSelect} ${photo}` }).click();
    const alt = imageDialog.getByLabel(fr.adminEditor.imageAlt);
    await expect(alt).toHaveValue(ALT_FR);
    expect(await axeViolations(page, "image dialog")).toEqual([]);
    await alt.fill("  ");
    await imageDialog.getByRole("button", { name: fr.adminEditor.imageInsert }).click();
    await expect(imageDialog.getByText(fr.adminEditor.errors.altRequired)).toBeVisible();
    await alt.fill("Les pirogues de Hitiaa au lever du soleil");
    await imageDialog.getByRole("button", { name: fr.adminEditor.imageInsert }).click();
    await expect(imageDialog).toBeHidden();

    const content =
      "<h2>Le parcours</h2><p>Le relais de la <strong>flamme</strong> traverse Papeete.</p>" +
      "<ul><li><p>Arue</p></li><li><p>Mahina</p></li></ul>" +
      '<p>Voir le programme des <a href="/sports">sports</a></p>' +
      `<img src="/media/${hash}/w960.webp" alt="Les pirogues de Hitiaa au lever du soleil">`;
    await expect(posted(page)).toHaveValue(content);

    await page.getByRole("switch", { name: fr.adminNews.publish }).check();
    await page.getByRole("button", { name: fr.adminNews.create }).click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminNews.created }).first()).toBeVisible();

    const saved = await byTitle(site, title);
    const stored = saved!.content;
    expect(stored).toMatch(/^<h2>Le parcours<\/h2>.*<a href="\/sports">sports<\/a><\/p><img src="\/media\/[0-9a-f]{64}\/w960\.webp" alt="Les pirogues de Hitiaa au lever du soleil" \/>$/);

    await reader.goto(`/news/${saved!.id}`);
    const body = reader.locator("article h2", { hasText: "Le parcours" }).locator("..");
    // The browser's own serialisation of what the server sent: the editor's HTML, unchanged.
    expect(await body.evaluate((element) => element.innerHTML)).toBe(stored.replace(" />", ">"));
    await expect(body.locator("img")).toHaveJSProperty("naturalWidth", 960);
    expect(await axeViolations(reader)).toEqual([]);
  });

  test("cleans what a word processor pastes: Word's lists and styles, Google Docs' wrapper and spans", async ({ site, signIn }) => {
    const title = unique("Collé depuis un traitement de texte");
    const page = await (await signIn("moderator")).newPage();
    await page.goto("/admin/news/new");
    await editorOf(page).click();
    // As Word for Windows puts it on the clipboard (trimmed): conditional comments, Office tags,
    // mso-* styles and classes, lists as paragraphs with their bullets as text.
    await paste(
      page,
      `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {mso-style-parent:""; font-size:11.0pt;} --></style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]--></head>
<body lang=FR style='tab-interval:35.4pt'><!--StartFragment-->
<h1 style='mso-margin-top-alt:auto'><span style='mso-fareast-font-family:"Times New Roman"'>Programme de la journée<o:p></o:p></span></h1>
<p class=MsoNormal><b><span style='font-size:12.0pt;mso-bidi-font-family:Calibri'>Départ</span></b><span style='font-size:12.0pt'> à 7 h de <i>Pointe Vénus</i>, <u>arrivée</u> à To'ata.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]-->Arue<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]-->Mahina<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><!--[endif]-->Athlétisme<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><!--[endif]-->Va'a<o:p></o:p></p>
<p class=MsoNormal>Plan : <a href="https://www.tahiti2027.pf/plan"><span style='color:#0563C1'>le site</span></a>, <a href="javascript:alert(1)">piège</a><img width=20 height=20 src="file:///C:/Users/teva/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"><o:p></o:p></p>
<!--EndFragment--></body></html>`,
    );
    await expect(posted(page)).toHaveValue(
      "<h2>Programme de la journée</h2>" +
        "<p><strong>Départ</strong> à 7 h de <em>Pointe Vénus</em>, <u>arrivée</u> à To'ata.</p>" +
        "<ul><li><p>Arue</p></li><li><p>Mahina</p></li></ul>" +
        "<ol><li><p>Athlétisme</p></li><li><p>Va'a</p></li></ol>" +
        '<p>Plan : <a href="https://www.tahiti2027.pf/plan">le site</a>, piège</p>',
    );

    // A list within a list, as Word writes it: one Word list, two levels.
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    const item = (level: number, marker: string, text: string) =>
      `<p class=MsoListParagraphCxSpMiddle style='margin-left:${36 * level}.0pt;mso-list:l2 level${level} lfo3'><!--[if !supportLists]--><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><!--[endif]-->${text}<o:p></o:p></p>`;
    await paste(page, `<body>${item(1, "1.", "Natation")}${item(2, "a.", "Papeete")}${item(2, "b.", "Punaauia")}${item(1, "2.", "Voile")}</body>`);
    await expect(posted(page)).toHaveValue("<ol><li><p>Natation</p><ol><li><p>Papeete</p></li><li><p>Punaauia</p></li></ol></li><li><p>Voile</p></li></ol>");

    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    // As Google Docs puts it on the clipboard: the whole selection in a <b> of normal weight, every
    // run a styled span, a heading, a list and a line break.
    await paste(
      page,
      `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f3c2a1e-7fff-1b2c-3d4e-5f6a7b8c9d0e"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Les sites</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;">Le stade </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;font-style:normal;">Pater</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;font-style:italic;"> à Pirae</span><span style="font-size:11pt;font-weight:400;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;"> rénové</span><span style="font-size:11pt;"><br></span><span style="font-size:11pt;">en 2026.</span></p><br><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;">Taravao</span></p></li></ul></b><br class="Apple-interchange-newline">`,
    );
    await expect(posted(page)).toHaveValue("<h2>Les sites</h2><p>Le stade <strong>Pater</strong><em> à Pirae</em><u> rénové</u><br>en 2026.</p><ul><li><p>Taravao</p></li></ul>");

    await page.locator("#title").fill(title);
    await page.locator("#excerpt").fill("Résumé.");
    await page.getByRole("button", { name: fr.adminNews.create }).click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminNews.created }).first()).toBeVisible();
    expect((await byTitle(site, title))?.content).toBe(
      "<h2>Les sites</h2><p>Le stade <strong>Pater</strong><em> à Pirae</em><u> rénové</u><br />en 2026.</p><ul><li><p>Taravao</p></li></ul>",
    );
  });

  test("is used from the keyboard, in the editor's language, with the HTML at hand", async ({ signIn }) => {
    const page = await (await signIn("admin", "ja")).newPage();
    await page.goto("/admin/news/new");
    const editor = editorOf(page, ja.adminNews.content);
    await editor.click();
    await page.keyboard.type("太字");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("ControlOrMeta+B");
    const bold = tool(page, ja.adminEditor.bold);
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await expect(bold).toHaveAttribute("aria-keyshortcuts", "Control+B");
    // Alt+F10 reaches the toolbar, one tab stop whose buttons the arrows walk; Escape goes back.
    await page.keyboard.press("Alt+F10");
    const focused = page.locator(":focus");
    await expect(focused).toContainText("H2");
    await page.keyboard.press("ArrowRight");
    await expect(focused).toContainText("H3");
    await page.keyboard.press("End");
    await expect(focused).toContainText(ja.adminEditor.sourceLabel);
    await expect(page.getByRole("toolbar").locator('button[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(editor).toBeFocused();

    await placeCursor(
      editor,
      () => page.keyboard.press("End"),
      (element) => {
        const { selection } = element.editor.state;
        return selection.empty && selection.$head.parentOffset === selection.$head.parent.content.size;
      },
    );
    await page.keyboard.press("ControlOrMeta+K");
    const dialog = page.getByRole("dialog", { name: ja.adminEditor.linkTitle });
    const address = dialog.getByLabel(ja.adminEditor.linkUrl);
    await address.fill("data:text/html,<script>alert(1)</script>");
    await address.press("Enter");
    await expect(dialog.getByText(ja.adminEditor.errors.linkRefused)).toBeVisible();
    await address.fill("https://www.tahiti2027.pf");
    await dialog.getByLabel(ja.adminEditor.linkText).fill("公式サイト");
    await dialog.getByLabel(ja.adminEditor.linkNewTab).check();
    await address.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(posted(page)).toHaveValue('<p><strong>太字</strong><a target="_blank" rel="noopener noreferrer" href="https://www.tahiti2027.pf">公式サイト</a></p>');
    // In a link, the dialog edits it: its address and tab as they are, and a way to remove it.
    await placeCursor(
      editor,
      () => editor.getByText("公式サイト").click(),
      (element) => element.editor.isActive("link"),
    );
    await page.keyboard.press("ControlOrMeta+K");
    await expect(address).toHaveValue("https://www.tahiti2027.pf");
    await expect(dialog.getByLabel(ja.adminEditor.linkNewTab)).toBeChecked();
    await dialog.getByRole("button", { name: ja.adminEditor.linkRemove }).click();
    await expect(dialog).toBeHidden();
    await expect(posted(page)).toHaveValue("<p><strong>太字</strong>公式サイト</p>");

    // The HTML view shows the textarea the form posts; the editor reads it back, keeping only what an article may hold.
    await tool(page, ja.adminEditor.sourceLabel).click();
    const html = page.locator("#content");
    await html.fill('<p onclick="x()">Texte <span style="color:red">brut</span></p><blockquote>cité</blockquote>');
    await expect(tool(page, ja.adminEditor.bold)).toBeDisabled();
    expect(await axeViolations(page, "HTML view")).toEqual([]);
    await tool(page, ja.adminEditor.sourceLabel).click();
    await expect(html).toBeHidden();
    await expect(posted(page)).toHaveValue("<p>Texte brut</p><p>cité</p>");
  });

  test("says a refused content next to the editor, which takes the focus", async ({ signIn }) => {
    const page = await (await signIn("moderator")).newPage();
    await page.goto("/admin/news/new");
    const editor = editorOf(page);
    await expect(editor).toBeVisible();
    await page.locator("#title").fill(unique("Sans contenu"));
    await page.locator("#excerpt").fill("Résumé.");
    // Only markup the article cannot hold: as empty as nothing, for the server too.
    await paste(page, "<table><tr><td></td></tr></table>");
    await page.getByRole("button", { name: fr.adminNews.create }).click();
    await expect(page.locator("#content-error").filter({ hasText: fr.adminNews.errors.contentRequired })).toBeVisible();
    await expect(editor).toHaveAttribute("aria-invalid", "true");
    await expect(editor).toHaveAttribute("aria-describedby", "content-hint content-error");
    await expect(editor).toBeFocused();
    await expect(page.locator("#content")).not.toHaveAttribute("aria-invalid");
    expect(await axeViolations(page, "content refused")).toEqual([]);
  });

  test("leaves the textarea in place when the editor cannot load", async ({ site, signIn }) => {
    const title = unique("Écrit sans éditeur");
    const page = await (await signIn("moderator")).newPage();
    await page.route(/\/assets\/rich-text-editor-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/admin/news/new");
    await expect(page.getByRole("status").filter({ hasText: fr.adminEditor.loading })).toHaveCount(0);
    await expect(page.getByRole("toolbar")).toHaveCount(0);
    await page.locator("#title").fill(title);
    await page.locator("#excerpt").fill("Résumé.");
    await page.getByLabel(fr.adminNews.content).fill("<p>Le texte <em>brut</em>.</p>");
    await page.getByRole("button", { name: fr.adminNews.create }).click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminNews.created }).first()).toBeVisible();
    expect((await byTitle(site, title))?.content).toBe("<p>Le texte <em>brut</em>.</p>");
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test("leaves the textarea to those without JavaScript, and its HTML is sanitised on save", async ({ site, context, page }) => {
      const title = unique("Écrit sans JavaScript");
      await signInto(context, site, "moderator");
      await page.goto("/admin/news/new");
      await expect(page.getByRole("toolbar")).toHaveCount(0);
      await page.locator("#title").fill(title);
      await page.locator("#excerpt").fill("Résumé.");
      await page.getByLabel(fr.adminNews.content).fill('<p>Sans <strong>script</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">');
      await page.getByRole("button", { name: fr.adminNews.create }).click();
      await expect(page).toHaveURL(/\/admin\/news\/\d+\/edit/);
      expect((await byTitle(site, title))?.content).toBe('<p>Sans <strong>script</strong></p><img src="x" />');
    });
  });
});

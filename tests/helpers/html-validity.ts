import { HtmlValidate, Rule, type ConfigData, type DOMReadyEvent, type HtmlElement, type Plugin, type RuleDocumentation } from "html-validate";

// What the HTML standard lets a dl's div group hold: dt elements, then dd elements, and script-supporting elements.
const SCRIPT_SUPPORTING = new Set(["script", "template"]);

/**
 * The content model of a dl's div groups and of the dl itself (HTML, "The dl element"), which
 * html-validate's element metadata does not express because a div's content depends on its parent:
 * the Nu HTML Checker reports an icon (svg) beside a dt in such a div, html-validate does not.
 */
class DescriptionListGroups extends Rule {
  override documentation(): RuleDocumentation {
    return { description: "A dl holds either dt/dd elements or div groups, and each div group one or more dt elements followed by one or more dd elements, nothing else." };
  }

  override setup(): void {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const list of event.document.querySelectorAll("dl")) this.checkList(list);
    });
  }

  private checkList(list: HtmlElement): void {
    const children = list.childElements.filter((child) => !SCRIPT_SUPPORTING.has(child.tagName));
    const groups = children.filter((child) => child.tagName === "div");
    if (groups.length > 0 && groups.length !== children.length) {
      this.report(list, "<dl> mixes <div> groups with <dt> or <dd> elements directly inside it");
    }
    for (const group of groups) this.checkGroup(group);
  }

  private checkGroup(group: HtmlElement): void {
    let seenDd = false;
    let seenDt = false;
    for (const child of group.childElements) {
      if (SCRIPT_SUPPORTING.has(child.tagName)) continue;
      if (child.tagName === "dt" && !seenDd) seenDt = true;
      else if (child.tagName === "dd" && seenDt) seenDd = true;
      else {
        this.report(child, `<${child.tagName}> is not allowed here in a <div> group of a <dl>: it holds <dt> elements, then <dd> elements`);
        return;
      }
    }
    if (!seenDd) this.report(group, "a <div> group of a <dl> needs at least one <dt> followed by at least one <dd>");
  }
}

const sitePlugin: Plugin = { name: "tahiti", rules: { "tahiti/dl-groups": DescriptionListGroups } };

/**
 * The markup rules the site's pages are held to: the HTML standard's (content models, attributes,
 * nesting, ids, the document's structure) as html-validate knows them, plus the dl content model
 * above, so that it catches what the Nu HTML Checker reports. Rules switched off, and why:
 */
export const HTML_VALIDITY_CONFIG: ConfigData = {
  extends: ["html-validate:standard", "html-validate:document"],
  plugins: [sitePlugin],
  rules: {
    "tahiti/dl-groups": "error",
    // An img without alt is an error to the HTML standard and the Nu checker, and to no preset but a11y's.
    "wcag/h37": "error",
    // Subresource integrity guards files fetched from another origin; every script and stylesheet
    // of the site comes from its own origin, under its own Content-Security-Policy.
    "require-sri": "off",
    // An outline preference, not a validity rule: it wants each dialog to start at h1, while the
    // drawer's dialog, part of the page, starts at h2. Heading order is axe's (heading-order) to judge.
    "heading-level": "off",
  },
};

export function createHtmlValidator(): HtmlValidate {
  return new HtmlValidate(HTML_VALIDITY_CONFIG);
}

/** Every problem found in a page's markup, one line each, to compare with an empty list. */
export async function markupProblems(validator: HtmlValidate, html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`));
}

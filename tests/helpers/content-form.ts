import { parse } from "node-html-parser";
import type { TestSite } from "./site.ts";

/** What an item's back-office form posts as it stands (its version included), with some fields changed. */
export async function contentFormFields(site: TestSite, cookie: string, path: string, changes: Record<string, string> = {}): Promise<Record<string, string>> {
  const response = await fetch(site.url + path, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const doc = parse(await response.text());
  const fields: Record<string, string> = { intent: "save" };
  for (const input of doc.querySelectorAll("main form input[name], main form textarea[name], main form select[name]")) {
    const name = input.getAttribute("name")!;
    if (name === "intent") continue;
    if (input.tagName === "SELECT") fields[name] = input.querySelector("option[selected]")?.getAttribute("value") ?? "";
    else if (input.getAttribute("type") === "checkbox") {
      // A browser sends a ticked box's value ("on" when it has none).
      if (input.hasAttribute("checked")) fields[name] = input.getAttribute("value") ?? "on";
    } else fields[name] = input.tagName === "TEXTAREA" ? input.text : (input.getAttribute("value") ?? "");
  }
  return { ...fields, ...changes };
}

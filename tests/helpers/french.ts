import { parse, type HTMLElement, type Node } from "node-html-parser";

// Short words that only French uses among the site's six languages.
const FRENCH_WORDS = new Set(["les", "des", "est", "et", "pour", "avec", "dans", "une", "du", "aux", "vous", "nous", "sont", "cette", "leur", "qui", "être", "été", "nos", "notre", "votre"]);

function textRuns(node: Node, out: string[]) {
  const element = node as HTMLElement;
  if (element.tagName && ["SCRIPT", "STYLE", "NOSCRIPT"].includes(element.tagName)) return;
  // Content marked as French (an article in French shown to other readers) is expected.
  if (element.getAttribute?.("lang") === "fr") return;
  if (node.nodeType === 3) {
    const text = node.text.trim();
    if (text) out.push(text);
    return;
  }
  for (const child of node.childNodes) textRuns(child, out);
}

/** Visible text runs of a page that read as French sentences. */
export function frenchSentences(html: string): string[] {
  const root = parse(html);
  const body = root.querySelector("body");
  if (!body) return [];
  const runs: string[] = [];
  textRuns(body, runs);
  return runs.filter((run) => {
    const words = new Set(run.toLowerCase().split(/[^a-zà-ÿ']+/).filter(Boolean));
    let hits = 0;
    for (const word of words) if (FRENCH_WORDS.has(word)) hits++;
    return hits >= 2;
  });
}

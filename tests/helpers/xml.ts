// Node has no XML parser and the feeds must be well-formed for every reader, so the tests parse them
// strictly: balanced tags, quoted attributes, no duplicate attribute, known entities only, one root.
// (No CDATA or DOCTYPE: the site writes neither.)

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = "[A-Za-z_][\\w.:-]*";
const START_TAG = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, "y");
const END_TAG = new RegExp(`</(${NAME})\\s*>`, "y");
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, "g");
const ENTITY = /&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const FORBIDDEN_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

function decode(raw: string, at: number): string {
  if (FORBIDDEN_CHAR.test(raw)) throw new Error(`character not allowed in XML near ${at}`);
  if (raw.replace(ENTITY, "").includes("&")) throw new Error(`bare & or unknown entity near ${at}`);
  return raw.replace(ENTITY, (_, name: string) =>
    name.startsWith("#x") ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : NAMED[name]!,
  );
}

/** The document's root element; throws on anything that is not well-formed XML. */
export function parseXml(xml: string): XmlElement {
  const declaration = /^<\?xml\s[^?]*\?>/.exec(xml);
  let i = declaration ? declaration[0].length : 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    const parent = stack.at(-1);
    if (parent) parent.text += decode(text, i);
    else if (text.trim()) throw new Error(`text outside the root element near ${i}`);
    if (lt === -1) break;
    if (xml.startsWith("<!--", lt)) {
      const end = xml.indexOf("-->", lt);
      if (end === -1) throw new Error("unclosed comment");
      i = end + 3;
      continue;
    }
    END_TAG.lastIndex = lt;
    const end = END_TAG.exec(xml);
    if (end) {
      const open = stack.pop();
      if (open?.name !== end[1]) throw new Error(`</${end[1]}> closes <${open?.name ?? "nothing"}> near ${lt}`);
      i = END_TAG.lastIndex;
      continue;
    }
    START_TAG.lastIndex = lt;
    const start = START_TAG.exec(xml);
    if (!start) throw new Error(`malformed markup near ${lt}: ${xml.slice(lt, lt + 40)}`);
    const element: XmlElement = { name: start[1]!, attributes: {}, children: [], text: "" };
    for (const [, name, double, single] of start[2]!.matchAll(ATTRIBUTE)) {
      if (name! in element.attributes) throw new Error(`duplicate attribute ${name} near ${lt}`);
      element.attributes[name!] = decode(double ?? single ?? "", lt);
    }
    if (parent) parent.children.push(element);
    else if (root) throw new Error("more than one root element");
    else root = element;
    if (!start[3]) stack.push(element);
    i = START_TAG.lastIndex;
  }
  if (stack.length) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error("no root element");
  return root;
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The text of the one child with that name (throws when missing). */
export function childText(element: XmlElement, name: string): string {
  const child = element.children.find((c) => c.name === name);
  if (!child) throw new Error(`<${element.name}> has no <${name}>`);
  return child.text;
}

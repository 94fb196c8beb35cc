import type { Messages } from "~/locales/fr.ts";
import { INTL_TAGS, type Locale } from "./locales.ts";

type PluralSuffix = `_${Intl.LDMLPluralRule}`;
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Every message as a dotted path ("nav.news"); plural forms ("count_one", "count_other") as their base ("count"). */
type Keys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Keys<Messages>;
export type MessageValues = Record<string, string | number>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A language's messages as a function, and the language itself. */
export interface Translator {
  readonly locale: Locale;
  readonly t: Translate;
}

/** A message cut once into literal text and {{name}} or {{name, number}} slots, so a call only joins. */
type Part = string | { name: string; number: boolean };

const SLOT = /{{\s*(\w+)\s*(?:,\s*(number)\s*)?}}/g;

function compile(text: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const { 0: slot, 1: name = "", 2: format, index } of text.matchAll(SLOT)) {
    if (index > last) parts.push(text.slice(last, index));
    parts.push({ name, number: format === "number" });
    last = index + slot.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, into: Map<string, Part[]>): Map<string, Part[]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === "string") into.set(path, compile(value));
    else flatten(value, `${path}.`, into);
  }
  return into;
}

/**
 * Dotted keys, {{name}} values, {{count, number}} formatted by
 * Intl.NumberFormat and the plural form chosen by Intl.PluralRules from `count` (key_one, key_other...).
 * Built once per language; a call is a map lookup and a join (ADR 010). A missing key reads as itself.
 */
export function createTranslator(locale: Locale, messages: Messages): Translator {
  const compiled = flatten(messages, "", new Map());
  const plurals = new Intl.PluralRules(INTL_TAGS[locale]);
  const numbers = new Intl.NumberFormat(INTL_TAGS[locale]);

  function find(key: string, values: MessageValues | undefined): Part[] | undefined {
    const count = values?.count;
    if (typeof count === "number") {
      const plural = compiled.get(`${key}_${plurals.select(count)}`) ?? compiled.get(`${key}_other`);
      if (plural) return plural;
    }
    return compiled.get(key);
  }

  const t: Translate = (key, values) => {
    const parts = find(key, values);
    if (!parts) return key;
    let text = "";
    for (const part of parts) {
      if (typeof part === "string") text += part;
      else {
        const value = values?.[part.name];
        text += value === undefined ? "" : part.number && typeof value === "number" ? numbers.format(value) : String(value);
      }
    }
    return text;
  };
  return { locale, t };
}

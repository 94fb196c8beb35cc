import { describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { es } from "~/locales/es.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { pt } from "~/locales/pt.ts";
import { zh } from "~/locales/zh.ts";
import { CONTENT_TYPES } from "./index.ts";

// The back office names a kind's fields and choices by keys built from the kind (adminContent.fields.{kind}.{field}):
// the type checker cannot see them, so each language is checked here.
const MESSAGES = { fr, en, es, pt, zh, ja };

describe("the words of every content kind's form", () => {
  for (const [locale, messages] of Object.entries(MESSAGES)) {
    it(`are all there in ${locale}`, () => {
      const words = messages.adminContent as unknown as {
        kinds: Record<string, Record<string, string>>;
        fields: Record<string, Record<string, string>>;
        options: Record<string, Record<string, Record<string, string>>>;
      };
      const missing: string[] = [];
      const need = (value: string | undefined, key: string) => (value?.trim() ? undefined : missing.push(key));
      for (const def of Object.values(CONTENT_TYPES)) {
        for (const part of ["title", "one", "description"]) need(words.kinds[def.kind]?.[part], `kinds.${def.kind}.${part}`);
        for (const field of def.fields) {
          need(words.fields[def.kind]?.[field.name], `fields.${def.kind}.${field.name}`);
          if (field.type === "select" && field.labelled) {
            for (const option of ["none", ...field.options]) need(words.options[def.kind]?.[field.name]?.[option], `options.${def.kind}.${field.name}.${option}`);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }
});

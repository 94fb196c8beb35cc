import type { Locale } from "~/platform/i18n/locales.ts";
import type { LocalizedValue } from "./fields.ts";
import type { PageTextDef, PageTextName } from "./kinds/page-texts.ts";
import type { ContentKind } from "../../../vocabulary/content-keys.ts";
import { anyUntranslated, shown, type Shown } from "./localized.ts";
import { singleData, type ContentStore } from "./store.server.ts";

/** A page's own words in one language, whether any is the French standing in for it, and its title and description for search engines. */
export interface PageTexts<N extends string> {
  texts: Record<N, Shown>;
  untranslated: boolean;
  seo: { title: string; description: string };
}

/**
 * A page's own words as a visitor of one language reads them. The kind is single and imported at the
 * first start, so its item exists; a text an older database lacks is read as empty rather than failing
 * the page.
 */
export async function pageTexts<D extends { kind: ContentKind; texts: readonly PageTextDef[] }>(content: ContentStore, def: D, locale: Locale): Promise<PageTexts<PageTextName<D>>> {
  return content.view(def.kind, locale, (items) => {
    // Every field of a page-texts kind is one of its texts, translatable: read by name whatever the page.
    const data: Record<string, unknown> = singleData(items) ?? {};
    const texts = Object.fromEntries(
      def.texts.map(({ name }) => {
        const value = data[name] as LocalizedValue | undefined;
        return [name, value ? shown(value, locale) : { value: "" }];
      }),
    ) as Record<PageTextName<D>, Shown>;
    const head = texts as Record<string, Shown>;
    return { texts, untranslated: anyUntranslated(Object.values(texts)), seo: { title: head.metaTitle?.value ?? "", description: head.metaDescription?.value ?? "" } };
  });
}

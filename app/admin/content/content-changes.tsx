import type { ContentKind } from "../../../vocabulary/content-keys.ts";
import { WordDiff } from "~/admin/layout/word-diff.tsx";
import type { FieldChange } from "~/domain/content/field-diff.ts";
import type { FieldDef } from "~/domain/content/fields.ts";
import { LOCALE_NAMES } from "~/platform/i18n/locales.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { DiffImage } from "./content-history.server.ts";

// How the history page says what changed between two revisions, each field under its form label.

const box = "mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 leading-relaxed text-slate-800";

/** The fields that changed, in the form's order: words, languages, pictures or values before and after. */
export function FieldChanges({ kind, fields, changes, images }: { kind: ContentKind; fields: readonly FieldDef[]; changes: FieldChange[]; images: Record<number, DiffImage> }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`adminContent.fields.${kind}.${name}` as "adminContent.fields.venues.name");
  const shown = (name: string, value: string | null) => {
    if (value === null) return t("adminContent.diffEmpty");
    const def = fields.find((field) => field.name === name);
    if (def?.type === "checkbox") return t("adminContent.checkboxYes");
    if (def?.type === "select" && def.labelled) return t(`adminContent.options.${kind}.${name}.${value}` as "adminContent.options.accreditation.access.apply");
    return value;
  };
  const image = (id: number | null) => {
    if (id === null) return <span>{t("adminContent.diffEmpty")}</span>;
    const found = images[id];
    if (!found) return <span>{t("adminContent.imageGone", { id })}</span>;
    return (
      <span className="flex items-center gap-3">
        {found.preview && <img src={found.preview} alt="" className="size-16 shrink-0 rounded object-cover" />}
        <span className="min-w-0 break-words">{found.title}</span>
      </span>
    );
  };
  return (
    <dl className="mt-3 space-y-5">
      {changes.map((change) => (
        <div key={change.name}>
          <dt className="font-semibold text-slate-900">{label(change.name)}</dt>
          {change.type === "words" && (
            <dd className={box}>
              <WordDiff parts={change.parts} />
            </dd>
          )}
          {change.type === "languages" &&
            change.languages.map(({ locale, parts }) => (
              <dd key={locale} className="mt-2">
                <span className="text-sm font-semibold text-slate-700">{LOCALE_NAMES[locale]}</span>
                <span lang={locale} className={`block ${box}`}>
                  <WordDiff parts={parts} />
                </span>
              </dd>
            ))}
          {(change.type === "values" || change.type === "image") && (
            <dd className="mt-1 grid gap-2 sm:grid-cols-2">
              {(["before", "after"] as const).map((side) => (
                <div key={side} className={`rounded-md p-3 ${side === "before" ? "bg-red-50" : "bg-green-50"}`}>
                  <span className="block text-sm font-semibold text-slate-700">{t(side === "before" ? "adminContent.diffBefore" : "adminContent.diffAfter")}</span>
                  {change.type === "image" ? image(change[side]) : <span className="break-words text-slate-900">{shown(change.name, change[side])}</span>}
                </div>
              ))}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

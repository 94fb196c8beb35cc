import { CircleHelp } from "lucide-react";
import { Link } from "react-router";
import type { ContentKind } from "../../../vocabulary/content-keys.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";

interface KindToConfirm {
  kind: ContentKind;
  pages: readonly string[];
  single: boolean;
  items: { id: string; label: string; fields: string[] }[];
}

/** What the public pages still mark "to be confirmed", per page, each item linking to its form. */
export function ToConfirmList({ kinds }: { kinds: KindToConfirm[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="to-confirm-title" className="mt-6 rounded-xl border border-slate-200 p-5 text-slate-800">
      <h2 id="to-confirm-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CircleHelp aria-hidden="true" className="size-5" />
        {t("adminContent.toConfirmTitle")}
      </h2>
      {kinds.length === 0 ? (
        <p className="mt-1">{t("adminContent.toConfirmNone")}</p>
      ) : (
        <>
          <p className="mt-1">{t("adminContent.toConfirmIntro")}</p>
          {kinds.map(({ kind, pages, single, items }) => (
            <div key={kind} className="mt-4">
              <h3 className="font-semibold text-slate-900">
                {t(`adminContent.kinds.${kind}.title`)} <span className="font-normal text-slate-700">({pages.join(", ")})</span>
              </h3>
              <ul className="mt-1 space-y-1">
                {items.map((item) => (
                  <li key={item.id}>
                    <Link to={`/admin/content/${kind}/${item.id}`} className="font-semibold text-ocean-800 underline underline-offset-2">
                      {/* A single item (the host) has no name of its own until it is filled in: its kind names it. */}
                      {single ? t(`adminContent.kinds.${kind}.one`) : item.label}
                    </Link>
                    {" — "}
                    {item.fields.map((name) => t(`adminContent.fields.${kind}.${name}` as "adminContent.fields.venues.name")).join(", ")}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  );
}

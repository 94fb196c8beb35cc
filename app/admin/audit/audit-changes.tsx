import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { AuditChange } from "./audit-view.server.ts";

/** Past this many characters a value is cut, the whole of it one click away (a <details>, no script needed). */
const SHORT = 160;

function Value({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (text === null) return <span className="text-slate-600">{t("adminAudit.emptyValue")}</span>;
  if (text.length <= SHORT) return <span className="whitespace-pre-wrap break-words">{text}</span>;
  return (
    <>
      <span className="whitespace-pre-wrap break-words">{`${text.slice(0, SHORT).trimEnd()}…`}</span>
      <details className="mt-1">
        <summary className="cursor-pointer font-semibold text-ocean-700">{t("adminAudit.showAll")}</summary>
        <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-2">{text}</p>
      </details>
    </>
  );
}

/** The fields an entry recorded, before and after; a creation has no "before", a deletion no "after". */
export function AuditChanges({ changes, subject, showBefore, showAfter }: { changes: AuditChange[]; subject: string; showBefore: boolean; showAfter: boolean }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <p className="mt-3 text-sm text-slate-700">{t("adminAudit.noDetails")}</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t("adminAudit.changesCaption", { subject })}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="w-1/4 py-2 pr-4">{t("adminAudit.field")}</th>
            {showBefore && <th scope="col" className="py-2 pr-4">{t("adminAudit.before")}</th>}
            {showAfter && <th scope="col" className="py-2">{t("adminAudit.after")}</th>}
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">{change.field}</th>
              {showBefore && (
                <td className="py-2 pr-4 text-slate-800">
                  <Value text={change.before} />
                </td>
              )}
              {showAfter && (
                <td className="py-2 text-slate-800">
                  <Value text={change.after} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Fragment } from "react";
import type { CookieTable as CookieTableContent } from "~/content/legal/types.ts";

// On a phone a long cookie name may break after its dots and underscores, so the table fits without scrolling.
function BreakableName({ name }: { name: string }) {
  return name.split(/(?<=[._])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export function CookieTable({ table }: { table: CookieTableContent }) {
  return (
    <div className="rounded-lg border border-slate-200">
      {/* Below 640 px a long word (Spanish "administración).") may break, hyphenated where the browser can, so the table fits at 320 px. */}
      <table className="w-full border-collapse text-left text-sm text-slate-800 hyphens-auto max-sm:[overflow-wrap:anywhere] sm:text-lg">
        <caption className="bg-sand-50 px-3 py-3 text-left font-semibold text-slate-900 sm:px-4">{table.caption}</caption>
        <thead className="bg-ocean-900 text-white">
          <tr>
            <th scope="col" className="px-2 py-3 sm:px-4">{table.nameHeader}</th>
            <th scope="col" className="px-2 py-3 sm:px-4">{table.purposeHeader}</th>
            <th scope="col" className="px-2 py-3 sm:px-4">{table.durationHeader}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.name} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-2 py-3 font-normal sm:px-4">
                <code className="font-semibold text-slate-900 sm:whitespace-nowrap">
                  <BreakableName name={row.name} />
                </code>
              </th>
              <td className="px-2 py-3 sm:px-4">{row.purpose}</td>
              <td className="px-2 py-3 sm:px-4">{row.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ReactNode } from "react";

/** A column's header, with the classes of its cells when it is not shown at every width (`hidden md:table-cell`). */
export type AdminColumn = string | { label: string; className: string };

/** A back-office list: a scrolling table named by its (hidden) caption, one header cell per column, the rows as children. */
export function AdminTable({ caption, columns, className = "mt-6", children }: { caption: string; columns: AdminColumn[]; className?: string; children: ReactNode }) {
  return (
    // Relative, so that the screen-reader-only words of its cells (absolutely positioned) scroll with it instead of widening the page.
    <div className={`${className} relative overflow-x-auto`}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            {columns.map((column, index) => {
              const { label, className: shown = "" } = typeof column === "string" ? { label: column } : column;
              return (
                // A header stays on one line: a narrow screen scrolls the table rather than break a word a letter a line.
                <th key={label} scope="col" className={`${index < columns.length - 1 ? "py-2 pr-4" : "py-2"} whitespace-nowrap ${shown}`.trim()}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

import { Pencil, Trash2 } from "lucide-react";
import { Pagination } from "~/platform/ui/pagination.tsx";
import { ClientLink } from "~/admin/layout/client-link.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { AdminTable } from "~/admin/layout/admin-table.tsx";
import { Form, Link } from "react-router";
import type { Medal } from "../../../vocabulary/results-keys.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";

export interface ResultRow {
  id: number;
  sportName: string;
  event: string;
  athlete: string;
  countryName: string;
  country: string;
  result: string;
  medal: Medal | null;
  date: string;
  demo: boolean;
}

// Dark text on light tints: each badge keeps a contrast ratio above 7:1, and its word says the medal.
const MEDAL_STYLES: Record<Medal, string> = {
  gold: "border-yellow-400 bg-yellow-100 text-yellow-900",
  silver: "border-slate-400 bg-slate-200 text-slate-900",
  bronze: "border-amber-500 bg-amber-100 text-amber-900",
};
// Result dates are calendar days (YYYY-MM-DD): format them as such, without a time zone shift.
const RESULT_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };

function MedalBadge({ medal }: { medal: Medal | null }) {
  const { t } = useTranslation();
  if (!medal) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t("adminResults.noMedal")}</span>
      </>
    );
  }
  return <span className={`inline-block rounded-full border px-3 py-0.5 text-sm font-semibold ${MEDAL_STYLES[medal]}`}>{t(`adminResults.medals.${medal}`)}</span>;
}

function DeleteButton({ row }: { row: ResultRow }) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(t("adminResults.confirmDelete"))) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={row.id} />
      <button
        type="submit"
        aria-label={t("adminResults.deleteLabel", { athlete: row.athlete, event: row.event })}
        className="inline-flex items-center gap-1 rounded-md border border-red-700 px-3 py-1 font-semibold text-red-800 hover:bg-red-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t("adminResults.delete")}
      </button>
    </Form>
  );
}

export function ResultsTable({ rows, canDelete }: { rows: ResultRow[]; canDelete: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <AdminTable
      caption={t("adminResults.title")}
      columns={[t("adminResults.colSportEvent"), t("adminResults.colAthlete"), t("adminResults.colCountry"), t("adminResults.colResult"), t("adminResults.colMedal"), t("adminResults.colDate"), t("adminResults.colActions")]}
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="result-row" className="border-b border-slate-200 align-middle">
          <td className="py-3 pr-4">
            <span className="block font-semibold text-slate-900">{row.sportName}</span>
            <span className="text-slate-700">{row.event}</span>
            {row.demo && <span data-testid="demo-chip" className="mt-1 block w-fit rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">{t("adminResults.demoBadge")}</span>}
          </td>
          <th scope="row" className="py-3 pr-4 font-medium text-slate-900">{row.athlete}</th>
          <td className="py-3 pr-4 text-slate-800">
            {row.countryName} <span className="font-mono text-slate-700">({row.country})</span>
          </td>
          <td className="py-3 pr-4 text-slate-800">{row.result}</td>
          <td className="py-3 pr-4 text-slate-800">
            <MedalBadge medal={row.medal} />
          </td>
          <td className="py-3 pr-4 whitespace-nowrap text-slate-800">
            <time dateTime={row.date}>{formatDate(row.date, locale, RESULT_DATE)}</time>
          </td>
          <td className="py-3">
            <div className="flex flex-wrap gap-2">
              <Link
                to={`/admin/results/${row.id}/edit`}
                aria-label={t("adminResults.editLabel", { athlete: row.athlete, event: row.event })}
                className="inline-flex items-center gap-1 rounded-md border border-slate-400 px-3 py-1 font-semibold text-ocean-800 hover:bg-slate-100"
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t("adminResults.edit")}
              </Link>
              {canDelete && <DeleteButton row={row} />}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The path of the list with this search and page; page 1 leaves no parameter. */
export function resultsListPath(q: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/results?${search}` : "/admin/results";
}

export function ResultsPagination({ q, page, pageCount }: { q: string | undefined; page: number; pageCount: number }) {
  const { t } = useTranslation();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      href={(target) => resultsListPath(q, target)}
      labels={{ nav: t("adminResults.paginationLabel"), previous: t("adminResults.previousPage"), next: t("adminResults.nextPage"), status: t("adminResults.pageOf", { page, pages: pageCount }) }}
      className="mt-6"
      link={ClientLink}
    />
  );
}

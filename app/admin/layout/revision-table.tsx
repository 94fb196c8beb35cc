import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { AdminTable } from "./admin-table.tsx";

/** One saved state in a history: when, by whom, what it was (`change`), and whether it can be restored. */
export interface RevisionRow {
  id: number;
  at: Date | string;
  authorName: string | null;
  change: ReactNode;
  restorable: boolean;
}

/**
 * A history's saved states (a story's, a content item's): two picked with radios are compared through
 * the page's own query (`from`, `to`), and a restorable one is restored by posting its own hidden form
 * (`intent=restore`, `revision`, and `restoreFields` such as the version the page was opened at).
 */
export function RevisionTable({
  revisions,
  compared,
  when,
  restoreLabel,
  restoreFields = {},
}: {
  revisions: RevisionRow[];
  compared: { fromId: number; toId: number } | null | undefined;
  when: (date: Date | string) => string;
  restoreLabel: string;
  restoreFields?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form method="get" className="mt-8">
        <AdminTable
          className="mt-0"
          caption={t("admin.historyCaption")}
          columns={[t("admin.historyDate"), t("admin.historyAuthor"), t("admin.historyChange"), t("admin.compareFrom"), t("admin.compareTo"), t("adminNews.columnActions")]}
        >
          {revisions.map((revision) => {
            const date = when(revision.at);
            return (
              <tr key={revision.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="whitespace-nowrap py-3 pr-4 font-normal">
                  <time dateTime={new Date(revision.at).toISOString()}>{date}</time>
                </th>
                <td className="py-3 pr-4">{revision.authorName || t("admin.historyServer")}</td>
                <td className="py-3 pr-4">{revision.change}</td>
                <td className="py-3 pr-4">
                  <input type="radio" name="from" value={revision.id} defaultChecked={compared?.fromId === revision.id} aria-label={`${t("admin.compareFrom")} ${date}`} className="size-5 accent-ocean-700" />
                </td>
                <td className="py-3 pr-4">
                  <input type="radio" name="to" value={revision.id} defaultChecked={compared?.toId === revision.id} aria-label={`${t("admin.compareTo")} ${date}`} className="size-5 accent-ocean-700" />
                </td>
                <td className="py-3">
                  {revision.restorable && (
                    <button type="submit" form={`restore-${revision.id}`} className="inline-flex items-center gap-1 whitespace-nowrap font-semibold text-ocean-700 hover:underline">
                      <RotateCcw aria-hidden="true" className="size-4" />
                      {restoreLabel}
                      <span className="sr-only"> {date}</span>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
        {revisions.length > 1 && (
          <button type="submit" className="mt-4 rounded-md border border-ocean-800 px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50">{t("admin.compare")}</button>
        )}
      </Form>
      {revisions
        .filter((revision) => revision.restorable)
        .map((revision) => (
          <Form key={revision.id} id={`restore-${revision.id}`} method="post" hidden>
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="revision" value={revision.id} />
            {Object.entries(restoreFields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </Form>
        ))}
    </>
  );
}

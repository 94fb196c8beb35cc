import { Form, Link, useNavigation } from "react-router";
import { AUDIT_ACTIONS, AUDIT_KINDS } from "../../../vocabulary/audit-keys.ts";
import type { Route } from "./+types/audit-list.route";
import { ClientLink } from "~/admin/layout/client-link.tsx";
import { auditActors, listAudit, parseAuditQuery } from "~/domain/audit/audit-log.server.ts";
import { auditSearch } from "~/domain/audit/audit-urls.ts";
import { AUDIT_KEPT_UNTIL } from "~/domain/audit/retention.server.ts";
import { ADMIN_ONLY, requireRole } from "~/domain/auth/guard.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { Pagination } from "~/platform/ui/pagination.tsx";
import { AuditChanges } from "./audit-changes.tsx";
import { auditViews } from "./audit-view.server.ts";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short", timeZone: "Pacific/Tahiti" };
const LAST_DAY: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "Pacific/Tahiti" };

// Admins only (ADR 025): the log names every staff member and shows accounts' fields. The route's
// middleware refuses anyone else whatever the request (a post too, which has no action here), and the
// loader checks again, as every admin loader does.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await requireRole(request, context, ADMIN_ONLY);
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ADMIN_ONLY);
  const { database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const locale = context.get(localeContext);
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const [list, actors] = await Promise.all([listAudit(database.db, query), auditActors(database.db)]);
  return {
    query,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    entries: await auditViews(database.db, list.entries, t, locale),
    actors,
    keptUntil: new Date(AUDIT_KEPT_UNTIL.getTime() - 1),
    title: `${t("adminAudit.title")} — ${t("admin.metaTitle")}`,
  };
}

const fieldClass = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900";

function Filter({ id, label, value, all, options }: { id: string; label: string; value: string | undefined; all: string; options: [string, string][] }) {
  return (
    <div className="w-full sm:w-auto">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">{label}</label>
      <select id={id} name={id} defaultValue={value ?? ""} className={fieldClass}>
        <option value="">{all}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>{text}</option>
        ))}
      </select>
    </div>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { query, total, page, pageCount, entries, actors, keptUntil } = loaderData;
  const filtered = auditSearch(query) !== "";
  return (
    <>
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-ocean-900">{t("adminAudit.title")}</h1>
        <p className="mt-2 text-slate-700">{t("adminAudit.intro", { date: formatDate(keptUntil, locale, LAST_DAY) })}</p>
      </div>

      {/* Keyed by the query, so the fields show the URL's filters after a client-side navigation. */}
      <Form key={auditSearch(query)} method="get" role="search" className="mt-6 flex flex-wrap items-end gap-4">
        <div className="w-full sm:w-56">
          <label htmlFor="q" className="text-sm font-semibold text-slate-900">{t("adminAudit.searchLabel")}</label>
          <input id="q" name="q" type="search" maxLength={100} defaultValue={query.q ?? ""} className={fieldClass} />
        </div>
        <Filter id="kind" label={t("adminAudit.kindLabel")} value={query.kind} all={t("adminAudit.allKinds")} options={AUDIT_KINDS.map((kind) => [kind, t(`adminAudit.kinds.${kind}`)])} />
        <Filter id="action" label={t("adminAudit.actionLabel")} value={query.action} all={t("adminAudit.allActions")} options={AUDIT_ACTIONS.map((action) => [action, t(`adminAudit.actions.${action}`)])} />
        <Filter id="actor" label={t("adminAudit.actorLabel")} value={query.actor} all={t("adminAudit.allActors")} options={actors.map((actor) => [actor.email, actor.name ? `${actor.name} (${actor.email})` : actor.email])} />
        <div className="w-full sm:w-auto">
          <label htmlFor="from" className="text-sm font-semibold text-slate-900">{t("adminAudit.fromLabel")}</label>
          <input id="from" name="from" type="date" defaultValue={query.from ?? ""} aria-describedby="audit-dates-hint" className={fieldClass} />
        </div>
        <div className="w-full sm:w-auto">
          <label htmlFor="to" className="text-sm font-semibold text-slate-900">{t("adminAudit.toLabel")}</label>
          <input id="to" name="to" type="date" defaultValue={query.to ?? ""} aria-describedby="audit-dates-hint" className={fieldClass} />
        </div>
        <button type="submit" className="rounded-md border border-ocean-800 px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50">{t("adminAudit.filter")}</button>
        {filtered && (
          <Link to="/admin/audit" className="py-2 font-semibold text-ocean-700 underline hover:text-ocean-900">{t("adminAudit.clearFilters")}</Link>
        )}
      </Form>
      <p id="audit-dates-hint" className="mt-2 text-sm text-slate-700">{t("adminAudit.datesHint")}</p>

      <p role="status" className="mt-4 min-h-6 text-slate-700">{navigation.state === "loading" ? t("adminNews.loading") : ""}</p>
      <p className="mt-2 text-sm text-slate-700">{t("adminAudit.count", { count: total })}</p>

      {entries.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("adminAudit.empty")}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {entries.map((entry) => (
            <li key={entry.id} data-testid="audit-entry">
              <article aria-labelledby={`audit-${entry.id}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                <h2 id={`audit-${entry.id}`} className="break-words text-lg font-bold text-slate-900">
                  <span className="block text-sm font-semibold text-ocean-800">{t("adminAudit.entryTitle", { action: t(`adminAudit.actions.${entry.action}`), kind: t(`adminAudit.kinds.${entry.kind}`) })}</span>
                  {entry.subject.href ? (
                    <Link to={entry.subject.href} className="text-ocean-700 underline hover:text-ocean-900">{entry.subject.label}</Link>
                  ) : (
                    <>
                      {entry.subject.label} <span className="text-sm font-normal text-slate-600">{t("adminAudit.itemGone")}</span>
                    </>
                  )}
                </h2>
                <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
                  <span className="break-all">{t("adminAudit.by", { who: entry.actor })}</span>
                  <span>
                    <time dateTime={new Date(entry.at).toISOString()}>{t("adminAudit.on", { date: formatDate(entry.at, locale, WHEN) })}</time>
                  </span>
                </p>
                <AuditChanges changes={entry.changes} subject={entry.subject.label} showBefore={entry.hasBefore} showAfter={entry.hasAfter} />
              </article>
            </li>
          ))}
        </ol>
      )}

      <Pagination
        page={page}
        pageCount={pageCount}
        href={(next) => `/admin/audit${auditSearch(query, next)}`}
        labels={{ nav: t("adminNews.pagination"), previous: t("adminNews.previous"), next: t("adminNews.next"), status: t("adminNews.pageOf", { page, total: pageCount }) }}
        className="mt-6"
        link={ClientLink}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

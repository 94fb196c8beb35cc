import { BadgeCheck, BarChart3, CircleAlert, FlaskConical, Image, Inbox, Newspaper, Trash2, Trophy } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { Form, Link } from "react-router";
import type { Route } from "./+types/dashboard.route";
import { accreditationFigures, officeOverview, type TypeApplications } from "./dashboard.server.ts";
import { removeDemoContent } from "./demo-content.server.ts";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { formFailure, formSuccess, messageText, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { useResultToast, useSubmitting } from "~/admin/layout/form-hooks.ts";
import { ACCREDITATION_DESK, ADMIN_ONLY, BACK_OFFICE, requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { formatDate, formatNumber } from "~/platform/i18n/format.ts";
import { ToConfirmList } from "./to-confirm-list.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";

const SCHEDULE_DATE: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short", timeZone: "Pacific/Tahiti" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, BACK_OFFICE);
  const { database, content } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  // Each team sees its own part: the site's content for the communication team, applications (personal
  // data, not even counted for others) for the accreditation team; admins see both.
  const [office, accreditation] = await Promise.all([
    STAFF.includes(user.role) ? officeOverview(database.db) : null,
    ACCREDITATION_DESK.includes(user.role) ? accreditationFigures(database.db, content, context.get(localeContext)) : null,
  ]);
  const isAdmin = ADMIN_ONLY.includes(user.role);
  return { office, accreditation, canAudit: isAdmin, canRemoveDemo: isAdmin, title: `${t("admin.dashboard")} — ${t("admin.metaTitle")}` };
}

// The dashboard's only post removes the demo content, which only an admin may do: moderators get 403.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, ADMIN_ONLY);
  const form = await request.formData();
  if (form.get("intent") !== "remove-demo") return formResponse<FormResult>(formFailure("admin.invalidRequest"));
  const { kept, ...removed } = await removeDemoContent(context.get(servicesContext).database.db, user);
  if (kept > 0) return formResponse<FormResult>(formSuccess({ key: "admin.demoEventsKept", values: { ...removed, count: kept } }));
  if (removed.stories === 0 && removed.results === 0 && removed.events === 0) return formResponse<FormResult>(formSuccess("admin.demoAlreadyRemoved"));
  return formResponse<FormResult>(formSuccess({ key: "admin.demoRemoved", values: removed }));
}

export default function Dashboard({ loaderData: { office, accreditation, canAudit, canRemoveDemo }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const removing = useSubmitting("remove-demo");
  useResultToast(actionData);
  if (!office) {
    return (
      <>
        <h1 className="text-3xl font-bold text-ocean-900">{t("admin.dashboard")}</h1>
        {accreditation && <AccreditationFigures types={accreditation} />}
      </>
    );
  }
  const { figures, missed, demo, toConfirm } = office;
  const hasDemo = demo.stories > 0 || demo.results > 0 || demo.events > 0;
  const confirmRemoval = (event: React.FormEvent<HTMLFormElement>) => {
    if (!window.confirm(t("admin.demoConfirm"))) event.preventDefault();
  };
  const cards: { label: string; value: string; icon: typeof Newspaper; to?: string }[] = [
    { label: t("admin.statNews"), value: formatNumber(figures.publishedNews, locale), icon: Newspaper },
    { label: t("admin.statResults"), value: formatNumber(figures.results, locale), icon: Trophy },
    { label: t("admin.statMedia"), value: formatNumber(figures.media, locale), icon: Image },
    { label: t("adminInbox.statNew"), value: formatNumber(figures.newMessages, locale), icon: Inbox, to: "/admin/inbox?status=new" },
    { label: t("admin.statVisitors"), value: figures.visitors === null ? t("admin.notMeasured") : formatNumber(figures.visitors, locale), icon: BarChart3 },
  ];
  const sections: { title: string; text: string; links?: { to: string; label: string }[] }[] = [
    {
      title: t("admin.sectionNews"),
      text: t("admin.sectionNewsText"),
      links: [
        { to: "/admin/news", label: t("adminNews.manage") },
        { to: "/admin/news/new", label: t("adminNews.newArticle") },
      ],
    },
    {
      title: t("admin.sectionResults"),
      text: t("admin.sectionResultsText"),
      links: [
        { to: "/admin/results", label: t("adminResults.manage") },
        { to: "/admin/results/new", label: t("adminResults.newResult") },
      ],
    },
    {
      title: t("adminSchedule.title"),
      text: t("adminSchedule.sectionText"),
      links: [
        { to: "/admin/schedule", label: t("adminSchedule.title") },
        { to: "/admin/schedule/new", label: t("adminSchedule.newEvent") },
        { to: "/admin/schedule/import", label: t("adminSchedule.importCsv") },
      ],
    },
    {
      title: t("admin.sectionMedia"),
      text: t("admin.sectionMediaText"),
      links: [
        { to: "/admin/media", label: t("adminMedia.listTitle") },
        { to: "/admin/media/upload", label: t("adminMedia.upload") },
        { to: "/admin/media/downloads", label: t("adminMedia.downloads.title") },
      ],
    },
    {
      title: t("adminInbox.section"),
      text: t("adminInbox.sectionText"),
      links: [{ to: "/admin/inbox", label: t("adminInbox.listTitle") }],
    },
    ...(canAudit ? [{ title: t("adminAudit.title"), text: t("adminAudit.sectionText"), links: [{ to: "/admin/audit", label: t("adminAudit.title") }] }] : []),
    { title: t("admin.sectionStats"), text: t("admin.sectionStatsText") },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold text-ocean-900">{t("admin.dashboard")}</h1>
      {missed.length > 0 && (
        <section aria-labelledby="missed-title" className="mt-6 rounded-xl border border-amber-700 bg-amber-50 p-5 text-amber-950">
          <h2 id="missed-title" className="flex items-center gap-2 text-lg font-bold">
            <CircleAlert aria-hidden="true" className="size-5" />
            {t("adminNews.missedTitle")}
          </h2>
          <p className="mt-1">{t("adminNews.missedText")}</p>
          <ul className="mt-3 space-y-1">
            {missed.map((version) => (
              <li key={`${version.newsId}-${version.language}`}>
                <Link
                  to={version.source ? `/admin/news/${version.newsId}/edit` : `/admin/news/${version.newsId}/translations/${version.language}`}
                  className="font-semibold underline"
                >
                  <span lang={version.language}>{version.title}</span> ({version.language.toUpperCase()})
                </Link>
                {" — "}
                {version.publishAt
                  ? t("adminNews.missedPublish", { date: formatDate(version.publishAt, locale, SCHEDULE_DATE) })
                  : t("adminNews.missedUnpublish", { date: formatDate(version.unpublishAt!, locale, SCHEDULE_DATE) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ToConfirmList kinds={toConfirm} />
      <section aria-labelledby="demo-title" className={`mt-6 rounded-xl border p-5 ${hasDemo ? "border-amber-700 bg-amber-50 text-amber-950" : "border-slate-200 text-slate-800"}`}>
        <h2 id="demo-title" className="flex items-center gap-2 text-lg font-bold">
          <FlaskConical aria-hidden="true" className="size-5" />
          {t("admin.demoTitle")}
        </h2>
        {hasDemo ? (
          <>
            <p className="mt-1">{t("admin.demoIntro")}</p>
            <ul className="mt-2 list-disc pl-6">
              <li>{t("admin.demoStories", { count: demo.stories })}</li>
              <li>{t("admin.demoEvents", { count: demo.events })}</li>
              <li>{t("admin.demoResults", { count: demo.results })}</li>
            </ul>
            {canRemoveDemo ? (
              <Form method="post" onSubmit={confirmRemoval} className="mt-4">
                <input type="hidden" name="intent" value="remove-demo" />
                <button type="submit" disabled={removing} className="inline-flex items-center gap-2 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t("admin.demoRemove")}
                </button>
              </Form>
            ) : (
              <p className="mt-2 text-sm">{t("admin.demoAdminOnly")}</p>
            )}
          </>
        ) : (
          <p className="mt-1">{t("admin.demoNone")}</p>
        )}
        {actionData?.ok && actionData.notice && <FormNotice text={messageText(t, actionData.notice)} className="mt-3" />}
        <FormAlert result={actionData} className="mt-3" />
      </section>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map((card) => (
          <li key={card.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <card.icon aria-hidden="true" className="size-6 text-ocean-700" />
            <p className="mt-3 text-sm text-slate-700">
              {card.to ? (
                <Link to={card.to} className="font-semibold text-ocean-700 underline hover:text-ocean-900">
                  {card.label}
                </Link>
              ) : (
                card.label
              )}
            </p>
            <p data-testid="stat" className="mt-1 text-2xl font-bold text-slate-900">{card.value}</p>
          </li>
        ))}
      </ul>
      {accreditation && <AccreditationFigures types={accreditation} />}
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {sections.map((section) => (
          <section key={section.title} className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-xl font-bold text-slate-900">{section.title}</h2>
            <p className="mt-2 text-slate-700">{section.text}</p>
            {section.links && (
              <ul className="mt-4 flex flex-wrap gap-3">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="font-semibold text-ocean-700 underline hover:text-ocean-900">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}

/** Each accreditation type with its applications by status. */
function AccreditationFigures({ types }: { types: TypeApplications[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="accreditation-title" className="mt-6 rounded-xl border border-slate-200 p-5">
      <h2 id="accreditation-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <BadgeCheck aria-hidden="true" className="size-5 text-ocean-700" />
        {t("adminAccreditation.dashboardTitle")}
      </h2>
      {types.every((type) => type.total === 0) && <p className="mt-1 text-slate-700">{t("adminAccreditation.dashboardNone")}</p>}
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {types.map((type) => (
          <li key={type.id} data-accreditation-type={type.id} className="rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold text-slate-900">
              <span lang={type.name.lang}>{type.name.value}</span>
            </h3>
            <p className="text-sm text-slate-700">{t("adminAccreditation.total", { count: type.total })}</p>
            {type.byStatus.length > 0 && (
              <dl className="mt-2 space-y-1 text-sm">
                {type.byStatus.map(({ status, count }) => (
                  <div key={status} data-status={status} className="flex justify-between gap-3">
                    <dt className="text-slate-700">{t(`adminAccreditation.statuses.${status}`)}</dt>
                    <dd className="font-semibold text-slate-900">{formatNumber(count, locale)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

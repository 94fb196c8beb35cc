import { FileText, Mail } from "lucide-react";
import type { Route } from "./+types/accreditation.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { StepList } from "~/site/parts/step-list.tsx";
import { ACCREDITATION_CONFIRMATION, ACCREDITATION_FORMS } from "~/content/accreditation/data.ts";
import { accreditationContent } from "~/content/accreditation/index.server.ts";
import { CONTACT_EMAIL } from "~/content/event.ts";
import { accreditationPage } from "~/domain/accreditation/public-accreditation.server.ts";
import { AccreditationCard, DAY_FORMAT } from "./accreditation-card.tsx";
import { FaqList } from "./faq-list.tsx";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/platform/services/services.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { ToConfirm } from "~/site/parts/to-confirm.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["accreditation"] };

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const content = accreditationContent[locale];
  const page = await accreditationPage(context.get(servicesContext).content, locale, new Date());
  const dates = { requestsOpen: page.requestsOpen, deadline: page.lastDeadline, confirmation: ACCREDITATION_CONFIRMATION };
  return { content, types: page.types, dates, untranslated: page.untranslated, seo: content.meta };
}

export default function Accreditation({ loaderData: { content, types, dates, untranslated } }: Route.ComponentProps) {
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="community" title={content.title} intro={content.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="types" title={content.typesTitle} intro={content.typesIntro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {types.map((type) => (
            <AccreditationCard key={type.id} type={type} content={content} />
          ))}
        </ul>
      </PageSection>
      <PageSection id="process" title={content.processTitle} tone="sand">
        <StepList steps={content.process} />
        <p className="mt-6 max-w-3xl text-slate-800">{content.processNote}</p>
      </PageSection>
      <PageSection id="forms" title={content.formsTitle} intro={content.formsIntro}>
        <ul className="space-y-3">
          {ACCREDITATION_FORMS.map((form) => (
            <li key={form} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4">
              <span className="flex items-center gap-2 font-medium text-slate-900">
                <FileText aria-hidden="true" className="size-5 text-ocean-700" />
                {content.forms[form]}
              </span>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">{content.formUnavailable}</span>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="dates" title={content.datesTitle} tone="sand">
        <dl className="space-y-3">
          {(Object.keys(dates) as (keyof typeof dates)[]).map((key) => {
            const date = dates[key];
            return (
              <div key={key} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
                <dt className="font-medium text-slate-900">{content.dates[key]}</dt>
                <dd className="font-semibold text-ocean-800">{date ? <time dateTime={date}>{formatDate(date, locale, DAY_FORMAT)}</time> : <ToConfirm />}</dd>
              </div>
            );
          })}
        </dl>
      </PageSection>
      <PageSection id="faq" title={content.faqTitle}>
        <FaqList items={content.faq} />
      </PageSection>
      <PageSection id="support" title={content.supportTitle} intro={content.supportText} tone="sand">
        <div className="flex flex-wrap items-center gap-4">
          <p className="flex flex-wrap items-center gap-2 text-slate-800">
            <Mail aria-hidden="true" className="size-5 text-ocean-700" />
            <span className="font-semibold">{content.supportEmailLabel}</span>
            <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
              {CONTACT_EMAIL}
            </a>
          </p>
          <a href={localize("/contact")} className="rounded-md bg-ocean-800 px-5 py-2.5 font-semibold text-white hover:bg-ocean-900">
            {content.supportContactLink}
          </a>
        </div>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

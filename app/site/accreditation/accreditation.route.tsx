import { FileText, Mail } from "lucide-react";
import type { Route } from "./+types/accreditation.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { StepList } from "~/site/parts/step-list.tsx";
import { ACCREDITATION_FORMS, type AccreditationFormId } from "./data.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import { accreditationPage } from "~/domain/accreditation/public-accreditation.server.ts";
import { accreditationTextsKind } from "~/domain/content/kinds/accreditation-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { AccreditationCard, DAY_FORMAT } from "./accreditation-card.tsx";
import { FaqList } from "./faq-list.tsx";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { ToConfirm } from "~/site/parts/to-confirm.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["accreditationTexts", "accreditation", "event"] };

const FORM_NAMES = { media: "formMedia", officials: "formOfficials", volunteers: "formVolunteers" } as const satisfies Record<AccreditationFormId, string>;
const STEPS = [1, 2, 3, 4] as const;
const QUESTIONS = [1, 2, 3, 4] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const store = context.get(servicesContext).content;
  const [own, page, facts] = await Promise.all([pageTexts(store, accreditationTextsKind, locale), accreditationPage(store, locale, new Date()), eventFacts(store)]);
  const { texts } = own;
  const dates = { requestsOpen: page.requestsOpen, deadline: page.lastDeadline, confirmation: facts.accreditationConfirmation };
  return {
    texts,
    contactEmail: facts.contactEmail,
    types: page.types,
    dates,
    untranslated: own.untranslated || page.untranslated,
    seo: own.seo,
  };
}

export default function Accreditation({ loaderData: { texts, contactEmail, types, dates, untranslated } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="community" title={texts.title} intro={texts.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="types" title={texts.typesTitle} intro={texts.typesIntro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {types.map((type) => (
            <AccreditationCard key={type.id} type={type} />
          ))}
        </ul>
      </PageSection>
      <PageSection id="process" title={texts.processTitle} tone="sand">
        <StepList steps={STEPS.map((step) => ({ title: texts[`step${step}Title`], text: texts[`step${step}Text`] }))} />
        <ShownText as="p" text={texts.processNote} className="mt-6 max-w-3xl text-slate-800" />
      </PageSection>
      <PageSection id="forms" title={texts.formsTitle} intro={texts.formsIntro}>
        <ul className="space-y-3">
          {ACCREDITATION_FORMS.map((form) => (
            <li key={form} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4">
              <span className="flex items-center gap-2 font-medium text-slate-900">
                <FileText aria-hidden="true" className="size-5 text-ocean-700" />
                <ShownText text={texts[FORM_NAMES[form]]} />
              </span>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">{t("accreditation.formUnavailable")}</span>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="dates" title={texts.datesTitle} tone="sand">
        <dl className="space-y-3">
          {(Object.keys(dates) as (keyof typeof dates)[]).map((key) => {
            const date = dates[key];
            return (
              <div key={key} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
                <dt className="font-medium text-slate-900">{t(`accreditation.dates.${key}`)}</dt>
                <dd className="font-semibold text-ocean-800">{date ? <time dateTime={date}>{formatDate(date, locale, DAY_FORMAT)}</time> : <ToConfirm />}</dd>
              </div>
            );
          })}
        </dl>
      </PageSection>
      <PageSection id="faq" title={texts.faqTitle}>
        <FaqList items={QUESTIONS.map((question) => ({ question: texts[`faq${question}Question`], answer: texts[`faq${question}Answer`] }))} />
      </PageSection>
      <PageSection id="support" title={texts.supportTitle} intro={texts.supportText} tone="sand">
        <div className="flex flex-wrap items-center gap-4">
          <p className="flex flex-wrap items-center gap-2 text-slate-800">
            <Mail aria-hidden="true" className="size-5 text-ocean-700" />
            <span className="font-semibold">{t("accreditation.supportEmailLabel")}</span>
            <a href={`mailto:${contactEmail}`} className="font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
              {contactEmail}
            </a>
          </p>
          <a href={localize("/contact")} className="rounded-md bg-ocean-800 px-5 py-2.5 font-semibold text-white hover:bg-ocean-900">
            {t("accreditation.supportContactLink")}
          </a>
        </div>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

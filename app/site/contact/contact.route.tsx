import { Building2, Clock, Languages, Mail, MapPin, MessageCircle } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/contact.route";
import { ExternalLink } from "~/site/parts/external-link.tsx";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import { socialLinks } from "~/domain/event/social-links.ts";
import { contactTextsKind } from "~/domain/content/kinds/contact-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { ContactForm } from "./contact-form.tsx";
import { CONTACT_LANGUAGES, RESPONSE_TIMES } from "../../domain/contact/facts.ts";
import { contactPreselection } from "../../domain/messages/contact-schema.ts";
import { submitContact } from "../../domain/messages/contact.server.ts";
import { formatOpeningSlot } from "./office-hours.ts";
import { departmentsIn } from "~/domain/contact/departments.server.ts";
import { officesIn } from "~/domain/contact/offices.server.ts";
import { readForm } from "~/domain/messages/submission.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { requestContext } from "~/platform/http/request-context.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { ToConfirm } from "~/site/parts/to-confirm.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";

export const handle: RouteHandle = { shows: ["contactTexts", "contactDepartments", "offices", "event"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { content: store } = context.get(servicesContext);
  const { subject } = contactPreselection.parse(Object.fromEntries(new URL(request.url).searchParams));
  // The page's own words and the committee's address draw the page at all: like every kind, they were read at start (ADR 027).
  const [page, facts] = await Promise.all([pageTexts(store, contactTextsKind, locale), eventFacts(store)]);
  // The form must come back with what was typed while the database is down (the action says so): the
  // departments and offices, should they not be in memory, are left out of that page, which is then not stored.
  const read = await Promise.all([departmentsIn(store, locale), officesIn(store, locale)]).catch(() => null);
  const [departments, offices] = read ?? [];
  const { texts } = page;
  return data(
    {
      texts,
      contactEmail: facts.contactEmail,
      social: socialLinks(facts),
      departments: departments?.departments ?? [],
      offices: (offices?.offices ?? []).map((office) => ({ ...office, hours: office.hours.map((slot) => formatOpeningSlot(slot, locale, t)) })),
      untranslated: page.untranslated || (departments?.untranslated ?? false) || (offices?.untranslated ?? false),
      subject: subject ?? "",
      seo: page.seo,
    },
    read ? undefined : { headers: { "cache-control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, limits, inbox } = context.get(servicesContext);
  return submitContact(await readForm(request), {
    database,
    ip: context.get(requestContext).ip,
    locale: context.get(localeContext),
    limiter: limits.publicForms,
    inbox,
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, contactEmail, social, departments, offices, untranslated, subject } = loaderData;
  const { t, locale } = useTranslation();
  return (
    <>
      <PageHeader visual="info" title={texts.title} intro={texts.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="contact-form-title" title={texts.formTitle} intro={texts.formIntro}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ContactForm departments={departments} result={actionData} preselectedSubject={subject} />
          </div>
          <aside className="space-y-6">
            <div className="rounded-xl bg-ocean-50 p-6">
              <h3 className="flex items-center gap-2 text-lg font-bold text-ocean-900">
                <Clock aria-hidden="true" className="size-5" />
                <ShownText text={texts.responseTitle} />
              </h3>
              <ShownText as="p" text={texts.responseIntro} className="mt-2 text-slate-700" />
              <dl className="mt-4 space-y-2">
                {RESPONSE_TIMES.map((time) => (
                  <div key={time.key} className="flex justify-between gap-4 border-b border-ocean-100 pb-2">
                    <dt className="text-slate-800">{t(`contact.responseTimes.${time.key}`)}</dt>
                    <dd className="font-semibold text-ocean-900">{formatNumber(time.value, locale, { style: "unit", unit: time.unit, unitDisplay: "long" })}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="rounded-xl bg-ocean-50 p-6">
              <h3 className="flex items-center gap-2 text-lg font-bold text-ocean-900">
                <Languages aria-hidden="true" className="size-5" />
                <ShownText text={texts.languagesTitle} />
              </h3>
              <ShownText as="p" text={texts.languagesIntro} className="mt-2 text-slate-700" />
              <ul className="mt-3 flex flex-wrap gap-2">
                {CONTACT_LANGUAGES.map((language) => (
                  <li key={language} className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-ocean-900">
                    {t(`contact.languageNames.${language}`)}
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </PageSection>
      <PageSection id="departments" title={texts.departmentsTitle} intro={texts.departmentsIntro} tone="sand">
        <p className="flex flex-wrap items-center gap-2 text-lg text-slate-800">
          <Mail aria-hidden="true" className="size-5 text-ocean-700" />
          <span className="font-semibold">{t("contact.generalAddress")}</span>
          <a href={`mailto:${contactEmail}`} className="font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
            {contactEmail}
          </a>
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {departments.map((department) => (
            <li key={department.id} id={`department-${department.id}`} className="rounded-xl border border-slate-200 bg-white p-6">
              <ShownText as="h3" text={department.name} className="text-lg font-bold text-slate-900" />
              {department.description && <ShownText as="p" text={department.description} className="mt-2 text-slate-700" />}
            </li>
          ))}
        </ul>
      </PageSection>
      {offices.length > 0 && (
        <PageSection id="offices" title={texts.officesTitle}>
          <ul className="grid gap-6 md:grid-cols-2">
            {offices.map((office) => (
              <li key={office.id} id={`office-${office.id}`} className="rounded-xl border border-slate-200 p-6">
                <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
                  <Building2 aria-hidden="true" className="size-5 text-ocean-700" />
                  <ShownText text={office.name} />
                </h3>
                <address className="mt-3 space-y-1 not-italic text-slate-800">
                  {office.location && (
                    <p className="flex items-center gap-2">
                      <MapPin aria-hidden="true" className="size-4 text-ocean-700" />
                      {office.location}
                    </p>
                  )}
                  <dl className="flex flex-wrap items-center gap-x-2 text-slate-700">
                    <dt>{t("contact.addressLabel")}</dt>
                    <dd className="flex">{office.address ?? <ToConfirm />}</dd>
                  </dl>
                </address>
                <h4 className="mt-4 font-semibold text-slate-900">{t("contact.hoursTitle")}</h4>
                <ul className="mt-2 space-y-1 text-slate-800">
                  {office.hours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      {social.length > 0 && (
        <PageSection id="channels" title={texts.channelsTitle} intro={texts.channelsIntro} tone="sand">
          <ul className="flex flex-wrap gap-4">
            {social.map((social) => (
              <li key={social.network}>
                <ExternalLink
                  href={social.href}
                  className="inline-flex items-center gap-2 rounded-lg border border-ocean-700 bg-white px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50"
                >
                  <MessageCircle aria-hidden="true" className="size-4" />
                  {social.network}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

// Carries the action's Retry-After to the document response of a visitor without JavaScript, and the
// loader's no-store when the offices could not be read.
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const merged = new Headers(actionHeaders);
  const cacheControl = loaderHeaders.get("cache-control");
  if (cacheControl) merged.set("cache-control", cacheControl);
  return merged;
};

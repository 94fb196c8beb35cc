import { Check, Gift } from "lucide-react";
import type { Route } from "./+types/partners.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { partnersTextsKind } from "~/domain/content/kinds/partners-texts.ts";
import type { Shown } from "~/domain/content/localized.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { TIERS } from "~/domain/partners/tiers.ts";
import { readForm } from "~/domain/messages/submission.server.ts";
import { partnersPage } from "~/domain/partners/public-partners.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { PartnershipForm } from "./partnership-form.tsx";
import { partnershipPreselection } from "../../domain/messages/partnership-schema.ts";
import { submitPartnership } from "../../domain/messages/partnership.server.ts";
import { requestContext } from "~/platform/http/request-context.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { PartnerList } from "./partner-list.tsx";

export const handle: RouteHandle = { shows: ["partnersTexts", "partners", "media"] };

const FORM_SECTION = "partner-form";

/** A tier's benefits or package: one item per line of the organisers' text. */
const items = (text: Shown) => text.value.split("\n").map((line) => line.trim()).filter(Boolean);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { database, content: store } = context.get(servicesContext);
  const { category } = partnershipPreselection.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [own, page] = await Promise.all([pageTexts(store, partnersTextsKind, locale), partnersPage(database.db, store, locale)]);
  const { texts } = own;
  return {
    texts,
    ...page,
    untranslated: own.untranslated || page.untranslated,
    category: category ?? "",
    seo: own.seo,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, limits, inbox } = context.get(servicesContext);
  return submitPartnership(await readForm(request), {
    database,
    ip: context.get(requestContext).ip,
    locale: context.get(localeContext),
    limiter: limits.publicForms,
    inbox,
  });
}

export default function Partners({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, category, partners, logos, untranslated } = loaderData;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="community" title={texts.title} intro={texts.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="tiers" title={texts.tiersTitle} intro={texts.tiersIntro}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {TIERS.map((tier) => {
            const name = texts[`${tier.key}Name`];
            const benefits = texts[`${tier.key}Benefits`];
            const offer = texts[`${tier.key}Package`];
            return (
              <li key={tier.key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
                <div className="flex items-center gap-4">
                  <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-ocean-50 text-ocean-800">
                    <tier.icon aria-hidden="true" className="size-8" />
                  </span>
                  <h3 id={`tier-${tier.key}`} lang={name.lang} className="text-xl font-bold text-slate-900 sm:text-2xl">
                    {name.value}
                  </h3>
                </div>
                <ShownText as="p" text={texts[`${tier.key}Description`]} className="mt-4 text-slate-700" />
                <div className="mt-6 grid gap-6 sm:grid-cols-2">
                  <div>
                    <h4 className="font-semibold text-ocean-900">{t("partners.benefitsLabel")}</h4>
                    <ul lang={benefits.lang} className="mt-2 space-y-2 text-slate-800">
                      {items(benefits).map((benefit) => (
                        <li key={benefit} className="flex gap-2">
                          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-ocean-700" />
                          {benefit}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="font-semibold text-ocean-900">{t("partners.packageLabel")}</h4>
                    <ul lang={offer.lang} className="mt-2 space-y-2 text-slate-800">
                      {items(offer).map((item) => (
                        <li key={item} className="flex gap-2">
                          <Gift aria-hidden="true" className="mt-1 size-4 shrink-0 text-ocean-700" />
                          {item}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
                <PartnerList
                  label={tier.key === "institutional" ? t("partners.institutionalLinksLabel") : t("partners.tierPartnersLabel")}
                  partners={partners.filter((partner) => partner.tier === tier.key)}
                  logos={logos}
                />
                <p className="mt-auto pt-6">
                  <a
                    href={`${localize("/partners")}?category=${tier.category}#${FORM_SECTION}`}
                    aria-describedby={`tier-${tier.key}`}
                    className="inline-block rounded-lg border border-ocean-700 px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50"
                  >
                    {t("partners.tierCta")}
                  </a>
                </p>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection id={FORM_SECTION} title={texts.formTitle} intro={texts.formIntro} tone="sand">
        <div className="max-w-3xl">
          <PartnershipForm result={actionData} preselectedCategory={category} />
        </div>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

// Carries the action's Retry-After to the document response of a visitor without JavaScript.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

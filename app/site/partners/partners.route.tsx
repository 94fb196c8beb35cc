import { Check, Gift } from "lucide-react";
import type { Route } from "./+types/partners.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { partnersContent } from "~/content/partners/index.server.ts";
import { TIERS } from "~/content/partners/tiers.ts";
import { readForm } from "~/domain/messages/submission.server.ts";
import { partnersPage } from "~/domain/partners/public-partners.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { PartnershipForm } from "./partnership-form.tsx";
import { partnershipPreselection } from "./partnership-schema.ts";
import { submitPartnership } from "./partnership.server.ts";
import { requestContext, servicesContext } from "~/platform/services/services.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { PartnerList } from "./partner-list.tsx";

export const handle: RouteHandle = { shows: ["partners", "media"] };

const FORM_SECTION = "partner-form";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { database, content: store } = context.get(servicesContext);
  const content = partnersContent[locale];
  const { category } = partnershipPreselection.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { content, ...(await partnersPage(database.db, store, locale)), category: category ?? "", seo: content.meta };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, limits, inbox } = context.get(servicesContext);
  return submitPartnership(await readForm(request), {
    db: database.db,
    ip: context.get(requestContext).ip,
    locale: context.get(localeContext),
    limiter: limits.publicForms,
    inbox,
  });
}

export default function Partners({ loaderData, actionData }: Route.ComponentProps) {
  const { content, category, partners, logos, untranslated } = loaderData;
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="community" title={content.title} intro={content.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="tiers" title={content.tiersTitle} intro={content.tiersIntro}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {TIERS.map((tier) => {
            const text = content.tiers[tier.key];
            return (
              <li key={tier.key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
                <div className="flex items-center gap-4">
                  <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-ocean-50 text-ocean-800">
                    <tier.icon aria-hidden="true" className="size-8" />
                  </span>
                  <h3 id={`tier-${tier.key}`} className="text-xl font-bold text-slate-900 sm:text-2xl">
                    {text.name}
                  </h3>
                </div>
                <p className="mt-4 text-slate-700">{text.description}</p>
                <div className="mt-6 grid gap-6 sm:grid-cols-2">
                  <div>
                    <h4 className="font-semibold text-ocean-900">{content.benefitsLabel}</h4>
                    <ul className="mt-2 space-y-2 text-slate-800">
                      {text.benefits.map((benefit) => (
                        <li key={benefit} className="flex gap-2">
                          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-ocean-700" />
                          {benefit}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="font-semibold text-ocean-900">{content.packageLabel}</h4>
                    <ul className="mt-2 space-y-2 text-slate-800">
                      {text.package.map((item) => (
                        <li key={item} className="flex gap-2">
                          <Gift aria-hidden="true" className="mt-1 size-4 shrink-0 text-ocean-700" />
                          {item}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
                <PartnerList
                  label={tier.key === "institutional" ? content.institutionalLinksLabel : content.tierPartnersLabel}
                  partners={partners.filter((partner) => partner.tier === tier.key)}
                  logos={logos}
                />
                <p className="mt-auto pt-6">
                  <a
                    href={`${localize("/partners")}?category=${tier.category}#${FORM_SECTION}`}
                    aria-describedby={`tier-${tier.key}`}
                    className="inline-block rounded-lg border border-ocean-700 px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50"
                  >
                    {content.tierCta}
                  </a>
                </p>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection id={FORM_SECTION} title={content.form.title} intro={content.form.intro} tone="sand">
        <div className="max-w-3xl">
          <PartnershipForm content={content.form} categories={content.categories} result={actionData} preselectedCategory={category} />
        </div>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

// Carries the action's Retry-After to the document response of a visitor without JavaScript.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

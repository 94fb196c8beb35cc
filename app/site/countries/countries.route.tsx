import { MoveHorizontal } from "lucide-react";
import type { Route } from "./+types/countries.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { countriesTextsKind } from "~/domain/content/kinds/countries-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { DelegationCard } from "./delegation-card.tsx";
import { MapLegend, PacificMap } from "./pacific-map.tsx";
import { delegationCards, delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { fillTemplate } from "~/platform/i18n/fill-template.ts";
import { anyUntranslated } from "~/domain/content/localized.ts";
import { servicesContext } from "~/services.server.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["countriesTexts", "delegations"] };

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const store = context.get(servicesContext).content;
  const [page, delegations] = await Promise.all([pageTexts(store, countriesTextsKind, locale), delegationsIn(store, locale)]);
  const { texts } = page;
  return {
    texts,
    cards: delegationCards(delegations, locale),
    // In the organisers' order, which the map draws (a later marker over an earlier one).
    markers: delegations.list.flatMap(({ code, name, host, position }) => (position ? [{ code, name: name.value, host, ...position }] : [])),
    counts: delegations.counts,
    untranslated: page.untranslated || anyUntranslated(delegations.list.map((delegation) => delegation.name)),
    // The description may say how many delegations there are: "{count}" in the organisers' text.
    seo: { ...page.seo, description: fillTemplate(page.seo.description, { count: delegations.counts.total }) },
  };
}

export default function Countries({ loaderData: { texts, cards, markers, counts, untranslated } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const summary = [
    { key: "total", value: counts.total },
    { key: "members", value: counts.members },
    { key: "invited", value: counts.invited },
  ] as const;
  const compass = { north: t("countries.compass.north"), south: t("countries.compass.south"), east: t("countries.compass.east"), west: t("countries.compass.west") };
  return (
    <>
      <PageHeader visual="countries" title={texts.title} intro={texts.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="summary" title={texts.summaryTitle}>
        <dl className="grid gap-6 sm:grid-cols-3">
          {summary.map((item) => (
            <div key={item.key} data-count={item.key} className="flex flex-col-reverse rounded-xl bg-ocean-50 p-6">
              <dt className="mt-1 text-slate-800">{t(`countries.summary.${item.key}`)}</dt>
              <dd className="text-4xl font-extrabold text-ocean-900">{formatNumber(item.value, locale)}</dd>
            </div>
          ))}
        </dl>
        <ShownText as="p" text={texts.invitedNote} className="mt-6 max-w-3xl text-slate-800" />
        <ShownText as="p" text={texts.athletesNote} className="mt-2 max-w-3xl text-slate-800" />
      </PageSection>
      <PageSection id="map" title={texts.mapTitle} tone="sand">
        <figure>
          <p className="mb-3 flex items-center gap-2 text-sm text-slate-700 lg:hidden">
            <MoveHorizontal aria-hidden="true" className="size-4 shrink-0" />
            {t("countries.mapScrollHint")}
          </p>
          <PacificMap label={t("countries.mapLabel", { count: counts.total })} compass={compass} markers={markers} />
          <figcaption className="mt-4 flex flex-wrap items-center justify-between gap-4 text-sm text-slate-700">
            <span>{t("countries.mapCaption")}</span>
            <MapLegend delegation={t("countries.legendDelegation")} host={t("countries.legendHost")} />
          </figcaption>
        </figure>
      </PageSection>
      <PageSection id="delegations" title={texts.listTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {cards.map((delegation) => (
            <li key={delegation.code}>
              <DelegationCard delegation={delegation} codeLabel={t("countries.codeLabel")} hostBadge={t("countries.status.host")} invitedBadge={t("countries.status.invited")} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

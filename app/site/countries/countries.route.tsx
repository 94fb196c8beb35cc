import { MoveHorizontal } from "lucide-react";
import type { Route } from "./+types/countries.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { countriesContent } from "~/content/countries/index.server.ts";
import { DelegationCard } from "./delegation-card.tsx";
import { MapLegend, PacificMap } from "./pacific-map.tsx";
import { delegationCards, delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { fillTemplate } from "~/platform/i18n/fill-template.ts";
import { anyUntranslated } from "~/domain/content/localized.ts";
import { servicesContext } from "~/platform/services/services.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["delegations"] };

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { delegation: _delegation, medals: _medals, ...content } = countriesContent[locale];
  const delegations = await delegationsIn(context.get(servicesContext).content, locale);
  return {
    content: { ...content, mapLabel: fillTemplate(content.mapLabel, { count: delegations.counts.total }) },
    cards: delegationCards(delegations, locale),
    // In the organisers' order, which the map draws (a later marker over an earlier one).
    markers: delegations.list.flatMap(({ code, name, host, position }) => (position ? [{ code, name: name.value, host, ...position }] : [])),
    counts: delegations.counts,
    untranslated: anyUntranslated(delegations.list.map((delegation) => delegation.name)),
    seo: { ...content.meta, description: fillTemplate(content.meta.description, { count: delegations.counts.total }) },
  };
}

export default function Countries({ loaderData: { content, cards, markers, counts, untranslated } }: Route.ComponentProps) {
  const locale = useLocale();
  const summary = [
    { key: "total", value: counts.total, label: content.summary.total },
    { key: "members", value: counts.members, label: content.summary.members },
    { key: "invited", value: counts.invited, label: content.summary.invited },
  ];
  return (
    <>
      <PageHeader visual="countries" title={content.title} intro={content.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="summary" title={content.summaryTitle}>
        <dl className="grid gap-6 sm:grid-cols-3">
          {summary.map((item) => (
            <div key={item.key} data-count={item.key} className="flex flex-col-reverse rounded-xl bg-ocean-50 p-6">
              <dt className="mt-1 text-slate-800">{item.label}</dt>
              <dd className="text-4xl font-extrabold text-ocean-900">{formatNumber(item.value, locale)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 max-w-3xl text-slate-800">{content.invitedNote}</p>
        <p className="mt-2 max-w-3xl text-slate-800">{content.athletesNote}</p>
      </PageSection>
      <PageSection id="map" title={content.mapTitle} tone="sand">
        <figure>
          <p className="mb-3 flex items-center gap-2 text-sm text-slate-700 lg:hidden">
            <MoveHorizontal aria-hidden="true" className="size-4 shrink-0" />
            {content.mapScrollHint}
          </p>
          <PacificMap label={content.mapLabel} compass={content.compass} markers={markers} />
          <figcaption className="mt-4 flex flex-wrap items-center justify-between gap-4 text-sm text-slate-700">
            <span>{content.mapCaption}</span>
            <MapLegend delegation={content.legendDelegation} host={content.legendHost} />
          </figcaption>
        </figure>
      </PageSection>
      <PageSection id="delegations" title={content.listTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {cards.map((delegation) => (
            <li key={delegation.code}>
              <DelegationCard delegation={delegation} codeLabel={content.codeLabel} hostBadge={content.status.host} invitedBadge={content.status.invited} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

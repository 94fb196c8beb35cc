import { CalendarDays, Radio } from "lucide-react";
import type { Route } from "./+types/favourites.route";
import { byName } from "~/domain/content/localized.ts";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { sportPath } from "~/domain/schedule/public-paths.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { servicesContext } from "~/services.server.ts";
import { OfflinePage } from "~/platform/offline/offline-page.tsx";
import { Flag } from "~/site/parts/flag.tsx";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { SportPictogram } from "~/site/parts/sport-pictogram.tsx";
import { FavouriteToggle } from "./favourite-toggle.tsx";

export const handle: RouteHandle = { shows: ["sports", "delegations"] };

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { content } = context.get(servicesContext);
  const [sports, delegations] = await Promise.all([sportsIn(content, locale), delegationsIn(content, locale)]);
  return {
    sports: sports.list.map(({ slug, name }) => ({ slug, name })).sort(byName(locale)),
    delegations: delegations.list.map(({ code, name, region }) => ({ code, name, region })).sort(byName(locale)),
    seo: { title: t("favourites.metaTitle"), description: t("favourites.metaDescription") },
  };
}

const card = "flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-3";
// The name takes the line's room down to 8rem; below that (a small phone) the star goes under it.
const nameLink = "min-w-0 flex-[1_1_8rem] font-semibold break-words text-ocean-800 underline-offset-4 hover:underline";
const link = "inline-flex items-center gap-2 font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900";

/** Where the favourites show: the pages the header leads to. */
const SHOWN_ON = [
  { path: "/schedule", label: "favourites.scheduleLink", Icon: CalendarDays },
  { path: "/live", label: "favourites.liveLink", Icon: Radio },
] as const;

export default function Favourites({ loaderData: { sports, delegations } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <OfflinePage>
      <PageHeader visual="results" title={t("favourites.title")} intro={t("favourites.intro")}>
        <noscript>
          <p className="mt-6 max-w-3xl rounded-lg bg-white/10 p-4 text-white">{t("favourites.needsScript")}</p>
        </noscript>
        <ul className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
          {SHOWN_ON.map(({ path, label, Icon }) => (
            <li key={path}>
              <a href={localize(path)} className="inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4">
                <Icon aria-hidden="true" className="size-4" />
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </PageHeader>
      <PageSection id="favourite-delegations" title={t("favourites.delegationsTitle")}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {delegations.map((delegation) => (
            <li key={delegation.code} data-delegation={delegation.code} className={card}>
              <Flag code={delegation.code} region={delegation.region} size="sm" />
              <a href={localize(`/countries/${delegation.code.toLowerCase()}`)} lang={delegation.name.lang} className={nameLink}>
                {delegation.name.value}
              </a>
              <FavouriteToggle kind="delegation" id={delegation.code} name={delegation.name.value} className="ml-auto" />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="favourite-sports" title={t("favourites.sportsTitle")} tone="sand">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {sports.map((sport) => (
            <li key={sport.slug} data-sport={sport.slug} className={card}>
              <SportPictogram sport={sport.slug} className="size-7 shrink-0 text-ocean-700" />
              <a href={localize(sportPath(sport.slug))} lang={sport.name.lang} className={nameLink}>
                {sport.name.value}
              </a>
              <FavouriteToggle kind="sport" id={sport.slug} name={sport.name.value} className="ml-auto" />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <a href={localize("/schedule")} className={link}>
            <CalendarDays aria-hidden="true" className="size-4" />
            {t("favourites.scheduleLink")}
          </a>
        </p>
      </PageSection>
    </OfflinePage>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

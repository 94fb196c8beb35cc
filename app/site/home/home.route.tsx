import { CalendarDays, MapPin, Users } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Route } from "./+types/home.route";
import { socialLinks } from "~/domain/event/social-links.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import { formatDayRange } from "~/platform/i18n/format.ts";
import { Countdown } from "./countdown.tsx";
import { FeaturedStory } from "./featured-story.tsx";
import { LatestNews } from "./latest-news.tsx";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { featuredArticle, latestPublishedNews } from "~/domain/news/public-news.server.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { ExternalLink } from "~/site/parts/external-link.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["news", "media", "event"] };

export async function loader({ context }: Route.LoaderArgs) {
  const { database, content } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const locale = context.get(localeContext);
  const featured = await featuredArticle(database.db, locale);
  const latest = await latestPublishedNews(database.db, locale, 4, featured?.id);
  const facts = await eventFacts(content);
  return {
    featured,
    latest,
    facts,
    social: socialLinks(facts),
    serverNow: Date.now(),
    seo: { title: t("home.metaTitle"), description: t("home.metaDescription") },
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { facts } = loaderData;
  const localize = useLocalizedPath();
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ocean-900">
        <img
          src="/images/hero.svg"
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-80"
        />
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:py-24 lg:grid-cols-2 lg:items-center">
          <div className="text-white">
            <p className="font-semibold uppercase tracking-widest text-ocean-100">{t("home.eyebrow")}</p>
            <h1 className="mt-2 text-5xl font-extrabold sm:text-6xl">{t("home.title")}</h1>
            <p className="mt-4 text-xl text-ocean-50">{t("home.subtitle")}</p>
            <ul className="mt-6 flex flex-wrap gap-2 text-sm font-medium">
              <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                {formatDayRange(facts.startDate, facts.endDate, locale)}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5">
                <MapPin aria-hidden="true" className="size-4" />
                {t("home.chipPlace")}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5">
                <Users aria-hidden="true" className="size-4" />
                {t("home.chipAthletes", { count: facts.athletes })}
              </li>
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={localize("/accreditation")} className="rounded-md bg-coral-500 px-5 py-3 font-semibold text-slate-950 hover:bg-orange-400">
                {t("home.accreditationCta")}
              </a>
              <a href={localize("/games")} className="rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white/10">
                {t("home.gamesCta")}
              </a>
            </div>
          </div>
          <Countdown opening={facts.opening} serverNow={loaderData.serverNow} />
        </div>
      </section>

      {loaderData.featured && <FeaturedStory item={loaderData.featured} />}

      <section aria-labelledby="welcome-title" className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 id="welcome-title" className="text-3xl font-bold text-ocean-900">{t("home.welcomeTitle")}</h2>
        <p className="mt-4 text-lg text-slate-700">{t("home.welcomeText")}</p>
      </section>

      <LatestNews items={loaderData.latest} />

      {loaderData.social.length > 0 && (
        <section aria-labelledby="social-title" className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="social-title" className="text-3xl font-bold text-ocean-900">{t("home.socialTitle")}</h2>
          <p className="mt-2 text-slate-700">{t("home.socialText")}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.social.map((social) => (
              <li key={social.network}>
                <ExternalLink
                  href={social.href}
                  className="flex h-full flex-col rounded-xl border border-slate-200 p-6 font-semibold text-ocean-900 hover:border-ocean-600 hover:bg-ocean-50"
                >
                  <span className="text-lg">{social.network}</span>
                  <span className="mt-2 font-normal text-slate-700">{t("home.socialFollow", { network: social.network })}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

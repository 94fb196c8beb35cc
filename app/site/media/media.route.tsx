import { ArrowRight, Camera, CalendarClock, Mail, MapPinned } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Route } from "./+types/media.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { CONTACT_EMAIL } from "~/content/event.ts";
import { MEDIA_USEFUL_LINKS } from "~/content/media/facts.ts";
import { mediaContent } from "~/content/media/index.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { MediaAccreditation } from "./media-accreditation.tsx";
import { MediaResources } from "./media-resources.tsx";
import { publishedDownloads } from "~/domain/media/downloads.server.ts";
import { mediaAccreditationDates } from "~/domain/accreditation/public-accreditation.server.ts";
import { upcomingPressEvents } from "~/domain/press/press-events.server.ts";
import { servicesContext } from "~/platform/services/services.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { PressEvents } from "./press-events.tsx";

export const handle: RouteHandle = { shows: ["media", "accreditation", "press"] };

export async function loader({ context }: Route.LoaderArgs) {
  const { database, content: store } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const content = mediaContent[locale];
  const [downloads, accreditation, press] = await Promise.all([publishedDownloads(database.db), mediaAccreditationDates(store, locale), upcomingPressEvents(store, locale)]);
  return { content, downloads, accreditation, pressEvents: press.events, untranslated: press.untranslated, seo: content.meta };
}

export default function Media({ loaderData: { content, downloads, accreditation, pressEvents, untranslated } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="community" title={content.title} intro={content.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="accreditation" title={content.accreditationTitle} intro={content.accreditationIntro}>
        <MediaAccreditation content={content} dates={accreditation} />
      </PageSection>
      <PageSection id="resources" title={content.resourcesTitle} intro={content.resourcesIntro} tone="sand">
        <MediaResources content={content} downloads={downloads} />
      </PageSection>
      <PageSection id="coverage" title={content.coverageTitle} intro={content.coverageIntro}>
        <div className="grid gap-8 md:grid-cols-2">
          {[
            { title: content.zonesTitle, items: content.zones, Icon: MapPinned },
            { title: content.equipmentTitle, items: content.equipment, Icon: Camera },
          ].map(({ title, items, Icon }) => (
            <div key={title} className="rounded-xl bg-ocean-50 p-6">
              <h3 className="flex items-center gap-2 text-xl font-bold text-ocean-900">
                <Icon aria-hidden="true" className="size-6" />
                {title}
              </h3>
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection id="press-contacts" title={content.contactsTitle} tone="sand">
        <div className="max-w-xl rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-bold text-slate-900">{content.pressServiceName}</h3>
          <p className="mt-2 text-slate-700">{content.pressServiceText}</p>
          <p className="mt-4 flex items-center gap-2">
            <Mail aria-hidden="true" className="size-5 text-ocean-700" />
            <span className="sr-only">{content.emailLabel}</span>
            <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-ocean-700 underline underline-offset-4 hover:text-ocean-900">{CONTACT_EMAIL}</a>
          </p>
        </div>
        <p className="mt-4 text-slate-700">{content.pressContactsPending}</p>
      </PageSection>
      <PageSection id="press-events" title={content.pressEventsTitle}>
        {pressEvents.length > 0 ? (
          <PressEvents events={pressEvents} content={content} />
        ) : (
          <p className="flex max-w-3xl items-start gap-3 text-lg text-slate-800">
            <CalendarClock aria-hidden="true" className="mt-1 size-6 shrink-0 text-ocean-700" />
            {content.pressEventsPending}
          </p>
        )}
      </PageSection>
      <PageSection id="useful-links" title={content.usefulLinksTitle} tone="sand">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {MEDIA_USEFUL_LINKS.map((link) => (
            <li key={link.key}>
              <a href={localize(link.path)} className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 hover:border-ocean-700">
                <span className="flex items-center justify-between gap-2 font-bold text-ocean-700 group-hover:underline">
                  {t(`nav.${link.key}`)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
                <span className="mt-2 text-slate-700">{content.usefulLinks[link.key]}</span>
              </a>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

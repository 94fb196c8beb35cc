import { ArrowRight, Camera, CalendarClock, Mail, MapPinned, Phone, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Route } from "./+types/media.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { mediaTextsKind } from "~/domain/content/kinds/media-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { MediaAccreditation } from "./media-accreditation.tsx";
import { MediaResources } from "./media-resources.tsx";
import { publishedDownloads } from "~/domain/media/downloads.server.ts";
import { mediaAccreditationDates } from "~/domain/accreditation/public-accreditation.server.ts";
import { upcomingPressEvents } from "~/domain/press/press-events.server.ts";
import { pressDesk } from "~/domain/press/press-desk.server.ts";
import type { GuidelineIcon } from "~/domain/content/kinds/guidelines.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { PressEvents } from "./press-events.tsx";

export const handle: RouteHandle = { shows: ["mediaTexts", "media", "accreditation", "press", "pressContacts", "guidelines", "event"] };

const GUIDELINE_ICONS: Record<GuidelineIcon, LucideIcon> = { zones: MapPinned, equipment: Camera };

const USEFUL_LINKS = [
  { key: "accreditation", path: "/accreditation", text: "linkAccreditation" },
  { key: "news", path: "/news", text: "linkNews" },
  { key: "sports", path: "/sports", text: "linkSports" },
  { key: "venues", path: "/venues", text: "linkVenues" },
  { key: "openData", path: "/open-data", text: "linkOpenData" },
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { database, content: store } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const [page, downloads, accreditation, press, desk, facts] = await Promise.all([
    pageTexts(store, mediaTextsKind, locale),
    publishedDownloads(database.db),
    mediaAccreditationDates(store, locale),
    upcomingPressEvents(store, locale),
    pressDesk(store, locale),
    eventFacts(store),
  ]);
  const { texts } = page;
  return {
    texts,
    downloads,
    accreditation: { ...accreditation, confirmation: facts.accreditationConfirmation },
    pressEvents: press.events,
    guidelines: desk.guidelines,
    pressContacts: desk.contacts,
    untranslated: page.untranslated || press.untranslated || desk.untranslated,
    seo: page.seo,
  };
}

export default function Media({ loaderData: { texts, downloads, accreditation, pressEvents, guidelines, pressContacts, untranslated } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="community" title={texts.title} intro={texts.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="accreditation" title={texts.accreditationTitle} intro={texts.accreditationIntro}>
        <MediaAccreditation dates={accreditation} />
      </PageSection>
      <PageSection id="resources" title={texts.resourcesTitle} intro={texts.resourcesIntro} tone="sand">
        <MediaResources texts={texts} downloads={downloads} />
      </PageSection>
      <PageSection id="coverage" title={texts.coverageTitle} intro={texts.coverageIntro}>
        <div className="grid gap-8 md:grid-cols-2">
          {guidelines.map((guideline) => {
            const Icon = GUIDELINE_ICONS[guideline.icon];
            return (
              <div key={guideline.id} id={`guideline-${guideline.id}`} className="rounded-xl bg-ocean-50 p-6">
                <h3 className="flex items-center gap-2 text-xl font-bold text-ocean-900">
                  <Icon aria-hidden="true" className="size-6" />
                  <ShownText text={guideline.title} />
                </h3>
                {guideline.rules && (
                  <ul lang={guideline.rules.lang} className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
                    {guideline.rules.value.map((rule) => (
                      <li key={rule}>{rule}</li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      </PageSection>
      <PageSection id="press-contacts" title={texts.contactsTitle} tone="sand">
        <ul className="grid gap-6 md:grid-cols-2">
          {pressContacts.map((contact) => (
            <li key={contact.id} id={`press-contact-${contact.id}`} className="max-w-xl rounded-xl border border-slate-200 bg-white p-6">
              <ShownText as="h3" text={contact.name} className="text-lg font-bold text-slate-900" />
              {contact.description && <ShownText as="p" text={contact.description} className="mt-2 whitespace-pre-line text-slate-700" />}
              {contact.email && (
                <p className="mt-4 flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-5 text-ocean-700" />
                  <span className="sr-only">{t("media.emailLabel")}</span>
                  <a href={`mailto:${contact.email}`} className="font-medium text-ocean-700 underline underline-offset-4 hover:text-ocean-900">{contact.email}</a>
                </p>
              )}
              {contact.phone && (
                <p className="mt-2 flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-5 text-ocean-700" />
                  <span className="sr-only">{t("media.phoneLabel")}</span>
                  <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`} className="font-medium text-ocean-700 underline underline-offset-4 hover:text-ocean-900">{contact.phone}</a>
                </p>
              )}
            </li>
          ))}
        </ul>
        <ShownText as="p" text={texts.contactsNote} className="mt-4 text-slate-700" />
      </PageSection>
      <PageSection id="press-events" title={texts.pressEventsTitle}>
        {pressEvents.length > 0 ? (
          <PressEvents events={pressEvents} />
        ) : (
          <p className="flex max-w-3xl items-start gap-3 text-lg text-slate-800">
            <CalendarClock aria-hidden="true" className="mt-1 size-6 shrink-0 text-ocean-700" />
            <ShownText text={texts.pressEventsNone} />
          </p>
        )}
      </PageSection>
      <PageSection id="useful-links" title={texts.usefulLinksTitle} tone="sand">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {USEFUL_LINKS.map((link) => (
            <li key={link.key}>
              <a href={localize(link.path)} className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 hover:border-ocean-700">
                <span className="flex items-center justify-between gap-2 font-bold text-ocean-700 group-hover:underline">
                  {link.key === "openData" ? t("openData.name") : t(`nav.${link.key}`)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
                <ShownText text={texts[link.text]} className="mt-2 text-slate-700" />
              </a>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

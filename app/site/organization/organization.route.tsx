import { ArrowRight, Building2, Bus, Drama, HandHeart, Handshake, Mail, MapPin, Megaphone, Trophy, UserRound, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Route } from "./+types/organization.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import { organizationTextsKind } from "~/domain/content/kinds/organization-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import type { CommissionIcon } from "~/domain/content/kinds/commissions.ts";
import { organizationPage } from "~/domain/organization/public-organization.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { LibraryPicture } from "~/site/parts/library-picture.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { ToConfirm } from "~/site/parts/to-confirm.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";

export const handle: RouteHandle = { shows: ["organizationTexts", "leaders", "commissions", "media", "event"] };

const COMMISSION_ICONS: Record<CommissionIcon, LucideIcon> = {
  sport: Trophy,
  venues: Building2,
  volunteers: HandHeart,
  culture: Drama,
  media: Megaphone,
  logistics: Bus,
  partnerships: Handshake,
};

export async function loader({ context }: Route.LoaderArgs) {
  const { database, content: store } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const [own, page, facts] = await Promise.all([pageTexts(store, organizationTextsKind, locale), organizationPage(database.db, store, locale), eventFacts(store)]);
  const { texts } = own;
  return { texts, contactEmail: facts.contactEmail, ...page, untranslated: own.untranslated || page.untranslated, seo: own.seo };
}

export default function Organization({ loaderData: { texts, contactEmail, leaders, commissions, photos, untranslated } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="games" title={texts.title} intro={texts.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="leadership" title={texts.leadershipTitle} intro={texts.leadershipIntro}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {leaders.map((leader) => {
            const photo = photos[leader.id];
            return (
              <li key={leader.id} id={`leader-${leader.id}`} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-6">
                {photo ? (
                  <LibraryPicture picture={photo} sizes="3.5rem" lazy={false} className="size-14 shrink-0 rounded-full object-cover" />
                ) : (
                  <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-ocean-50">
                    <UserRound aria-hidden="true" className="size-7 text-ocean-700" />
                  </span>
                )}
                <div>
                  <h3 className="text-lg font-bold text-slate-900">{leader.name}</h3>
                  <ShownText as="p" text={leader.role} className="text-slate-700" />
                  {leader.description && <ShownText as="p" text={leader.description} className="mt-2 whitespace-pre-line text-slate-700" />}
                </div>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection id="commissions" title={texts.commissionsTitle} intro={texts.commissionsIntro} tone="sand">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {commissions.map((commission) => {
            const Icon = COMMISSION_ICONS[commission.icon];
            return (
              <li key={commission.id} id={`commission-${commission.id}`} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
                <Icon aria-hidden="true" className="size-8 text-ocean-700" />
                <ShownText as="h3" text={commission.name} className="mt-4 text-lg font-bold text-slate-900" />
                <ShownText as="p" text={commission.description} className="mt-2 flex-1 text-slate-700" />
                <dl className="mt-4 border-t border-slate-200 pt-4 text-sm">
                  <dt className="font-semibold text-slate-900">{t("organization.compositionLabel")}</dt>
                  <dd className="mt-1 text-slate-700">
                    {commission.composition ? (
                      <ul lang={commission.composition.lang}>
                        {commission.composition.value.map((member) => (
                          <li key={member}>{member}</li>
                        ))}
                      </ul>
                    ) : (
                      <ToConfirm />
                    )}
                  </dd>
                </dl>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection id="contact" title={texts.contactTitle} intro={texts.contactIntro}>
        <address className="max-w-xl rounded-xl bg-ocean-50 p-6 not-italic">
          <p className="font-semibold text-ocean-900">{t("footer.committeeName")}</p>
          <dl className="mt-4 space-y-3 text-slate-800">
            <dt className="sr-only">{t("organization.addressLabel")}</dt>
            <dd className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-ocean-700" />
              {t("footer.addressLine")}
            </dd>
            <dt className="sr-only">{t("organization.emailLabel")}</dt>
            <dd className="flex items-start gap-3">
              <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-ocean-700" />
              <a href={`mailto:${contactEmail}`} className="font-medium text-ocean-700 underline underline-offset-4 hover:text-ocean-900">{contactEmail}</a>
            </dd>
          </dl>
          <p className="mt-6">
            <a href={localize("/contact")} className="inline-flex items-center gap-2 rounded-md bg-ocean-800 px-5 py-3 font-semibold text-white hover:bg-ocean-900">
              {t("organization.contactFormLink")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </p>
        </address>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

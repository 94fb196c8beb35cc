import { ArrowRight, Building2, Bus, Drama, HandHeart, Handshake, Mail, MapPin, Megaphone, Trophy, UserRound, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Route } from "./+types/organization.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { CONTACT_EMAIL } from "~/content/event.ts";
import { organizationContent } from "~/content/organization/index.server.ts";
import { LEADERS } from "~/content/organization/leaders.ts";
import type { CommissionIcon } from "~/content/organization/types.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: [] };

const COMMISSION_ICONS: Record<CommissionIcon, LucideIcon> = {
  sport: Trophy,
  venues: Building2,
  volunteers: HandHeart,
  culture: Drama,
  media: Megaphone,
  logistics: Bus,
  partnerships: Handshake,
};

export function loader({ context }: Route.LoaderArgs) {
  const content = organizationContent[context.get(localeContext)];
  return { content, seo: content.meta };
}

export default function Organization({ loaderData: { content } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="games" title={content.title} intro={content.intro} />
      <PageSection id="leadership" title={content.leadershipTitle} intro={content.leadershipIntro}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {LEADERS.map((leader) => (
            <li key={leader.role} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-6">
              <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-ocean-50">
                <UserRound aria-hidden="true" className="size-7 text-ocean-700" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-slate-900">{leader.name}</h3>
                <p className="text-slate-700">{content.roles[leader.role]}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="commissions" title={content.commissionsTitle} intro={content.commissionsIntro} tone="sand">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.commissions.map((commission) => {
            const Icon = COMMISSION_ICONS[commission.icon];
            return (
              <li key={commission.icon} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
                <Icon aria-hidden="true" className="size-8 text-ocean-700" />
                <h3 className="mt-4 text-lg font-bold text-slate-900">{commission.name}</h3>
                <p className="mt-2 flex-1 text-slate-700">{commission.description}</p>
                <dl className="mt-4 border-t border-slate-200 pt-4 text-sm">
                  <dt className="font-semibold text-slate-900">{content.compositionLabel}</dt>
                  <dd className="mt-1 text-slate-700">{content.compositionPending}</dd>
                </dl>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection id="contact" title={content.contactTitle} intro={content.contactIntro}>
        <address className="max-w-xl rounded-xl bg-ocean-50 p-6 not-italic">
          <p className="font-semibold text-ocean-900">{t("footer.committeeName")}</p>
          <dl className="mt-4 space-y-3 text-slate-800">
            <dt className="sr-only">{content.addressLabel}</dt>
            <dd className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-ocean-700" />
              {t("footer.addressLine")}
            </dd>
            <dt className="sr-only">{content.emailLabel}</dt>
            <dd className="flex items-start gap-3">
              <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-ocean-700" />
              <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-ocean-700 underline underline-offset-4 hover:text-ocean-900">{CONTACT_EMAIL}</a>
            </dd>
          </dl>
          <p className="mt-6">
            <a href={localize("/contact")} className="inline-flex items-center gap-2 rounded-md bg-ocean-800 px-5 py-3 font-semibold text-white hover:bg-ocean-900">
              {content.contactFormLink}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </p>
        </address>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

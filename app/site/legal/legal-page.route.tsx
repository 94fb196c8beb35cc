import { data } from "react-router";
import type { Route } from "./+types/legal-page.route";
import { PageHeader } from "~/site/parts/page-header.tsx";
import { LEGAL_LAST_UPDATED, legalContent } from "~/content/legal/index.server.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { legalPageId } from "./legal-page-id.server.ts";
import { LegalSections } from "./legal-sections.tsx";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: [] };

// A calendar date, not an instant: formatted in UTC so no time zone shifts it to the day before.
const UPDATED_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };

export function loader({ request, context }: Route.LoaderArgs) {
  const pageId = legalPageId(request.url);
  if (!pageId) throw data(null, { status: 404 });
  const content = legalContent[context.get(localeContext)];
  const page = content.pages[pageId];
  return { pageId, page, updatedLabel: content.updatedLabel, updated: LEGAL_LAST_UPDATED, seo: page.meta };
}

export default function LegalPage({ loaderData: { pageId, page, updatedLabel, updated } }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <PageHeader visual="info" title={page.title} intro={page.intro}>
        <p className="mt-4 text-sm text-ocean-50">
          {updatedLabel} <time dateTime={updated}>{formatDate(updated, locale, UPDATED_FORMAT)}</time>
        </p>
      </PageHeader>
      <LegalSections pageId={pageId} sections={page.sections} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

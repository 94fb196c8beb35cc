import { data } from "react-router";
import type { Route } from "./+types/prose-page.route";
import { prosePage } from "~/domain/pages/prose-pages.server.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { PageHeader } from "~/site/parts/page-header.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { prosePageId } from "./prose-page-id.server.ts";
import { ProseBody } from "../../platform/ui/prose-body.tsx";

export const handle: RouteHandle = { shows: ["pages", "host"] };

// A calendar date, not an instant: formatted in UTC so no time zone shifts it to the day before.
const UPDATED_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const pageId = prosePageId(request.url);
  const page = pageId && (await prosePage(context.get(servicesContext).content, pageId, context.get(localeContext)));
  if (!page) throw data(null, { status: 404 });
  return { page, seo: { title: `${page.title.value} — Tahiti 2027`, description: page.description.value } };
}

export default function ProsePage({ loaderData: { page } }: Route.ComponentProps) {
  const locale = useLocale();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader visual="info" title={page.title} intro={page.intro}>
        {page.updated && (
          <p className="mt-4 text-sm text-ocean-50">
            {t("pageContent.updated")} <time dateTime={page.updated}>{formatDate(page.updated, locale, UPDATED_FORMAT)}</time>
          </p>
        )}
        {page.untranslated && <UntranslatedNotice />}
      </PageHeader>
      <ProseBody html={page.body.value} lang={page.body.lang} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

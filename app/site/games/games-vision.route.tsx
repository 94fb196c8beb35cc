import { data } from "react-router";
import type { Route } from "./+types/games-vision.route";
import { splitAtMarks } from "~/domain/pages/markdown-marks.ts";
import { prosePage } from "~/domain/pages/prose-pages.server.tsx";
import { localeContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { servicesContext } from "~/platform/services/services.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { ProseBody } from "~/site/legal/prose-body.tsx";
import { PageHeader } from "~/site/parts/page-header.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { GamesValues } from "./games-values.tsx";

export const handle: RouteHandle = { shows: ["pages", "host"] };

// The Games' values are shared with the athletes page, so they stay one list in the locales; the
// organisers' text places them with {{values}}.
const VISION_MARKS = ["values"] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const page = await prosePage(context.get(servicesContext).content, "vision", context.get(localeContext));
  if (!page) throw data(null, { status: 404 });
  return { page, parts: splitAtMarks(page.body.value, VISION_MARKS), seo: { title: `${page.title.value} — Tahiti 2027`, description: page.description.value } };
}

export default function GamesVision({ loaderData: { page, parts } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        visual="games"
        title={page.title.value}
        titleLang={page.title.lang}
        intro={page.intro.value}
        introLang={page.intro.lang}
        crumbs={[{ label: t("nav.games"), path: "/games" }, { label: page.title.value, lang: page.title.lang }]}
      >
        {page.untranslated && <UntranslatedNotice />}
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-12">
        {parts.map((part, index) => ("mark" in part ? <GamesValues key={part.mark} /> : <ProseBody key={index} html={part.html} lang={page.body.lang} className="max-w-3xl" />))}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

import { data } from "react-router";
import type { Route } from "./+types/games-vision.route";
import { splitAtMarks } from "~/domain/pages/markdown-marks.ts";
import { prosePage } from "~/domain/pages/prose-pages.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { GamesProsePage } from "./games-prose-page.tsx";
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
  return <GamesProsePage page={page} parts={parts} block={() => <GamesValues />} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

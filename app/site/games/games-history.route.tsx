import { data } from "react-router";
import type { Route } from "./+types/games-history.route";
import { splitAtMarks } from "~/domain/pages/markdown-marks.ts";
import { prosePage } from "~/domain/pages/prose-pages.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { GamesProsePage } from "./games-prose-page.tsx";
import { HISTORY_MARKS, HistoryFacts, type KeyFigures } from "./history-facts.tsx";
import { EVENT } from "~/domain/event/games.ts";
import { eventFigures } from "~/domain/event/event-figures.server.ts";

export const handle: RouteHandle = { shows: ["pages", "host", "event", "delegations", "sports"] };

export async function loader({ context }: Route.LoaderArgs) {
  const page = await prosePage(context.get(servicesContext).content, "history", context.get(localeContext));
  if (!page) throw data(null, { status: 404 });
  const event = await eventFigures(context.get(servicesContext).content);
  const figures: KeyFigures = { editions: EVENT.edition, delegations: event.delegations, athletes: event.athletes, sports: event.sports };
  return { page, parts: splitAtMarks(page.body.value, HISTORY_MARKS), figures, seo: { title: `${page.title.value} — Tahiti 2027`, description: page.description.value } };
}

export default function GamesHistory({ loaderData: { page, parts, figures } }: Route.ComponentProps) {
  return <GamesProsePage page={page} parts={parts} block={(mark) => <HistoryFacts mark={mark} figures={figures} />} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

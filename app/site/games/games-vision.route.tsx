import { Globe2, Leaf, Sparkles, Trophy, type LucideIcon } from "lucide-react";
import type { Route } from "./+types/games-vision.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import type { PillarIcon } from "~/content/vision/types.ts";
import { visionContent } from "~/content/vision/index.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: [] };

const PILLAR_ICONS: Record<PillarIcon, LucideIcon> = { mana: Sparkles, unity: Globe2, sustainability: Leaf, excellence: Trophy };

export function loader({ context }: Route.LoaderArgs) {
  const content = visionContent[context.get(localeContext)];
  return { content, seo: content.meta };
}

export default function GamesVision({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader visual="games" title={content.title} intro={content.intro} crumbs={[{ label: content.breadcrumbGames, path: "/games" }, { label: content.title }]} />
      <PageSection id="mission" title={content.missionTitle}>
        <p className="max-w-3xl text-lg text-slate-800">{content.mission}</p>
      </PageSection>
      <PageSection id="pillars" title={content.pillarsTitle} tone="sand">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.pillars.map((pillar) => {
            const Icon = PILLAR_ICONS[pillar.icon];
            return (
              <li key={pillar.title} className="rounded-xl border border-slate-200 bg-white p-6">
                <Icon aria-hidden="true" className="size-8 text-ocean-700" />
                <h3 className="mt-4 text-lg font-bold text-slate-900">{pillar.title}</h3>
                <p className="mt-2 text-slate-700">{pillar.text}</p>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection id="values" title={content.valuesTitle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {content.values.map((value) => (
            <li key={value.title} className="rounded-xl bg-ocean-50 p-6">
              <h3 className="text-lg font-bold text-ocean-900">{value.title}</h3>
              <p className="mt-2 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="legacy" title={content.legacyTitle} tone="sand">
        <div className="grid gap-8 md:grid-cols-2">
          {[
            { title: content.sportingLegacyTitle, items: content.sportingLegacy },
            { title: content.culturalLegacyTitle, items: content.culturalLegacy },
          ].map((list) => (
            <div key={list.title}>
              <h3 className="text-xl font-bold text-slate-900">{list.title}</h3>
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
                {list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

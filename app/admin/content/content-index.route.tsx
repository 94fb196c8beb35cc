import { Link } from "react-router";
import type { Route } from "./+types/content-index.route";
import { CONTENT_KINDS } from "../../../vocabulary/content-keys.ts";
import { requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { CONTENT_TYPES } from "~/domain/content/kinds/index.ts";
import { SINGLE_ID } from "~/domain/content/kinds/kind.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { servicesContext } from "~/services.server.ts";
import { itemSummaries } from "./content-admin.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const { database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const kinds = await Promise.all(
    CONTENT_KINDS.map(async (kind) => {
      const items = await itemSummaries(database.db, CONTENT_TYPES[kind]);
      return {
        kind,
        single: CONTENT_TYPES[kind].single === true,
        pageTexts: CONTENT_TYPES[kind].pageTexts === true,
        items: items.length,
        toConfirm: items.reduce((sum, item) => sum + item.toConfirm.length, 0),
      };
    }),
  );
  return {
    kinds,
    title: `${t("adminContent.title")} — ${t("admin.metaTitle")}`,
  };
}

type KindSummary = Route.ComponentProps["loaderData"]["kinds"][number];

/** The facts and items first, then the pages' own words, which organisers change less often. */
export default function ContentIndex({ loaderData: { kinds } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-bold text-ocean-900">{t("adminContent.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("adminContent.intro")}</p>
      <KindCards kinds={kinds.filter((kind) => !kind.pageTexts)} heading="h2" />
      <h2 className="mt-10 text-2xl font-bold text-ocean-900">{t("adminContent.pageTextsTitle")}</h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("adminContent.pageTextsIntro")}</p>
      <KindCards kinds={kinds.filter((kind) => kind.pageTexts)} heading="h3" />
    </>
  );
}

function KindCards({ kinds, heading: Heading }: { kinds: KindSummary[]; heading: "h2" | "h3" }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {kinds.map(({ kind, single, items, toConfirm }) => (
        <li key={kind} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
          <Heading className="text-xl font-bold text-slate-900">
            <Link to={single ? `/admin/content/${kind}/${SINGLE_ID}` : `/admin/content/${kind}`} className="text-ocean-800 underline-offset-4 hover:underline">
              {t(`adminContent.kinds.${kind}.title`)}
            </Link>
          </Heading>
          <p className="mt-2 text-slate-700">{t(`adminContent.kinds.${kind}.description`)}</p>
          <p className="mt-auto pt-3 text-sm text-slate-800">
            {!single && t("adminContent.items", { count: items })}
            {toConfirm > 0 && <span className="ml-2 font-semibold text-amber-900">{t("adminContent.toConfirm", { count: toConfirm })}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

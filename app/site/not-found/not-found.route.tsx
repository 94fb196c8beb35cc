import { data } from "react-router";
import type { Route } from "./+types/not-found.route";
import { translatorContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { NotFound } from "./not-found.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = context.get(translatorContext);
  context.get(servicesContext).log.info({ path: new URL(request.url).pathname }, "page not found");
  return data({ seo: { title: t("notFound.metaTitle"), description: t("notFound.metaDescription"), noindex: true } }, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

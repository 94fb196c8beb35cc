import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import siteRoutes from "../../../app/routes.ts";

/** The site's route table with every module an empty page: what React Router's work for it costs. */
function emptied(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  return routes.map((entry) => ({
    ...entry,
    id: entry.id ?? entry.file,
    file: entry.children ? "routes/layout.tsx" : "routes/page.tsx",
    children: entry.children && emptied(entry.children),
  }));
}

// BENCH_BUILD=site-routes builds the site's table, into a directory of its own (react-router.config.ts).
export default (process.env.BENCH_BUILD === "site-routes"
  ? emptied(siteRoutes)
  : [index("routes/page.tsx"), route("i18next", "routes/i18next-page.tsx")]) satisfies RouteConfig;

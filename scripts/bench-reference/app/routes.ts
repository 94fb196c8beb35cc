import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [index("routes/page.tsx"), route("i18next", "routes/i18next-page.tsx")] satisfies RouteConfig;

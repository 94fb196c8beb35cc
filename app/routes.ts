import { type RouteConfig, index, route } from "@react-router/dev/routes";

// French lives at the specification's paths; en, es, pt, zh and ja under /{lang}. The optional
// segment is checked by the site layout, which answers 404 for an unknown prefix.
export default [
  route(":lang?", "routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("news", "routes/news.tsx"),
    route("news/:id", "routes/news-article.tsx"),
    route("games/vision", "routes/games-vision.tsx"),
    route("auth", "routes/auth.tsx"),
    route("auth/forgot", "routes/auth-forgot.tsx"),
    route("auth/reset", "routes/auth-reset.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("users", "routes/admin/users.tsx"),
  ]),
] satisfies RouteConfig;

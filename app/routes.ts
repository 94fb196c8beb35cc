import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The site, in the order of SPEC.md's route table. French lives at the specification's paths;
// en, es, pt, zh and ja under /{lang}: the optional segment is checked by the site layout, which
// answers 404 for an unknown prefix. Admin pages are not prefixed (they follow the chosen language).
export default [
  route(":lang?", "routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("news", "routes/news.tsx"),
    route("news/:id", "routes/news-article.tsx"),
    route("rss.xml", "routes/rss[.]xml.ts"),
    route("games", "routes/games.tsx"),
    route("games/history", "routes/games-history.tsx"),
    route("games/vision", "routes/games-vision.tsx"),
    route("countries", "routes/countries.tsx"),
    route("countries/:code", "routes/country.tsx"),
    route("sports", "routes/sports.tsx"),
    route("venues", "routes/venues.tsx"),
    route("organization", "routes/organization.tsx"),
    route("media", "routes/media.tsx"),
    route("accreditation", "routes/accreditation.tsx"),
    route("athletes", "routes/athletes.tsx"),
    route("volunteers", "routes/volunteers.tsx"),
    route("partners", "routes/partners.tsx"),
    route("contact", "routes/contact.tsx"),
    route("legal", "routes/legal-page.tsx", { id: "legal" }),
    route("privacy", "routes/legal-page.tsx", { id: "privacy" }),
    route("terms", "routes/legal-page.tsx", { id: "terms" }),
    route("cookies", "routes/legal-page.tsx", { id: "cookies" }),
    route("auth", "routes/auth.tsx"),
    route("auth/forgot", "routes/auth-forgot.tsx"),
    route("auth/reset", "routes/auth-reset.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("users", "routes/admin/users.tsx"),
  ]),
] satisfies RouteConfig;

import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { ServerRouter, type EntryContext } from "react-router";
import { en } from "../../../app/locales/en.ts";
import { es } from "../../../app/locales/es.ts";
import { fr } from "../../../app/locales/fr.ts";
import { ja } from "../../../app/locales/ja.ts";
import { pt } from "../../../app/locales/pt.ts";
import { zh } from "../../../app/locales/zh.ts";

const resources = Object.fromEntries(Object.entries({ fr, en, es, pt, zh, ja }).map(([lng, messages]) => [lng, { translation: messages }]));

// The site's own way to render a page that does not hydrate (app/entry.server.tsx): one synchronous
// pass. The i18next page is issue 6's yardstick, "a plain React Router page that builds a new
// i18next instance per request": the usual setup, with the site's strings in six languages.
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  let page = <ServerRouter context={context} url={request.url} />;
  const handles = context.staticHandlerContext.matches.map((match) => context.routeModules[match.route.id]?.handle as { i18next?: boolean } | undefined);
  if (handles.some((handle) => handle?.i18next)) {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: "fr", fallbackLng: "fr", resources, interpolation: { escapeValue: false } });
    page = <I18nextProvider i18n={i18n}>{page}</I18nextProvider>;
  }
  return new Response(`<!DOCTYPE html>${renderToString(page)}`, { headers, status });
}

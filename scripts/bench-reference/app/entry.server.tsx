import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

// The site's own way to render a page that does not hydrate (app/entry.server.tsx): one synchronous pass.
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${renderToString(<ServerRouter context={context} url={request.url} />)}`, { headers, status });
}

// The public pages the load and fault tests request in turn: each kind of page, in two languages,
// and the data request /live refreshes itself with.

/** @param {{ url: string, cookie: string }} site */
export async function publicPaths(site) {
  const newsPage = await (await fetch(`${site.url}/news`, { headers: { cookie: site.cookie } })).text();
  const article = /href="(\/news\/\d+)"/.exec(newsPage)?.[1];
  if (!article) throw new Error("no article on /news");
  return ["/", "/news", article, "/countries", "/countries/fij", "/sports", "/venues", "/medals", "/results", "/live", "/live.data", "/ja", "/en/news", "/games"];
}

import type { MedalFilter, MedalTableView } from "~/domain/results/medal-views.ts";

function withQuery(path: string, entries: [string, string | undefined][]): string {
  const params = new URLSearchParams(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The French path of a view of the medal table; the default order and empty filters leave no parameter, so the plain table keeps one URL. */
export function medalsPath({ sport, day, order }: Partial<MedalTableView>): string {
  return withQuery("/medals", [["sport", sport], ["day", day], ["order", order === "gold" ? undefined : order]]);
}

/** The French path of the medallists list with these filters. */
export function medallistsPath({ sport, day, delegation }: MedalFilter): string {
  return withQuery("/medals/medallists", [["sport", sport], ["day", day], ["delegation", delegation]]);
}

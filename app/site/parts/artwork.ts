import type { Artwork } from "./artwork-names.ts";
import communityUrl from "./artwork/community.svg?no-inline";
import countriesUrl from "./artwork/countries.svg?no-inline";
import gamesUrl from "./artwork/games.svg?no-inline";
import infoUrl from "./artwork/info.svg?no-inline";
import newsUrl from "./artwork/news.svg?no-inline";
import resultsUrl from "./artwork/results.svg?no-inline";
import sportsUrl from "./artwork/sports.svg?no-inline";
import venuesUrl from "./artwork/venues.svg?no-inline";

/**
 * The site's illustrations: one drawing per section, all in one system (the horizon, the sea, the
 * shark-tooth frieze, the site's ocean, coral and sand). They are files with hashed names, cached for
 * a year, rather than markup: a page's HTML only carries an <img> tag. `no-inline` keeps the bundler
 * from turning the smaller ones into data URLs inside every page.
 */
export const ARTWORKS: Record<Artwork, string> = {
  games: gamesUrl,
  news: newsUrl,
  countries: countriesUrl,
  sports: sportsUrl,
  venues: venuesUrl,
  results: resultsUrl,
  community: communityUrl,
  info: infoUrl,
};

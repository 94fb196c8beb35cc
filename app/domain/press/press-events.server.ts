import type { ContentStore, KindItem } from "~/domain/content/store.server.ts";
import { anyUntranslated, shown, type Shown } from "~/domain/content/localized.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { fromTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";

/** A press event as a visitor of one language reads it. */
export interface PressEventView {
  id: string;
  title: Shown;
  /** The instant it starts, as an ISO string (loader data is JSON). */
  startsAt: string;
  place?: Shown;
  description?: Shown;
  link?: string;
}

function pressViews(items: KindItem<"press">[], locale: Locale): PressEventView[] {
  return items
    .flatMap(({ id, data: event }) => {
      // The form only saves valid Tahiti times; a row edited by hand into something else is left out, not shown as "Invalid Date".
      const start = fromTahitiWallClock(event.startsAt);
      if (!start) return [];
      return [{ id, title: shown(event.title, locale), startsAt: start.toISOString(), place: shown(event.place, locale), description: shown(event.description, locale), link: event.link }];
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}

/**
 * The press events still to come in one language, soonest first. The sorted list is kept until the
 * kind changes; what has passed is left out at each request, since time moves without a change.
 */
export async function upcomingPressEvents(content: ContentStore, locale: Locale) {
  const all = await content.view("press", locale, (items) => pressViews(items, locale));
  const now = new Date().toISOString();
  const events = all.filter((event) => event.startsAt >= now);
  return { events, untranslated: anyUntranslated(events.flatMap((event) => [event.title, event.place, event.description])) };
}

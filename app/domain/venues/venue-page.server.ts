import type { Db } from "../../../db/client.ts";
import { picturesByItem } from "~/domain/media/library-pictures.server.ts";
import { allSessions, groupByDay, validUntil, type Labels } from "~/domain/schedule/public-schedule.server.ts";
import { sportsByVenue } from "~/domain/sports/public-sports.server.ts";
import type { VenueView } from "./public-venues.server.ts";

/** Where a map application shows a point: OpenStreetMap, open data like the site's (ADR 034). */
export function mapLink({ lat, lon }: { lat: number; lon: number }): string {
  return `https://www.openstreetmap.org/?${new URLSearchParams({ mlat: String(lat), mlon: String(lon) })}#map=17/${lat}/${lon}`;
}

/**
 * Everything a venue's page shows (issue 22 point 4): its photo, the sports held there (those the
 * organisers list, then any other its sessions belong to) and its whole schedule by day, at `now`;
 * `expires`: when the statuses it shows stop holding (ADR 032).
 */
export async function venuePage(db: Db, venue: VenueView, now: Date, labels: Labels) {
  const [rows, photos] = await Promise.all([allSessions(db, { venue: venue.id, medals: false }, labels.venues), picturesByItem(db, [venue], (one) => one.photo, labels.locale)]);
  const days = groupByDay(rows, now, labels);
  const listed = sportsByVenue(labels.sports)[venue.id] ?? [];
  const scheduled = [...new Set(rows.map((row) => row.sport))].filter((slug) => !listed.some((sport) => sport.slug === slug));
  return {
    photo: photos[venue.id],
    sports: [...listed, ...scheduled.map((slug) => ({ slug, name: labels.sports.bySlug.get(slug)?.name ?? { value: slug } }))],
    days,
    expires: validUntil(
      now,
      days.flatMap((day) => day.sessions),
      false,
    ),
  };
}

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "~/domain/content/kinds/index.ts";

// The modules through which public pages read what the change feed announces.
// A `#name` reads through one export only (a module whose other exports show no library image).
const READERS = {
  news: ["domain/news/public-news.server.ts"],
  // The schedule's delegation filter finds the delegations its sessions' results name.
  results: [
    "domain/results/public-results.server.ts",
    "domain/delegations/results.server.ts",
    "domain/calendar/delegation-feed.server.ts",
    "domain/schedule/public-schedule.server.ts",
    "domain/open-data/results.server.ts",
    "domain/open-data/medals.server.ts",
    "domain/open-data/delegations.server.ts",
    "domain/open-data/demo.server.ts",
    "domain/sports/sport-page.server.ts",
    "domain/venues/venue-page.server.ts",
  ],
  // A delegation's calendar reads through the schedule's, with the sessions its results name.
  schedule: [
    "domain/schedule/schedule-read.server.ts",
    "domain/calendar/schedule-feeds.server.ts",
    "domain/calendar/delegation-feed.server.ts",
    "domain/schedule/public-schedule.server.ts",
    "domain/open-data/schedule.server.ts",
    "domain/open-data/results.server.ts",
    "domain/open-data/demo.server.ts",
    "domain/sports/sport-page.server.ts",
    "domain/venues/venue-page.server.ts",
  ],
  // Articles come with their library covers, venues with their photos, partners with their logos, leaders with their photos.
  media: ["domain/media/downloads.server.ts", "domain/news/public-news.server.ts", "domain/venues/venues-page.server.ts", "domain/venues/venue-page.server.ts", "domain/partners/public-partners.server.ts", "domain/organization/public-organization.server.ts"],
  // Calendars and the open data name each session's venue.
  venues: ["domain/venues/public-venues.server.ts", "domain/venues/venues-page.server.ts", "domain/calendar/schedule-feeds.server.ts", "domain/calendar/delegation-feed.server.ts", "domain/open-data/schedule.server.ts"],
  accreditation: ["domain/accreditation/public-accreditation.server.ts"],
  partners: ["domain/partners/public-partners.server.ts", "domain/partners/institutional-links.server.ts"],
  press: ["domain/press/press-events.server.ts"],
  event: ["domain/event/event-facts.server.ts", "domain/event/event-figures.server.ts"],
  // Calendars and the open data name sports and delegations, and the open data checks its filters against them.
  delegations: [
    "domain/delegations/public-delegations.server.ts",
    "domain/event/event-figures.server.ts",
    "domain/calendar/delegation-feed.server.ts",
    "domain/open-data/schedule.server.ts",
    "domain/open-data/results.server.ts",
    "domain/open-data/medals.server.ts",
    "domain/open-data/delegations.server.ts",
  ],
  sports: [
    "domain/sports/public-sports.server.ts",
    "domain/event/event-figures.server.ts",
    "domain/calendar/schedule-feeds.server.ts",
    "domain/calendar/delegation-feed.server.ts",
    "domain/open-data/schedule.server.ts",
    "domain/open-data/results.server.ts",
  ],
  leaders: ["domain/organization/public-organization.server.ts"],
  commissions: ["domain/organization/public-organization.server.ts"],
  pressContacts: ["domain/press/press-desk.server.ts"],
  guidelines: ["domain/press/press-desk.server.ts"],
  offices: ["domain/contact/offices.server.ts"],
  contactDepartments: ["domain/contact/departments.server.ts"],
  pages: ["domain/pages/prose-pages.server.ts"],
  // The legal notice names the host inside its text.
  host: ["domain/pages/prose-pages.server.ts"],
  volunteerRoles: ["domain/volunteers/public-volunteers.server.ts"],
  volunteerBenefits: ["domain/volunteers/public-volunteers.server.ts"],
  volunteerSteps: ["domain/volunteers/public-volunteers.server.ts"],
  volunteerCalendar: ["domain/volunteers/public-volunteers.server.ts"],
  volunteerCriteria: ["domain/volunteers/public-volunteers.server.ts"],
  athleteServices: ["domain/athletes/public-athletes.server.ts"],
  qualifications: ["domain/athletes/public-athletes.server.ts"],
  village: ["domain/athletes/public-athletes.server.ts"],
};

// A page's own words are read through its page-texts kind's module (ADR 029), named after the kind.
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
for (const def of Object.values(CONTENT_TYPES)) {
  if (def.pageTexts) (READERS as Record<string, string[]>)[def.kind] = [`domain/content/kinds/${kebab(def.kind)}.ts`];
}

const SITE_DIR = path.resolve("app/site");
const routeFiles = fs.readdirSync(SITE_DIR, { recursive: true, encoding: "utf8" }).filter((file) => /\.route\.tsx?$/.test(file));

function declaredShows(source: string): string[] | undefined {
  const declared = /export const handle: RouteHandle = \{[^}]*shows: \[([^\]]*)\]/.exec(source)?.[1];
  return declared === undefined ? undefined : [...declared.matchAll(/"(\w+)"/g)].map(([, topic]) => topic as string);
}

describe("what public pages declare they show (route handles)", () => {
  it("names every change a page reads, so the page cache drops it when one comes", () => {
    const checked: string[] = [];
    for (const file of routeFiles) {
      const source = fs.readFileSync(path.join(SITE_DIR, file), "utf8");
      const shows = declaredShows(source);
      if (shows === undefined) continue;
      checked.push(path.basename(file));
      for (const [topic, readers] of Object.entries(READERS)) {
        const reads = readers.some((reader) => source.includes(`~/${reader}"`));
        expect({ file, topic, declared: shows.includes(topic) }).toEqual({ file, topic, declared: reads });
      }
    }
    expect(checked).toEqual(expect.arrayContaining(["home.route.tsx", "news-list.route.tsx", "medals.route.tsx", "live.route.tsx", "venues.route.tsx", "prose-page.route.tsx", "media.route.tsx", "accreditation.route.tsx", "partners.route.tsx", "sports.route.tsx", "organization.route.tsx", "contact.route.tsx", "volunteers.route.tsx", "athletes.route.tsx", "schedule-calendar.route.ts", "sport-calendar.route.ts", "delegation-calendar.route.ts", "venue-calendar.route.ts", "schedule.route.tsx", "sport.route.tsx", "venue.route.tsx", "open-data.route.tsx", "api-schedule.route.ts", "api-results.route.ts"]));
  });
});

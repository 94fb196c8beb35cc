import { LICENSE, type DelegationsResponse, type MedalsResponse, type ResultsResponse, type ScheduleResponse } from "./schemas.ts";

// What the OpenAPI document and the /open-data page show as an answer: one row of each dataset, taken
// from the demonstration's fictional schedule and results (db/seed-schedule.ts, db/seed.ts), never
// passed off as the Games' own (demo: true). A test checks each against its schema.

const SOURCE = "https://example.org/open-data";
const about = { demo: true, license: { ...LICENSE }, source: SOURCE, count: 1 } as const;

const ATHLETICS = { fr: "Athlétisme", en: "Athletics", es: "Atletismo", pt: "Atletismo", zh: "田径", ja: "陸上競技" };
const MEN_100M = { fr: "100 m hommes", en: "Men's 100 m", es: "100 m masculino", pt: "100 m masculinos", zh: "男子100米", ja: "男子100m" };
const FIJI = { fr: "Fidji", en: "Fiji", es: "Fiyi", pt: "Fiji", zh: "斐济", ja: "フィジー" };

export const EXAMPLES = {
  schedule: {
    dataset: "schedule",
    ...about,
    data: [
      {
        session_id: 3,
        event_code: "ATH-100M-M",
        sport: "athletics",
        sport_name: ATHLETICS,
        discipline: null,
        event_name: MEN_100M,
        gender: "men",
        format: "individual",
        medal_event: true,
        phase: "final",
        phase_number: null,
        day: "2027-08-02",
        starts_at: "2027-08-02T17:30:00-10:00",
        starts_at_utc: "2027-08-03T03:30:00Z",
        ends_at: "2027-08-02T17:40:00-10:00",
        ends_at_utc: "2027-08-03T03:40:00Z",
        venue: "hitiaa-athletics",
        venue_name: { fr: "Site d'athlétisme de Hitia'a", en: "Hitia'a athletics venue", es: "Sede de atletismo de Hitia'a", pt: "Recinto de atletismo de Hitia'a", zh: "Hitia'a 田径场馆", ja: "Hitia'a の陸上競技会場" },
        cancelled: false,
        results_state: "official",
        delegations: ["COK", "FIJ", "NCL", "PNG", "SAM", "SOL", "TAH", "VAN"],
      },
    ],
  },
  results: {
    dataset: "results",
    ...about,
    data: [
      {
        id: 14,
        date: "2027-08-02",
        sport: "athletics",
        sport_name: ATHLETICS,
        event: "100 m",
        event_code: "ATH-100M-M",
        event_name: MEN_100M,
        session_id: 3,
        results_state: "official",
        rank: 1,
        status: null,
        athlete: "Demo Athlete A",
        delegation: "FIJ",
        mark: "10.41",
        medal: "gold",
      },
    ],
  },
  medals: {
    dataset: "medals",
    ...about,
    totals: { gold: 1, silver: 0, bronze: 0, total: 1 },
    data: [{ rank: 1, delegation: "FIJ", delegation_name: FIJI, gold: 1, silver: 0, bronze: 0, total: 1 }],
  },
  delegations: {
    dataset: "delegations",
    ...about,
    data: [{ code: "FIJ", name: FIJI, status: "member", host: false, region: "FJ", gold: 1, silver: 0, bronze: 0, total: 1 }],
  },
} satisfies { schedule: ScheduleResponse; results: ResultsResponse; medals: MedalsResponse; delegations: DelegationsResponse };

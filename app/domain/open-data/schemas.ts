import { z } from "zod";
import { EVENT_FORMATS, GENDERS, PHASES, RESULT_STATUSES, RESULTS_STATES } from "../../../vocabulary/schedule-keys.ts";
import { MEDALS } from "../../../vocabulary/results-keys.ts";
import { DELEGATION_STATUSES } from "~/domain/content/kinds/delegations.ts";
import { en } from "~/locales/en.ts";

// The open data's answers, described once (issue 22, point 7): the builders are typed by these
// schemas, the OpenAPI document is generated from them (openapi.ts), and the /open-data page lists
// the fields of that document. Field names are English snake_case; their descriptions in the
// document are the English interface's (locale `openData.fields`), which the page shows in six.

/** The schemas the OpenAPI document names (components.schemas), by id. */
export const COMPONENTS = z.registry<{ id: string }>();

/** A name in the six languages of the site: French always, another language once it is translated. */
const translation = z.string().min(1).optional();
export const Names = z
  .object({ fr: z.string().min(1), en: translation, es: translation, pt: translation, zh: translation, ja: translation })
  .meta({ description: en.openData.fields.names })
  .register(COMPONENTS, { id: "Names" });
export type Names = z.infer<typeof Names>;

// Tahiti's offset, checked on parsing and said in the document (a second pattern would hide the format).
const tahitiTime = z.iso
  .datetime({ offset: true })
  .refine((value) => value.endsWith("-10:00"))
  .meta({ pattern: "-10:00$" });
const utcTime = z.iso.datetime();
const day = z.iso.date();
const count = z.int().min(0);

export const DATASETS = ["schedule", "results", "medals", "delegations"] as const;
export type Dataset = (typeof DATASETS)[number];

/** A dataset's row fields, each with its English description (the type asks for every field the locale describes). */
function described<D extends Dataset, S extends Record<keyof (typeof en.openData.fields)[D], z.ZodType>>(dataset: D, shape: S): S {
  const texts = en.openData.fields[dataset] as Record<string, string>;
  return Object.fromEntries(Object.entries(shape as Record<string, z.ZodType>).map(([name, schema]) => [name, schema.meta({ description: texts[name] })])) as S;
}

export const ScheduleSession = z
  .object(
    described("schedule", {
      session_id: z.int().min(1),
      event_code: z.string().min(1),
      sport: z.string().min(1),
      sport_name: Names.nullable(),
      discipline: Names.nullable(),
      event_name: Names,
      gender: z.enum(GENDERS),
      format: z.enum(EVENT_FORMATS),
      medal_event: z.boolean(),
      phase: z.enum(PHASES),
      phase_number: z.int().min(1).nullable(),
      day,
      starts_at: tahitiTime,
      starts_at_utc: utcTime,
      ends_at: tahitiTime.nullable(),
      ends_at_utc: utcTime.nullable(),
      venue: z.string().min(1),
      venue_name: Names.nullable(),
      cancelled: z.boolean(),
      results_state: z.enum(RESULTS_STATES).nullable(),
      delegations: z.array(z.string().min(1)),
    }),
  )
  .register(COMPONENTS, { id: "ScheduleSession" });
export type ScheduleSession = z.infer<typeof ScheduleSession>;

export const ResultLine = z
  .object(
    described("results", {
      id: z.int().min(1),
      date: day,
      sport: z.string().min(1),
      sport_name: Names.nullable(),
      event: z.string().min(1),
      event_code: z.string().min(1).nullable(),
      event_name: Names.nullable(),
      session_id: z.int().min(1).nullable(),
      results_state: z.enum(RESULTS_STATES).nullable(),
      rank: z.int().min(1).nullable(),
      status: z.enum(RESULT_STATUSES).nullable(),
      athlete: z.string().min(1),
      delegation: z.string().min(1),
      mark: z.string(),
      medal: z.enum(MEDALS).nullable(),
    }),
  )
  .register(COMPONENTS, { id: "ResultLine" });
export type ResultLine = z.infer<typeof ResultLine>;

export const MedalStanding = z
  .object(
    described("medals", {
      rank: z.int().min(1),
      delegation: z.string().min(1),
      delegation_name: Names.nullable(),
      gold: count,
      silver: count,
      bronze: count,
      total: count,
    }),
  )
  .register(COMPONENTS, { id: "MedalStanding" });
export type MedalStanding = z.infer<typeof MedalStanding>;

export const Delegation = z
  .object(
    described("delegations", {
      code: z.string().regex(/^[A-Z]{3}$/),
      name: Names,
      status: z.enum(DELEGATION_STATUSES),
      host: z.boolean(),
      region: z.string().regex(/^[A-Z]{2}$/).nullable(),
      gold: count,
      silver: count,
      bronze: count,
      total: count,
    }),
  )
  .register(COMPONENTS, { id: "Delegation" });
export type Delegation = z.infer<typeof Delegation>;

export const MedalTotals = z.object({ gold: count, silver: count, bronze: count, total: count }).register(COMPONENTS, { id: "MedalTotals" });

export const LICENSE = { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" } as const;

const envelopeTexts = en.openData.fields.envelope;

/** What every answer carries around its rows: which data, whether it is the demo's, under which licence. */
function envelope<D extends Dataset, R extends z.ZodType, E extends z.ZodRawShape>(dataset: D, row: R, extra: E) {
  return z.object({
    dataset: z.literal(dataset).meta({ description: envelopeTexts.dataset }),
    demo: z.boolean().meta({ description: envelopeTexts.demo }),
    license: z.object({ name: z.literal(LICENSE.name), url: z.literal(LICENSE.url) }).meta({ description: envelopeTexts.license }),
    source: z.url().meta({ description: envelopeTexts.source }),
    count: count.meta({ description: envelopeTexts.count }),
    ...extra,
    data: z.array(row).meta({ description: envelopeTexts.data }),
  });
}

export const ScheduleResponse = envelope("schedule", ScheduleSession, {}).register(COMPONENTS, { id: "ScheduleResponse" });
export const ResultsResponse = envelope("results", ResultLine, {}).register(COMPONENTS, { id: "ResultsResponse" });
export const MedalsResponse = envelope("medals", MedalStanding, { totals: MedalTotals.meta({ description: envelopeTexts.totals }) }).register(COMPONENTS, { id: "MedalsResponse" });
export const DelegationsResponse = envelope("delegations", Delegation, {}).register(COMPONENTS, { id: "DelegationsResponse" });

export type ScheduleResponse = z.infer<typeof ScheduleResponse>;
export type ResultsResponse = z.infer<typeof ResultsResponse>;
export type MedalsResponse = z.infer<typeof MedalsResponse>;
export type DelegationsResponse = z.infer<typeof DelegationsResponse>;

export const RESPONSES = { schedule: ScheduleResponse, results: ResultsResponse, medals: MedalsResponse, delegations: DelegationsResponse } as const;
export const ROWS = { schedule: ScheduleSession, results: ResultLine, medals: MedalStanding, delegations: Delegation } as const;

/** A refused request: what went wrong, for programs and for people (in the language chosen on the site). */
export const ApiError = z
  .object({
    error: z.string().meta({ description: envelopeTexts.error }),
    message: z.string().meta({ description: envelopeTexts.message }),
    parameter: z.string().optional().meta({ description: envelopeTexts.parameter }),
    allowed: z.array(z.string()).optional().meta({ description: envelopeTexts.allowed }),
  })
  .register(COMPONENTS, { id: "Error" });
export type ApiError = z.infer<typeof ApiError>;

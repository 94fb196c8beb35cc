// The demo schedule (issue 22, point 9): about forty events of twelve sports of the programme, at the
// venues docs/FACTS.md places them, over the Games' days of the event facts, in Tahiti time. It shows
// what the schedule looks like, not the official one: every event is marked `demo` and removed with the
// rest of the demo content. Judo, weightlifting and va'a have no announced venue: the demo puts them at
// a venue of the content that could hold them, a choice of the demo only.
import type { LocalizedValue } from "../vocabulary/locales.ts";
import { fromTahitiWallClock } from "../vocabulary/tahiti-time.ts";
import type { Phase } from "../vocabulary/schedule-keys.ts";
import type { NewScheduleEventRow, NewScheduleSessionRow } from "./schema/schedule.ts";

export type DemoSession = Omit<NewScheduleSessionRow, "id" | "eventId" | "results" | "createdAt" | "updatedAt">;
export type DemoEvent = Omit<NewScheduleEventRow, "id" | "demo" | "createdAt" | "updatedAt"> & { sessions: DemoSession[] };

function tahiti(wallClock: string): Date {
  const date = fromTahitiWallClock(wallClock);
  if (!date) throw new Error(`Not a time in Tahiti: ${wallClock}`);
  return date;
}

/** A session on `day` (the month's day in August 2027) from `from` to `to`, Tahiti time. */
function session(phase: Phase, day: number, from: string, to: string | null, venue: string, number: number | null = null): DemoSession {
  const date = `2027-08-${String(day).padStart(2, "0")}`;
  return { phase, number, startsAt: tahiti(`${date}T${from}`), endsAt: to ? tahiti(`${date}T${to}`) : null, venue, cancelled: false };
}

const name = (fr: string, en: string, es: string, pt: string, zh: string, ja: string): LocalizedValue => ({ fr, en, es, pt, zh, ja });

const PARA_ATHLETICS = name("Para-athlétisme", "Para athletics", "Para atletismo", "Para-atletismo", "残疾人田径", "パラ陸上競技");
const OPEN_WATER = name("Eau libre", "Open water", "Aguas abiertas", "Águas abertas", "公开水域", "オープンウォーター");
const PARA_VAA = name("Para va'a", "Para va'a", "Para va'a", "Para va'a", "残疾人 va'a", "パラva'a");
const ROAD = name("Route", "Road", "Ruta", "Estrada", "公路", "ロード");
const MOUNTAIN_BIKE = name("VTT", "Mountain bike", "Bicicleta de montaña", "BTT", "山地自行车", "マウンテンバイク");
const BEACH_VOLLEYBALL = name("Beach-volley", "Beach volleyball", "Vóley playa", "Voleibol de praia", "沙滩排球", "ビーチバレー");

const MEN_TOURNAMENT = name("Tournoi masculin", "Men's tournament", "Torneo masculino", "Torneio masculino", "男子比赛", "男子トーナメント");
const WOMEN_TOURNAMENT = name("Tournoi féminin", "Women's tournament", "Torneo femenino", "Torneio feminino", "女子比赛", "女子トーナメント");

type EventFields = Pick<DemoEvent, "code" | "sport" | "name" | "gender" | "format"> & Partial<Pick<DemoEvent, "discipline" | "medal" | "delegations">>;

function event(fields: EventFields, ...sessions: DemoSession[]): DemoEvent {
  return { discipline: null, medal: true, delegations: [], ...fields, sessions };
}

const ATHLETICS = "hitiaa-athletics";
const POOL = "mamao-aquatic-centre";
const JUDO = "fautaua-complex";
const WEIGHTLIFTING = "punaruu-complex";
const LAGOON = "moorea-open-water";
const SURF = "papara-surf";
const CYCLING = "moorea-cycling";
const TRIATHLON = "moorea-triathlon";
const CLAY = "raiatea-clay-range";
const PISTOL = "titioro-range";
const WRESTLING = "papeete-wrestling";
const BEACH = "papeete-beach-volleyball";

export const DEMO_SCHEDULE: DemoEvent[] = [
  // Athletics at Hitia'a, 2 to 7 August: heats in the morning, finals in the late afternoon.
  event(
    {
      code: "ATH-100M-M",
      sport: "athletics",
      name: name("100 m hommes", "Men's 100 m", "100 m masculino", "100 m masculinos", "男子100米", "男子100m"),
      gender: "men",
      format: "individual",
      delegations: ["COK", "FIJ", "NCL", "PNG", "SAM", "SOL", "TAH", "VAN"],
    },
    session("heats", 2, "09:00", "09:40", ATHLETICS),
    session("semifinal", 2, "13:30", "13:50", ATHLETICS),
    session("final", 2, "17:30", "17:40", ATHLETICS),
  ),
  event(
    { code: "ATH-100M-W", sport: "athletics", name: name("100 m femmes", "Women's 100 m", "100 m femenino", "100 m femininos", "女子100米", "女子100m"), gender: "women", format: "individual" },
    session("heats", 3, "09:00", "09:35", ATHLETICS),
    session("final", 3, "17:30", "17:40", ATHLETICS),
  ),
  event(
    { code: "ATH-1500M-W", sport: "athletics", name: name("1 500 m femmes", "Women's 1500 m", "1500 m femenino", "1500 m femininos", "女子1500米", "女子1500m"), gender: "women", format: "individual" },
    session("final", 3, "16:45", "17:00", ATHLETICS),
  ),
  event(
    {
      code: "ATH-LJ-W",
      sport: "athletics",
      name: name("Saut en longueur femmes", "Women's long jump", "Salto de longitud femenino", "Salto em comprimento feminino", "女子跳远", "女子走幅跳"),
      gender: "women",
      format: "individual",
    },
    session("qualification", 4, "09:30", "11:00", ATHLETICS),
    session("final", 5, "16:00", "17:30", ATHLETICS),
  ),
  event(
    {
      code: "ATH-SP-M",
      sport: "athletics",
      name: name("Lancer du poids hommes", "Men's shot put", "Lanzamiento de peso masculino", "Lançamento do peso masculino", "男子铅球", "男子砲丸投"),
      gender: "men",
      format: "individual",
    },
    session("final", 4, "16:15", "17:45", ATHLETICS),
  ),
  event(
    {
      code: "ATH-4X100M-M",
      sport: "athletics",
      name: name("Relais 4 × 100 m hommes", "Men's 4 × 100 m relay", "Relevo 4 × 100 m masculino", "Estafeta 4 × 100 m masculina", "男子4×100米接力", "男子4×100mリレー"),
      gender: "men",
      format: "team",
    },
    session("heats", 6, "10:00", "10:30", ATHLETICS),
    session("final", 6, "17:30", "17:45", ATHLETICS),
  ),
  event(
    {
      code: "ATH-4X400M-X",
      sport: "athletics",
      name: name("Relais 4 × 400 m mixte", "Mixed 4 × 400 m relay", "Relevo mixto 4 × 400 m", "Estafeta mista 4 × 400 m", "混合4×400米接力", "混合4×400mリレー"),
      gender: "mixed",
      format: "team",
    },
    session("final", 7, "17:00", "17:20", ATHLETICS),
  ),
  event(
    {
      code: "ATH-PARA-100M-W",
      sport: "athletics",
      discipline: PARA_ATHLETICS,
      name: name("100 m T47 femmes", "Women's 100 m T47", "100 m T47 femenino", "100 m T47 femininos", "女子100米T47级", "女子100m T47"),
      gender: "women",
      format: "individual",
    },
    session("final", 5, "17:15", "17:25", ATHLETICS),
  ),

  // Swimming at Mamao, heats at 8:30 and finals from 17:00; open water in Moorea's lagoon at dawn.
  event(
    { code: "SWM-100FR-W", sport: "swimming", name: name("100 m nage libre femmes", "Women's 100 m freestyle", "100 m libre femenino", "100 m livres femininos", "女子100米自由泳", "女子100m自由形"), gender: "women", format: "individual" },
    session("heats", 2, "08:30", "09:00", POOL),
    session("final", 2, "17:00", "17:10", POOL),
  ),
  event(
    {
      code: "SWM-100FR-M",
      sport: "swimming",
      name: name("100 m nage libre hommes", "Men's 100 m freestyle", "100 m libre masculino", "100 m livres masculinos", "男子100米自由泳", "男子100m自由形"),
      gender: "men",
      format: "individual",
      delegations: ["FIJ", "GUM", "NCL", "PNG", "SAM", "TAH"],
    },
    session("heats", 3, "08:30", "09:00", POOL),
    session("final", 3, "17:00", "17:10", POOL),
  ),
  event(
    {
      code: "SWM-200IM-W",
      sport: "swimming",
      name: name("200 m quatre nages femmes", "Women's 200 m individual medley", "200 m estilos femenino", "200 m estilos femininos", "女子200米个人混合泳", "女子200m個人メドレー"),
      gender: "women",
      format: "individual",
    },
    session("heats", 4, "08:45", "09:15", POOL),
    session("final", 4, "17:20", "17:30", POOL),
  ),
  event(
    {
      code: "SWM-4X100MED-X",
      sport: "swimming",
      name: name("Relais 4 × 100 m quatre nages mixte", "Mixed 4 × 100 m medley relay", "Relevo 4 × 100 m estilos mixto", "Estafeta 4 × 100 m estilos mista", "混合4×100米混合泳接力", "混合4×100mメドレーリレー"),
      gender: "mixed",
      format: "team",
    },
    session("final", 6, "17:40", "17:50", POOL),
  ),
  event(
    { code: "SWM-OW10K-W", sport: "swimming", discipline: OPEN_WATER, name: name("10 km femmes", "Women's 10 km", "10 km femenino", "10 km femininos", "女子10公里", "女子10km"), gender: "women", format: "individual" },
    session("final", 9, "07:00", "09:30", LAGOON),
  ),

  // Judo: the rounds in the morning, the final block in the late afternoon.
  event(
    {
      code: "JUD-73-M",
      sport: "judo",
      name: name("-73 kg hommes", "Men's -73 kg", "-73 kg masculino", "-73 kg masculinos", "男子73公斤级", "男子73kg級"),
      gender: "men",
      format: "individual",
      delegations: ["FIJ", "NCL", "PNG", "TAH", "VAN", "WLF"],
    },
    session("round", 4, "10:00", "12:00", JUDO),
    session("repechage", 4, "15:00", "15:30", JUDO),
    session("semifinal", 4, "15:30", "16:00", JUDO),
    session("bronze", 4, "16:30", "17:00", JUDO),
    session("final", 4, "17:15", "17:30", JUDO),
  ),
  event(
    { code: "JUD-57-W", sport: "judo", name: name("-57 kg femmes", "Women's -57 kg", "-57 kg femenino", "-57 kg femininos", "女子57公斤级", "女子57kg級"), gender: "women", format: "individual" },
    session("round", 4, "10:30", "12:30", JUDO),
    session("final", 4, "17:40", "17:55", JUDO),
  ),
  event(
    { code: "JUD-TEAM-X", sport: "judo", name: name("Équipes mixtes", "Mixed team", "Equipos mixtos", "Equipas mistas", "混合团体", "混合団体"), gender: "mixed", format: "team" },
    session("quarterfinal", 6, "10:00", "12:00", JUDO),
    session("semifinal", 6, "14:00", "15:00", JUDO),
    session("final", 6, "16:30", "17:30", JUDO),
  ),

  // Weightlifting: one session a category, in the afternoon.
  event(
    { code: "WLF-59-W", sport: "weightlifting", name: name("59 kg femmes", "Women's 59 kg", "59 kg femenino", "59 kg femininos", "女子59公斤级", "女子59kg級"), gender: "women", format: "individual" },
    session("final", 4, "15:00", "17:00", WEIGHTLIFTING),
  ),
  event(
    {
      code: "WLF-73-M",
      sport: "weightlifting",
      name: name("73 kg hommes", "Men's 73 kg", "73 kg masculino", "73 kg masculinos", "男子73公斤级", "男子73kg級"),
      gender: "men",
      format: "individual",
      delegations: ["FIJ", "KIR", "NRU", "PNG", "SAM", "TAH"],
    },
    session("final", 5, "15:00", "17:00", WEIGHTLIFTING),
  ),

  // Va'a on Moorea's lagoon, early, before the trade wind rises.
  event(
    {
      code: "VAA-V6-500-M",
      sport: "vaa",
      name: name("V6 500 m hommes", "Men's V6 500 m", "V6 500 m masculino", "V6 500 m masculinos", "男子V6 500米", "男子V6 500m"),
      gender: "men",
      format: "team",
      delegations: ["ASA", "COK", "FIJ", "NCL", "SAM", "TAH"],
    },
    session("heats", 5, "07:30", "08:30", LAGOON),
    session("final", 5, "11:00", "11:15", LAGOON),
  ),
  event(
    { code: "VAA-V6-500-W", sport: "vaa", name: name("V6 500 m femmes", "Women's V6 500 m", "V6 500 m femenino", "V6 500 m femininos", "女子V6 500米", "女子V6 500m"), gender: "women", format: "team" },
    session("heats", 5, "08:45", "09:45", LAGOON),
    session("final", 5, "11:30", "11:45", LAGOON),
  ),
  event(
    { code: "VAA-V1-500-W", sport: "vaa", name: name("V1 500 m femmes", "Women's V1 500 m", "V1 500 m femenino", "V1 500 m femininos", "女子V1 500米", "女子V1 500m"), gender: "women", format: "individual" },
    session("heats", 6, "07:30", "08:30", LAGOON),
    session("semifinal", 6, "09:15", "09:45", LAGOON),
    session("final", 6, "11:00", "11:15", LAGOON),
  ),
  event(
    { code: "VAA-V6-1500-M", sport: "vaa", name: name("V6 1 500 m hommes", "Men's V6 1500 m", "V6 1500 m masculino", "V6 1500 m masculinos", "男子V6 1500米", "男子V6 1500m"), gender: "men", format: "team" },
    session("final", 7, "07:30", "08:30", LAGOON),
  ),
  event(
    {
      code: "VAA-PARA-V1-O",
      sport: "vaa",
      discipline: PARA_VAA,
      name: name("V1 200 m open (démonstration)", "Open V1 200 m (demonstration)", "V1 200 m abierto (exhibición)", "V1 200 m aberto (demonstração)", "V1 200米公开组（表演赛）", "V1 200m オープン（デモンストレーション）"),
      gender: "open",
      format: "individual",
      medal: false,
    },
    session("final", 7, "10:00", "10:30", LAGOON),
  ),

  // Surfing at Papara from first light; a heat runs as long as the swell allows.
  event(
    { code: "SRF-SB-M", sport: "surfing", name: name("Shortboard hommes", "Men's shortboard", "Shortboard masculino", "Shortboard masculino", "男子短板", "男子ショートボード"), gender: "men", format: "individual" },
    session("round", 8, "07:00", "12:00", SURF, 1),
    session("round", 9, "07:00", "11:00", SURF, 2),
    session("quarterfinal", 10, "07:30", "10:00", SURF),
    session("semifinal", 10, "11:00", "12:30", SURF),
    session("final", 10, "15:00", "15:40", SURF),
  ),
  event(
    { code: "SRF-SB-W", sport: "surfing", name: name("Shortboard femmes", "Women's shortboard", "Shortboard femenino", "Shortboard feminino", "女子短板", "女子ショートボード"), gender: "women", format: "individual" },
    session("round", 8, "13:00", "16:00", SURF, 1),
    session("quarterfinal", 9, "11:30", "14:00", SURF),
    session("semifinal", 10, "09:30", "11:00", SURF),
    session("final", 10, "14:00", "14:40", SURF),
  ),
  event(
    {
      code: "SRF-LB-O",
      sport: "surfing",
      name: name("Longboard open (exhibition)", "Open longboard (exhibition)", "Longboard abierto (exhibición)", "Longboard aberto (exibição)", "长板公开组（表演赛）", "ロングボード オープン（エキシビション）"),
      gender: "open",
      format: "individual",
      medal: false,
    },
    session("final", 11, "08:00", "10:00", SURF),
  ),

  // Cycling and triathlon in Moorea, started early for the heat.
  event(
    { code: "CYC-RR-M", sport: "cycling", discipline: ROAD, name: name("Course en ligne hommes", "Men's road race", "Carrera en ruta masculina", "Corrida de estrada masculina", "男子公路赛", "男子ロードレース"), gender: "men", format: "individual" },
    session("final", 12, "07:00", "11:30", CYCLING),
  ),
  event(
    { code: "CYC-RR-W", sport: "cycling", discipline: ROAD, name: name("Course en ligne femmes", "Women's road race", "Carrera en ruta femenina", "Corrida de estrada feminina", "女子公路赛", "女子ロードレース"), gender: "women", format: "individual" },
    session("final", 13, "07:00", "10:30", CYCLING),
  ),
  event(
    {
      code: "CYC-MTB-XCO-W",
      sport: "cycling",
      discipline: MOUNTAIN_BIKE,
      name: name("Cross-country femmes", "Women's cross-country", "Cross country femenino", "Cross-country feminino", "女子越野赛", "女子クロスカントリー"),
      gender: "women",
      format: "individual",
    },
    session("final", 10, "08:30", "10:15", CYCLING),
  ),
  event(
    { code: "TRI-IND-W", sport: "triathlon", name: name("Individuel femmes", "Women's individual", "Individual femenino", "Individual feminino", "女子个人赛", "女子個人"), gender: "women", format: "individual" },
    session("final", 3, "07:00", "09:15", TRIATHLON),
  ),
  event(
    { code: "TRI-IND-M", sport: "triathlon", name: name("Individuel hommes", "Men's individual", "Individual masculino", "Individual masculino", "男子个人赛", "男子個人"), gender: "men", format: "individual" },
    session("final", 3, "09:45", "11:45", TRIATHLON),
  ),
  event(
    { code: "TRI-RELAY-X", sport: "triathlon", name: name("Relais mixte", "Mixed relay", "Relevo mixto", "Estafeta mista", "混合接力", "混合リレー"), gender: "mixed", format: "team" },
    session("final", 5, "07:00", "08:30", TRIATHLON),
  ),

  // Shooting: clay on Raiatea, pistol at Titioro.
  event(
    { code: "SHO-TRAP-M", sport: "shooting", name: name("Fosse olympique hommes", "Men's trap", "Foso olímpico masculino", "Fosso olímpico masculino", "男子多向飞碟", "男子トラップ"), gender: "men", format: "individual" },
    session("qualification", 6, "08:30", "15:00", CLAY),
    session("final", 7, "14:00", "15:00", CLAY),
  ),
  event(
    {
      code: "SHO-TRAP-X",
      sport: "shooting",
      name: name("Fosse olympique par équipes mixtes", "Mixed team trap", "Foso olímpico por equipos mixtos", "Fosso olímpico por equipas mistas", "混合团体多向飞碟", "混合団体トラップ"),
      gender: "mixed",
      format: "team",
    },
    session("qualification", 8, "08:30", "12:00", CLAY),
    session("final", 8, "14:30", "15:30", CLAY),
  ),
  event(
    {
      code: "SHO-10MAP-W",
      sport: "shooting",
      name: name("Pistolet à 10 m femmes", "Women's 10 m air pistol", "Pistola de aire 10 m femenino", "Pistola de ar 10 m feminino", "女子10米气手枪", "女子10mエアピストル"),
      gender: "women",
      format: "individual",
    },
    session("qualification", 4, "09:00", "10:30", PISTOL),
    session("final", 4, "14:30", "15:15", PISTOL),
  ),

  // Wrestling in Papeete: the day's bouts, then the medal bouts in the evening.
  event(
    {
      code: "WRE-FS65-M",
      sport: "wrestling",
      name: name("Lutte libre 65 kg hommes", "Men's freestyle 65 kg", "Lucha libre 65 kg masculino", "Luta livre 65 kg masculinos", "男子自由式摔跤65公斤级", "男子フリースタイル65kg級"),
      gender: "men",
      format: "individual",
    },
    session("round", 11, "10:00", "12:00", WRESTLING),
    session("semifinal", 11, "14:00", "14:30", WRESTLING),
    session("final", 11, "17:30", "17:45", WRESTLING),
  ),
  event(
    {
      code: "WRE-FS57-W",
      sport: "wrestling",
      name: name("Lutte libre 57 kg femmes", "Women's freestyle 57 kg", "Lucha libre 57 kg femenino", "Luta livre 57 kg femininos", "女子自由式摔跤57公斤级", "女子フリースタイル57kg級"),
      gender: "women",
      format: "individual",
    },
    session("round", 11, "12:30", "13:30", WRESTLING),
    session("final", 11, "18:00", "18:15", WRESTLING),
  ),

  // Football in the three stadiums: the pools, then the knockout games at Stade Vénus.
  event(
    { code: "FBL-M", sport: "football", name: MEN_TOURNAMENT, gender: "men", format: "team", delegations: ["FIJ", "NCL", "PNG", "SAM", "SOL", "TAH", "TGA", "VAN"] },
    session("pool", 2, "15:00", "17:00", "stade-venus", 1),
    session("pool", 2, "15:30", "17:30", "stade-louis-ganivet", 2),
    session("semifinal", 10, "13:00", "15:00", "stade-venus", 1),
    session("semifinal", 10, "16:00", "18:00", "stade-venus", 2),
    session("bronze", 13, "13:00", "15:00", "stade-manu-ura"),
    session("final", 13, "16:00", "18:00", "stade-venus"),
  ),
  event(
    { code: "FBL-W", sport: "football", name: WOMEN_TOURNAMENT, gender: "women", format: "team", delegations: ["FIJ", "NCL", "PNG", "SAM", "TAH", "TGA"] },
    session("pool", 3, "15:00", "17:00", "stade-manu-ura", 1),
    session("pool", 3, "15:30", "17:30", "stade-louis-ganivet", 2),
    session("semifinal", 9, "15:00", "17:00", "stade-venus"),
    session("final", 12, "16:00", "18:00", "stade-venus"),
  ),

  // Beach volleyball in Papeete, out of the midday sun.
  event(
    { code: "BVB-M", sport: "volleyball", discipline: BEACH_VOLLEYBALL, name: MEN_TOURNAMENT, gender: "men", format: "team" },
    session("pool", 6, "08:00", "11:00", BEACH, 1),
    session("pool", 6, "15:00", "18:00", BEACH, 2),
    session("quarterfinal", 8, "08:00", "11:00", BEACH),
    session("semifinal", 8, "16:00", "18:00", BEACH),
    session("bronze", 9, "15:00", "16:00", BEACH),
    session("final", 9, "16:30", "17:30", BEACH),
  ),
  event(
    { code: "BVB-W", sport: "volleyball", discipline: BEACH_VOLLEYBALL, name: WOMEN_TOURNAMENT, gender: "women", format: "team" },
    session("pool", 7, "08:00", "11:00", BEACH, 1),
    session("pool", 7, "15:00", "18:00", BEACH, 2),
    session("semifinal", 9, "08:30", "10:30", BEACH),
    session("bronze", 10, "15:00", "16:00", BEACH),
    session("final", 10, "16:30", "17:30", BEACH),
  ),
];

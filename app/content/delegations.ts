// The 24 delegations of Tahiti 2027 (docs/FACTS.md): language-neutral data only; the names in each
// language live in app/content/countries/.

export const DELEGATION_CODES = [
  "ASA", "COK", "FSM", "FIJ", "GUM", "KIR", "MHL", "NRU", "PLW", "PNG", "SAM", "SOL",
  "TGA", "TUV", "VAN", "AUS", "NZL", "NCL", "TAH", "NIU", "NFK", "NMI", "TKL", "WLF",
] as const;
export type DelegationCode = (typeof DELEGATION_CODES)[number];

/** Pacific Games Council member, or invited for part of the programme (Australia, New Zealand). */
export type DelegationStatus = "member" | "invited";

export interface Delegation {
  code: DelegationCode;
  /** ISO 3166-1 alpha-2 region, for the flag. */
  region: string;
  status: DelegationStatus;
  host: boolean;
  /** Approximate capital or main island, in degrees (west longitudes negative). */
  lat: number;
  lon: number;
}

export const HOST_CODE: DelegationCode = "TAH";

function delegation(code: DelegationCode, region: string, lat: number, lon: number, status: DelegationStatus = "member"): Delegation {
  return { code, region, status, host: code === HOST_CODE, lat, lon };
}

export const DELEGATIONS: readonly Delegation[] = [
  delegation("ASA", "AS", -14.28, -170.7), // Pago Pago
  delegation("COK", "CK", -21.21, -159.78), // Avarua, Rarotonga
  delegation("FSM", "FM", 6.92, 158.16), // Palikir, Pohnpei
  delegation("FIJ", "FJ", -18.14, 178.44), // Suva
  delegation("GUM", "GU", 13.47, 144.75), // Hagåtña
  delegation("KIR", "KI", 1.33, 172.98), // South Tarawa
  delegation("MHL", "MH", 7.09, 171.38), // Majuro
  delegation("NRU", "NR", -0.55, 166.92), // Yaren
  delegation("PLW", "PW", 7.5, 134.62), // Ngerulmud
  delegation("PNG", "PG", -9.44, 147.18), // Port Moresby
  delegation("SAM", "WS", -13.83, -171.76), // Apia
  delegation("SOL", "SB", -9.43, 159.95), // Honiara
  delegation("TGA", "TO", -21.14, -175.2), // Nuku'alofa
  delegation("TUV", "TV", -8.52, 179.2), // Funafuti
  delegation("VAN", "VU", -17.73, 168.32), // Port Vila
  delegation("AUS", "AU", -35.28, 149.13, "invited"), // Canberra
  delegation("NZL", "NZ", -41.29, 174.78, "invited"), // Wellington
  delegation("NCL", "NC", -22.27, 166.46), // Nouméa
  delegation("TAH", "PF", -17.54, -149.57), // Papeete
  delegation("NIU", "NU", -19.06, -169.92), // Alofi
  delegation("NFK", "NF", -29.06, 167.96), // Kingston
  delegation("NMI", "MP", 15.18, 145.75), // Saipan
  delegation("TKL", "TK", -9.17, -171.81), // Nukunonu
  delegation("WLF", "WF", -13.28, -176.17), // Mata-Utu
];

export function isDelegationCode(value: string): value is DelegationCode {
  return (DELEGATION_CODES as readonly string[]).includes(value);
}

/** The delegation a code names, whatever its case ("fij", "FIJ"), or undefined. */
export function findDelegation(code: string): Delegation | undefined {
  const upper = code.toUpperCase();
  return DELEGATIONS.find((d) => d.code === upper);
}

export const DELEGATION_COUNTS = {
  total: DELEGATIONS.length,
  members: DELEGATIONS.filter((d) => d.status === "member").length,
  invited: DELEGATIONS.filter((d) => d.status === "invited").length,
};

import type { KindData, KindDef } from "./kind.ts";

/** The site's host, which the legal notice must name (French law, LCEN art. 6): to be confirmed until the publisher fills it in. */
export const hostKind = {
  kind: "host",
  single: true,
  titleField: "name",
  pages: ["/legal"],
  fields: [
    { name: "name", type: "text", max: 200, confirm: true },
    { name: "address", type: "text", max: 300, confirm: true },
    { name: "phone", type: "text", max: 40, confirm: true },
  ],
} as const satisfies KindDef;

export type HostData = KindData<typeof hostKind>;

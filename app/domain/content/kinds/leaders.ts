import type { LocalizedValue } from "../fields.ts";
import type { KindDef } from "./kind.ts";

/** A leader of the organising committee, on /organization. Their personal contacts are not public. */
export interface LeaderData {
  /** A person's name, the same in every language. */
  name: string;
  role: LocalizedValue;
  /** An image of the media library. */
  photo?: number;
  description?: LocalizedValue;
}

export const leadersKind = {
  kind: "leaders",
  titleField: "name",
  pages: ["/organization"],
  anchorPrefix: "leader-",
  fields: [
    { name: "name", type: "text", required: true, max: 120 },
    { name: "role", type: "localized", required: true, max: 160 },
    { name: "photo", type: "image" },
    { name: "description", type: "localized", max: 1000, multiline: true },
  ],
} as const satisfies KindDef;

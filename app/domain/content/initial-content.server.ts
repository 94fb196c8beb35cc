import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Db } from "../../../db/client.ts";
import { CONTENT_KINDS, type ContentData, type ContentKind } from "../../../vocabulary/content-keys.ts";
import { completeKind, importKind } from "./content-writes.server.ts";
import { toFormValues } from "./fields.ts";
import { parseKindItem } from "./item-schema.server.ts";
import { CONTENT_TYPES, type ContentDataOf } from "./kinds/index.ts";

/** The site's initial content, one JSON file per kind: what a new database starts with. */
export const INITIAL_CONTENT_DIR = path.resolve("db/seed-content");

export interface InitialItem<D = ContentData> {
  id: string;
  data: D;
}

/**
 * A kind's initial items, each checked as a form post of it would be: a file the back office could not
 * have saved (a field too long, a French missing) stops the start rather than reaching the pages.
 */
export function initialItems<K extends ContentKind>(kind: K): InitialItem<ContentDataOf<K>>[] {
  const items = JSON.parse(fs.readFileSync(path.join(INITIAL_CONTENT_DIR, `${kind}.json`), "utf8")) as InitialItem[];
  const def = CONTENT_TYPES[kind];
  for (const item of items) {
    const parsed = parseKindItem(def, toFormValues(def.fields, item.data));
    if (!parsed.ok || !isDeepStrictEqual(parsed.data, item.data)) {
      throw new Error(`db/seed-content/${kind}.json: item ${item.id} is not valid content (${JSON.stringify(parsed.ok ? "fields unknown or not as stored" : parsed.fieldErrors)})`);
    }
  }
  // Each item is exactly what the kind's checks make of it, so it holds what its fields declare.
  return items as InitialItem<ContentDataOf<K>>[];
}

/**
 * Imports each kind that never had content (ADR 027), and completes the kinds imported by an older
 * version (completeKind): the number of items imported or completed per kind.
 */
export async function seedInitialContent(db: Db): Promise<Partial<Record<ContentKind, number>>> {
  const imported: Partial<Record<ContentKind, number>> = {};
  for (const kind of CONTENT_KINDS) {
    const items = initialItems(kind);
    const count = (await importKind(db, kind, items)) || (await completeKind(db, kind, items));
    if (count > 0) imported[kind] = count;
  }
  return imported;
}

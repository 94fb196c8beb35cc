import { inArray } from "drizzle-orm";
import { data } from "react-router";
import type { Db } from "../../../db/client.ts";
import { media } from "../../../db/schema/index.ts";
import { itemLabel } from "~/domain/content/content-writes.server.ts";
import { fieldDiff, type FieldChange } from "~/domain/content/field-diff.ts";
import type { KindDef } from "~/domain/content/kinds/kind.ts";
import { listRevisions } from "~/domain/content/revisions.server.ts";
import { previewUrl } from "~/domain/media/media-files.ts";
import { findItem } from "./content-admin.server.ts";
import { revisionIdSchema } from "./content-restore.server.ts";

/** A library image as a diff shows it; null when it has left the library. */
export interface DiffImage {
  id: number;
  title: string;
  preview: string | null;
}

async function imagesOf(db: Db, changes: FieldChange[]): Promise<Record<number, DiffImage>> {
  const ids = changes.flatMap((change) => (change.type === "image" ? [change.before, change.after] : [])).filter((id) => id !== null);
  if (ids.length === 0) return {};
  const rows = await db.select().from(media).where(inArray(media.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, { id: row.id, title: row.title, preview: previewUrl(row) }]));
}

/**
 * An item's history page: its revisions newest first, and two of them compared (`from` and `to` of
 * the query; by default the newest against the one before). 404 for an item that never existed, or a
 * revision that is not one of its own.
 */
export async function itemHistory(db: Db, def: KindDef, id: string, search: URLSearchParams) {
  const revisions = await listRevisions(db, def.kind, id);
  if (revisions.length === 0) throw data(null, { status: 404 });
  const row = await findItem(db, def.kind, id);
  const pick = (name: string, fallback: number | undefined) => {
    const asked = search.get(name);
    if (asked === null) return revisions.find((revision) => revision.id === fallback);
    const parsed = revisionIdSchema.safeParse(asked);
    const found = parsed.success ? revisions.find((revision) => revision.id === parsed.data) : undefined;
    if (!found) throw data(null, { status: 404 });
    return found;
  };
  const to = pick("to", revisions[0]?.id);
  const from = pick("from", revisions[1]?.id);
  const changes = from && to ? fieldDiff(def.fields, from.data, to.data) : [];
  const lastState = revisions.find((revision) => revision.data)?.data;
  return {
    id,
    label: itemLabel(def.kind, id, row?.data ?? lastState ?? {}),
    exists: row !== undefined,
    version: row?.version ?? null,
    revisions: revisions.map((revision, index) => ({
      id: revision.id,
      at: revision.at,
      reason: revision.reason,
      authorName: revision.authorName,
      label: revision.data ? itemLabel(def.kind, id, revision.data) : null,
      // The newest state of a live item is what it is now; a deletion has nothing to put back.
      restorable: revision.data !== null && (index > 0 || !row),
    })),
    compared: from && to ? { fromId: from.id, toId: to.id, from: from.at, to: to.at, changes, images: await imagesOf(db, changes) } : null,
  };
}

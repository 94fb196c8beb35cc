import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { media } from "../../../db/schema/index.ts";
import { previewUrl } from "~/domain/media/media-files.ts";
import { findMedia, needsDetails } from "~/domain/media/media.server.ts";
import type { ImageChoice } from "./image-choice.ts";

/** How many of the newest library images a form offers without JavaScript (the picker searches them all). */
export const IMAGE_CHOICES = 100;

/** The library images the form lists, newest first, with the one chosen among them. */
export async function imageChoices(db: Db, currentId: number | null, limit = IMAGE_CHOICES): Promise<ImageChoice[]> {
  const rows = await db.select().from(media).where(eq(media.kind, "image")).orderBy(desc(media.createdAt), desc(media.id)).limit(limit);
  const current = currentId !== null && !rows.some((row) => row.id === currentId) ? await findMedia(db, currentId) : undefined;
  return [...(current ? [current] : []), ...rows].map((item) => ({
    id: item.id,
    title: item.title,
    preview: previewUrl(item),
    ready: !needsDetails(item),
  }));
}


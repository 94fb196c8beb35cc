import { z } from "zod";
import { message } from "~/platform/forms/form-validation.ts";
import type { MessageKey } from "~/platform/i18n/translator.ts";
import { fromTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";

/** A `datetime-local` field in Tahiti time: blank is no schedule. */
const tahitiTime = z
  .string()
  .trim()
  .refine((value) => value === "" || fromTahitiWallClock(value) !== null, message("adminNews.errors.scheduleInvalid"))
  .transform((value) => (value === "" ? null : fromTahitiWallClock(value)));

export const scheduleFields = { publishAt: tahitiTime, unpublishAt: tahitiTime };

export interface Schedule {
  published: boolean;
  publishAt: Date | null;
  unpublishAt: Date | null;
}

/** What is wrong with a version's schedule, by field: nothing when the server can carry it out. */
export function scheduleErrors({ published, publishAt, unpublishAt }: Schedule, now: Date): Partial<Record<"publishAt" | "unpublishAt", MessageKey>> {
  const errors: Partial<Record<"publishAt" | "unpublishAt", MessageKey>> = {};
  if (publishAt && published) errors.publishAt = "adminNews.errors.scheduleWhilePublished";
  else if (publishAt && publishAt <= now) errors.publishAt = "adminNews.errors.schedulePast";
  if (unpublishAt) {
    if (unpublishAt <= now) errors.unpublishAt = "adminNews.errors.schedulePast";
    else if (!published && !publishAt) errors.unpublishAt = "adminNews.errors.unpublishWithoutPublication";
    else if (publishAt && unpublishAt <= publishAt) errors.unpublishAt = "adminNews.errors.unpublishBeforePublish";
  }
  return errors;
}

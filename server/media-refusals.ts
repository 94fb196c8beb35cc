import type { IntakeProblem } from "~/domain/media/intake.server.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { Translate } from "~/platform/i18n/translator.ts";

/** Why a file post took nothing: a file's own problem, or the post's. */
export type Refusal = IntakeProblem | { code: "too-many-files"; limit: number };

/** The HTTP status of a post refused for this reason. */
export function refusalStatus(refusal: Refusal): number {
  switch (refusal.code) {
    case "too-large":
      return 413;
    case "type-not-allowed":
      return 415;
    case "too-many-files":
      return 400;
    default:
      return 422;
  }
}

/** What the editor reads: what was wrong and, where it helps, what would be taken. */
export function refusalMessage(refusal: Refusal, t: Translate, locale: Locale): string {
  const megabytes = (bytes: number) => formatNumber(bytes / 1024 / 1024, locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 0 });
  switch (refusal.code) {
    case "empty":
      return t("adminMedia.refusedEmpty");
    case "type-not-allowed":
      return t("adminMedia.refusedType");
    case "too-large":
      return t("adminMedia.refusedTooLarge", { limit: megabytes(refusal.limitBytes) });
    case "unreadable-image":
      return t("adminMedia.refusedUnreadable");
    case "unsafe-svg":
      return t("adminMedia.refusedUnsafeSvg");
    case "too-many-pixels":
      return t("adminMedia.refusedTooManyPixels", { width: refusal.width, height: refusal.height, limit: formatNumber(refusal.limitPixels / 1_000_000, locale) });
    case "too-many-files":
      return t("adminMedia.refusedTooManyFiles", { count: refusal.limit });
  }
}

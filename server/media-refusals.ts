import type { ReplaceProblem } from "~/domain/media/replace-file.server.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { Translate } from "~/platform/i18n/translator.ts";

/** Why a file post took nothing: a file's own problem (an upload's or a replacement's), or the post's. */
export type Refusal = ReplaceProblem | { code: "too-many-files"; limit: number } | { code: "no-file" };

/** The HTTP status of a post refused for this reason. */
export function refusalStatus(refusal: Refusal): number {
  switch (refusal.code) {
    case "too-large":
      return 413;
    case "type-not-allowed":
    case "other-kind":
      return 415;
    case "same-file":
    case "held-elsewhere":
      return 409;
    case "gone":
      return 404;
    case "too-many-files":
    case "no-file":
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
    case "other-kind":
      return t(`adminMedia.refusedOtherKind.${refusal.expected}`);
    case "same-file":
      return t("adminMedia.refusedSameFile");
    case "held-elsewhere":
      return t("adminMedia.refusedHeldElsewhere", { title: refusal.other.title });
    case "gone":
      return t("adminMedia.notFound");
    case "too-many-files":
      return refusal.limit === 1 ? t("adminMedia.refusedOneFile") : t("adminMedia.refusedTooManyFiles", { count: refusal.limit });
    case "no-file":
      return t("adminMedia.replaceNoFile");
  }
}

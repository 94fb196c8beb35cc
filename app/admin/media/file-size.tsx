import { formatNumber } from "~/platform/i18n/format.ts";
import type { Locale } from "~/platform/i18n/locales.ts";

/** A file's size in the reader's language: kilobytes under a megabyte, megabytes above. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "kilobyte"] : [bytes / 1024 / 1024, "megabyte"];
  return formatNumber(value, locale, { style: "unit", unit, maximumFractionDigits: value < 10 ? 1 : 0 });
}

export function FileSize({ bytes, locale }: { bytes: number; locale: Locale }) {
  return <>{formatFileSize(bytes, locale)}</>;
}

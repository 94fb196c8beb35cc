import { formatFileSize } from "~/platform/i18n/format.ts";
import type { Locale } from "~/platform/i18n/locales.ts";

export function FileSize({ bytes, locale }: { bytes: number; locale: Locale }) {
  return <>{formatFileSize(bytes, locale)}</>;
}

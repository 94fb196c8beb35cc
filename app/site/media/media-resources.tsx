import { Clock, Download, FileArchive, FileText, Film, Images, type LucideIcon } from "lucide-react";
import { MEDIA_DOWNLOAD_SLOTS, type MediaDownloadSlot } from "../../../vocabulary/media-keys.ts";
import type { Shown } from "~/domain/content/localized.ts";
import type { mediaTextsKind } from "~/domain/content/kinds/media-texts.ts";
import type { PageTextName } from "~/domain/content/kinds/page-texts.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";
import type { PublicDownload } from "~/domain/media/downloads.server.ts";
import { formatFileSize } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";

const RESOURCE_ICONS: Record<MediaDownloadSlot, LucideIcon> = { logos: FileArchive, mediaKit: FileText, photos: Images, videos: Film };

/**
 * The four downloads. One an editor has offered links to its file, with the type and size of the
 * stored file; the others say they are not available yet, with no control that would lead nowhere.
 */
export function MediaResources({ texts, downloads }: { texts: Record<PageTextName<typeof mediaTextsKind>, Shown>; downloads: Partial<Record<MediaDownloadSlot, PublicDownload>> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {MEDIA_DOWNLOAD_SLOTS.map((slot) => {
        const Icon = RESOURCE_ICONS[slot];
        const title = texts[`${slot}Title`];
        const file = downloads[slot];
        const size = file && formatFileSize(file.size, locale);
        return (
          <li key={slot} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
            <Icon aria-hidden="true" className="size-8 text-ocean-700" />
            <ShownText as="h3" text={title} className="mt-4 text-lg font-bold text-slate-900" />
            <ShownText as="p" text={texts[`${slot}Description`]} className="mt-2 flex-1 text-slate-700" />
            {file ? (
              <>
                <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="font-semibold text-slate-900">{t("media.formatLabel")}</dt>
                    <dd className="text-slate-700">{file.type}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-900">{t("media.sizeLabel")}</dt>
                    <dd className="text-slate-700">{size}</dd>
                  </div>
                </dl>
                <a
                  href={file.url}
                  download={file.fileName}
                  type={file.mime}
                  data-availability="available"
                  className="mt-4 inline-flex items-center justify-center gap-2 rounded-md bg-ocean-800 px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-900"
                >
                  <Download aria-hidden="true" className="size-4 shrink-0" />
                  <span>
                    {t("media.download")}
                    <span className="sr-only">{` — ${title.value} (${file.type}, ${size})`}</span>
                  </span>
                </a>
              </>
            ) : (
              <p className="mt-4 inline-flex items-center justify-center gap-2 rounded-md border border-dashed border-slate-400 bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-700" data-availability="unavailable">
                <Clock aria-hidden="true" className="size-4" />
                {t("media.unavailable")}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { Clock, Download, FileArchive, FileText, Film, Images, type LucideIcon } from "lucide-react";
import { MEDIA_DOWNLOAD_SLOTS, type MediaDownloadSlot } from "../../../db/schema/media-keys.ts";
import type { MediaContent } from "~/content/media/types.ts";
import type { PublicDownload } from "~/domain/media/downloads.server.ts";
import { formatFileSize } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";

const RESOURCE_ICONS: Record<MediaDownloadSlot, LucideIcon> = { logos: FileArchive, mediaKit: FileText, photos: Images, videos: Film };

/**
 * The four downloads. One an editor has offered links to its file, with the type and size of the
 * stored file; the others say they are not available yet, with no control that would lead nowhere.
 */
export function MediaResources({ content, downloads }: { content: MediaContent; downloads: Partial<Record<MediaDownloadSlot, PublicDownload>> }) {
  const locale = useLocale();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {MEDIA_DOWNLOAD_SLOTS.map((slot) => {
        const Icon = RESOURCE_ICONS[slot];
        const text = content.resources[slot];
        const file = downloads[slot];
        const size = file && formatFileSize(file.size, locale);
        return (
          <li key={slot} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
            <Icon aria-hidden="true" className="size-8 text-ocean-700" />
            <h3 className="mt-4 text-lg font-bold text-slate-900">{text.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{text.description}</p>
            {file ? (
              <>
                <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="font-semibold text-slate-900">{content.formatLabel}</dt>
                    <dd className="text-slate-700">{file.type}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-900">{content.sizeLabel}</dt>
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
                    {content.download}
                    <span className="sr-only">{` — ${text.title} (${file.type}, ${size})`}</span>
                  </span>
                </a>
              </>
            ) : (
              <p className="mt-4 inline-flex items-center justify-center gap-2 rounded-md border border-dashed border-slate-400 bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-700" data-availability="unavailable">
                <Clock aria-hidden="true" className="size-4" />
                {content.unavailable}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

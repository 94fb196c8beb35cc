import { Clock, FileArchive, FileText, Film, Images, type LucideIcon } from "lucide-react";
import { MEDIA_RESOURCES, type ResourceKind } from "~/content/media/facts.ts";
import type { MediaContent } from "~/content/media/types.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";

const RESOURCE_ICONS: Record<ResourceKind, LucideIcon> = { logos: FileArchive, mediaKit: FileText, photos: Images, videos: Film };

/**
 * The announced downloads. The files are not published yet, so each shows a plain status instead of
 * a download control: a link or button there would lead nowhere.
 */
export function MediaResources({ content }: { content: MediaContent }) {
  const locale = useLocale();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {MEDIA_RESOURCES.map((resource) => {
        const Icon = RESOURCE_ICONS[resource.kind];
        const text = content.resources[resource.kind];
        return (
          <li key={resource.kind} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
            <Icon aria-hidden="true" className="size-8 text-ocean-700" />
            <h3 className="mt-4 text-lg font-bold text-slate-900">{text.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{text.description}</p>
            <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="font-semibold text-slate-900">{content.formatLabel}</dt>
                <dd className="text-slate-700">{resource.format}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{content.sizeLabel}</dt>
                <dd className="text-slate-700">{formatNumber(resource.sizeMb, locale, { style: "unit", unit: "megabyte" })}</dd>
              </div>
            </dl>
            <p className="mt-4 inline-flex items-center justify-center gap-2 rounded-md border border-dashed border-slate-400 bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-700" data-availability="unavailable">
              <Clock aria-hidden="true" className="size-4" />
              {content.unavailable}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

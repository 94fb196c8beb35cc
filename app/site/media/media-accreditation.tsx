import { ArrowRight, CalendarDays } from "lucide-react";
import { MEDIA_ACCREDITATION_DATES } from "~/content/media/facts.ts";
import type { MediaContent } from "~/content/media/types.ts";
import type { ContactSubject } from "../../../db/schema/contact-keys.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";

// Calendar days have no time of day: formatting them in UTC keeps the day whatever the server's zone.
const CALENDAR_DAY: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };
const APPLY_SUBJECT: ContactSubject = "media";

/** The three media accreditation dates and the way to apply (the contact form, media subject). */
export function MediaAccreditation({ content }: { content: MediaContent }) {
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        {MEDIA_ACCREDITATION_DATES.map((item) => (
          <div key={item.key} className="rounded-xl border border-slate-200 bg-white p-5">
            <dt className="flex items-center gap-2 text-sm font-semibold text-ocean-700">
              <CalendarDays aria-hidden="true" className="size-4" />
              {content.dateLabels[item.key]}
            </dt>
            <dd className="mt-2 text-xl font-bold text-slate-900">
              <time dateTime={item.date}>{formatDate(item.date, locale, CALENDAR_DAY)}</time>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8">
        <a
          href={`${localize("/contact")}?subject=${APPLY_SUBJECT}`}
          className="inline-flex items-center gap-2 rounded-md bg-ocean-800 px-5 py-3 font-semibold text-white hover:bg-ocean-900"
        >
          {content.applyLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </>
  );
}

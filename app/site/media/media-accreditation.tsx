import { ArrowRight, CalendarDays } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { ContactSubject } from "../../../vocabulary/contact-keys.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { ToConfirm } from "~/site/parts/to-confirm.tsx";

// Calendar days have no time of day: formatting them in UTC keeps the day whatever the server's zone.
const CALENDAR_DAY: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };
const APPLY_SUBJECT: ContactSubject = "media";
// The media calendar of docs/SPEC.md section 9: the opening and the deadline are the media accreditation
// type's (app/domain/accreditation), the confirmation is every type's.
const DATE_KEYS = ["opening", "mediaDeadline", "confirmation"] as const;

/** The three media accreditation dates and the way to apply (the contact form, media subject). */
export function MediaAccreditation({ dates }: { dates: { opensOn?: string; deadline?: string; confirmation: string } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const day: Record<(typeof DATE_KEYS)[number], string | undefined> = { opening: dates.opensOn, mediaDeadline: dates.deadline, confirmation: dates.confirmation };
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        {DATE_KEYS.map((key) => {
          const date = day[key];
          return (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-5">
              <dt className="flex items-center gap-2 text-sm font-semibold text-ocean-700">
                <CalendarDays aria-hidden="true" className="size-4" />
                {t(`media.dateLabels.${key}`)}
              </dt>
              <dd className="mt-2 text-xl font-bold text-slate-900">{date ? <time dateTime={date}>{formatDate(date, locale, CALENDAR_DAY)}</time> : <ToConfirm />}</dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-8">
        <a
          href={`${localize("/contact")}?subject=${APPLY_SUBJECT}`}
          className="inline-flex items-center gap-2 rounded-md bg-ocean-800 px-5 py-3 font-semibold text-white hover:bg-ocean-900"
        >
          {t("media.applyLink")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </>
  );
}

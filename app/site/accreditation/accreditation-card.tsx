import { CalendarClock } from "lucide-react";
import { ACCREDITATION_APPLY_PATH, type AccreditationStatus, type AccreditationTypeId } from "~/content/accreditation/data.ts";
import type { AccreditationContent } from "~/content/accreditation/types.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";

// Calendar days, not instants: formatting in UTC keeps the day the organisers announced whatever
// time zone the server or the browser runs in.
export const DAY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };

const STATUS_BADGE: Record<AccreditationStatus, string> = {
  open: "bg-emerald-100 text-emerald-900",
  invitation: "bg-slate-200 text-slate-800",
};

interface CardProps {
  type: { id: AccreditationTypeId; deadline: string; status: AccreditationStatus };
  content: AccreditationContent;
}

/** One accreditation category: who it is for, documents, deadline, status and how to apply. */
export function AccreditationCard({ type, content }: CardProps) {
  const locale = useLocale();
  const text = content.types[type.id];
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
      <h3 className="text-xl font-bold text-slate-900">{text.name}</h3>
      <p className="mt-3 text-slate-700">{text.description}</p>
      <h4 className="mt-5 font-semibold text-slate-900">{content.requirementsLabel}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {text.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <dl className="mt-5 grid flex-1 grid-cols-2 content-start gap-4">
        <div>
          <dt className="text-sm text-slate-700">{content.deadlineLabel}</dt>
          <dd className="mt-1 flex items-center gap-1.5 font-semibold text-slate-900">
            <CalendarClock aria-hidden="true" className="size-4 text-ocean-700" />
            <time dateTime={type.deadline}>{formatDate(type.deadline, locale, DAY_FORMAT)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{content.statusLabel}</dt>
          <dd className="mt-1">
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_BADGE[type.status]}`}>{content.statuses[type.status]}</span>
          </dd>
        </div>
      </dl>
      <div className="mt-6">
        <ApplyControl status={type.status} name={text.name} content={content} />
      </div>
    </li>
  );
}

/**
 * A real link only while the category is open. Otherwise a plain element marked aria-disabled: a
 * disabled link does not exist in HTML, and a control that cannot be used must not take focus.
 */
function ApplyControl({ status, name, content }: { status: AccreditationStatus; name: string; content: AccreditationContent }) {
  const localize = useLocalizedPath();
  if (status === "open") {
    return (
      <a href={localize(ACCREDITATION_APPLY_PATH)} className="inline-block rounded-md bg-ocean-800 px-5 py-2.5 font-semibold text-white hover:bg-ocean-900">
        {content.apply}
        <span className="sr-only"> ({name})</span>
      </a>
    );
  }
  return (
    <span aria-disabled="true" className="inline-block cursor-not-allowed rounded-md border border-dashed border-slate-400 bg-slate-100 px-5 py-2.5 font-semibold text-slate-700">
      {content.statuses.invitation}
    </span>
  );
}

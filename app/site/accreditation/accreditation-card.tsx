import { CalendarClock } from "lucide-react";
import { ACCREDITATION_APPLY_PATH } from "./data.ts";
import type { AccreditationTypeView } from "~/domain/accreditation/public-accreditation.server.ts";
import type { AccreditationStatus } from "~/domain/accreditation/status.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { ToConfirm } from "~/site/parts/to-confirm.tsx";

// Calendar days, not instants: formatting in UTC keeps the day the organisers announced whatever
// time zone the server or the browser runs in.
export const DAY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };

const STATUS_BADGE: Record<AccreditationStatus, string> = {
  upcoming: "bg-amber-100 text-slate-900",
  open: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
  invitation: "bg-slate-200 text-slate-800",
};

/** One accreditation category: who it is for, documents, deadline, status and how to apply. */
export function AccreditationCard({ type }: { type: AccreditationTypeView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // An upcoming type says the day it opens.
  const status = t(`accreditation.statuses.${type.status}`, { date: type.opensOn ? formatDate(type.opensOn, locale, DAY_FORMAT) : "" });
  return (
    <li id={`accreditation-${type.id}`} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
      <ShownText as="h3" text={type.name} className="text-xl font-bold text-slate-900" />
      {type.description && <ShownText as="p" text={type.description} className="mt-3 whitespace-pre-line text-slate-700" />}
      {type.requirements && type.requirements.value.length > 0 && (
        <>
          <h4 className="mt-5 font-semibold text-slate-900">{t("accreditation.requirementsLabel")}</h4>
          <ul lang={type.requirements.lang} className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
            {type.requirements.value.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </>
      )}
      <dl className="mt-5 grid flex-1 content-start gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">{t("accreditation.deadlineLabel")}</dt>
          <dd className="mt-1 flex items-center gap-1.5 font-semibold text-slate-900">
            {type.deadline ? (
              <>
                <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
                <time dateTime={type.deadline}>{formatDate(type.deadline, locale, DAY_FORMAT)}</time>
              </>
            ) : (
              <ToConfirm />
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t("accreditation.statusLabel")}</dt>
          <dd className="mt-1">
            <span data-status={type.status} className={`inline-block rounded-2xl px-3 py-1 text-sm font-semibold ${STATUS_BADGE[type.status]}`}>{status}</span>
          </dd>
        </div>
      </dl>
      <div className="mt-6">
        <ApplyControl status={type.status} label={status} name={type.name.value} />
      </div>
    </li>
  );
}

/**
 * A real link only while the category is open. Otherwise a plain element marked aria-disabled, saying
 * why: a disabled link does not exist in HTML, and a control that cannot be used must not take focus.
 */
function ApplyControl({ status, label, name }: { status: AccreditationStatus; label: string; name: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  if (status === "open") {
    return (
      <a href={localize(ACCREDITATION_APPLY_PATH)} className="inline-block rounded-md bg-ocean-800 px-5 py-2.5 font-semibold text-white hover:bg-ocean-900">
        {t("accreditation.apply")}
        <span className="sr-only"> ({name})</span>
      </a>
    );
  }
  return (
    <span aria-disabled="true" className="inline-block cursor-not-allowed rounded-md border border-dashed border-slate-400 bg-slate-100 px-5 py-2.5 font-semibold text-slate-700">
      {label}
    </span>
  );
}

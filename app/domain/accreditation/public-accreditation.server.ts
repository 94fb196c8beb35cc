import type { ContentStore, KindItem } from "~/domain/content/store.server.ts";
import { anyUntranslated, shown, shownList, type Shown } from "~/domain/content/localized.ts";
import type { AccreditationAccess, AccreditationOverride } from "~/domain/content/kinds/accreditation.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { accreditationStatus, type AccreditationStatus } from "./status.ts";

/** An accreditation type as a visitor of one language reads it, before today's status is known. */
interface AccreditationTypeText {
  id: string;
  name: Shown;
  description?: Shown;
  requirements?: Shown<string[]>;
  opensOn?: string;
  deadline?: string;
  access: AccreditationAccess;
  override?: AccreditationOverride;
}

/** A type with its status on the day the page is rendered. */
export type AccreditationTypeView = Omit<AccreditationTypeText, "override"> & { status: AccreditationStatus };

function typeTexts(items: KindItem<"accreditation">[], locale: Locale): AccreditationTypeText[] {
  return items.map(({ id, data: type }) => {
    return {
      id,
      name: shown(type.name, locale),
      description: shown(type.description, locale),
      requirements: shownList(type.requirements, locale),
      opensOn: type.opensOn,
      deadline: type.deadline,
      access: type.access,
      override: type.status,
    };
  });
}

const textsIn = (content: ContentStore, locale: Locale) => content.view("accreditation", locale, (items) => typeTexts(items, locale));

/**
 * The types in one language with their status on `now`. The words are kept until they change; the
 * status is worked out on each render, and stored pages are rendered again every minute (ADR 009), so
 * a type opens or closes on its day without anyone saving it.
 */
export async function accreditationTypesIn(content: ContentStore, locale: Locale, now: Date): Promise<AccreditationTypeView[]> {
  return (await textsIn(content, locale)).map(({ override, ...type }) => ({ ...type, status: accreditationStatus({ ...type, status: override }, now) }));
}

/** The /accreditation page's data: the types, the calendar they make up and whether any words fall back to French. */
export async function accreditationPage(content: ContentStore, locale: Locale, now: Date) {
  const types = await accreditationTypesIn(content, locale, now);
  const opening = types.flatMap((type) => (type.access === "apply" && type.opensOn ? [type.opensOn] : [])).sort();
  const deadlines = types.flatMap((type) => (type.deadline ? [type.deadline] : [])).sort();
  const untranslated = anyUntranslated(types.flatMap((type) => [type.name, type.description, type.requirements]));
  // Requests open with the first type that opens and close with the last deadline.
  return { types, requestsOpen: opening[0], lastDeadline: deadlines.at(-1), untranslated };
}

/** The media type's dates, for the media page: none while the type or its dates are not announced. */
export async function mediaAccreditationDates(content: ContentStore, locale: Locale): Promise<{ opensOn?: string; deadline?: string }> {
  const media = (await textsIn(content, locale)).find((type) => type.id === "media");
  return { opensOn: media?.opensOn, deadline: media?.deadline };
}

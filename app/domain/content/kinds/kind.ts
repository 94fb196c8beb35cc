import type { ContentData, ContentKind } from "../../../../vocabulary/content-keys.ts";
import type { FormMessage } from "~/platform/forms/form-result.ts";
import type { FieldDef, FieldsData } from "../fields.ts";

/** A kind of the organisers' content: its fields, how an item is named, where the public sees it. */
export interface KindDef {
  kind: ContentKind;
  /** One item only (the event's facts): its form, no list. */
  single?: true;
  /** A single kind holding a page's own words (page-texts.ts): listed apart from the facts in the back office. */
  pageTexts?: true;
  /** The items are the site's own pages (their ids are routes'): edited, never added or deleted. */
  fixed?: true;
  fields: readonly FieldDef[];
  /** The translatable or plain text field naming an item in lists, the audit log and links. */
  titleField: string;
  /** The public pages that show the kind (paths without language), linked from its forms. */
  pages: readonly string[];
  /** Each item's own public page, by id, when an item is a page (linked from its form instead of `pages`). */
  itemPages?: Readonly<Record<string, string>>;
  /** What precedes an item's id in the anchor of its card on those pages (`venue-` for #venue-stade-pater). */
  anchorPrefix?: string;
  /**
   * What the fields' own checks cannot see (a text's syntax the page reads): the message of each
   * field refused, by field name, for data that passed them.
   */
  check?: (data: ContentData) => Record<string, FormMessage>;
  /**
   * The id is typed when an item is added and never changes afterwards (a delegation's code, which
   * results and addresses carry), instead of being made from the title: the characters it may have,
   * whether it is put in capitals as typed, and what an id that does not fit is told.
   */
  givenId?: { pattern: string; max: number; capitals?: true; invalid: "adminContent.errors.idFormat" | "adminContent.errors.slugFormat" };
}

/** The id of a single kind's one item. */
export const SINGLE_ID = "main";

/** What an item of the kind holds, derived from its fields: a kind is declared once, as its field list. */
export type KindData<D extends { fields: readonly FieldDef[] }> = FieldsData<D["fields"]>;

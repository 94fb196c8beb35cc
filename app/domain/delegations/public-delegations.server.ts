import type { ContentStore } from "~/domain/content/store.server.ts";
import type { ContentDataOf } from "~/domain/content/kinds/index.ts";
import { byName, shown, type Shown } from "~/domain/content/localized.ts";
import type { Coordinates } from "~/domain/content/fields.ts";
import type { DelegationStatus } from "~/domain/content/kinds/delegations.ts";
import type { Locale } from "~/platform/i18n/locales.ts";

/** A delegation as a visitor of one language reads it. */
export interface DelegationView {
  /** Its item id: what results store and its page's address carries. */
  code: string;
  name: Shown;
  status: DelegationStatus;
  host: boolean;
  position?: Coordinates;
  region?: string;
}

/** The delegations of one language: in the organisers' order, and by code. */
export interface Delegations {
  list: DelegationView[];
  byCode: ReadonlyMap<string, DelegationView>;
  counts: { total: number; members: number; invited: number };
}

/** What a language's pages read of the delegations' items. */
export function delegationsOf(items: readonly { id: string; data: ContentDataOf<"delegations"> }[], locale: Locale): Delegations {
  const list = items.map(({ id, data: delegation }) => ({ code: id, name: shown(delegation.name, locale), status: delegation.status, host: delegation.host === true, position: delegation.position, region: delegation.region }));
  return {
    list,
    byCode: new Map(list.map((delegation) => [delegation.code, delegation])),
    counts: {
      total: list.length,
      members: list.filter((delegation) => delegation.status === "member").length,
      invited: list.filter((delegation) => delegation.status === "invited").length,
    },
  };
}

/** The delegations in one language, kept until they change. */
export function delegationsIn(content: ContentStore, locale: Locale): Promise<Delegations> {
  return content.view("delegations", locale, (items) => delegationsOf(items, locale));
}

/** The delegation a code names, whatever its case ("fij", "FIJ"), or undefined. */
export function findDelegation(delegations: Delegations, code: string): DelegationView | undefined {
  return delegations.byCode.get(code.toUpperCase());
}

/** Every delegation for the cards: the host first, then by name in the visitor's language. */
export function delegationCards(delegations: Delegations, locale: Locale): DelegationView[] {
  const alphabetical = byName(locale);
  return [...delegations.list].sort((a, b) => Number(b.host) - Number(a.host) || alphabetical(a, b));
}

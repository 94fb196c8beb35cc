/**
 * The contract between a public component and the behaviour that drives its markup in the browser
 * (ADR 013, ADR 017), declared once and imported by both: the component spreads the attributes
 * (`<button {...share.attrs({ shareUrl, shareTitle })}>`), the browser module reads them back and
 * finds its elements through the same declaration, so renaming an attribute there is a type error in
 * both. Nothing here touches the DOM until the browser calls it, so a server component can import
 * a declaration.
 */

/** What a data attribute holds: text (or a union of texts), or `true` for a bare marker. */
type AttributeValue = string | true;

/** No attributes, or no parts. */
type None = Record<never, never>;

/** A declaration's attributes: `dataset` keys (camelCase) and the values they hold. */
type Shape<T> = { readonly [K in keyof T]: AttributeValue | undefined };

/** `shareTitle` -> `share-title`: how markup spells a `dataset` key. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? "" : "-"}${Lowercase<Head>}${Kebab<Tail>}` : S;

/** The props that render these attributes: `{ shareTitle: string }` -> `{ "data-share-title": string }`. */
export type DataProps<T> = { [K in keyof T & string as `data-${Kebab<K>}`]: T[K] };

/** What the browser reads back: text, a bare marker reading as "true". */
type Read<V> = V extends true ? string : V;

/** The marker `data-<name>` (bare unless the declaration gives it a value), then the other attributes. */
type Marked<Name extends string, A> = Omit<Record<Name, true>, keyof A> & A;

/** Events the browser module listens to; the map types each handler's event. */
type EventMap = WindowEventMap & DocumentEventMap;

/**
 * How the page's script (main.ts) attaches the browser module:
 * - `"load"`: once, to each element carrying the marker, when the script runs;
 * - events: a listener for each, on the document (`"document"`, delegated, so markup that is replaced
 *   keeps working; `"capture"` for an event that does not bubble, such as a dialog's `close`) or on
 *   the window (`"window"`, e.g. `pageshow`).
 */
export type Attachment = "load" | { readonly [E in keyof EventMap]?: "document" | "capture" | "window" };

/** The browser module's side of an attachment: a function per element on load, or a handler per declared event. */
export type Handlers<B extends { readonly attach: Attachment }> = B["attach"] extends "load"
  ? (element: HTMLElement) => void
  : { readonly [E in keyof B["attach"]]: (event: E extends keyof EventMap ? EventMap[E] : Event) => void };

export interface Behaviour<Name extends string, A, P, How extends Attachment> {
  readonly name: Name;
  readonly attach: How;
  /** `[data-<name>]`: the elements the behaviour drives. */
  readonly selector: string;
  /** Server: the marker and the attributes, to spread on the element; every declared attribute is required. */
  attrs(...values: None extends A ? [values?: A] : [values: A]): DataProps<Marked<Name, A>>;
  /** Server: the attribute of one part inside the element (a part the browser module finds or clones). */
  part<K extends keyof P & string>(key: K, ...value: P[K] extends true ? [] : [value: P[K]]): DataProps<Pick<P, K>>;
  /** Browser: the selector of the marker, an attribute or a part, with a given value or any. */
  select<K extends (Name | keyof A | keyof P) & string>(key: K, value?: string): string;
  /** Browser: the element carrying the marker at or above an event's target. */
  closest(target: EventTarget | null): HTMLElement | null;
  /** Browser: the marked element's attributes, as the component rendered them. */
  read(element: HTMLElement): { readonly [K in keyof A]: Read<A[K]> };
  /** Browser: a part's value. */
  readPart<K extends keyof P & string>(element: HTMLElement, key: K): Read<P[K]>;
  /** Browser: sets a part's value (the status a part shows, for instance). */
  writePart<K extends keyof P & string>(element: HTMLElement, key: K, value: Exclude<P[K], true | undefined>): void;
}

/**
 * The type of a declaration's attributes or parts, which exist only for the compiler: nothing of
 * them is kept at run time, since attributes are read from `dataset` by name.
 */
export function data<T extends Shape<T>>(): T {
  return undefined as unknown as T;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Declares a behaviour: its name, which is also the attribute marking its elements (`name: "menu"`
 * -> `data-menu`; give it a value by declaring it among the attributes); the attributes the
 * component renders on that element and the browser module reads (`attributes`); the parts inside
 * it that the module finds or clones (`parts`, one attribute each: a `<template>`, a status line);
 * and how the module attaches.
 */
export function defineBehaviour<const Name extends string, How extends Attachment, A extends Shape<A> = None, P extends Shape<P> = None>(declaration: {
  readonly name: Name;
  readonly attributes?: A;
  readonly parts?: P;
  readonly attach: How;
}): Behaviour<Name, A, P, How> {
  const { name, attach } = declaration;
  const selector = `[data-${kebab(name)}]`;
  const dataProps = (values: object) => Object.fromEntries(Object.entries(values).map(([key, value]) => [`data-${kebab(key)}`, value]));
  return {
    name,
    attach,
    selector,
    attrs: (...[values]) => dataProps({ [name]: true, ...values }) as DataProps<Marked<Name, A>>,
    part: (key, ...value) => dataProps({ [key]: value.length ? value[0] : true }) as DataProps<Pick<P, typeof key>>,
    select: (key, value) => `[data-${kebab(key)}${value === undefined ? "" : `="${CSS.escape(value)}"`}]`,
    closest: (target) => (target instanceof Element ? target.closest<HTMLElement>(selector) : null),
    read: (element) => element.dataset as never,
    readPart: (element, key) => element.dataset[key] as never,
    writePart: (element, key, value) => {
      element.dataset[key] = value as string;
    },
  };
}

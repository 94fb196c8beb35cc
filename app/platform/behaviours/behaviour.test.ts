import { describe, expect, it } from "vitest";
import { data, defineBehaviour, type Handlers } from "./behaviour.ts";

const example = defineBehaviour({
  name: "share",
  attributes: data<{ share: string; shareTitle: string; shareNote?: string }>(),
  parts: data<{ shareToast: "copied" | "failed"; shareIcon: true }>(),
  attach: { click: "document" },
});

const menu = defineBehaviour({ name: "menu", attach: "load" });

describe("a behaviour's declaration", () => {
  it("gives the component the marker and every attribute under its data- name", () => {
    expect(example.attrs({ share: "https://example.org/a", shareTitle: "A" })).toEqual({ "data-share": "https://example.org/a", "data-share-title": "A" });
    expect(example.attrs({ share: "u", shareTitle: "t", shareNote: undefined })).toEqual({ "data-share": "u", "data-share-title": "t", "data-share-note": undefined });
  });

  it("renders a marker without a value as JSX renders a bare data attribute", () => {
    expect(menu.attrs()).toEqual({ "data-menu": true });
    expect(menu.selector).toBe("[data-menu]");
  });

  it("gives each part its attribute, with its value or bare", () => {
    expect(example.part("shareToast", "copied")).toEqual({ "data-share-toast": "copied" });
    expect(example.part("shareIcon")).toEqual({ "data-share-icon": true });
  });

  it("gives the browser module selectors derived from the same names", () => {
    expect(example.selector).toBe("[data-share]");
    expect(example.select("shareTitle")).toBe("[data-share-title]");
    expect(example.select("shareToast")).toBe("[data-share-toast]");
  });

  it("lets the browser module read back the attributes as the component rendered them", () => {
    const element = { dataset: { share: "u", shareTitle: "t" } } as unknown as HTMLElement;
    expect(example.read(element).shareTitle).toBe("t");
  });

  // What makes the contract typed: each line below must fail to compile, or `npm run typecheck`
  // reports an unused @ts-expect-error.
  it("refuses, at compile time, what the declaration does not say", () => {
    const element = { dataset: {} } as unknown as HTMLElement;
    // @ts-expect-error a declared attribute left out
    example.attrs({ share: "u" });
    // @ts-expect-error an attribute the declaration does not have (renamed in the component)
    example.attrs({ share: "u", shareTitle: "t", shareName: "n" });
    // @ts-expect-error a part's value the declaration does not allow
    example.part("shareToast", "shared");
    // @ts-expect-error an attribute the declaration does not have (renamed in the browser module)
    void example.read(element).shareName;
    // @ts-expect-error a part the declaration does not have
    example.select("shareIcons");
    // @ts-expect-error a handler for an event the declaration does not attach
    const extra: Handlers<typeof example> = { click() {}, keydown() {} };
    // @ts-expect-error no handler for the declared event
    const missing: Handlers<typeof example> = {};
    const typed: Handlers<typeof example> = { click: (event) => void event.button };
    expect([extra, missing, typed]).toHaveLength(3);
  });
});

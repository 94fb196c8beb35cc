import type { Attachment, Handlers } from "./behaviour.ts";

/**
 * Attaches a behaviour's browser module as its declaration says: the function to each marked
 * element, or each handler to its event on the document or the window.
 */
export function attach<B extends { readonly selector: string; readonly attach: Attachment }>(behaviour: B, handlers: Handlers<B>): void {
  const how: Attachment = behaviour.attach;
  if (how === "load") {
    for (const element of document.querySelectorAll<HTMLElement>(behaviour.selector)) (handlers as (element: HTMLElement) => void)(element);
    return;
  }
  for (const [type, where] of Object.entries(how)) {
    (where === "window" ? window : document).addEventListener(type, (handlers as Record<string, EventListener>)[type]!, where === "capture");
  }
}

/** A copy of a server-rendered `<template>`'s content, to put in the page; nothing for a missing template. */
export function cloneTemplate(template: Element | null): DocumentFragment | null {
  return template instanceof HTMLTemplateElement ? document.importNode(template.content, true) : null;
}

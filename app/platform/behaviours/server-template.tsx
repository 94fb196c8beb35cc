import type { ReactNode } from "react";

/**
 * A `<template>` holding markup a behaviour clones into the page (a toast, a status), rendered by the
 * server with the page's strings so the browser module builds no markup of its own (ADR 017).
 *
 * Only the server renders the content. The browser's parser moves a template's children into its
 * `content`, so a page that hydrates (the back office shares the toast region) holds an empty
 * element where React would look for those children: React in the browser renders it empty too,
 * which is what it finds, instead of failing to hydrate. Public pages never run React in the browser.
 */
export function ServerTemplate({ children, ...attributes }: { children: ReactNode; id?: string } & { [attribute: `data-${string}`]: string | true | undefined }) {
  return <template {...attributes}>{import.meta.env.SSR ? children : null}</template>;
}

import { data, defineBehaviour } from "~/platform/behaviours/behaviour.ts";

/** Connecting until the stream opens; "reconnecting" while the browser (or the behaviour) retries. */
export const LIVE_STATUSES = ["connecting", "live", "reconnecting"] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/**
 * The live page: the parts live-updates.client.ts replaces with the fresh page's on each change
 * (`livePart`, by name), the status line it keeps up to date ("off" in the server's page) and the
 * `<template>` of what the line says in each status.
 */
export const live = defineBehaviour({
  name: "live",
  parts: data<{ livePart: string; liveStatus: LiveStatus | "off"; liveStatusTemplate: LiveStatus }>(),
  attach: "load",
});

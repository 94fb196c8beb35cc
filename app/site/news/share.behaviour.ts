import { data, defineBehaviour } from "~/platform/behaviours/behaviour.ts";

/**
 * The share button (ShareButton): the link and title it shares, and the ids of the `<template>`s
 * holding the toasts it raises when it copies the link instead. share.client.ts listens to its clicks.
 */
export const share = defineBehaviour({
  name: "shareUrl",
  attributes: data<{ shareUrl: string; shareTitle: string; shareCopied: string; shareCopyFailed: string }>(),
  attach: { click: "document" },
});

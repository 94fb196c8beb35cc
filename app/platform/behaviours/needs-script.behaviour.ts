import { defineBehaviour } from "./behaviour.ts";

/** A control that does nothing without JavaScript (a share button, the video's): rendered `hidden`, shown once the script runs. */
export const needsScript = defineBehaviour({
  name: "needsScript",
  attach: "load",
});

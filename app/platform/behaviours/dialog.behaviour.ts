import { data, defineBehaviour } from "./behaviour.ts";

/**
 * The button that opens a modal `<dialog>` (DialogTrigger), by the dialog's id; dialogs.ts opens it,
 * closes it on the backdrop or a link, and keeps the triggers' `aria-expanded` in step. `close`
 * does not bubble, so it is heard on its way down.
 */
export const dialogTrigger = defineBehaviour({
  name: "opensDialog",
  attributes: data<{ opensDialog: string }>(),
  attach: { click: "document", close: "capture" },
});

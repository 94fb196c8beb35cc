import { data, defineBehaviour } from "./behaviour.ts";

/**
 * A submit button that says what it is doing (`busyLabel`) while its form posts; forms.ts keeps the
 * form from being sent twice, and makes it idle again when the page comes back from the
 * back/forward cache.
 */
export const busySubmit = defineBehaviour({
  name: "busyLabel",
  attributes: data<{ busyLabel: string }>(),
  attach: { submit: "document", pageshow: "window" },
});

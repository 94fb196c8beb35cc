import { parse } from "node-html-parser";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ja } from "~/locales/ja.ts";
import { TranslationProvider } from "~/platform/i18n/translation.tsx";
import { createTranslator } from "~/platform/i18n/translator.ts";
import { SelectField, TextAreaField, TextField } from "./field.tsx";
import { FormAlert, FormNotice } from "./form-alert.tsx";
import { fieldsOf, type FormResult } from "./form-result.ts";
import { SubmitButton } from "./submit-button.tsx";

// The kit as the server renders it (public pages never hydrate): in Japanese, to see the page's language.
const render = (node: ReactNode) => parse(renderToStaticMarkup(<TranslationProvider translator={createTranslator("ja", ja)}>{node}</TranslationProvider>));

const refused: FormResult<"email" | "message" | "topic"> = {
  ok: false,
  fieldErrors: { message: { key: "forms.errors.tooShort", values: { limit: 10 } }, topic: "forms.errors.choice" },
  values: { email: "a@b.pf", message: "court", topic: "x" },
};
const field = fieldsOf(refused, { prefix: "contact" });

describe("the fields", () => {
  it("tie the label, the hint and the error to the control, the error in the page's language", () => {
    const html = render(<TextAreaField field={field("message")} label="Message" hint="Entre 10 et 5 000 caractères." required marks rows={6} />);
    const control = html.querySelector("textarea")!;
    expect(html.querySelector("label")!.getAttribute("for")).toBe("contact-message");
    expect(control.getAttribute("id")).toBe("contact-message");
    expect(control.getAttribute("name")).toBe("message");
    expect(control.hasAttribute("required")).toBe(true);
    expect(control.getAttribute("aria-invalid")).toBe("true");
    expect(control.getAttribute("aria-describedby")).toBe("contact-message-hint contact-message-error");
    expect(control.text).toBe("court");
    expect(html.querySelector("#contact-message-hint")!.text).toBe("Entre 10 et 5 000 caractères.");
    expect(html.querySelector("#contact-message-error")!.text).toBe(ja.forms.errors.tooShort.replace("{{limit, number}}", "10"));
    // The asterisk is for the eye; the required attribute tells assistive technologies.
    expect(html.querySelector("label span")!.getAttribute("aria-hidden")).toBe("true");
  });

  it("mark an optional field, and leave a valid one undescribed", () => {
    const html = render(<TextField field={field("email")} label="Email" type="email" marks />);
    expect(html.querySelector("label")!.text).toBe(`Email ${ja.forms.optional}`);
    const control = html.querySelector("input")!;
    expect(control.getAttribute("value")).toBe("a@b.pf");
    expect(control.hasAttribute("aria-invalid")).toBe(false);
    expect(control.hasAttribute("aria-describedby")).toBe(false);
  });

  it("say nothing of required or optional where the form has no marks", () => {
    expect(render(<TextField field={field("email")} label="Email" required />).querySelector("label")!.text).toBe("Email");
  });

  it("select the value sent back in a select", () => {
    const html = render(
      <SelectField field={fieldsOf<"topic">(undefined, { initial: { topic: "b" } })("topic")} label="Sujet">
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>,
    );
    expect(html.querySelector("option[selected]")!.getAttribute("value")).toBe("b");
  });
});

describe("the alert and the notice", () => {
  it("say the summary of field errors, the first field's message, or leave them to the fields", () => {
    expect(render(<FormAlert result={refused} summary="forms.invalidSummary" />).querySelector('[role="alert"]')!.text).toBe(ja.forms.invalidSummary);
    expect(render(<FormAlert result={refused} summary="first" />).querySelector('[role="alert"]')!.text).toBe(ja.forms.errors.tooShort.replace("{{limit, number}}", "10"));
    expect(render(<FormAlert result={refused} />).toString()).toBe("");
  });

  it("say the form's own error before any summary, and nothing for a success", () => {
    const limited: FormResult<"email"> = { ok: false, fieldErrors: {}, formError: { key: "forms.rateLimited", values: { count: 10 } }, values: {} };
    expect(render(<FormAlert result={limited} summary="forms.invalidSummary" />).text).toContain("10 分後");
    expect(render(<FormAlert result={{ ok: true }} summary="forms.invalidSummary" />).toString()).toBe("");
  });

  it("raise a public success as a page toast", () => {
    const status = render(<FormNotice toast title="Envoyé" text="Merci." />).querySelector('[role="status"]')!;
    expect(status.querySelector("p")!.text).toBe("EnvoyéMerci.");
    const toast = status.querySelector("template[data-page-toast]")!;
    expect([toast.querySelector("li p:first-child")?.text, toast.querySelector("li p + p")?.text]).toEqual(["Envoyé", "Merci."]);
    expect(render(<FormNotice text="Merci." />).querySelector("template")).toBeNull();
  });
});

describe("the submit button", () => {
  it("hands its busy label to the public pages' script", () => {
    const button = render(<SubmitButton label="Envoyer" busyLabel="Envoi…" />).querySelector("button")!;
    expect([button.text, button.getAttribute("data-busy-label"), button.hasAttribute("disabled")]).toEqual(["Envoyer", "Envoi…", false]);
  });

  it("says it is busy and takes no second click in the back office", () => {
    const idle = render(<SubmitButton label="Créer" busyLabel="Enregistrement…" busy={false} />).querySelector("button")!;
    const busy = render(<SubmitButton label="Créer" busyLabel="Enregistrement…" busy />).querySelector("button")!;
    expect([idle.text, idle.hasAttribute("disabled"), idle.hasAttribute("data-busy-label")]).toEqual(["Créer", false, false]);
    expect([busy.text, busy.hasAttribute("disabled")]).toEqual(["Enregistrement…", true]);
  });
});

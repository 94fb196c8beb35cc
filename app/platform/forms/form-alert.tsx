import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { PageToast } from "~/platform/toast/toaster.tsx";
import type { MessageKey } from "~/platform/i18n/translator.ts";
import { messageText, type FormMessage, type FormResult } from "./form-result.ts";

// Rendered on the server for public pages (ADR 013): no hook here but the translator's context.

const join = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** The message above a refused form: its own error, else what it says of its fields' errors. */
function alertMessage(result: FormResult<string> | null | undefined, summary: Summary | undefined): FormMessage | undefined {
  if (!result || result.ok) return undefined;
  if (result.formError) return result.formError;
  const first = Object.values(result.fieldErrors)[0];
  if (!first || !summary) return undefined;
  return summary === "first" ? first : summary;
}

/**
 * What the alert says when only fields are in error: a summary, or "first", the first field's
 * message, on the account pages, which show one message at a time in a red alert (docs/SPEC.md). Left
 * out, the fields say it alone: forms of one or two fields, where the focus goes to the field.
 */
type Summary = MessageKey | "first";

/**
 * The alert above a refused form, in the page itself so that it shows without JavaScript. The
 * focus then goes to the first field in error: the public pages' script does it, the back
 * office's forms with useFocusFirstError.
 */
export function FormAlert({ result, summary, className }: { result: FormResult<string> | null | undefined; summary?: Summary; className?: string }) {
  const { t } = useTranslation();
  const message = alertMessage(result, summary);
  if (!message) return null;
  return (
    <div role="alert" className={join("flex gap-3 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900", className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{messageText(t, message)}</p>
    </div>
  );
}

/**
 * The green status of a form that went through. `toast`: the public pages' script also raises it
 * as a toast (the back office raises its own with useResultToast).
 */
export function FormNotice({ text, title, toast, className, children }: { text: string; title?: string; toast?: boolean; className?: string; children?: ReactNode }) {
  return (
    <div role="status" className={join("flex gap-3 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900", className)}>
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p>
          {title && <strong className="block">{title}</strong>}
          {text}
        </p>
        {children}
      </div>
      {toast && <PageToast message={title ? { kind: "success", title, description: text } : { kind: "success", title: text }} />}
    </div>
  );
}

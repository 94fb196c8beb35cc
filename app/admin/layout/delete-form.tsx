import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "~/platform/forms/submit-button.tsx";

/**
 * An item's deletion at the foot of its page: a post with `intent=delete` (and any `fields`), asked
 * for confirmation first in the browser (`confirm`: the question, then what follows).
 */
export function DeleteForm({ label, confirm, fields = {} }: { label: string; confirm: string; fields?: Record<string, string> }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(confirm)) event.preventDefault();
      }}
      className="mt-10 max-w-5xl border-t border-slate-200 pt-6"
    >
      <input type="hidden" name="intent" value="delete" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass({ variant: "danger" })}>
        <span className="inline-flex items-center gap-2">
          <Trash2 aria-hidden="true" className="size-5" />
          {label}
        </span>
      </button>
    </Form>
  );
}

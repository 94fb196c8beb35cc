import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { MESSAGE_STATUSES } from "../../../vocabulary/contact-keys.ts";
import { isAssignable, updateHandling, type InboxMessage, type StaffMember } from "~/domain/messages/inbox.server.ts";
import type { AuditActor } from "~/domain/audit/audit.server.ts";
import { readValues } from "~/platform/forms/form-result.server.ts";
import { formFailure, formSuccess, type FormResult, type FormValues } from "~/platform/forms/form-result.ts";
import { message } from "~/platform/forms/form-validation.ts";

export const HANDLING_FIELDS = ["status", "assignee"] as const;
export type HandlingField = (typeof HANDLING_FIELDS)[number];

const statusField = z.enum(MESSAGE_STATUSES, message("forms.errors.choice"));

/** What the form shows for a message. */
export function handlingValues(item: Pick<InboxMessage, "status" | "assigneeId">): FormValues<HandlingField> {
  return { status: item.status, assignee: item.assigneeId ?? "" };
}

/**
 * Saves a message's status and assignee, from the form on its page: the status one of the list, the
 * assignee nobody (""), a staff member, or whoever has it already. A refusal keeps what was chosen.
 */
export async function saveHandling(db: Db, item: InboxMessage, staff: readonly StaffMember[], formData: FormData, actor: AuditActor): Promise<{ result: FormResult<HandlingField>; status: number }> {
  const values = readValues(formData, HANDLING_FIELDS);
  const fieldErrors: Partial<Record<HandlingField, "forms.errors.choice">> = {};
  const status = statusField.safeParse(values.status);
  if (!status.success) fieldErrors.status = "forms.errors.choice";
  const assigneeId = values.assignee === "" ? null : values.assignee;
  if (assigneeId !== null && !isAssignable(assigneeId, staff, item.assigneeId)) fieldErrors.assignee = "forms.errors.choice";
  if (!status.success || fieldErrors.assignee) return { result: { ok: false, fieldErrors, values }, status: 400 };
  const saved = await updateHandling(db, item.kind, item.id, { status: status.data, assigneeId }, actor);
  if (!saved) return { result: formFailure("adminInbox.notFound", values), status: 404 };
  return { result: formSuccess("adminInbox.saved", values), status: 200 };
}

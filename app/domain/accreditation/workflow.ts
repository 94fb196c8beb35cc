import { APPLICATION_STEPS, type ApplicationStatus, type ApplicationStep } from "../../../vocabulary/accreditation-keys.ts";

/** Who takes a step: the applicant, or the accreditation staff (the `accreditation` role and admins). */
export type WorkflowActor = "applicant" | "staff";

/** What a step needs besides its starting status. */
interface StepRule {
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
  by: WorkflowActor;
  /** complete: every required piece is there; reason: a written reason; fields: the fields to reopen. */
  needs?: "complete" | "reason" | "fields";
}

/** Until a badge is issued the applicant may walk away; after it, only a revocation ends it. */
const WITHDRAWABLE = ["draft", "submitted", "in_review", "information_requested", "approved", "screening", "cleared"] as const;

/**
 * The life of an accreditation application (issue 35, point 4): which step follows which, who may
 * take it and what it needs. The server asks this module before every change of status, so a step
 * that does not apply is refused with its reason instead of seeming to succeed.
 */
const STEPS = {
  // Submitting again after information was requested sends it back to the queue.
  submit: { from: ["draft", "information_requested"], to: "submitted", by: "applicant", needs: "complete" },
  // Opening a submitted application locks it for the applicant.
  open: { from: ["submitted"], to: "in_review", by: "staff" },
  request_information: { from: ["submitted", "in_review"], to: "information_requested", by: "staff", needs: "fields" },
  approve: { from: ["submitted", "in_review"], to: "approved", by: "staff" },
  reject: { from: ["submitted", "in_review", "information_requested"], to: "rejected", by: "staff", needs: "reason" },
  // Approved applications go to the State's security check; a badge waits for its answer.
  send_to_screening: { from: ["approved"], to: "screening", by: "staff" },
  clear: { from: ["screening"], to: "cleared", by: "staff" },
  refuse_at_screening: { from: ["screening"], to: "refused_at_screening", by: "staff" },
  issue_badge: { from: ["cleared"], to: "badge_issued", by: "staff" },
  collect: { from: ["badge_issued"], to: "collected", by: "staff" },
  withdraw: { from: WITHDRAWABLE, to: "withdrawn", by: "applicant" },
  revoke: { from: ["approved", "screening", "cleared", "badge_issued", "collected"], to: "revoked", by: "staff", needs: "reason" },
} as const satisfies Record<ApplicationStep, StepRule>;

/** Why a step was refused: each becomes a message in the actor's language. */
export type StepRefusal = "notFromThisStatus" | "notYours" | "incomplete" | "reasonRequired" | "fieldsRequired";

export interface StepRequest {
  actor: WorkflowActor;
  /** For `submit`: whether every required field and document is there. */
  complete?: boolean;
  /** The reason of a rejection or revocation (required), or what a request for information asks. */
  message?: string;
  /** For `request_information`: the fields the applicant may change again. */
  fields?: readonly string[];
}

export type StepOutcome = { ok: true; to: ApplicationStatus } | { ok: false; refusal: StepRefusal };

/** Whether `step` may be taken from `from` by this request, and the status it leads to. */
export function takeStep(from: ApplicationStatus, step: ApplicationStep, request: StepRequest): StepOutcome {
  const rule: StepRule = STEPS[step];
  if (rule.by !== request.actor) return { ok: false, refusal: "notYours" };
  if (!rule.from.includes(from)) return { ok: false, refusal: "notFromThisStatus" };
  if (rule.needs === "complete" && request.complete !== true) return { ok: false, refusal: "incomplete" };
  if (rule.needs === "reason" && !request.message?.trim()) return { ok: false, refusal: "reasonRequired" };
  if (rule.needs === "fields" && !request.fields?.length) return { ok: false, refusal: "fieldsRequired" };
  return { ok: true, to: rule.to };
}

/** The steps the actor can take from `from`, for the buttons a page offers. */
export function stepsFrom(from: ApplicationStatus, actor: WorkflowActor): ApplicationStep[] {
  return APPLICATION_STEPS.filter((step) => STEPS[step].by === actor && (STEPS[step].from as readonly ApplicationStatus[]).includes(from));
}

/**
 * What the applicant may change: everything in a draft or before a reviewer opens it, only the
 * reopened fields when information was requested, nothing otherwise (a change after approval is a
 * request the staff accept or refuse).
 */
export function applicantMayEdit(status: ApplicationStatus, field: string, reopened: readonly string[] = []): boolean {
  if (status === "draft" || status === "submitted") return true;
  return status === "information_requested" && reopened.includes(field);
}

/**
 * The status as the applicant is told it. A refusal at the security check is not explained to the
 * applicant (the authority gives no reason to pass on), so it reads as a neutral "not granted".
 */
export function statusForApplicant(status: ApplicationStatus): Exclude<ApplicationStatus, "refused_at_screening"> | "notGranted" {
  return status === "refused_at_screening" ? "notGranted" : status;
}

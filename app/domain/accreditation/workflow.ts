/**
 * The life of an accreditation application (issue 35, point 4): which step follows which, who may
 * take it and what it needs. The server asks this module before every change of status, so a step
 * that does not apply is refused with its reason instead of seeming to succeed.
 */
export const APPLICATION_STATUSES = [
  "draft",
  "submitted",
  "inReview",
  "informationRequested",
  "approved",
  "screening",
  "cleared",
  "badgeIssued",
  "collected",
  "withdrawn",
  "rejected",
  "refusedAtScreening",
  "revoked",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

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
const WITHDRAWABLE = [
  "draft",
  "submitted",
  "inReview",
  "informationRequested",
  "approved",
  "screening",
  "cleared",
] as const;

const STEPS = {
  // Submitting again after information was requested sends it back to the queue.
  submit: {
    from: ["draft", "informationRequested"],
    to: "submitted",
    by: "applicant",
    needs: "complete",
  },
  // Opening a submitted application locks it for the applicant.
  open: { from: ["submitted"], to: "inReview", by: "staff" },
  requestInformation: {
    from: ["submitted", "inReview"],
    to: "informationRequested",
    by: "staff",
    needs: "fields",
  },
  approve: { from: ["submitted", "inReview"], to: "approved", by: "staff" },
  reject: {
    from: ["submitted", "inReview", "informationRequested"],
    to: "rejected",
    by: "staff",
    needs: "reason",
  },
  // Approved applications go to the State's security check; a badge waits for its answer.
  sendToScreening: { from: ["approved"], to: "screening", by: "staff" },
  clear: { from: ["screening"], to: "cleared", by: "staff" },
  refuseAtScreening: {
    from: ["screening"],
    to: "refusedAtScreening",
    by: "staff",
  },
  issueBadge: { from: ["cleared"], to: "badgeIssued", by: "staff" },
  collect: { from: ["badgeIssued"], to: "collected", by: "staff" },
  withdraw: { from: WITHDRAWABLE, to: "withdrawn", by: "applicant" },
  revoke: {
    from: ["approved", "screening", "cleared", "badgeIssued", "collected"],
    to: "revoked",
    by: "staff",
    needs: "reason",
  },
} as const satisfies Record<string, StepRule>;

export type WorkflowStep = keyof typeof STEPS;
export const WORKFLOW_STEPS = Object.keys(STEPS) as WorkflowStep[];

/** Why a step was refused: each becomes a message in the actor's language. */
export type StepRefusal =
  | "notFromThisStatus"
  | "notYours"
  | "incomplete"
  | "reasonRequired"
  | "fieldsRequired";

export interface StepRequest {
  actor: WorkflowActor;
  /** For `submit`: whether every required field and document is there. */
  complete?: boolean;
  /** For `reject` and `revoke`. */
  reason?: string;
  /** For `requestInformation`: the fields the applicant may change again. */
  fields?: readonly string[];
}

export type StepOutcome =
  { ok: true; to: ApplicationStatus } | { ok: false; refusal: StepRefusal };

/** Whether `step` may be taken from `from` by this request, and the status it leads to. */
export function takeStep(
  from: ApplicationStatus,
  step: WorkflowStep,
  request: StepRequest,
): StepOutcome {
  const rule: StepRule = STEPS[step];
  if (rule.by !== request.actor) return { ok: false, refusal: "notYours" };
  if (!rule.from.includes(from))
    return { ok: false, refusal: "notFromThisStatus" };
  if (rule.needs === "complete" && request.complete !== true)
    return { ok: false, refusal: "incomplete" };
  if (rule.needs === "reason" && !request.reason?.trim())
    return { ok: false, refusal: "reasonRequired" };
  if (rule.needs === "fields" && !request.fields?.length)
    return { ok: false, refusal: "fieldsRequired" };
  return { ok: true, to: rule.to };
}

/** The steps the actor can take from `from`, for the buttons a page offers. */
export function stepsFrom(
  from: ApplicationStatus,
  actor: WorkflowActor,
): WorkflowStep[] {
  return WORKFLOW_STEPS.filter(
    (step) =>
      STEPS[step].by === actor &&
      (STEPS[step].from as readonly ApplicationStatus[]).includes(from),
  );
}

/**
 * What the applicant may change: everything in a draft or before a reviewer opens it, only the
 * reopened fields when information was requested, nothing otherwise (a change after approval is a
 * request the staff accept or refuse).
 */
export function applicantMayEdit(
  status: ApplicationStatus,
  field: string,
  reopened: readonly string[] = [],
): boolean {
  if (status === "draft" || status === "submitted") return true;
  return status === "informationRequested" && reopened.includes(field);
}

/**
 * The status as the applicant is told it. A refusal at the security check is not explained to the
 * applicant (the authority gives no reason to pass on), so it reads as a neutral "not granted".
 */
export function statusForApplicant(
  status: ApplicationStatus,
): Exclude<ApplicationStatus, "refusedAtScreening"> | "notGranted" {
  return status === "refusedAtScreening" ? "notGranted" : status;
}

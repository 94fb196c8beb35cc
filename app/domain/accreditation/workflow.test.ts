import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, APPLICATION_STEPS } from "../../../vocabulary/accreditation-keys.ts";
import { applicantMayEdit, stepsFrom, statusForApplicant, takeStep, type StepRequest, type WorkflowActor } from "./workflow.ts";

/**
 * Every step the workflow allows, written out as the issue describes it: "from --step--> to (by)".
 * Every other combination of status, step and actor must be refused.
 */
const ALLOWED = `
draft --submit--> submitted (applicant)
information_requested --submit--> submitted (applicant)
submitted --open--> in_review (staff)
submitted --request_information--> information_requested (staff)
in_review --request_information--> information_requested (staff)
submitted --approve--> approved (staff)
in_review --approve--> approved (staff)
submitted --reject--> rejected (staff)
in_review --reject--> rejected (staff)
information_requested --reject--> rejected (staff)
approved --send_to_screening--> screening (staff)
screening --clear--> cleared (staff)
screening --refuse_at_screening--> refused_at_screening (staff)
cleared --issue_badge--> badge_issued (staff)
badge_issued --collect--> collected (staff)
draft --withdraw--> withdrawn (applicant)
submitted --withdraw--> withdrawn (applicant)
in_review --withdraw--> withdrawn (applicant)
information_requested --withdraw--> withdrawn (applicant)
approved --withdraw--> withdrawn (applicant)
screening --withdraw--> withdrawn (applicant)
cleared --withdraw--> withdrawn (applicant)
approved --revoke--> revoked (staff)
screening --revoke--> revoked (staff)
cleared --revoke--> revoked (staff)
badge_issued --revoke--> revoked (staff)
collected --revoke--> revoked (staff)
`
  .trim()
  .split("\n");

const ACTORS: WorkflowActor[] = ["applicant", "staff"];
/** Everything any step may need, so that only the status and the actor decide. */
const everything = (actor: WorkflowActor): StepRequest => ({ actor, complete: true, message: "Carte de presse expirée", fields: ["pressCard"] });

describe("the accreditation workflow (issue 35, point 4)", () => {
  it("allows exactly the steps of the issue, each to its status, and refuses every other one", () => {
    const allowed: string[] = [];
    for (const from of APPLICATION_STATUSES) {
      for (const step of APPLICATION_STEPS) {
        for (const actor of ACTORS) {
          const outcome = takeStep(from, step, everything(actor));
          if (outcome.ok) allowed.push(`${from} --${step}--> ${outcome.to} (${actor})`);
          else expect(["notFromThisStatus", "notYours"]).toContain(outcome.refusal);
        }
      }
    }
    expect(allowed.sort()).toEqual([...ALLOWED].sort());
  });

  it("says why: a step of the other party's, or one that does not apply to the status", () => {
    expect(takeStep("submitted", "approve", everything("applicant"))).toEqual({ ok: false, refusal: "notYours" });
    expect(takeStep("draft", "submit", everything("staff"))).toEqual({ ok: false, refusal: "notYours" });
    expect(takeStep("rejected", "approve", everything("staff"))).toEqual({ ok: false, refusal: "notFromThisStatus" });
    expect(takeStep("approved", "issue_badge", everything("staff"))).toEqual({ ok: false, refusal: "notFromThisStatus" });
    expect(takeStep("badge_issued", "withdraw", everything("applicant"))).toEqual({ ok: false, refusal: "notFromThisStatus" });
  });

  it("ends nowhere once withdrawn, rejected, refused at screening or revoked", () => {
    for (const end of ["withdrawn", "rejected", "refused_at_screening", "revoked"] as const) {
      for (const actor of ACTORS) expect(stepsFrom(end, actor), end).toEqual([]);
    }
  });

  it("submits only a complete application", () => {
    expect(takeStep("draft", "submit", { actor: "applicant" })).toEqual({ ok: false, refusal: "incomplete" });
    expect(takeStep("draft", "submit", { actor: "applicant", complete: false })).toEqual({ ok: false, refusal: "incomplete" });
    expect(takeStep("information_requested", "submit", { actor: "applicant", complete: false })).toEqual({ ok: false, refusal: "incomplete" });
    expect(takeStep("draft", "submit", { actor: "applicant", complete: true })).toEqual({ ok: true, to: "submitted" });
  });

  it("rejects and revokes only with a written reason", () => {
    for (const [from, step] of [
      ["in_review", "reject"],
      ["badge_issued", "revoke"],
    ] as const) {
      expect(takeStep(from, step, { actor: "staff" })).toEqual({ ok: false, refusal: "reasonRequired" });
      expect(takeStep(from, step, { actor: "staff", message: "  \n " })).toEqual({ ok: false, refusal: "reasonRequired" });
      expect(takeStep(from, step, { actor: "staff", message: "Fraude" }).ok).toBe(true);
    }
  });

  it("requests information only on named fields", () => {
    expect(takeStep("in_review", "request_information", { actor: "staff" })).toEqual({ ok: false, refusal: "fieldsRequired" });
    expect(takeStep("in_review", "request_information", { actor: "staff", fields: [] })).toEqual({ ok: false, refusal: "fieldsRequired" });
    expect(takeStep("in_review", "request_information", { actor: "staff", fields: ["photo"] })).toEqual({ ok: true, to: "information_requested" });
  });

  it("offers each party the steps it can take from a status", () => {
    expect(stepsFrom("draft", "applicant")).toEqual(["submit", "withdraw"]);
    expect(stepsFrom("draft", "staff")).toEqual([]);
    expect(stepsFrom("submitted", "staff")).toEqual(["open", "request_information", "approve", "reject"]);
    expect(stepsFrom("submitted", "applicant")).toEqual(["withdraw"]);
    expect(stepsFrom("badge_issued", "staff")).toEqual(["collect", "revoke"]);
  });

  it("lets the applicant change everything until a reviewer opens it, then only the reopened fields", () => {
    expect(applicantMayEdit("draft", "photo")).toBe(true);
    expect(applicantMayEdit("submitted", "photo")).toBe(true);
    expect(applicantMayEdit("in_review", "photo")).toBe(false);
    expect(applicantMayEdit("information_requested", "photo", ["photo"])).toBe(true);
    expect(applicantMayEdit("information_requested", "outlet", ["photo"])).toBe(false);
    for (const status of ["approved", "screening", "cleared", "badge_issued", "collected", "withdrawn", "rejected", "refused_at_screening", "revoked"] as const) {
      expect(applicantMayEdit(status, "photo", ["photo"]), status).toBe(false);
    }
  });

  it("tells the applicant a refusal at the security check in neutral words, and every other status as it is", () => {
    expect(statusForApplicant("refused_at_screening")).toBe("notGranted");
    for (const status of APPLICATION_STATUSES.filter((s) => s !== "refused_at_screening")) expect(statusForApplicant(status)).toBe(status);
  });
});

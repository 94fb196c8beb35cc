import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { accreditationApplications, accreditationSteps, type AccreditationApplicationRow, type AccreditationStepRow, type ApplicationStatus, type ApplicationStep } from "../../../db/schema/index.ts";
import { takeStep, type StepRefusal, type StepRequest } from "./workflow.ts";

/**
 * The applicant's application of a type: the one they already have (one per account and type,
 * whatever its status), or a new draft.
 */
export async function draftApplication(db: Db, applicant: { userId: string; type: string; language: string }): Promise<AccreditationApplicationRow> {
  await db.insert(accreditationApplications).values(applicant).onConflictDoNothing();
  const [application] = await db
    .select()
    .from(accreditationApplications)
    .where(and(eq(accreditationApplications.userId, applicant.userId), eq(accreditationApplications.type, applicant.type)));
  return application!;
}

export interface StepTaken extends StepRequest {
  /** The account taking the step: the applicant's own, or a staff member's. */
  actorId: string;
  /** The version the actor saw: a step decided on an older state is refused. */
  version?: number;
}

/** An application the actor may not see reads as one that does not exist. */
export type StepResult = { ok: true; application: AccreditationApplicationRow } | { ok: false; refusal: StepRefusal | "notFound" | "changedMeanwhile" };

/**
 * Takes a step of the workflow, or says why not. The row is locked while the step is checked and
 * written, so two people acting at once (a reviewer approving while the applicant withdraws) take
 * their steps one after the other, the second judged on what the first left.
 */
export async function takeApplicationStep(db: Db, applicationId: number, step: ApplicationStep, request: StepTaken): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(accreditationApplications).where(eq(accreditationApplications.id, applicationId)).for("update");
    if (!before || (request.actor === "applicant" && before.userId !== request.actorId)) return { ok: false, refusal: "notFound" };
    if (request.version !== undefined && request.version !== before.version) return { ok: false, refusal: "changedMeanwhile" };
    const outcome = takeStep(before.status, step, request);
    if (!outcome.ok) return outcome;
    const now = new Date();
    // A request for information reopens its fields until the applicant submits again.
    const reopened = step === "request_information" ? [...request.fields!] : null;
    const [application] = await tx
      .update(accreditationApplications)
      .set({
        status: outcome.to,
        reopenedFields: reopened ?? (step === "submit" ? [] : before.reopenedFields),
        submittedAt: step === "submit" ? (before.submittedAt ?? now) : before.submittedAt,
        version: before.version + 1,
        updatedAt: now,
      })
      .where(eq(accreditationApplications.id, applicationId))
      .returning();
    await tx.insert(accreditationSteps).values({
      applicationId,
      step,
      fromStatus: before.status,
      toStatus: outcome.to,
      actorId: request.actorId,
      message: request.message?.trim() || null,
      fields: reopened,
      at: now,
    });
    return { ok: true, application: application! };
  });
}

/** The steps an application took, oldest first. */
export function applicationHistory(db: Db, applicationId: number): Promise<AccreditationStepRow[]> {
  return db.select().from(accreditationSteps).where(eq(accreditationSteps.applicationId, applicationId)).orderBy(asc(accreditationSteps.id));
}

/** How many applications each type has in each status, for the dashboard: only the pairs that have some. */
export function applicationCounts(db: Db): Promise<{ type: string; status: ApplicationStatus; count: number }[]> {
  return db
    .select({ type: accreditationApplications.type, status: accreditationApplications.status, count: count() })
    .from(accreditationApplications)
    .groupBy(accreditationApplications.type, accreditationApplications.status);
}

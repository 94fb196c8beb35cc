import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accreditationApplications, users } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { insertStaff } from "../../../tests/helpers/staff.ts";
import { applicationCounts, applicationHistory, draftApplication, takeApplicationStep } from "./applications.server.ts";

const database = testDatabase();

/** A signed-up visitor, and their media application as a draft. */
async function applicant(language = "ja") {
  const { db } = database;
  const user = await insertStaff(db, { role: "user" });
  const application = await draftApplication(db, { userId: user.id, type: "media", language });
  return { user, application };
}

describe("accreditation applications (issue 35, points 3 and 4)", () => {
  it("are one per account and type: asking again gives the same application, whatever its status", async () => {
    const { db } = database;
    const { user, application } = await applicant();
    expect(application).toMatchObject({ userId: user.id, type: "media", status: "draft", language: "ja", answers: {}, reopenedFields: [], version: 1, submittedAt: null });
    await takeApplicationStep(db, application.id, "submit", { actor: "applicant", actorId: user.id, complete: true });
    const again = await draftApplication(db, { userId: user.id, type: "media", language: "fr" });
    expect(again).toMatchObject({ id: application.id, status: "submitted", language: "ja" });
    const officials = await draftApplication(db, { userId: user.id, type: "officials", language: "fr" });
    expect(officials.id).not.toBe(application.id);
  });

  it("go from submission to badge through the workflow, each step in the history with who took it", async () => {
    const { db } = database;
    const { user, application } = await applicant();
    const staff = await insertStaff(db, { role: "admin" });
    const by = (actor: "applicant" | "staff") => ({ actor, actorId: actor === "applicant" ? user.id : staff.id });
    const submitted = await takeApplicationStep(db, application.id, "submit", { ...by("applicant"), complete: true });
    expect(submitted).toMatchObject({ ok: true, application: { status: "submitted", version: 2 } });
    const firstSubmission = submitted.ok ? submitted.application.submittedAt : null;
    expect(firstSubmission).toBeInstanceOf(Date);
    await takeApplicationStep(db, application.id, "open", by("staff"));
    const asked = await takeApplicationStep(db, application.id, "request_information", { ...by("staff"), fields: ["photo"], message: "写真が暗すぎます" });
    expect(asked).toMatchObject({ ok: true, application: { status: "information_requested", reopenedFields: ["photo"] } });
    const resubmitted = await takeApplicationStep(db, application.id, "submit", { ...by("applicant"), complete: true });
    // The promised delay still counts from the first submission; the reopened fields close again.
    expect(resubmitted).toMatchObject({ ok: true, application: { status: "submitted", reopenedFields: [], submittedAt: firstSubmission } });
    for (const step of ["approve", "send_to_screening", "clear", "issue_badge", "collect"] as const) {
      expect(await takeApplicationStep(db, application.id, step, by("staff")), step).toMatchObject({ ok: true });
    }
    const history = await applicationHistory(db, application.id);
    expect(history.map(({ step, fromStatus, toStatus, actorId }) => `${fromStatus} --${step}--> ${toStatus} by ${actorId === user.id ? "applicant" : "staff"}`)).toEqual([
      "draft --submit--> submitted by applicant",
      "submitted --open--> in_review by staff",
      "in_review --request_information--> information_requested by staff",
      "information_requested --submit--> submitted by applicant",
      "submitted --approve--> approved by staff",
      "approved --send_to_screening--> screening by staff",
      "screening --clear--> cleared by staff",
      "cleared --issue_badge--> badge_issued by staff",
      "badge_issued --collect--> collected by staff",
    ]);
    expect(history[2]).toMatchObject({ message: "写真が暗すぎます", fields: ["photo"] });
  });

  it("refuse a step that does not apply, and change nothing", async () => {
    const { db } = database;
    const { user, application } = await applicant();
    const staff = await insertStaff(db, { role: "admin" });
    expect(await takeApplicationStep(db, application.id, "submit", { actor: "applicant", actorId: user.id, complete: false })).toEqual({ ok: false, refusal: "incomplete" });
    expect(await takeApplicationStep(db, application.id, "approve", { actor: "staff", actorId: staff.id })).toEqual({ ok: false, refusal: "notFromThisStatus" });
    expect(await takeApplicationStep(db, application.id, "reject", { actor: "staff", actorId: staff.id, message: " " })).toEqual({ ok: false, refusal: "notFromThisStatus" });
    const [row] = await db.select().from(accreditationApplications).where(eq(accreditationApplications.id, application.id));
    expect(row).toMatchObject({ status: "draft", version: 1 });
    expect(await applicationHistory(db, application.id)).toEqual([]);
  });

  it("read as missing to another account, and to anyone for an id that does not exist", async () => {
    const { db } = database;
    const { application } = await applicant();
    const stranger = await insertStaff(db, { role: "user" });
    expect(await takeApplicationStep(db, application.id, "withdraw", { actor: "applicant", actorId: stranger.id })).toEqual({ ok: false, refusal: "notFound" });
    expect(await takeApplicationStep(db, 2_000_000, "approve", { actor: "staff", actorId: stranger.id })).toEqual({ ok: false, refusal: "notFound" });
  });

  it("refuse a decision taken on a state that changed meanwhile", async () => {
    const { db } = database;
    const { user, application } = await applicant();
    const staff = await insertStaff(db, { role: "admin" });
    await takeApplicationStep(db, application.id, "submit", { actor: "applicant", actorId: user.id, complete: true });
    // The reviewer opened version 2; the applicant withdrew meanwhile.
    await takeApplicationStep(db, application.id, "withdraw", { actor: "applicant", actorId: user.id, version: 2 });
    expect(await takeApplicationStep(db, application.id, "approve", { actor: "staff", actorId: staff.id, version: 2 })).toEqual({ ok: false, refusal: "changedMeanwhile" });
  });

  it("take two steps sent at the same moment one after the other: the second is judged on what the first left", async () => {
    const { db } = database;
    const { user, application } = await applicant();
    const staff = await insertStaff(db, { role: "admin" });
    await takeApplicationStep(db, application.id, "submit", { actor: "applicant", actorId: user.id, complete: true });
    const [rejection, withdrawal] = await Promise.all([
      takeApplicationStep(db, application.id, "reject", { actor: "staff", actorId: staff.id, message: "Carte de presse expirée" }),
      takeApplicationStep(db, application.id, "withdraw", { actor: "applicant", actorId: user.id }),
    ]);
    expect([rejection.ok, withdrawal.ok].sort()).toEqual([false, true]);
    expect((await applicationHistory(db, application.id)).map((step) => step.step)).toHaveLength(2);
  });

  it("go with the account that made them", async () => {
    const { db } = database;
    const { user, application } = await applicant();
    await takeApplicationStep(db, application.id, "submit", { actor: "applicant", actorId: user.id, complete: true });
    await db.delete(users).where(eq(users.id, user.id));
    expect(await db.select().from(accreditationApplications).where(eq(accreditationApplications.id, application.id))).toEqual([]);
    expect(await applicationHistory(db, application.id)).toEqual([]);
  });

  it("are counted per type and status", async () => {
    const { db } = database;
    const before = await applicationCounts(db);
    const { user, application } = await applicant();
    await takeApplicationStep(db, application.id, "submit", { actor: "applicant", actorId: user.id, complete: true });
    await draftApplication(db, { userId: user.id, type: "officials", language: "fr" });
    const after = await applicationCounts(db);
    const counted = (rows: typeof after, type: string, status: string) => rows.find((row) => row.type === type && row.status === status)?.count ?? 0;
    expect(counted(after, "media", "submitted") - counted(before, "media", "submitted")).toBe(1);
    expect(counted(after, "officials", "draft") - counted(before, "officials", "draft")).toBe(1);
    expect(after.every((row) => row.count > 0)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import type { InboxMessage } from "~/domain/messages/inbox.server.ts";
import { initialContentStore } from "../../../tests/helpers/initial-content.ts";
import { topicNames } from "~/domain/messages/topics.server.ts";
import { inboxCsv, inboxCsvName, tahitiDateTime } from "./inbox-csv.server.ts";

const request: InboxMessage = {
  kind: "partnership",
  id: 7,
  createdAt: new Date("2027-01-01T09:30:00Z"),
  name: "Teva Tauotaha",
  company: "Fare Va'a SARL",
  email: "teva@example.pf",
  phone: null,
  subject: null,
  department: null,
  category: "institutional",
  message: null,
  language: "zh",
  status: "in_progress",
  assigneeId: "hina",
  assignee: "Hina",
  notifiedAt: null,
  acknowledgedAt: null,
  mailAttempts: 0,
  mailDueAt: null,
};

describe("the inbox's CSV", () => {
  it("dates in Tahiti, to the minute, as spreadsheets read a date", () => {
    // 09:30 UTC on New Year's Day is still 31 December in Tahiti.
    expect(tahitiDateTime(request.createdAt)).toBe("2026-12-31 23:30");
    expect(inboxCsvName(request.createdAt)).toBe("tahiti2027-messages-2026-12-31.csv");
  });

  it.each([
    ["fr", `"Partenariat";"7";"2026-12-31 23:30";"En cours";"Hina";"Teva Tauotaha";"Fare Va'a SARL";"teva@example.pf";"";"";"";"Partenaire institutionnel";"中文";""`],
    ["es", `"Colaboración";"7";"2026-12-31 23:30";"En curso";"Hina";"Teva Tauotaha";"Fare Va'a SARL";"teva@example.pf";"";"";"";`],
    ["en", `"Partnership","7","2026-12-31 23:30","In progress","Hina","Teva Tauotaha","Fare Va'a SARL","teva@example.pf","","","","Institutional partner","中文",""`],
    ["ja", `"パートナーシップ","7","2026-12-31 23:30","対応中","Hina"`],
  ] as const)("writes a row in the admin's language, with its spreadsheets' separator (%s)", async (locale, row) => {
    const [, line] = inboxCsv([request], locale, await topicNames(initialContentStore(), locale)).split("\r\n");
    expect(line!.startsWith(row)).toBe(true);
  });
});

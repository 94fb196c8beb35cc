import { describe, expect, it } from "vitest";
import { isTransactionConflict } from "./sql-state.ts";
import { isUniqueViolation } from "./unique-violation.ts";

const wrapped = (code: string) => Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("driver"), { code }) });

describe("SQLSTATEs", () => {
  it("finds a deadlock or a serialization failure under drizzle's wrapper", () => {
    expect(isTransactionConflict(wrapped("40P01"))).toBe(true);
    expect(isTransactionConflict(wrapped("40001"))).toBe(true);
    expect(isTransactionConflict(Object.assign(new Error("x"), { code: "40P01" }))).toBe(true);
    expect(isTransactionConflict(wrapped("23505"))).toBe(false);
    expect(isTransactionConflict(new Error("no code"))).toBe(false);
    expect(isTransactionConflict(undefined)).toBe(false);
  });

  it("finds a unique violation the same way", () => {
    expect(isUniqueViolation(wrapped("23505"))).toBe(true);
    expect(isUniqueViolation(wrapped("40P01"))).toBe(false);
  });
});

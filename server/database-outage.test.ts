import { redirect, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { withOutagesAs503 } from "./database-outage.ts";

const down = { ping: () => Promise.reject(new Error("connect ECONNREFUSED")) };
const up = { ping: () => Promise.resolve() };

/** A build of one route whose loader throws `thrown`. */
function buildThrowing(thrown: unknown): ServerBuild {
  const loader = () => Promise.reject(thrown);
  return { routes: { root: { id: "root", path: "", module: { loader } } } } as unknown as ServerBuild;
}

async function loaderOutcome(build: ServerBuild): Promise<unknown> {
  const loader = build.routes.root!.module.loader!;
  try {
    await loader({} as never);
    return "resolved";
  } catch (error) {
    return error;
  }
}

describe("withOutagesAs503", () => {
  it("turns a failure into a 503 while the database does not answer", async () => {
    const outcome = await loaderOutcome(withOutagesAs503(buildThrowing(new Error("query failed")), down));
    expect(outcome).toMatchObject({ init: { status: 503 } });
  });

  it("keeps a failure as it is while the database answers", async () => {
    const error = new Error("a bug");
    expect(await loaderOutcome(withOutagesAs503(buildThrowing(error), up))).toBe(error);
  });

  it("lets thrown responses through, database down or not", async () => {
    const response = redirect("/auth");
    expect(await loaderOutcome(withOutagesAs503(buildThrowing(response), down))).toBe(response);
  });
});

import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "./entry.server.tsx";
import { requestContext } from "~/platform/http/request-context.ts";
import { servicesContext, type Services } from "~/services.server.ts";

function contextLogging(logged: object[]) {
  const context = new RouterContextProvider();
  const log = { info: () => {}, warn: () => {}, error: (obj: object, msg?: string) => void logged.push({ ...obj, msg }) };
  context.set(servicesContext, { log } as unknown as Services);
  context.set(requestContext, { id: "request-7", nonce: undefined, ip: "127.0.0.1", language: { locale: "fr" }, secure: false });
  return context;
}

describe("handleError", () => {
  it("logs a failed loader, action or render with the request's id, method and path", () => {
    const logged: object[] = [];
    const error = new Error("a bug");
    handleError(error, { request: new Request("http://localhost/ja/news?q=x", { method: "POST" }), params: {}, context: contextLogging(logged) } as never);
    expect(logged).toEqual([{ err: error, id: "request-7", method: "POST", path: "/ja/news", msg: "route failed" }]);
  });

  it("leaves out the visitor's mistakes (a POST where no action is, a 404) and a request the visitor gave up", () => {
    const logged: object[] = [];
    const context = contextLogging(logged);
    const noAction = new ErrorResponse(405, "Method Not Allowed", new Error("You made a POST request to /news but did not provide an action"), true);
    handleError(noAction, { request: new Request("http://localhost/news", { method: "POST" }), params: {}, context } as never);
    handleError(new ErrorResponse(404, "Not Found", null), { request: new Request("http://localhost/nope"), params: {}, context } as never);
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), { request: new Request("http://localhost/news", { signal: controller.signal }), params: {}, context } as never);
    expect(logged).toEqual([]);
  });
});

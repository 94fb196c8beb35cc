import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { guardListener, lastResort } from "./last-resort.ts";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(listener: http.RequestListener): Promise<string> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function recorder() {
  const logged: { obj: Record<string, unknown>; msg?: string }[] = [];
  return { logged, log: { error: (obj: object, msg?: string) => void logged.push({ obj: obj as Record<string, unknown>, msg }) } };
}

describe("guardListener", () => {
  it("logs a throw from the listener, answers 500 and goes on serving", async () => {
    const { logged, log } = recorder();
    const url = await serve(
      guardListener((req, res) => {
        if (req.url === "/boom") throw new Error("a bug");
        res.end("ok");
      }, log),
    );
    const failed = await fetch(`${url}/boom`);
    expect(failed.status).toBe(500);
    expect(logged).toEqual([{ obj: expect.objectContaining({ method: "GET", url: "/boom", err: expect.objectContaining({ message: "a bug" }) }), msg: expect.any(String) }]);
    expect(await (await fetch(`${url}/`)).text()).toBe("ok");
  });
});

describe("lastResort", () => {
  it("answers a client error with its status and logs anything else with the request's id as a 500", async () => {
    const { logged, log } = recorder();
    const app = express();
    app.use((req, _res, next) => {
      (req as { id?: string }).id = "request-1";
      next();
    });
    app.get("/missing", () => {
      throw Object.assign(new Error("not found"), { status: 404 });
    });
    app.get("/bug", async () => {
      throw new Error("a bug");
    });
    app.use(lastResort(log));
    const url = await serve(app);
    expect((await fetch(`${url}/missing`)).status).toBe(404);
    expect(logged).toEqual([]);
    expect((await fetch(`${url}/bug`)).status).toBe(500);
    expect(logged).toEqual([{ obj: expect.objectContaining({ id: "request-1", method: "GET", path: "/bug" }), msg: "request failed" }]);
  });
});

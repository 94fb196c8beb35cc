import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { createDrain } from "./drain.ts";

describe("createDrain", () => {
  it("lets in-flight requests finish, refuses new connections, then resolves", async () => {
    const drain = createDrain();
    const app = express();
    app.use(drain.middleware);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get("/slow", async (_req, res) => {
      await released;
      res.send("done");
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const inFlight = fetch(`${url}/slow`);
    await new Promise((r) => setTimeout(r, 100));
    expect(drain.inFlight).toBe(1);

    let drained = false;
    const draining = drain.drain(server, 5000).then(() => (drained = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(drained).toBe(false);
    await expect(fetch(`${url}/slow`, { headers: { connection: "close" } })).rejects.toThrow();

    release();
    const response = await inFlight;
    expect(await response.text()).toBe("done");
    await draining;
    expect(drained).toBe(true);
  });
});

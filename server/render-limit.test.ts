import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { createRenderLimit } from "./render-limit.ts";

describe("createRenderLimit", () => {
  it("lets that many requests through at a time and the others in arrival order", async () => {
    const app = express();
    app.use(createRenderLimit(2).middleware);
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    app.get("/:name", async (req, res) => {
      started.push(req.params.name);
      await new Promise<void>((resolve) => releases.set(req.params.name, resolve));
      res.send(req.params.name);
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const waitFor = async (count: number) => {
      while (started.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
    };

    const answers: Promise<string>[] = [];
    for (const name of ["a", "b", "c", "d"]) {
      answers.push(fetch(`${url}/${name}`).then((response) => response.text()));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual(["a", "b"]);
    releases.get("b")!();
    await waitFor(3);
    expect(started).toEqual(["a", "b", "c"]);
    releases.get("a")!();
    await waitFor(4);
    releases.get("c")!();
    releases.get("d")!();
    expect(await Promise.all(answers)).toEqual(["a", "b", "c", "d"]);
    await new Promise((resolve) => server.close(resolve));
  });
});

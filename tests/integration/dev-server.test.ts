import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_GATE_PASSWORD } from "../helpers/site.ts";

// `npm run dev` on a copy of the project, which the tests edit as a developer would: the sources
// stay untouched whatever happens to the test.
const SOURCES = ["app", "server", "db", "vocabulary", "public", "scripts/dev.mjs", "package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
const ADMIN = { email: "dev-admin@tahiti2027.test", password: "Motu2027-dev" };
const STARTUP_MS = 120_000;

const project = fs.mkdtempSync(path.join(os.tmpdir(), "t27-dev-project-"));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-dev-data-"));
let child: ChildProcess;
let exited: Promise<number | null>;
let output = "";
let url = "";
let gateCookie = "";

/** The project's sources, and its packages linked one by one: Vite keeps its cache in the copy's own node_modules. */
function copyProject() {
  for (const source of SOURCES) fs.cpSync(source, path.join(project, source), { recursive: true });
  const packages = fs.realpathSync("node_modules");
  fs.mkdirSync(path.join(project, "node_modules"));
  for (const name of fs.readdirSync(packages).filter((name) => !name.startsWith("."))) {
    fs.symlinkSync(path.join(packages, name), path.join(project, "node_modules", name));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the dev server said:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const get = (pathname: string, cookie = gateCookie) => fetch(url + pathname, { headers: { cookie }, redirect: "manual" });
const page = async (pathname: string) => (await get(pathname)).text();
const edit = (file: string, from: string, to: string) => {
  const target = path.join(project, file);
  const text = fs.readFileSync(target, "utf8");
  expect(text).toContain(from);
  fs.writeFileSync(target, text.replace(from, to));
};

beforeAll(async () => {
  copyProject();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const [command, ...args] = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { dev: string } }).scripts.dev.split(" ");
  expect(command).toBe("node");
  child = spawn(process.execPath, args, {
    cwd: project,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, GATE_PASSWORD: TEST_GATE_PASSWORD, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  await until("the dev server to listen", async () => (output.includes("is running at") ? true : undefined), STARTUP_MS);
  const unlock = await fetch(`${url}/`, { method: "POST", body: new URLSearchParams({ intent: "unlock-gate", password: TEST_GATE_PASSWORD }), redirect: "manual" });
  gateCookie = unlock.headers.getSetCookie().find((cookie) => cookie.startsWith("t27_gate="))!.split(";")[0]!;
}, STARTUP_MS + 30_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(killer);
  }
  fs.rmSync(project, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe("npm run dev", () => {
  it("serves public pages through the gate, with the behaviours and Vite's client from the sources and no page cache", async () => {
    expect(await page("/legal")).toContain("Mentions légales");
    expect(await (await get("/legal", "")).text()).toContain('value="unlock-gate"');

    const response = await get("/legal");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBeNull();
    // The production policy: a public page's scripts are the site's own files, no inline script.
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self';");
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/app/platform/behaviours/main.ts"></script>');
    expect(html).toContain('<script type="module" src="/app/platform/behaviours/dev-reload.client.ts"></script>');
    expect(html).not.toContain("__reactRouterContext");

    const behaviours = await get("/app/platform/behaviours/main.ts", "");
    expect(behaviours.status).toBe(200);
    expect(behaviours.headers.get("content-type")).toContain("javascript");
    expect(await behaviours.text()).toContain("attach(menu, menus)");
    const reload = await (await get("/app/platform/behaviours/dev-reload.client.ts", "")).text();
    expect(reload).toContain('from "/@vite/client"');
    expect((await get("/@vite/client", "")).status).toBe(200);
  });

  it("renders the back office for a signed-in admin, hydrated, with React Refresh", async () => {
    const login = await fetch(`${url}/auth`, {
      method: "POST",
      headers: { cookie: gateCookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", email: ADMIN.email, password: ADMIN.password }),
      redirect: "manual",
    });
    const session = login.headers.getSetCookie().find((cookie) => cookie.includes("session_token"))!.split(";")[0]!;
    const response = await get("/admin/dashboard", `${gateCookie}; ${session}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("window.__reactRouterContext");
    expect(html).toContain('import "/@id/__x00__virtual:react-router/inject-hmr-runtime"');
    expect(html).not.toContain("/app/platform/behaviours/main.ts");
  });

  it("shows an edit on the next request: a page's module at once, one the server itself loaded after restarting the server in the process", async () => {
    edit("app/site/games/facts.ts", "tous unis pour célébrer les jeux", "tous unis pour fêter les jeux");
    await until("the edited Games page", async () => ((await page("/games")).includes("tous unis pour fêter les jeux") ? true : undefined), 20_000);
    expect(output).not.toContain("restarting the server");

    // The footer's labels come from the locales, which the server's own refusal pages load too.
    edit("app/locales/fr.ts", 'legal: "Mentions légales",', 'legal: "Mentions légales (édité)",');
    await until("the edited footer", async () => ((await page("/legal")).includes("Mentions légales (édité)") ? true : undefined), 30_000);
    expect(output).toContain("app/locales/fr.ts changed: restarting the server.");
    await until("the restart's report", async () => (/Server restarted in \d+ ms\./.test(output) ? true : undefined), 5_000);
    expect(child.exitCode).toBeNull();
    expect(await page("/games")).toContain("tous unis pour fêter les jeux");
  });

  it("stops cleanly on SIGTERM", async () => {
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  });
});

import { spawn } from "node:child_process";

// Runs in a process of its own: requests sent from the test's process would wait for the server's
// renders on the same event loop, and arrive one at a time instead of all at once.
const CROWD = `
const [url, cookie, ...paths] = process.argv.slice(1);
await Promise.all(paths.map((path) => fetch(url + path, { headers: { cookie } }).then((r) => r.arrayBuffer()).then(() => console.log("answered"))));
`;

/** Sends every path at once from another process; counts the answers as they come. */
export function sendCrowd(url: string, cookie: string, paths: string[]) {
  let answered = 0;
  const child = spawn(process.execPath, ["--input-type=module", "-e", CROWD, url, cookie, ...paths], { stdio: ["ignore", "pipe", "inherit"] });
  child.stdout.on("data", (chunk: Buffer) => (answered += chunk.toString().split("answered").length - 1));
  const done = new Promise<void>((resolve, reject) => child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`crowd exited with ${code}`)))));
  return { answered: () => answered, done };
}

import { startTestSite, type TestSite } from "./site.ts";

/**
 * The test sites of one browser worker. Files share a site per environment; a file that needs a site
 * of its own (it changes or counts what other files read, or stops its site) gets one that is closed
 * as soon as the worker moves on to another file. Keeping these in one worker, rather than in a worker
 * per file, spares a new worker process, a new Chromium and a new shared site each time (ADR 037).
 */
export class TestSites {
  readonly #started = new Map<string, Promise<TestSite>>();
  #own: string | undefined;

  constructor(private readonly start: (env: Record<string, string>) => Promise<TestSite> = startTestSite) {}

  /** The site for `env`, or the site of `ownFile` alone when it is given. */
  async get(env: Record<string, string>, ownFile?: string): Promise<TestSite> {
    const key = JSON.stringify([ownFile ?? "", Object.entries(env).sort(([a], [b]) => a.localeCompare(b))]);
    if (this.#own !== undefined && this.#own !== key) await this.#close(this.#own);
    this.#own = ownFile === undefined ? undefined : key;
    let site = this.#started.get(key);
    if (!site) {
      site = this.start(env).then(closedOnce);
      this.#started.set(key, site);
    }
    return site;
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.#started.keys()].map((key) => this.#close(key)));
  }

  async #close(key: string): Promise<void> {
    const site = this.#started.get(key);
    this.#started.delete(key);
    if (this.#own === key) this.#own = undefined;
    await (await site?.catch(() => undefined))?.close();
  }
}

/** A test may close its site itself (to take it offline); closing it again afterwards does nothing. */
function closedOnce(site: TestSite): TestSite {
  let closed: Promise<void> | undefined;
  return { ...site, close: () => (closed ??= site.close()) };
}

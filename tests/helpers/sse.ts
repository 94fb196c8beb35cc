export interface ServerSentEvent {
  event: string;
  data: string;
}

export interface EventStream {
  /** The HTTP response's status and headers, once the stream has answered. */
  response: Response;
  /** Resolves with the next event of that name, or rejects after the timeout. */
  next(event: string, timeoutMs?: number): Promise<ServerSentEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A minimal EventSource over fetch, for tests: parses `event:`/`data:` blocks and ignores comments. */
export async function openEventStream(url: string, cookie: string): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { cookie, accept: "text/event-stream" }, signal: abort.signal });
  const received: ServerSentEvent[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split("\n").filter((line) => !line.startsWith(":"));
          const event = fields.find((line) => line.startsWith("event:"))?.slice(6).trim();
          const data = fields.filter((line) => line.startsWith("data:")).map((line) => line.slice(5).trim()).join("\n");
          if (event) received.push({ event, data });
          for (const wake of waiters) wake();
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
  })();

  return {
    response,
    ended,
    next(event, timeoutMs = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = received.findIndex((e) => e.event === event);
          if (index === -1) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.splice(index, 1)[0]!);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no "${event}" event within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}

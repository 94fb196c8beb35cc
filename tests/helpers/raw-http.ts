import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string | string[]>;
  /** Sent as it is; with `chunked`, without a Content-Length, in 64 KB chunks. */
  body?: string | Buffer;
  chunked?: boolean;
}

/**
 * One request over node:http, which sends what fetch refuses to (TRACE, any method, any header or
 * target), on its own connection. A server may answer before it has read the whole body (413): the
 * answer counts, and the error writing the rest is ignored.
 */
export function rawRequest(url: string, target: string, request: RawRequest = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method: request.method ?? "GET", path: target, headers: request.headers, agent: false });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    if (body && request.chunked) {
      req.setHeader("Transfer-Encoding", "chunked");
      for (let at = 0; at < body.length && !answered; at += 65536) req.write(body.subarray(at, at + 65536));
      req.end();
    } else {
      if (body) req.setHeader("Content-Length", body.length);
      req.end(body);
    }
  });
}

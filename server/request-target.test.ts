import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { checkTarget, toOriginForm } from "./request-target.ts";

const check = (url: string) => {
  const req = { url } as IncomingMessage;
  return { problem: checkTarget(req), url: req.url };
};

describe("checkTarget", () => {
  it("lets ordinary paths and well-encoded ones through untouched", () => {
    for (const url of ["/", "/ja/news?q=%E6%97%A5%E6%9C%AC&page=2", "/news/caf%C3%A9", "/countries/tah", "/search?q=a+b"]) {
      expect(check(url)).toEqual({ problem: null, url });
    }
  });

  it("refuses percent-encoding that does not decode", () => {
    for (const url of ["/%", "/news/%E0%A4%A", "/%ZZ", "/news?q=%", "/?q=%C0%AF", "/%FF"]) {
      expect(check(url).problem).toBe("malformed-url");
    }
  });

  it("refuses control characters, NUL included, in the path or the query", () => {
    for (const url of ["/news%00", "/%0d%0aSet-Cookie:x=1", "/news?q=a%00b", "/?x=%1B", "/%7F"]) {
      expect(check(url).problem).toBe("forbidden-characters");
    }
  });

  it("reads an absolute-form target as its path and refuses other forms", () => {
    const absolute = { url: "http://evil.example/news?x=1" } as IncomingMessage;
    toOriginForm(absolute);
    expect(absolute.url).toBe("/news?x=1");
    for (const url of ["*", "news", "http://[bad", "ftp://evil.example/news"]) {
      const req = { url } as IncomingMessage;
      toOriginForm(req);
      expect(req.url).toBe(url);
      expect(checkTarget(req)).toBe("malformed-url");
    }
  });
});

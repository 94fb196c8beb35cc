import { describe, expect, it } from "vitest";
import { createHtmlValidator, markupProblems } from "./html-validity.ts";

const validator = createHtmlValidator();
const page = (body: string) => `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Test</title></head><body><main>${body}</main></body></html>`;
const problems = (body: string) => markupProblems(validator, page(body), "test.html");
const icon = '<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"></path></svg>';

describe("the markup rules", () => {
  it("pass valid description lists, plain and grouped", async () => {
    expect(await problems("<dl><dt>a</dt><dd>b</dd><dt>c</dt><dt>d</dt><dd>e</dd></dl>")).toEqual([]);
    expect(await problems(`<dl><div><dt>${icon}a</dt><dd>b</dd><dd>c</dd></div><div><dt>d</dt><dd>e</dd></div></dl>`)).toEqual([]);
  });

  it("catch an svg directly inside a dl, or inside one of its div groups (what the Nu checker found on /volunteers)", async () => {
    expect(await problems(`<dl>${icon}<dt>a</dt><dd>b</dd></dl>`)).toEqual([expect.stringContaining("element-permitted-content")]);
    expect(await problems(`<dl><div>${icon}<dt>a</dt><dd>b</dd></div></dl>`)).toEqual([expect.stringContaining("tahiti/dl-groups: <svg> is not allowed here")]);
  });

  it("catch a div group out of order, incomplete, or mixed with plain terms", async () => {
    expect(await problems("<dl><div><dd>b</dd><dt>a</dt></div></dl>")).toHaveLength(1);
    expect(await problems("<dl><div><dt>a</dt></div></dl>")).toEqual([expect.stringContaining("needs at least one <dt> followed by at least one <dd>")]);
    expect(await problems("<dl><dt>a</dt><dd>b</dd><div><dt>c</dt><dd>d</dd></div></dl>")).toEqual([expect.stringContaining("mixes <div> groups")]);
  });

  it("catch the standard's other errors: a block in a paragraph, a duplicate id, a missing alt", async () => {
    expect(await problems("<p><div>x</div></p>")).not.toEqual([]);
    expect(await problems('<span id="a"></span><span id="a"></span>')).toEqual([expect.stringContaining("no-dup-id")]);
    expect(await problems('<img src="a.png" width="1" height="1">')).toEqual([expect.stringContaining("wcag/h37")]);
  });
});

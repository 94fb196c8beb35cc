import { describe, expect, it } from "vitest";
import { splitAtMarks } from "./markdown-marks.ts";

describe("a page's HTML cut at its data marks", () => {
  it("puts each data part where its mark's paragraph is", () => {
    expect(splitAtMarks("<h2>A</h2>\n<p>{{editions}}</p>\n<p>B</p>\n", ["editions"])).toEqual([{ html: "<h2>A</h2>\n" }, { mark: "editions" }, { html: "<p>B</p>\n" }]);
  });

  it("leaves a mark inside a sentence, an unknown mark and a repeated one as text, and puts a missing one last", () => {
    const html = "<p>Voir {{editions}} ici</p>\n<p>{{other}}</p>\n<p>{{editions}}</p>\n<p>{{editions}}</p>\n";
    expect(splitAtMarks(html, ["editions", "key-figures"])).toEqual([
      { html: "<p>Voir {{editions}} ici</p>\n<p>{{other}}</p>\n" },
      { mark: "editions" },
      { html: "<p>{{editions}}</p>\n" },
      { mark: "key-figures" },
    ]);
  });
});

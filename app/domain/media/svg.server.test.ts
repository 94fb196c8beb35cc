import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkSvg } from "./svg.server.ts";

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

/** What a drawing tool exports for a logo: prolog, doctype, class styles, gradients, clip path, text, editor metadata. */
const LOGO_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: a drawing tool, SVG Export Plug-In -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Logo" ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" x="0px" y="0px" width="240px" height="120px" viewBox="0 0 240 120" xml:space="preserve" inkscape:version="1.3">
<style type="text/css">
  .st0{fill:url(#sea);}
  .st1{font-family:sans-serif;font-size:24px;font-weight:bold;}
</style>
<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><dc:title xmlns:dc="http://purl.org/dc/elements/1.1/">Editor title</dc:title></rdf:RDF></metadata>
<defs>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1" gradientUnits="objectBoundingBox">
    <stop offset="0" stop-color="#0077be"/>
    <stop offset="1" style="stop-color:#00a3e0;stop-opacity:0.8"/>
  </linearGradient>
  <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd54a"/><stop offset="1" stop-color="#f7b500"/></radialGradient>
  <clipPath id="frame"><rect width="240" height="120" rx="12"/></clipPath>
  <path id="wave" d="M0 92 Q60 82 120 92 T240 92" stroke="#ffffff" stroke-width="3" fill="none"/>
</defs>
<g clip-path="url(#frame)" transform="translate(0 0)">
  <rect width="240" height="120" fill="#fdf6e3"/>
  <path class="st0" d="M0 80 Q60 60 120 80 T240 80 V120 H0 Z"/>
  <circle cx="190" cy="36" r="22" fill="url(#sun)"/>
  <use xlink:href="#wave" x="0" y="6"/>
  <text x="16" y="44" class="st1" style="fill:#c8102e">Tahiti &amp; 2027</text>
</g>
</svg>`;

async function pixels(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).raw().toBuffer();
}

describe("checkSvg", () => {
  it("keeps an ordinary logo drawn exactly as before, without the editor's metadata", async () => {
    const checked = checkSvg(LOGO_SVG);
    if (!checked.ok) throw new Error(checked.reason);
    expect(checked).toMatchObject({ width: 240, height: 120 });
    expect(checked.svg).toMatch(/^<svg /);
    expect(checked.svg).toContain(".st0{fill:url(#sea);}");
    expect(checked.svg).toContain('<use xlink:href="#wave" x="0" y="6"></use>');
    expect(checked.svg).toContain("Tahiti &amp; 2027");
    expect(checked.svg).not.toMatch(/inkscape|metadata|Editor title|DOCTYPE|<\?xml|<!--/);
    expect(Buffer.compare(await pixels(checked.svg), await pixels(LOGO_SVG))).toBe(0);
  });

  it("writes the SVG namespace on a drawing that left it out, so the file draws on its own", () => {
    const checked = checkSvg('<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>');
    expect(checked).toEqual({
      ok: true,
      svg: '<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="10" height="10"></rect></svg>',
      width: 10,
      height: 10,
    });
  });

  it.each([
    ["a script element", `<svg ${NS}><script>alert(1)</script></svg>`, "a <script> element"],
    ["a script element in the XHTML namespace", `<svg ${NS} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>`, "a <h:script> element"],
    ["an onload attribute", `<svg ${NS} onload="alert(1)"><rect/></svg>`, "an event handler attribute (onload)"],
    ["an onclick attribute in capitals", `<svg ${NS}><rect ONCLICK="alert(1)"/></svg>`, "an event handler attribute (ONCLICK)"],
    ["a javascript: link", `<svg ${NS}><a xlink:href="javascript:alert(1)"><rect/></a></svg>`, "a script URL in xlink:href"],
    ["a javascript: link hidden by an entity tab", `<svg ${NS}><a href="java&#x09;script:alert(1)"><rect/></a></svg>`, "a script URL in href"],
    ["an animation that sets a javascript: link", `<svg ${NS}><a><set attributeName="href" to="javascript:alert(1)"/><rect/></a></svg>`, "a script URL in to"],
    ["an entity declaration", `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg ${NS}><text>&b;</text></svg>`, "a DTD declaration (<!ENTITY>)"],
    ["an attribute list declaration", `<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]><svg ${NS}/>`, "a DTD declaration (<!ATTLIST>)"],
    ["a foreignObject", `<svg ${NS}><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`, "a <foreignObject> element"],
    ["an external image", `<svg ${NS}><image href="https://evil.example/track.png" width="10" height="10"/></svg>`, "an external reference in href (https://evil.example/track.png)"],
    ["a relative image", `<svg ${NS}><image xlink:href="photo.png"/></svg>`, "an external reference in xlink:href (photo.png)"],
    ["a data: URL", `<svg ${NS}><use href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>`, "a data: URL in href"],
    ["an @import", `<svg ${NS}><style>@import url(https://evil.example/a.css);</style></svg>`, "an @import"],
    ["an @import spelled with an entity", `<svg ${NS}><style>@imp&#111;rt "https://evil.example/a.css";</style></svg>`, "an @import"],
    ["an external url() in a style attribute", `<svg ${NS}><rect style="fill:url(https://evil.example/p.svg#p)"/></svg>`, "an external reference in url(https://evil.example/p.svg#p)"],
    ["an external url() in a presentation attribute", `<svg ${NS}><rect fill="url('//evil.example/p.svg#p')"/></svg>`, "an external reference in url(//evil.example/p.svg#p)"],
    ["a CSS escape spelling url(", `<svg ${NS}><style>rect{fill:u\\72l(https://evil.example/x)}</style></svg>`, "an escape in CSS"],
    ["markup spelled with entities in a style element", `<svg ${NS}><style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style></svg>`, "markup characters inside <style>"],
    ["an XSLT stylesheet", `<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?><svg ${NS}/>`, "an xml-stylesheet instruction"],
    ["an XHTML default namespace", `<svg ${NS}><g xmlns="http://www.w3.org/1999/xhtml"><rect/></g></svg>`, "a foreign namespace (http://www.w3.org/1999/xhtml)"],
    ["an iframe", `<svg ${NS}><iframe src="https://evil.example"/></svg>`, "a <iframe> element"],
    ["HTML after the drawing", `<svg ${NS}><rect/></svg><p>x</p>`, "content after the root element"],
    ["an internal DTD subset", `<!DOCTYPE svg [ ]><svg ${NS}/>`, "an internal DTD subset"],
    ["elements nested 100,000 deep", `<svg ${NS}>${"<g>".repeat(100_000)}${"</g>".repeat(100_000)}</svg>`, "elements nested deeper than 256 levels"],
  ])("refuses %s", (_, svg, reason) => {
    expect(checkSvg(svg)).toEqual({ ok: false, reason });
  });

  it("refuses XML whose root is not <svg>", () => {
    expect(checkSvg("<html><body/></html>")).toEqual({ ok: false, reason: "a root element <html> instead of <svg>" });
  });

  it.each([
    ["absolute width and height", 'width="300" height="150.4px"', { width: 300, height: 150 }],
    ["lengths in millimetres", 'width="210mm" height="297mm"', { width: 794, height: 1123 }],
    ["the viewBox alone", 'viewBox="0 0 512 256"', { width: 512, height: 256 }],
    ["a width and the viewBox's proportions", 'width="100" viewBox="0,0,512,256"', { width: 100, height: 50 }],
    ["percentages, then the viewBox", 'width="100%" height="100%" viewBox="0 0 64 32"', { width: 64, height: 32 }],
    ["nothing usable", 'width="100%"', {}],
  ])("reads the size from %s", (_, attributes, size) => {
    const checked = checkSvg(`<svg ${NS} ${attributes}><rect/></svg>`);
    if (!checked.ok) throw new Error(checked.reason);
    expect({ width: checked.width, height: checked.height }).toEqual({ width: undefined, height: undefined, ...size });
  });
});

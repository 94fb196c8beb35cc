import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";

export type SvgCheck = { ok: true; svg: string; width?: number; height?: number } | { ok: false; reason: string };

/**
 * The largest SVG taken, whatever the image limit: the checks and the rewrite run on the event loop,
 * about a second for 5 MiB and several for 20; no logo or pictogram comes near it.
 */
export const MAX_SVG_BYTES = 5 * 1024 * 1024;

/** The parsers' element stacks cost time quadratic in the depth; drawings nest a few dozen levels. */
const MAX_DEPTH = 256;

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";

/**
 * Elements that run script, embed other documents or fetch them: refused, never stripped, so whoever
 * uploads such a file learns it was not taken as it is (compared by local name, any prefix and case).
 */
const FORBIDDEN_ELEMENTS = new Set(["script", "foreignobject", "iframe", "embed", "object", "frame", "frameset", "applet", "handler", "listener", "base", "link", "meta"]);

/** What an ordinary drawing is made of; anything else (editor metadata, animation, images) is dropped. */
const SVG_ELEMENTS = [
  "svg", "g", "defs", "symbol", "use", "title", "desc", "style", "switch", "a", "view",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan", "textPath",
  "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker",
  "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
  "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA",
  "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode", "feMorphology",
  "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
];

const SVG_ATTRIBUTES = [
  "xmlns", "xmlns:xlink", "version", "baseProfile", "viewBox", "preserveAspectRatio", "x", "y", "width", "height",
  "id", "class", "style", "lang", "xml:lang", "xml:space", "transform", "href", "xlink:href", "xlink:title", "type", "media",
  "d", "pathLength", "points", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "fr",
  "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
  "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "color",
  "clip-path", "clip-rule", "clipPathUnits", "mask", "maskUnits", "maskContentUnits", "filter", "filterUnits",
  "primitiveUnits", "display", "visibility", "overflow", "enable-background", "isolation", "mix-blend-mode",
  "paint-order", "vector-effect", "shape-rendering", "text-rendering", "image-rendering", "color-interpolation",
  "color-interpolation-filters", "color-rendering", "marker-start", "marker-mid", "marker-end", "markerWidth",
  "markerHeight", "markerUnits", "refX", "refY", "orient",
  "offset", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod",
  "patternUnits", "patternContentUnits", "patternTransform",
  "font-family", "font-size", "font-size-adjust", "font-weight", "font-style", "font-variant", "font-stretch",
  "letter-spacing", "word-spacing", "text-anchor", "text-decoration", "dominant-baseline", "alignment-baseline",
  "baseline-shift", "writing-mode", "direction", "unicode-bidi", "dx", "dy", "rotate", "textLength",
  "lengthAdjust", "startOffset", "method", "spacing", "side",
  "in", "in2", "result", "stdDeviation", "mode", "operator", "k1", "k2", "k3", "k4", "values", "tableValues",
  "slope", "intercept", "amplitude", "exponent", "baseFrequency", "numOctaves", "seed", "stitchTiles", "scale",
  "xChannelSelector", "yChannelSelector", "radius", "order", "kernelMatrix", "divisor", "bias", "targetX",
  "targetY", "edgeMode", "preserveAlpha", "surfaceScale", "diffuseConstant", "specularConstant",
  "specularExponent", "kernelUnitLength", "azimuth", "elevation", "z", "pointsAtX", "pointsAtY", "pointsAtZ",
  "limitingConeAngle", "flood-color", "flood-opacity", "lighting-color",
  "requiredFeatures", "requiredExtensions", "systemLanguage",
];

const SANITIZE: sanitizeHtml.IOptions = {
  // SVG is XML: names keep their case (viewBox, linearGradient) and self-closed elements close.
  parser: { xmlMode: true, decodeEntities: true },
  allowedTags: SVG_ELEMENTS,
  allowedAttributes: { "*": SVG_ATTRIBUTES },
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // <style> elements are how drawing tools write class-based colours; findHazard has vetted their text.
  allowVulnerableTags: true,
  // Dropped elements lose their text too (an editor's RDF metadata would otherwise litter the drawing).
  disallowedTagsMode: "completelyDiscard",
  // Every element is written with its closing tag, which keeps children such as <path><title> in place.
  selfClosing: [],
  transformTags: {
    // A file served on its own is drawn only in the SVG namespace; tools sometimes leave it out.
    svg: (tagName, attribs) => ({ tagName, attribs: { ...attribs, xmlns: SVG_NS, "xmlns:xlink": XLINK_NS } }),
  },
};

/**
 * Refuses an SVG that scripts, embeds or fetches anything, then writes the drawing again from an
 * allowlist of elements and attributes, which the same checks must pass once more.
 */
export function checkSvg(text: string): SvgCheck {
  const first = findHazard(text);
  if ("reason" in first) return { ok: false, reason: first.reason };
  const svg = sanitizeHtml(text, SANITIZE).trim();
  const again = findHazard(svg);
  if ("reason" in again) return { ok: false, reason: `the cleaned drawing still has ${again.reason}` };
  return { ok: true, svg, ...dimensions(first.root) };
}

type Attributes = Record<string, string>;

function findHazard(text: string): { reason: string } | { root: Attributes } {
  const declaration = /<!(ENTITY|ATTLIST|ELEMENT|NOTATION)\b/i.exec(text);
  // Entities are XXE and "billion laughs"; ATTLIST can give every element a default onload attribute.
  if (declaration) return { reason: `a DTD declaration (<!${declaration[1]}>)` };

  let reason: string | undefined;
  let root: Attributes | undefined;
  const open: string[] = [];
  let styleText = "";
  // The first hazard is the answer: the parser stops there.
  const refuse = (why: string) => {
    reason ??= why;
    parser.pause();
  };
  const parser = new Parser(
    {
      onprocessinginstruction(name, data) {
        const instruction = name.toLowerCase();
        if (instruction === "?xml-stylesheet") refuse("an xml-stylesheet instruction");
        if (instruction === "!doctype" && data.includes("[")) refuse("an internal DTD subset");
      },
      onopentag(name, attribs) {
        const local = localName(name);
        if (open.length >= MAX_DEPTH) refuse(`elements nested deeper than ${MAX_DEPTH} levels`);
        if (open.length === 0) {
          if (root) refuse("content after the root element");
          else if (name !== "svg") refuse(`a root element <${name}> instead of <svg>`);
          root = attribs;
        }
        if (FORBIDDEN_ELEMENTS.has(local)) refuse(`a <${name}> element`);
        for (const [attribute, value] of Object.entries(attribs)) {
          const problem = attributeHazard(attribute, value);
          if (problem) refuse(problem);
        }
        open.push(local);
      },
      ontext(data) {
        // The parser hands text over in pieces (split at each entity): a style is judged whole, at its end.
        if (open.at(-1) === "style") styleText += data;
      },
      onclosetag() {
        if (open.pop() !== "style") return;
        // The sanitiser writes a style element's text as it is: markup there would become elements.
        if (/[<&]/.test(styleText)) refuse("markup characters inside <style>");
        const problem = cssHazard(styleText);
        if (problem) refuse(problem);
        styleText = "";
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  if (reason) return { reason };
  if (!root) return { reason: "no <svg> element" };
  return { root };
}

function localName(name: string): string {
  return name.slice(name.lastIndexOf(":") + 1).toLowerCase();
}

function attributeHazard(name: string, value: string): string | undefined {
  const lower = name.toLowerCase();
  if (localName(name).startsWith("on")) return `an event handler attribute (${name})`;
  // Another default namespace turns the subtree into HTML or some other vocabulary.
  if (lower === "xmlns" && value.trim() !== SVG_NS) return `a foreign namespace (${value})`;
  if (lower === "xmlns:xlink" && value.trim() !== XLINK_NS) return `a foreign namespace (${value})`;
  const squeezed = squeeze(value);
  if (/(java|vb)script:/.test(squeezed)) return `a script URL in ${name}`;
  if (localName(name) === "href" && !value.trim().startsWith("#")) {
    return squeezed.startsWith("data:") ? `a data: URL in ${name}` : `an external reference in ${name} (${value.slice(0, 100)})`;
  }
  return lower === "style" ? cssHazard(value) : urlHazard(value);
}

/** Browsers ignore white space and control characters inside a URL's scheme ("java\tscript:"). */
function squeeze(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
}

function cssHazard(css: string): string | undefined {
  // CSS escapes spell anything (u\72l( is url(), \40import is @import): drawings have no need of them.
  if (css.includes("\\")) return "an escape in CSS";
  if (/@import/i.test(css)) return "an @import";
  if (/expression\s*\(|-moz-binding|behavior\s*:/i.test(css)) return "scripted CSS";
  if (/image-set\s*\(/i.test(css)) return "an external reference in CSS (image-set)";
  if (/(java|vb)script:/.test(squeeze(css))) return "a script URL in CSS";
  return urlHazard(css);
}

/** url() may only point inside the drawing (url(#gradient)). */
function urlHazard(value: string): string | undefined {
  for (const match of value.matchAll(/url\s*\(\s*(['"]?)\s*([^)'"]*)/gi)) {
    const target = squeeze(match[2] ?? "");
    if (target.startsWith("#")) continue;
    return target.startsWith("data:") ? "a data: URL in url()" : `an external reference in url(${target.slice(0, 100)})`;
  }
  return undefined;
}

/** CSS pixels per unit of an absolute length. */
const UNITS: Record<string, number> = { "": 1, px: 1, pt: 96 / 72, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 };

/**
 * The drawing's size in CSS pixels: width and height when both are absolute lengths; otherwise the
 * viewBox, scaled to whichever of the two is known. Relative sizes (%, em) say nothing on their own.
 */
function dimensions(root: Attributes): { width?: number; height?: number } {
  const width = length(root.width);
  const height = length(root.height);
  const box = (root.viewBox ?? "").trim().split(/[\s,]+/).map(Number);
  const [boxWidth, boxHeight] = [box[2], box[3]];
  const boxOk = box.length === 4 && boxWidth !== undefined && boxHeight !== undefined && boxWidth > 0 && boxHeight > 0 && Number.isFinite(boxWidth) && Number.isFinite(boxHeight);
  if (width && height) return { width: pixels(width), height: pixels(height) };
  if (!boxOk) return {};
  if (width) return { width: pixels(width), height: pixels((width * boxHeight) / boxWidth) };
  if (height) return { width: pixels((height * boxWidth) / boxHeight), height: pixels(height) };
  return { width: pixels(boxWidth), height: pixels(boxHeight) };
}

function length(value: string | undefined): number | undefined {
  const match = /^\s*(\d*\.?\d+(?:e[+-]?\d+)?)\s*(px|pt|pc|mm|cm|in)?\s*$/i.exec(value ?? "");
  if (!match) return undefined;
  const size = Number(match[1]) * (UNITS[(match[2] ?? "").toLowerCase()] ?? 1);
  return size > 0 && Number.isFinite(size) ? size : undefined;
}

function pixels(size: number): number {
  return Math.max(1, Math.round(size));
}

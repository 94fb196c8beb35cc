// `node scripts/draw-artwork.mjs`: draws the site's illustrations (app/site/parts/artwork/*.svg,
// 800 x 400, see artwork.ts) from the shared pieces below: the horizon at y=250, the sea, the
// shark-tooth frieze along the bottom, the site's palette. The SVG files are committed; edit a drawing
// here and run the script again. Phones show the lower two thirds of a drawing (a 3:1 strip), large
// screens a right-hand panel: keep each subject near x=560, between y=100 and y=300.
import fs from "node:fs";
const out = process.argv[2] ?? new URL("../app/site/parts/artwork", import.meta.url).pathname;

const C = {
  night: "#062b3b", ink: "#083a4f", o8: "#0b4f6c", o7: "#0b5a76", o6: "#0e6f91", sea: "#7fd3e8", foam: "#d3eef5",
  coral: "#f0643c", gold: "#f6b35c", sand: "#fbf7ef", sand2: "#ead9b5", silver: "#c9d6de", bronze: "#d08a57", isl: "#052433", isl2: "#073347",
};
const H = 250; // horizon

function sky(stops) {
  return `<linearGradient id="k" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("")}</linearGradient>`;
}
const seaGrad = `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.o7}"/><stop offset="1" stop-color="${C.ink}"/></linearGradient>`;
// The frieze: niho mano (shark teeth) over a dark band, the signature shared by every artwork.
const friezeDef = `<pattern id="f" width="24" height="30" patternUnits="userSpaceOnUse" x="0" y="370"><path d="M0 30 12 12 24 30z" fill="${C.sand}" fill-opacity=".22"/><path d="M6 30 12 21 18 30z" fill="${C.coral}" fill-opacity=".7"/><circle cx="12" cy="4" r="1.6" fill="${C.gold}"/></pattern>`;
const frieze = `<rect y="362" width="800" height="38" fill="${C.night}"/><rect y="362" width="800" height="38" fill="url(#f)"/><path d="M0 362h800" stroke="${C.gold}" stroke-opacity=".5"/>`;

function waves(ys, opacity = 0.35, color = C.sea) {
  return `<g fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="2" stroke-linecap="round">${ys
    .map(([y, x0, amp]) => `<path d="M${x0} ${y}q20 -${amp} 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0"/>`)
    .join("")}</g>`;
}
function svg(defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" width="800" height="400" preserveAspectRatio="xMidYMid slice"><defs>${defs}${seaGrad}${friezeDef}</defs>${body}${frieze}</svg>`;
}
const seaRect = `<rect y="${H}" width="800" height="${400 - H}" fill="url(#w)"/>`;
const skyRect = `<rect width="800" height="${H + 1}" fill="url(#k)"/>`;
function stars(list, color = C.foam) {
  return `<g fill="${color}">${list.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join("")}</g>`;
}
// Reflection: short horizontal strokes under a light, narrowing with depth.
function glitter(cx, color, rows = 6) {
  let d = "";
  for (let i = 0; i < rows; i++) {
    const y = H + 10 + i * 14;
    const half = 60 - i * 8;
    d += `M${cx - half} ${y}h${half * 2 - 20}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-opacity=".55"/>`;
}
// Tahiti: the big island's twin summits, the isthmus, the peninsula.
const tahiti = (fill, dx = 0) =>
  `<path transform="translate(${dx} 0)" d="M330 ${H + 1}C370 228 392 180 420 150C436 133 446 118 458 112C470 106 478 124 490 136C500 126 510 122 520 130C540 150 560 190 586 214C604 230 620 236 636 238C648 228 664 208 680 206C694 205 708 222 724 236C740 246 760 248 780 ${H + 1}Z" fill="${fill}"/>`;
// Moorea: the jagged crown of peaks.
const moorea = (fill, s = 1, tx = 0, ty = 0) =>
  `<path transform="translate(${tx} ${ty}) scale(${s})" d="M0 ${H + 1}C20 240 34 222 44 196L52 166 60 190 70 150 78 128 88 160 98 176 110 146 120 170 134 200C150 224 170 240 200 ${H + 1}Z" fill="${fill}"/>`;

const variants = {};

// The Games: sunset behind Tahiti, Moorea on the left.
variants.games = svg(
  sky([[0, C.ink], [0.55, C.o7], [0.86, "#c9714f"], [1, C.gold]]),
  `${skyRect}<circle cx="540" cy="190" r="78" fill="${C.coral}"/><g stroke="${C.gold}" stroke-width="3" stroke-opacity=".5"><path d="M470 160h140M466 176h148M464 192h152"/></g>` +
    moorea(C.isl2, 0.9, 120, 25) +
    tahiti(C.isl) +
    seaRect +
    glitter(550, C.coral) +
    waves([[300, -20, 6], [330, 0, 5]], 0.3),
);

// News: a tapa rosette rises like the sun of a new day.
{
  let rays = "";
  for (let i = 0; i < 24; i++) {
    const a = (Math.PI * i) / 23;
    const x = 560 - Math.cos(a) * 230;
    const y = H - Math.sin(a) * 230;
    const a2 = (Math.PI * (i + 0.5)) / 23;
    const x2 = 560 - Math.cos(a2) * 230;
    const y2 = H - Math.sin(a2) * 230;
    if (i % 2 === 0 && i < 23) rays += `M560 ${H}L${x.toFixed(0)} ${y.toFixed(0)}L${x2.toFixed(0)} ${y2.toFixed(0)}Z`;
  }
  let teeth = "";
  for (let i = 0; i < 18; i++) {
    const a = (Math.PI * (i + 0.5)) / 18;
    const x = 560 - Math.cos(a) * 118, y = H - Math.sin(a) * 118;
    teeth += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="4"/>`;
  }
  variants.news = svg(
    sky([[0, C.ink], [0.7, C.o8], [1, C.o6]]),
    `${skyRect}<path d="${rays}" fill="${C.sea}" fill-opacity=".12"/><circle cx="560" cy="${H}" r="140" fill="${C.gold}" fill-opacity=".18"/><circle cx="560" cy="${H}" r="104" fill="${C.coral}"/><circle cx="560" cy="${H}" r="82" fill="none" stroke="${C.sand}" stroke-width="3" stroke-dasharray="10 8"/><circle cx="560" cy="${H}" r="58" fill="${C.gold}"/><circle cx="560" cy="${H}" r="34" fill="none" stroke="${C.coral}" stroke-width="6"/><g fill="${C.sand}" fill-opacity=".8">${teeth}</g>` +
      seaRect +
      glitter(560, C.gold) +
      waves([[296, -10, 6], [326, 10, 5]], 0.3),
  );
}

// Countries: a voyaging canoe steered by the stars.
{
  const canoe = `<g transform="translate(520 200)"><path d="M-8 52 6 -70 58 30Z" fill="${C.sand}"/><path d="M-8 52 6 -70 -20 -10Z" fill="${C.coral}"/><path d="M-70 58h150" stroke="${C.sand2}" stroke-width="3"/><path d="M-96 56C-60 74 70 74 110 54L100 66C60 82-56 82-90 66Z" fill="${C.isl}"/><path d="M-96 56C-60 70 70 70 110 54" fill="none" stroke="${C.gold}" stroke-width="2"/></g>`;
  const starField = stars([[40, 30, 1.2], [90, 80, 1], [150, 40, 1.4], [210, 110, 1], [260, 60, 1.2], [300, 20, 1], [360, 90, 1.1], [420, 40, 1.3], [470, 120, 1], [520, 30, 1], [600, 70, 1.2], [640, 20, 1], [700, 60, 1.4], [760, 30, 1], [740, 120, 1.1], [680, 150, 1], [380, 160, 1], [300, 180, 1.2], [120, 160, 1]], C.foam);
  const guide = `<path d="M620 46 700 96 760 70M700 96 690 150 650 180" stroke="${C.gold}" stroke-opacity=".55" stroke-width="1.5" fill="none"/>` + stars([[620, 46, 3.2], [700, 96, 4], [760, 70, 2.6], [690, 150, 3], [650, 180, 2.4]], C.gold);
  const compass = `<g fill="none" stroke="${C.sea}" stroke-opacity=".35"><circle cx="560" cy="${H}" r="190"/><circle cx="560" cy="${H}" r="150" stroke-dasharray="2 10" stroke-width="3"/></g>`;
  variants.countries = svg(
    sky([[0, C.night], [0.8, C.ink], [1, C.o8]]),
    `${skyRect}${compass}${starField}${guide}${seaRect}${waves([[282, -30, 5], [306, 0, 5], [334, -20, 4]], 0.3)}${canoe}<path d="M640 268c30 4 70 4 110 0M660 282c28 3 56 3 84 0" stroke="${C.foam}" stroke-opacity=".5" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  );
}

// Sports: a six-seat va'a racing across the lagoon.
{
  let crew = "";
  for (let i = 0; i < 6; i++) {
    const x = 430 + i * 46;
    crew += `<circle cx="${x + 2}" cy="226" r="7"/><path d="M${x - 4} 236c6-2 12 0 14 4l-2 22h-16z"/><path d="M${x + 8} 238 ${x - 18} 294" stroke="${C.gold}" stroke-width="4" stroke-linecap="round"/><path d="M${x - 22} 286l2 16 9-8z" fill="${C.gold}"/>`;
  }
  const vaa = `<path d="M380 262H730C742 262 752 256 760 248L754 266C740 276 720 278 700 278H404C392 278 384 272 380 262Z" fill="${C.coral}"/><path d="M470 262 456 300M620 262 606 300" stroke="${C.sand2}" stroke-width="4"/><path d="M420 300H640" stroke="${C.sand}" stroke-width="5" stroke-linecap="round"/><g fill="${C.sand}">${crew}</g>`;
  variants.sports = svg(
    sky([[0, C.ink], [0.6, C.o7], [1, C.o6]]),
    `${skyRect}<circle cx="700" cy="110" r="46" fill="${C.gold}"/><circle cx="700" cy="110" r="62" fill="none" stroke="${C.gold}" stroke-opacity=".35" stroke-width="6"/>${moorea(C.o8, 0.8, 130, 50)}${seaRect}${waves([[292, 380, 4], [316, 260, 5], [340, 200, 4]], 0.45, C.foam)}<path d="M140 270h190M190 286h150M250 302h90" stroke="${C.foam}" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>${vaa}`,
  );
}

// Venues: the three islands as a chart, reef, lagoon and contour lines, and the crossings between them.
{
  const island = (shape, tx, ty, s) =>
    `<g transform="translate(${tx} ${ty}) scale(${s})"><g fill="${C.o6}" fill-opacity=".5" stroke="${C.foam}" stroke-opacity=".6" stroke-width="${1.5 / s}" stroke-dasharray="${3 / s} ${4 / s}" transform="scale(1.25)">${shape}</g><g fill="${C.sand2}">${shape}</g><g fill="none" stroke="${C.bronze}" stroke-width="${2 / s}"><g transform="scale(.72)">${shape}</g><g transform="scale(.45)" stroke="${C.coral}">${shape}</g></g><circle r="${4 / s}" fill="${C.coral}" transform="translate(${0} ${0})"/></g>`;
  const tahitiNui = `<circle r="50"/>`;
  const tahitiIti = `<ellipse rx="30" ry="20" transform="rotate(20)"/>`;
  const mooreaShape = `<path d="M-6-40 34 24 24 30-32 34-38 14Z"/>`;
  const raiateaShape = `<ellipse rx="24" ry="50" transform="rotate(-20)"/>`;
  variants.venues = svg(
    `<pattern id="g" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0v40" fill="none" stroke="${C.sea}" stroke-opacity=".14"/></pattern>`,
    `<rect width="800" height="362" fill="${C.o8}"/><rect width="800" height="362" fill="url(#g)"/>${waves([[330, -20, 4], [90, 0, 4]], 0.18)}` +
      `<path d="M356 166C410 170 440 200 486 210M548 222C580 226 600 226 624 224" stroke="${C.foam}" stroke-width="2" stroke-dasharray="6 7" fill="none"/>` +
      island(raiateaShape, 320, 150, 1.1) +
      island(mooreaShape, 520, 222, 1) +
      island(tahitiIti, 716, 252, 1) +
      island(tahitiNui, 660, 204, 1) +
      `<g transform="translate(170 250)" fill="none" stroke="${C.sand}" stroke-opacity=".7"><circle r="40"/><circle r="30" stroke-dasharray="2 4"/><path d="M0-52V52M-52 0H52" stroke-opacity=".5"/><path d="M0-40 8 0 0 40-8 0Z" fill="${C.coral}" stroke="none"/><path d="M0 0 8 0 0 40-8 0Z" fill="${C.sand}" stroke="none"/></g>`,
  );
}

// Results: a medal sun, gold, silver and bronze rings, over the sea.
{
  let burst = "";
  for (let i = 0; i < 32; i++) {
    if (i % 2) continue;
    const a1 = (2 * Math.PI * i) / 32, a2 = (2 * Math.PI * (i + 1)) / 32;
    burst += `M560 140L${(560 + Math.cos(a1) * 420).toFixed(0)} ${(140 + Math.sin(a1) * 420).toFixed(0)}L${(560 + Math.cos(a2) * 420).toFixed(0)} ${(140 + Math.sin(a2) * 420).toFixed(0)}Z`;
  }
  variants.results = svg(
    sky([[0, C.ink], [0.7, C.o8], [1, C.o7]]),
    `${skyRect}<path d="${burst}" fill="${C.gold}" fill-opacity=".08"/><circle cx="560" cy="140" r="104" fill="${C.bronze}"/><circle cx="560" cy="140" r="86" fill="${C.silver}"/><circle cx="560" cy="140" r="68" fill="${C.gold}"/><circle cx="560" cy="140" r="52" fill="none" stroke="${C.sand}" stroke-width="3" stroke-dasharray="3 6"/><path d="M560 108l9 20 22 2-16 15 5 21-20-11-20 11 5-21-16-15 22-2z" fill="${C.coral}"/>` +
      seaRect +
      glitter(560, C.gold, 5) +
      waves([[300, -10, 6], [330, 0, 5]], 0.3),
  );
}

// Community (volunteers, partners, media, accreditation): a tifaifai of tiare flowers.
{
  const petal = "M0 0C14-10 22-40 0-70C-10-52-12-22 0 0Z";
  const tiare = (cx, cy, s, fill, heart) =>
    `<g transform="translate(${cx} ${cy}) scale(${s})">${[0, 1, 2, 3, 4, 5]
      .map((i) => `<path d="${petal}" transform="rotate(${i * 60 + 8})" fill="${fill}"/>`)
      .join("")}<circle r="9" fill="${heart}"/></g>`;
  const leaf = (x, y, r, s) => `<path transform="translate(${x} ${y}) rotate(${r}) scale(${s})" d="M0 0C30-20 80-20 110 0C80 20 30 20 0 0Z" fill="${C.o6}"/><path transform="translate(${x} ${y}) rotate(${r}) scale(${s})" d="M6 0H100" stroke="${C.sea}" stroke-opacity=".6" stroke-width="2"/>`;
  variants.community = svg(
    sky([[0, C.ink], [0.7, C.o8], [1, C.o7]]),
    `${skyRect}<g fill="none" stroke="${C.coral}" stroke-opacity=".35" stroke-width="3"><circle cx="560" cy="195" r="130"/><circle cx="560" cy="195" r="150" stroke-dasharray="2 9"/></g>${leaf(560, 195, -150, 1.3)}${leaf(560, 195, -30, 1.3)}${leaf(560, 195, 90, 1.1)}${tiare(560, 195, 1.35, C.sand, C.gold)}${tiare(400, 130, 0.6, C.coral, C.sand)}${tiare(720, 115, 0.7, C.coral, C.sand)}${tiare(300, 215, 0.45, C.sand, C.gold)}${tiare(760, 230, 0.45, C.sand, C.gold)}` +
      seaRect +
      glitter(560, C.sand, 5) +
      waves([[296, -10, 6], [326, 10, 5]], 0.3),
  );
}

// Information (contact, legal): a quiet night, the moon and the swell.
variants.info = svg(
  sky([[0, C.night], [0.75, C.ink], [1, C.o8]]),
  `${skyRect}${stars([[80, 40, 1], [160, 90, 1.2], [260, 30, 1], [340, 120, 1], [420, 60, 1.3], [480, 20, 1], [520, 140, 1], [700, 40, 1.2], [760, 110, 1], [720, 170, 1], [600, 30, 1]])}<circle cx="600" cy="130" r="52" fill="${C.sand}"/><circle cx="622" cy="116" r="48" fill="${C.ink}"/>` +
    moorea(C.isl2, 0.7, 360, 75) +
    seaRect +
    glitter(590, C.sand, 5) +
    waves([[286, -20, 5], [312, 0, 5], [340, -30, 4]], 0.3),
);

for (const [name, body] of Object.entries(variants)) {
  fs.writeFileSync(`${out}/${name}.svg`, body);
}

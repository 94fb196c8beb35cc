import logoSvg from "../../../public/logo.svg?raw";

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** What a share image says, already in its language. */
export interface CardText {
  title: string;
  /** The part of the site it belongs to ("Actualités", "Les Jeux"...). */
  section: string;
  /** The Games' name under the mark ("XVIIIes Jeux du Pacifique"). */
  games: string;
  /** When and where ("Août 2027 · Polynésie française"). */
  footer: string;
  /** The language of the title, for the Japanese or Chinese glyph forms. */
  lang: string;
}

// The site's palette (app/app.css) and the mark's colours (public/logo.svg).
const OCEAN_900 = "#083a4f";
const OCEAN_700 = "#0b5a76";
const OCEAN_100 = "#d3eef5";
const LAGOON = "#7fd3e8";
const CORAL = "#f0643c";

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

// The mark's sun over the swell, drawn large on the right and along the bottom.
const ART = dataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 1200 630">` +
    `<circle cx="1060" cy="240" r="100" fill="${CORAL}"/>` +
    `<path d="M930 400c45-30 90-30 135 0s90 30 135 0v60c-45 30-90 30-135 0s-90-30-135 0z" fill="${OCEAN_700}"/>` +
    `<path d="M0 560c100-44 200-44 300 0s200 44 300 0 200-44 300 0 200 44 300 0v70H0z" fill="${LAGOON}"/>` +
    `<path d="M0 600c100-30 200-30 300 0s200 30 300 0 200-30 300 0 200 30 300 0v30H0z" fill="${OCEAN_100}"/>` +
    `</svg>`,
);
const LOGO = dataUri(logoSvg);

/** Characters that take about a full em: a title in them needs half as many per line. */
const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** The title's size: as large as fits, smaller for long titles (four lines at most, then an ellipsis). */
export function titleSize(title: string): number {
  let width = 0;
  for (const char of title) width += WIDE.test(char) ? 2 : 1;
  if (width <= 24) return 76;
  if (width <= 48) return 64;
  if (width <= 80) return 54;
  return 46;
}

/** The card as satori draws it: the mark and the Games' name, the section, the title, when and where. */
export function ShareCard({ text, fontFamily }: { text: CardText; fontFamily: string }) {
  const size = titleSize(text.title);
  return (
    <div lang={text.lang} style={{ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, display: "flex", flexDirection: "column", position: "relative", backgroundColor: OCEAN_900, color: "#ffffff", fontFamily }}>
      <img src={ART} width={SHARE_IMAGE_WIDTH} height={SHARE_IMAGE_HEIGHT} style={{ position: "absolute", left: 0, top: 0 }} />
      <div style={{ display: "flex", alignItems: "center", padding: "52px 72px 0" }}>
        <img src={LOGO} width={84} height={84} />
        <div style={{ display: "flex", flexDirection: "column", marginLeft: 22 }}>
          <span style={{ fontSize: 34, fontWeight: 700, lineHeight: 1.1 }}>Tahiti 2027</span>
          <span style={{ fontSize: 22, color: OCEAN_100, marginTop: 4 }}>{text.games}</span>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1, width: 800, padding: "0 0 0 72px" }}>
        <span style={{ fontSize: 26, fontWeight: 700, color: CORAL, letterSpacing: 1 }}>{text.section}</span>
        <div style={{ display: "block", marginTop: 14, fontSize: size, fontWeight: 700, lineHeight: 1.15, lineClamp: 4 }}>{text.title}</div>
      </div>
      <div style={{ display: "flex", padding: "0 72px 92px", fontSize: 24, color: OCEAN_100 }}>{text.footer}</div>
    </div>
  );
}

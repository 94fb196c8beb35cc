import satori from "satori";
import sharp from "sharp";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, ShareCard, type CardText } from "./card.tsx";
import { fontsFor } from "./fonts.server.ts";

/** A share image as PNG: satori lays the card out as SVG (text as paths), sharp rasterises it. */
export async function renderShareImage(text: CardText): Promise<Buffer> {
  const fonts = await fontsFor([text.title, text.section, text.games, text.footer, "Tahiti 2027"], [400, 700], text.lang);
  const fontFamily = [...new Set(fonts.map((font) => font.name))].join(", ");
  const svg = await satori(<ShareCard text={text} fontFamily={fontFamily} />, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}

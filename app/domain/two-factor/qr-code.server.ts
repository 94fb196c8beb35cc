import QRCode from "qrcode";

/** A QR code as one SVG path in module units, with the quiet zone scanners need around it. */
export interface QrImage {
  /** Width and height of the viewBox, quiet zone included. */
  size: number;
  path: string;
}

const QUIET_ZONE = 4;

/**
 * Draws the otpauth:// URI as a QR code on the server, so the page shows it without JavaScript and
 * without an image request; each row's runs of dark modules become one rectangle of the path.
 */
export function qrImage(text: string): QrImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join("") };
}

import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrImage } from "./qr-code.server.ts";

const URI = "otpauth://totp/Tahiti%202027:staff%40tahiti2027.test?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Tahiti+2027&digits=6&period=30";

/** The dark modules the path draws, as "row,col" in module units without the quiet zone. */
function drawn(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(w); i++) dark.add(`${Number(y) - 4},${Number(x) - 4 + i}`);
  }
  return dark;
}

describe("qrImage", () => {
  it("draws exactly the dark modules of the QR code, inside a four-module quiet zone", () => {
    const { modules } = QRCode.create(URI, { errorCorrectionLevel: "M" });
    const image = qrImage(URI);
    expect(image.size).toBe(modules.size + 8);
    const dark = drawn(image.path);
    let expected = 0;
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) expected++;
        expect(dark.has(`${row},${col}`), `${row},${col}`).toBe(Boolean(modules.get(row, col)));
      }
    }
    expect(dark.size).toBe(expected);
  });

  it("starts with the top-left finder pattern's full top row", () => {
    expect(qrImage(URI).path.startsWith("M4 4h7v1h-7z")).toBe(true);
  });
});

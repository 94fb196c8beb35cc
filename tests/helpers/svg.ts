import type { Locator } from "@playwright/test";

/**
 * The size in CSS px at which each text of the given SVGs is drawn on screen: its font size, in map
 * units, times the scale from the SVG's units to the screen (an SVG shrunk to fit a phone shrinks
 * its text with it, which the computed font size alone does not show).
 */
export async function renderedFontSizes(svgs: Locator): Promise<{ text: string; size: number }[]> {
  return svgs.evaluateAll((elements) =>
    elements.flatMap((svg) =>
      [...svg.querySelectorAll("text")].map((text) => {
        const matrix = text.getScreenCTM()!;
        const scale = Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c));
        return { text: text.textContent ?? "", size: Number.parseFloat(getComputedStyle(text).fontSize) * scale };
      }),
    ),
  );
}

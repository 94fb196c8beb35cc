import { describe, expect, it } from "vitest";
import { formatAlternatives, formatDayRange, formatFileSize, languageName } from "./format.ts";

const spaced = (text: string) => text.replace(/\s/g, " ");

describe("sizes and lists in the reader's language", () => {
  it("says a file's size in kilobytes under a megabyte and in megabytes above, with a decimal under ten", () => {
    expect(spaced(formatFileSize(8.2 * 1024 * 1024, "fr"))).toBe("8,2 Mo");
    expect(spaced(formatFileSize(250 * 1024 * 1024 + 300_000, "fr"))).toBe("250 Mo");
    expect(spaced(formatFileSize(8.2 * 1024 * 1024, "ja"))).toBe("8.2 MB");
    expect(spaced(formatFileSize(1536, "en"))).toBe("1.5 kB");
    expect(spaced(formatFileSize(45, "en"))).toBe("0.1 kB");
    expect(spaced(formatFileSize(0, "en"))).toBe("0 kB");
  });

  it("lists alternatives as the language joins them", () => {
    expect(formatAlternatives(["PDF", "ZIP"], "fr")).toBe("PDF ou ZIP");
    expect(formatAlternatives(["ZIP", "SVG", "PDF"], "en")).toBe("ZIP, SVG or PDF");
  });
});

describe("a language's name in the reader's language", () => {
  it("names each of the site's languages as a sentence of another language would", () => {
    expect(languageName("en", "fr")).toBe("anglais");
    expect(languageName("fr", "ja")).toBe("フランス語");
    expect(languageName("fr", "zh")).toBe("法语");
    expect(languageName("ja", "es")).toBe("japonés");
    expect(languageName("fr", "pt")).toBe("francês");
  });
});

describe("formatDayRange", () => {
  it("says a span of days as each language writes it, in words rather than digits", () => {
    expect(formatDayRange("2027-08-01", "2027-08-15", "fr")).toBe("1–15 août 2027");
    expect(spaced(formatDayRange("2027-07-05", "2027-08-10", "en"))).toBe("5 July – 10 August 2027");
    expect(formatDayRange("2027-08-01", "2027-08-15", "ja")).toBe("2027年8月1日～2027年8月15日");
    expect(formatDayRange("2027-08-01", "2027-08-15", "zh")).toBe("2027年8月1日至2027年8月15日");
  });
});

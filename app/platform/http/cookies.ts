/**
 * One cookie's value from a Cookie header (a Node request's or a Fetch request's). A value that is
 * not valid percent-encoding is returned as sent: a stranger's malformed cookie must read as a wrong
 * value (the gate, a signed-out visitor), never as an error.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) return decodeLeniently(part.slice(eq + 1).trim());
  }
  return undefined;
}

function decodeLeniently(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

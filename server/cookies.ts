import type { IncomingMessage } from "node:http";

/**
 * One cookie's value. A value that is not valid percent-encoding is returned as sent: a stranger's
 * malformed cookie must read as a wrong value (the gate, a signed-out visitor), never as an error.
 */
export function readCookie(req: Pick<IncomingMessage, "headers">, name: string): string | undefined {
  const header = req.headers.cookie;
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

import { randomUUID } from "node:crypto";
import { pino } from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

/** Each request's id in the logs: unique across instances, so one request's lines can be found. */
export function requestId(): string {
  return randomUUID();
}

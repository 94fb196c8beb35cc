import { randomUUID } from "node:crypto";
import { pino } from "pino";

export type Logger = pino.Logger;

/** Lines go to stdout, or to `destination` (tests read what the server logged). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

/** Each request's id in the logs: unique across instances, so one request's lines can be found. */
export function requestId(): string {
  return randomUUID();
}

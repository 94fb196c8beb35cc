// Where the open data lives (issue 22, point 7): a versioned path, so that a later change of its
// fields comes as /api/v2 beside it rather than under the feet of the programs that read it.

export const OPEN_DATA_PREFIX = "/api/v1";

/** Every answer of the open data may be read by any site's scripts: it is public data. */
export const OPEN_DATA_CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "ETag" } as const;

/**
 * Seconds a client or a CDN may reuse an answer: results come in during the Games, so the data is
 * never older than this, and a client asking more often gains nothing.
 */
export const OPEN_DATA_MAX_AGE = 30;

export function isOpenDataPath(path: string): boolean {
  return path === OPEN_DATA_PREFIX || path.startsWith(`${OPEN_DATA_PREFIX}/`);
}

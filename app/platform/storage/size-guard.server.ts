import { Transform } from "node:stream";

/**
 * Passes the bytes through, counting them, and fails when they are more than `size` (as soon as they
 * are) or fewer at the end: an upload cut short must not be stored as if it were whole. Without a
 * size it only passes them through.
 */
export function sizeGuard(size: number | undefined): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (size !== undefined && seen > size) callback(new Error(`The source gave more than its declared ${size} bytes`));
      else callback(null, chunk);
    },
    flush(callback) {
      callback(size !== undefined && seen !== size ? new Error(`The source gave ${seen} bytes, not its declared ${size}`) : null);
    },
  });
}

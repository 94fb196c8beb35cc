/** docs/SPEC.md's limits for an article, shared by the form's attributes and the server's rules. */
export const TITLE_MAX = 200;
export const EXCERPT_MAX = 500;
/**
 * An article's HTML, in characters: a long feature with its markup is 20,000 to 40,000. The form's
 * body, up to 9 bytes a character once percent-encoded, stays within the server's 2 MB limit.
 */
export const CONTENT_MAX = 100_000;
export const IMAGE_ALT_MAX = 300;

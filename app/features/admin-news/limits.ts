/** SPEC.md's limits for an article, shared by the form's attributes and the server's rules. */
export const TITLE_MAX = 200;
export const EXCERPT_MAX = 500;

/** What a markdown field's "Preview" of one language shows: the public page's HTML for it. */
export interface ContentPreview {
  /** The control previewed, `body.en`. */
  control: string;
  html: string;
}

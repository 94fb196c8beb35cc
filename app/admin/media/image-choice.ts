/** A library image a form offers to choose. */
export interface ImageChoice {
  id: number;
  title: string;
  preview: string | null;
  /** An image without alt text or credit cannot be shown to visitors yet. */
  ready: boolean;
}

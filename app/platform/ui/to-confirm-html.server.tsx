import { renderToStaticMarkup } from "react-dom/server";
import { ToConfirmMark } from "./to-confirm-mark.tsx";

/** The "to be confirmed" mark as HTML, for a prose page's HTML, which is built outside a page's React tree. */
export function toConfirmHtml(label: string): string {
  return renderToStaticMarkup(<ToConfirmMark label={label} />);
}

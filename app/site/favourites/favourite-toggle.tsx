import { Star } from "lucide-react";
import type { FavouriteKind } from "~/domain/favourites/favourites.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { favouriteToggle } from "./favourites.behaviour.ts";

const TONES = {
  dark: "border-white/60 text-white hover:bg-white/10 aria-pressed:border-amber-300 aria-pressed:bg-white/10",
  light: "border-slate-300 bg-white text-ocean-800 hover:bg-ocean-50 aria-pressed:border-amber-500 aria-pressed:bg-amber-50",
};

/**
 * The star that makes a sport or a delegation one of the visitor's favourites (favourites.client.ts),
 * a toggle button whose visible word stays and whose name says which item it stars. Favourites live
 * in the browser, so it stays hidden until the page's script shows it, pressed or not: the page is
 * the same for every visitor.
 */
export function FavouriteToggle({ kind, id, name, tone = "light", className = "" }: { kind: FavouriteKind; id: string; name: string; tone?: keyof typeof TONES; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      hidden
      aria-pressed="false"
      {...favouriteToggle.attrs({ favourite: kind, favouriteId: id })}
      className={`group/star inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm font-semibold ${TONES[tone]} ${className}`}
    >
      <Star aria-hidden="true" className="size-4 shrink-0 group-aria-pressed/star:fill-amber-400 group-aria-pressed/star:text-amber-400" />
      {t("favourites.toggle")}
      <span className="sr-only">{` ${name}`}</span>
    </button>
  );
}

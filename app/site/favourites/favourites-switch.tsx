import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { FAVOURITES_PATH } from "./favourites-path.ts";
import { favouritesFilter } from "./favourites.behaviour.ts";

const link = "font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900";

/**
 * "My favourites only" over a list (the schedule's day, the live results): a switch the page's script
 * shows and remembers, the link to choose them, and what the list says when the switch leaves nothing.
 * Without JavaScript there are no favourites to read, and none of it shows.
 */
export function FavouritesSwitch({ empty }: { empty: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="flex flex-col gap-2">
      <p {...favouritesFilter.part("favouritesSwitch")} hidden className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800">
        <label className="inline-flex items-center gap-2 font-semibold">
          <input type="checkbox" className="size-4 accent-ocean-800" />
          {t("favourites.only")}
        </label>
        <a href={localize(FAVOURITES_PATH)} className={link}>{t("favourites.manage")}</a>
      </p>
      <p {...favouritesFilter.part("favouritesNone")} hidden className="rounded-lg bg-sand-50 p-3 text-slate-800">
        {t("favourites.noneYet")} <a href={localize(FAVOURITES_PATH)} className={link}>{t("favourites.choose")}</a>
      </p>
      <p {...favouritesFilter.part("favouritesEmpty")} hidden className="rounded-lg bg-sand-50 p-3 text-slate-800">
        {empty}
      </p>
    </div>
  );
}

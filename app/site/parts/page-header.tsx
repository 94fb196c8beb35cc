import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { ARTWORK_SIZE, type Artwork } from "./artwork-names.ts";
import { ARTWORKS } from "./artwork.ts";
import type { Shown } from "~/domain/content/localized.ts";

/** Words of the interface (a string) or of the organisers (Shown: French standing in is marked as such). */
type Text = string | Shown;
const asShown = (text: Text): Shown => (typeof text === "string" ? { value: text } : text);

export interface Crumb {
  label: string;
  /** Unprefixed (French) path; omitted for the current page. */
  path?: string;
  /** Set when the label is French standing in for a missing translation. */
  lang?: "fr";
}

/** Breadcrumb from the home page to the current page, with aria-current on the last item. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const all: Crumb[] = [{ label: t("nav.home"), path: "/" }, ...items];
  return (
    <nav aria-label={t("news.breadcrumb")} className="text-sm text-ocean-50">
      <ol className="flex flex-wrap items-center gap-2">
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.path && index < all.length - 1 ? (
              <a href={localize(crumb.path)} className="underline-offset-4 hover:underline">{crumb.label}</a>
            ) : (
              <span aria-current="page" lang={crumb.lang} className="font-semibold text-white">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The band at the top of every content page: breadcrumb, title and lead text on the solid ocean (the
 * text never sits on the drawing, so its contrast does not depend on it), and the section's drawing:
 * a strip under the text on phones and tablets, a panel fading in on the right on large screens.
 * Its frame is sized by CSS at every width, whether or not the drawing has arrived, so nothing moves.
 */
export function PageHeader({ title, intro, crumbs, visual, children }: { title: Text; intro?: Text; crumbs?: Crumb[]; visual: Artwork; children?: React.ReactNode }) {
  const heading = asShown(title);
  const lead = intro === undefined ? undefined : asShown(intro);
  return (
    <section data-page-visual={visual} className="relative isolate overflow-hidden bg-ocean-900 text-white lg:min-h-72">
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:pt-14 lg:py-16">
        <div className="lg:max-w-[min(42rem,calc(54vw-3rem))]">
          <Breadcrumb items={crumbs ?? [{ label: heading.value, lang: heading.lang }]} />
          <h1 lang={heading.lang} className="mt-4 text-4xl font-extrabold sm:text-5xl">{heading.value}</h1>
          {lead?.value && <p lang={lead.lang} className="mt-4 max-w-3xl text-lg text-ocean-50">{lead.value}</p>}
          {children}
        </div>
      </div>
      <div className="relative -mt-4 aspect-[3/1] [mask-image:linear-gradient(transparent,#000_30%)] lg:absolute lg:inset-y-0 lg:right-0 lg:-z-10 lg:mt-0 lg:aspect-auto lg:w-[46%] lg:[mask-image:linear-gradient(to_right,transparent,#000_40%)]">
        <img src={ARTWORKS[visual]} alt="" width={ARTWORK_SIZE.width} height={ARTWORK_SIZE.height} className="absolute inset-0 size-full object-cover object-bottom lg:object-[80%_70%]" />
      </div>
    </section>
  );
}

/** A titled section of a content page; the heading is the section's accessible name. */
export function PageSection({ id, title, intro, children, tone = "plain" }: { id: string; title: Text; intro?: Text; children: React.ReactNode; tone?: "plain" | "sand" }) {
  const heading = asShown(title);
  const lead = intro === undefined ? undefined : asShown(intro);
  return (
    <section aria-labelledby={id} className={tone === "sand" ? "bg-sand-50" : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id={id} lang={heading.lang} className="text-3xl font-bold text-ocean-900">{heading.value}</h2>
        {lead?.value && <p lang={lead.lang} className="mt-3 max-w-3xl text-lg text-slate-700">{lead.value}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

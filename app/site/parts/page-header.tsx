import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";

export interface Crumb {
  label: string;
  /** Unprefixed (French) path; omitted for the current page. */
  path?: string;
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
              <span aria-current="page" className="font-semibold text-white">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The coloured band at the top of every content page: breadcrumb, title and lead text. */
export function PageHeader({ title, intro, crumbs, children }: { title: string; intro?: string; crumbs?: Crumb[]; children?: React.ReactNode }) {
  return (
    <section className="bg-ocean-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <Breadcrumb items={crumbs ?? [{ label: title }]} />
        <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 max-w-3xl text-lg text-ocean-50">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** A titled section of a content page; the heading is the section's accessible name. */
export function PageSection({ id, title, intro, children, tone = "plain" }: { id: string; title: string; intro?: string; children: React.ReactNode; tone?: "plain" | "sand" }) {
  return (
    <section aria-labelledby={id} className={tone === "sand" ? "bg-sand-50" : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id={id} className="text-3xl font-bold text-ocean-900">{title}</h2>
        {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

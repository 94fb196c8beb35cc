import type { Picture } from "~/domain/media/picture.ts";
import type { PartnerView } from "~/domain/partners/public-partners.server.ts";
import { ExternalLink } from "~/site/parts/external-link.tsx";
import { LibraryPicture } from "~/site/parts/library-picture.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";

const linkClass = "font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900";

/** A tier's announced partners: logo, name linking to their site, what they do; nothing while none is. */
export function PartnerList({ label, partners, logos }: { label: string; partners: PartnerView[]; logos: Record<string, Picture> }) {
  if (partners.length === 0) return null;
  return (
    <div className="mt-6">
      <h4 className="font-semibold text-ocean-900">{label}</h4>
      <ul className="mt-2 space-y-2">
        {partners.map((partner) => {
          const logo = logos[partner.id];
          return (
            <li key={partner.id} id={`partner-${partner.id}`} data-partner={partner.id} className="flex items-center gap-4">
              {logo && (
                // A fixed box the logo fits into whatever its shape, so nothing moves as it loads.
                <span className="shrink-0">
                  <LibraryPicture picture={logo} sizes="(min-width: 640px) 8rem, 6rem" lazy className="h-12 w-24 object-contain sm:h-16 sm:w-32" />
                </span>
              )}
              <div className="min-w-0">
                {partner.link ? (
                  <ExternalLink href={partner.link} className={linkClass}>
                    {partner.name}
                  </ExternalLink>
                ) : (
                  <span className="font-semibold text-slate-900">{partner.name}</span>
                )}
                {partner.description && <ShownText as="p" text={partner.description} className="mt-1 text-sm text-slate-700" />}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

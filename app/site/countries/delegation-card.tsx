import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { Flag } from "~/site/parts/flag.tsx";
import type { DelegationView } from "~/domain/delegations/public-delegations.server.ts";

/** One delegation in the list; the whole card opens its page (the link is its name). */
export function DelegationCard({ delegation, codeLabel, hostBadge, invitedBadge }: { delegation: DelegationView; codeLabel: string; hostBadge: string; invitedBadge: string }) {
  const localize = useLocalizedPath();
  const badge = delegation.host ? hostBadge : delegation.status === "invited" ? invitedBadge : null;
  return (
    <article
      data-code={delegation.code}
      className={`relative flex h-full items-start gap-4 rounded-xl border bg-white p-5 shadow-sm transition focus-within:ring-4 focus-within:ring-coral-500 hover:shadow-md ${delegation.host ? "border-coral-500 ring-1 ring-coral-500" : "border-slate-200"}`}
    >
      <Flag code={delegation.code} region={delegation.region} size="lg" />
      <div className="min-w-0">
        <h3 className="text-lg font-bold text-slate-900">
          <a href={localize(`/countries/${delegation.code.toLowerCase()}`)} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none" lang={delegation.name.lang}>
            {delegation.name.value}
          </a>
        </h3>
        <p className="mt-1 font-mono text-sm font-semibold tracking-wider text-slate-700">
          <span className="sr-only">{codeLabel} </span>
          {delegation.code}
        </p>
        {badge && (
          <p className={`mt-2 inline-block rounded-full px-3 py-0.5 text-xs font-semibold ${delegation.host ? "bg-coral-500 text-slate-900" : "bg-ocean-100 text-ocean-900"}`}>
            {badge}
          </p>
        )}
      </div>
    </article>
  );
}

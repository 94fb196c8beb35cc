import { Clock, UserCheck, Users } from "lucide-react";
import type { VolunteerRoleView } from "~/domain/volunteers/public-volunteers.server.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";

interface RoleCardProps {
  role: VolunteerRoleView;
  /** The programme's minimum age, an event fact. */
  minAge: number;
}

/** One volunteer role: what it involves, who it suits, how many posts, hours and minimum age. */
export function RoleCard({ role, minAge }: RoleCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const facts = [
    { icon: Users, label: t("volunteers.spotsLabel"), value: formatNumber(role.spots, locale) },
    { icon: Clock, label: t("volunteers.commitmentLabel"), value: t(`volunteers.commitments.${role.commitment}`) },
    { icon: UserCheck, label: t("volunteers.minAgeLabel"), value: t("volunteers.ageValue", { age: formatNumber(minAge, locale) }) },
  ];
  return (
    <li id={`role-${role.id}`} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
      <ShownText as="h3" text={role.title} className="text-lg font-bold text-slate-900" />
      <ShownText as="p" text={role.description} className="mt-2 text-slate-700" />
      {role.requirements && (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">{t("volunteers.requirementsLabel")}</h4>
          <ul lang={role.requirements.lang} className="mt-1 list-disc space-y-1 pl-6 text-slate-800">
            {role.requirements.value.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </>
      )}
      <dl className="mt-5 space-y-2 border-t border-slate-200 pt-4">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex flex-wrap items-center gap-2 text-slate-800">
            {/* The icon lives in the dt: a group in a dl holds only dt and dd elements. */}
            <dt className="flex items-center gap-2 text-slate-700">
              <Icon aria-hidden="true" className="size-4 text-ocean-700" />
              {label}
            </dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

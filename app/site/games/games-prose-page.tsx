import { Fragment, type ReactNode } from "react";
import type { HtmlPart } from "~/domain/pages/markdown-marks.ts";
import type { ProsePageView } from "~/domain/pages/prose-pages.server.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { ProseBody } from "~/platform/ui/prose-body.tsx";
import { PageHeader } from "~/site/parts/page-header.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";

/** A page under the Games (history, vision): the organisers' prose, with a block of data where each of its marks stands. */
export function GamesProsePage<M extends string>({ page, parts, block }: { page: ProsePageView; parts: HtmlPart<M>[]; block: (mark: M) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        visual="games"
        title={page.title}
        intro={page.intro}
        crumbs={[{ label: t("nav.games"), path: "/games" }, { label: page.title.value, lang: page.title.lang }]}
      >
        {page.untranslated && <UntranslatedNotice />}
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-12">
        {parts.map((part, index) => ("mark" in part ? <Fragment key={part.mark}>{block(part.mark)}</Fragment> : <ProseBody key={index} html={part.html} lang={page.body.lang} className="max-w-3xl" />))}
      </div>
    </>
  );
}

import { Braces, FileJson, FileSpreadsheet, KeyRound, TriangleAlert } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Route } from "./+types/open-data.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { openDataTextsKind } from "~/domain/content/kinds/open-data-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { openDataIsDemo } from "~/domain/open-data/demo.server.ts";
import { documentation, type EndpointDoc, type FieldDoc, type FieldType } from "~/domain/open-data/documentation.ts";
import { openApiDocument } from "~/domain/open-data/openapi.ts";
import { OPEN_DATA_MAX_AGE } from "~/domain/open-data/paths.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { MessageKey, Translate } from "~/platform/i18n/translator.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";

export const handle: RouteHandle = { shows: ["openDataTexts", "results", "schedule"] };

/** The licence's deed in the visitor's language, where Creative Commons has one. */
const DEED_LANGUAGE: Record<Locale, string> = { fr: "fr", en: "en", es: "es", pt: "pt", zh: "zh-hans", ja: "ja" };

export async function loader({ context }: Route.LoaderArgs) {
  const { database, content, env, gate } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const [page, demo] = await Promise.all([pageTexts(content, openDataTextsKind, locale), openDataIsDemo(database.db)]);
  return {
    texts: page.texts,
    untranslated: page.untranslated,
    seo: page.seo,
    docs: documentation(openApiDocument(env.PUBLIC_URL), env.PUBLIC_URL),
    demo,
    gated: gate.enabled,
  };
}

function typeWords(t: Translate, type: FieldType): string {
  const words =
    type.kind === "oneOf"
      ? t("openData.types.oneOf", { values: type.values.join(" | ") })
      : type.kind === "list"
        ? t("openData.types.list", { item: typeWords(t, type.item) })
        : t(`openData.types.${type.kind}`);
  return type.nullable ? t("openData.types.orNull", { type: words }) : words;
}

/** Fields with their type and what they mean, in the visitor's language (the keys are the document's). */
function FieldList({ fields, group }: { fields: FieldDoc[]; group: string }) {
  const { t } = useTranslation();
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {fields.map((field) => (
        <div key={field.name} data-field={field.name} className="grid gap-1 px-4 py-3 md:grid-cols-[16rem_1fr] md:gap-6">
          <dt className="min-w-0">
            <code className="font-mono font-semibold break-words text-ocean-900">{field.name}</code>
            <span className="block text-sm text-slate-600">{typeWords(t, field.type)}</span>
          </dt>
          <dd className="text-slate-800">{t(`openData.fields.${group}.${field.name}` as MessageKey)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Text to copy: it scrolls within itself, never widening the page, and takes focus to be scrolled by
 * keyboard. Its region is named by its dataset's heading and its label, unique on the page.
 */
function CodeBlock({ id, datasetHeading, label, text }: { id: string; datasetHeading: string; label: string; text: string }) {
  return (
    <div className="mt-6 min-w-0">
      <p id={id} className="font-semibold text-slate-900">{label}</p>
      <pre role="region" aria-labelledby={`${datasetHeading} ${id}`} tabIndex={0} className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-900 p-4 font-mono text-sm text-slate-50 [contain:inline-size]">
        {text}
      </pre>
    </div>
  );
}

const FORMAT_ICONS = { json: FileJson, csv: FileSpreadsheet } as const;

function Endpoint({ endpoint }: { endpoint: EndpointDoc }) {
  const { t } = useTranslation();
  const { dataset } = endpoint;
  const heading = `dataset-${dataset}`;
  return (
    <article aria-labelledby={heading} data-dataset={dataset} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id={heading} className="text-2xl font-bold text-ocean-900">{t(`openData.datasets.${dataset}`)}</h3>
      <p className="mt-2 max-w-3xl text-slate-800">{t(`openData.endpoints.${dataset}`)}</p>
      <h4 className="mt-6 font-semibold text-slate-900">{t("openData.labels.formats")}</h4>
      <ul className="mt-2 flex flex-wrap gap-3">
        {endpoint.paths.map(({ format, path }) => {
          const Icon = FORMAT_ICONS[format];
          return (
            <li key={format}>
              <a href={path} data-endpoint={path} className="inline-flex min-h-11 items-center gap-2 rounded-md border border-ocean-700 px-3 py-2 font-mono text-sm break-all text-ocean-800 hover:bg-ocean-50">
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {path}
              </a>
            </li>
          );
        })}
      </ul>
      <h4 className="mt-6 font-semibold text-slate-900">{t("openData.labels.parameters")}</h4>
      {endpoint.parameters.length === 0 ? (
        <p className="mt-2 text-slate-800">{t("openData.labels.noParameters")}</p>
      ) : (
        <dl className="mt-2 space-y-2">
          {endpoint.parameters.map((name) => (
            <div key={name} data-parameter={name}>
              <dt className="inline font-mono font-semibold text-ocean-900">{name}</dt>
              <dd className="inline text-slate-800">{` — ${t(`openData.parameters.${name}`)}`}</dd>
            </div>
          ))}
        </dl>
      )}
      <h4 className="mt-6 mb-2 font-semibold text-slate-900">{t("openData.labels.fields")}</h4>
      <FieldList fields={endpoint.fields} group={dataset} />
      <CodeBlock id={`${heading}-request`} datasetHeading={heading} label={t("openData.labels.exampleRequest")} text={endpoint.exampleRequest} />
      <CodeBlock id={`${heading}-json`} datasetHeading={heading} label={t("openData.labels.exampleResponse")} text={endpoint.exampleJson} />
      <CodeBlock id={`${heading}-csv`} datasetHeading={heading} label={t("openData.labels.exampleCsv")} text={endpoint.exampleCsv} />
    </article>
  );
}

export default function OpenData({ loaderData: { texts, untranslated, docs, demo, gated } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHeader visual="results" title={texts.title} intro={texts.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      {(gated || demo) && (
        <div className="mx-auto max-w-7xl space-y-4 px-4 pt-10">
          {gated && (
            <p role="note" data-gate-note className="flex max-w-3xl items-start gap-3 rounded-lg border border-ocean-700 bg-ocean-50 p-4 text-ocean-950">
              <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <ShownText text={texts.gateNote} />
            </p>
          )}
          {demo && (
            <p role="note" data-demo-note className="flex max-w-3xl items-start gap-3 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {t("openData.demoNotice")}
            </p>
          )}
        </div>
      )}
      <PageSection id="datasets" title={texts.datasetsTitle} intro={texts.datasetsIntro}>
        <div className="space-y-10">
          {docs.endpoints.map((endpoint) => (
            <Endpoint key={endpoint.dataset} endpoint={endpoint} />
          ))}
        </div>
      </PageSection>
      <PageSection id="formats" title={texts.formatsTitle} tone="sand">
        <div className="max-w-3xl space-y-4 text-lg text-slate-800">
          <p>{t("openData.times")}</p>
          <p>{t("openData.csv")}</p>
          <p>{t("openData.csvFormulas")}</p>
          <p>{t("openData.filtersNote")}</p>
        </div>
        <h3 className="mt-8 mb-3 text-xl font-bold text-ocean-900">{t("openData.labels.envelope")}</h3>
        <FieldList fields={docs.envelope} group="envelope" />
      </PageSection>
      <PageSection id="frequency" title={texts.frequencyTitle} intro={texts.frequencyText}>
        <p className="max-w-3xl text-lg text-slate-800">{t("openData.freshness", { seconds: OPEN_DATA_MAX_AGE })}</p>
      </PageSection>
      <PageSection id="licence" title={texts.licenceTitle} intro={texts.licenceText} tone="sand">
        <blockquote className="max-w-3xl rounded-lg border-l-4 border-ocean-700 bg-white p-4 text-lg text-slate-900">
          <ShownText as="p" text={texts.attributionText} />
        </blockquote>
        <p className="mt-6">
          <a href={`https://creativecommons.org/licenses/by/4.0/deed.${DEED_LANGUAGE[locale]}`} rel="license" className="font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
            {t("openData.labels.licenceLink")}
          </a>
        </p>
      </PageSection>
      <PageSection id="openapi" title={texts.openApiTitle} intro={texts.openApiIntro}>
        <a href={docs.openApiPath} data-endpoint={docs.openApiPath} className="inline-flex min-h-11 flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900">
          <Braces aria-hidden="true" className="size-5 shrink-0" />
          {t("openData.labels.openApiLink")}
          <code className="font-mono text-sm whitespace-nowrap">{docs.openApiPath}</code>
        </a>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

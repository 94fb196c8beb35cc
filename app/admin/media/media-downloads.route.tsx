import { ExternalLink, Search } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { MediaDownloadSlot } from "../../../vocabulary/media-keys.ts";
import type { Route } from "./+types/media-downloads.route";
import { useFocusFirstError, useResultToast } from "~/admin/layout/form-hooks.ts";
import { requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { downloadsForEditors, type EditorDownload } from "~/domain/media/downloads.server.ts";
import { parseMediaQuery } from "~/domain/media/media.server.ts";
import { SelectField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { fieldsOf, messageText } from "~/platform/forms/form-result.ts";
import { buttonClass, SubmitButton } from "~/platform/forms/submit-button.tsx";
import { translatorContext } from "~/platform/i18n/context.ts";
import { formatAlternatives, formatFileSize } from "~/platform/i18n/format.ts";
import { localizePath } from "~/platform/i18n/locales.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { downloadAction, type DownloadFormResult } from "./downloads-form.server.ts";
import { KIND_LABEL } from "./kind-label.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const { database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const { q } = parseMediaQuery(new URL(request.url).searchParams);
  return {
    q,
    downloads: await downloadsForEditors(database.db, q),
    title: `${t("adminMedia.downloads.title")} — ${t("admin.metaTitle")}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, STAFF);
  const { database } = context.get(servicesContext);
  const { result, status } = await downloadAction(database.db, await request.formData(), user);
  return formResponse(result, { status });
}

/** Which of the page's buttons is being sent: one download's offer or withdrawal. */
function useSending(slot: MediaDownloadSlot): string | null {
  const navigation = useNavigation();
  if (navigation.state !== "submitting" || navigation.formData?.get("slot") !== slot) return null;
  const intent = navigation.formData.get("intent");
  return typeof intent === "string" ? intent : null;
}

function DownloadCard({ download, result, searching }: { download: EditorDownload; result: DownloadFormResult | null; searching: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slot, kinds, offered, choices } = download;
  const form = useFocusFirstError(result);
  const sending = useSending(slot);
  const field = fieldsOf(result, { prefix: slot, initial: { mediaId: offered ? String(offered.id) : "" } });
  const describe = (choice: { title: string; type: string; size: number }) => `${choice.title} (${choice.type}, ${formatFileSize(choice.size, locale)})`;
  const titleId = `${slot}-title`;
  return (
    <section aria-labelledby={titleId} data-testid={`download-${slot}`} className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">{t(`adminMedia.downloadSlots.${slot}`)}</h2>
      <p className="mt-1 text-sm text-slate-700">{t("adminMedia.downloads.kinds", { kinds: formatAlternatives(kinds.map((kind) => t(KIND_LABEL[kind])), locale) })}</p>
      <div className="mt-4 rounded-lg bg-slate-50 p-4" data-testid="offered">
        {offered ? (
          <>
            <p className="break-words text-slate-900">
              <span className="font-semibold">{t("adminMedia.downloads.offeredNow")}</span>{" "}
              <Link to={`/admin/media/${offered.id}`} className="text-ocean-700 underline hover:text-ocean-900">{offered.title}</Link>{" "}
              <span className="whitespace-nowrap text-slate-700">({offered.type}, {formatFileSize(offered.size, locale)})</span>
            </p>
            {offered.hidden && (
              <p className="mt-2 font-semibold text-amber-800">{t(offered.hidden === "needs-details" ? "adminMedia.downloads.hiddenNeedsDetails" : "adminMedia.downloads.hiddenWrongKind")}</p>
            )}
          </>
        ) : (
          <p className="text-slate-700">{t("adminMedia.downloads.notPublished")}</p>
        )}
      </div>
      {result?.ok && result.notice && <FormNotice text={messageText(t, result.notice)} className="mt-4" />}
      {/* With nothing to choose there is no list to say a refusal next to: the alert says it. */}
      <FormAlert result={result} summary={choices.length === 0 ? "first" : undefined} className="mt-4" />
      {/* Keyed by what is offered, so that the list shows the new choice once the page has it. */}
      <Form ref={form} method="post" key={offered?.id ?? "none"} className="mt-4 flex flex-1 flex-col gap-4" noValidate>
        <input type="hidden" name="slot" value={slot} />
        {choices.length > 0 ? (
          <SelectField field={field("mediaId")} label={t("adminMedia.downloads.fieldFile")} required>
            <option value="" disabled>{t("adminMedia.downloads.chooseFile")}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id} disabled={choice.needsDetails}>
                {choice.needsDetails ? t("adminMedia.downloads.optionNeedsDetails", { label: describe(choice) }) : describe(choice)}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-slate-700">
            {t(searching ? "adminMedia.downloads.noMatch" : "adminMedia.downloads.noChoices")}{" "}
            {!searching && <Link to="/admin/media/upload" className="font-semibold text-ocean-700 underline hover:text-ocean-900">{t("adminMedia.upload")}</Link>}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-3">
          {choices.length > 0 && <SubmitButton name="intent" value="offer" label={t("adminMedia.downloads.offer")} busyLabel={t("adminMedia.downloads.offering")} busy={sending === "offer"} />}
          {offered && (
            <button type="submit" name="intent" value="withdraw" disabled={sending === "withdraw"} className={buttonClass({ variant: "quiet" })}>
              {sending === "withdraw" ? t("adminMedia.downloads.withdrawing") : t("adminMedia.downloads.withdraw")}
            </button>
          )}
        </div>
      </Form>
    </section>
  );
}

export default function MediaDownloads({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { q, downloads } = loaderData;
  useResultToast(actionData);
  const resultFor = (slot: MediaDownloadSlot) => (actionData?.slot === slot ? actionData : null);
  return (
    <>
      <p>
        <Link to="/admin/media" className="font-semibold text-ocean-700 underline hover:text-ocean-900">{t("adminMedia.backToLibrary")}</Link>
      </p>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold text-ocean-900">{t("adminMedia.downloads.title")}</h1>
          <p className="mt-2 text-slate-700">{t("adminMedia.downloads.intro")}</p>
        </div>
        <Link to={`${localizePath("/media", locale)}#resources`} reloadDocument className="inline-flex items-center gap-2 font-semibold text-ocean-700 underline hover:text-ocean-900">
          <ExternalLink aria-hidden="true" className="size-4" />
          {t("adminMedia.downloads.viewPublic")}
        </Link>
      </div>

      {actionData && !actionData.slot && <FormAlert result={actionData} className="mt-6" />}

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <label htmlFor="q" className="text-sm font-semibold text-slate-900">{t("adminMedia.downloads.searchLabel")}</label>
          <input id="q" name="q" type="search" defaultValue={q ?? ""} className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900" />
        </div>
        <button type="submit" className="inline-flex items-center gap-2 rounded-md border border-ocean-800 px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50">
          <Search aria-hidden="true" className="size-4" />
          {t("adminMedia.downloads.searchButton")}
        </button>
        {q && <Link to="/admin/media/downloads" className="py-2 font-semibold text-ocean-700 underline hover:text-ocean-900">{t("adminMedia.downloads.clearSearch")}</Link>}
      </Form>

      <ul className="mt-6 grid gap-6 lg:grid-cols-2">
        {downloads.map((download) => (
          <li key={download.slot}>
            <DownloadCard download={download} result={resultFor(download.slot)} searching={q !== undefined} />
          </li>
        ))}
      </ul>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

import { Download, Trash2 } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { data, Form, Link, redirect } from "react-router";
import { parseRowId } from "../../../db/row-id.ts";
import type { Route } from "./+types/media-detail.route";
import { useFocusFirstError, useResultToast, useSubmitting } from "~/admin/layout/form-hooks.ts";
import { ADMIN_ONLY, requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { intakeLimits, limitFor } from "~/domain/media/intake.server.ts";
import { mediaUrl, originalKey, previewUrl } from "~/domain/media/media-files.ts";
import { findMedia, mediaSummary, usesOf } from "~/domain/media/media.server.ts";
import { TextField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { fieldsOf, messageText } from "~/platform/forms/form-result.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";
import { translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { LOCALE_NAMES, LOCALES } from "~/platform/i18n/locales.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { FileSize } from "./file-size.tsx";
import { KIND_LABEL } from "./kind-label.ts";
import { deleteItem, detailValues, saveDetails } from "./media-details.server.ts";
import { ALT_MAX, altField, CREDIT_MAX, TITLE_MAX, type DetailField } from "./media-fields.ts";
import { ReplaceFile } from "./replace-file.tsx";
import { ItemError } from "~/admin/layout/item-error.tsx";

const DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "Pacific/Tahiti" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, STAFF);
  const { database, env } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const id = parseRowId(params.id);
  const item = id === null ? undefined : await findMedia(database.db, id);
  if (!item) throw data(null, { status: 404 });
  // How a replacement posted without JavaScript went (server/media-replace.ts).
  const search = new URL(request.url).searchParams;
  const heldId = parseRowId(search.get("held"));
  const held = heldId === null ? undefined : await findMedia(database.db, heldId);
  return {
    item: {
      ...mediaSummary(item),
      // Large enough to aim at a focal point: the smallest size from 640 px, or the image itself.
      preview: previewUrl({ ...item, variants: item.variants.filter((variant) => variant.width >= 640) }),
      original: mediaUrl(originalKey(item.hash, item.extension)),
    },
    values: detailValues(item),
    uses: await usesOf(database.db, item),
    replacement: {
      limitBytes: limitFor(item.kind, intakeLimits(env)),
      outcome: { replaced: search.has("replaced"), refused: search.get("refused")?.slice(0, 300) ?? null, held: held ? { id: held.id, title: held.title } : null },
    },
    canDelete: ADMIN_ONLY.includes(user.role),
    title: `${item.title} — ${t("adminMedia.listTitle")} — ${t("admin.metaTitle")}`,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRole(request, context, STAFF);
  const { database, storage } = context.get(servicesContext);
  const id = parseRowId(params.id);
  const item = id === null ? undefined : await findMedia(database.db, id);
  if (!item) throw data(null, { status: 404 });
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    if (!ADMIN_ONLY.includes(user.role)) return formResponse({ ok: false, fieldErrors: {}, formError: "adminMedia.deleteAdminsOnly", values: {} }, { status: 403 });
    const outcome = await deleteItem(database.db, storage, item, formData.get("confirm") === "yes", user);
    if (outcome.deleted) return redirect("/admin/media?deleted=1");
    if ("missing" in outcome) throw data(null, { status: 404 });
    return formResponse({ ok: false, fieldErrors: {}, formError: { key: "adminMedia.deleteUsed", values: { count: outcome.uses.length } }, values: {}, confirmDelete: true }, { status: 409 });
  }
  const { result, status } = await saveDetails(database.db, item.id, formData, user);
  return formResponse(result, { status });
}

/** Sets the focal point where the image is clicked: the two numbers below say the same without a mouse. */
function useFocalPoint(initial: { x: string; y: string }) {
  const [point, setPoint] = useState(initial);
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => String(Math.min(100, Math.max(0, Math.round(value * 100))));
    setPoint({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  return { point, setPoint, pick };
}

export default function MediaDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { item, values, uses, replacement, canDelete } = loaderData;
  const result = actionData && "confirmDelete" in actionData ? null : actionData;
  const field = fieldsOf<DetailField>(result, { initial: values });
  const saving = useSubmitting("save");
  const deleting = useSubmitting("delete");
  useResultToast(result);
  useFocusFirstError(result);
  const focus = useFocalPoint({ x: field("focusX").defaultValue ?? "50", y: field("focusY").defaultValue ?? "50" });
  const askedToConfirm = actionData && "confirmDelete" in actionData;
  return (
    <>
      <p>
        <Link to="/admin/media" className="font-semibold text-ocean-700 underline hover:text-ocean-900">{t("adminMedia.backToLibrary")}</Link>
      </p>
      <h1 className="mt-4 break-words text-3xl font-bold text-ocean-900">{item.title}</h1>
      <p className="mt-2 text-slate-700">
        {t(KIND_LABEL[item.kind])} · <FileSize bytes={item.size} locale={locale} />
        {item.width !== null && item.height !== null && <> · {t("adminMedia.dimensions", { width: item.width, height: item.height })}</>}
        {" · "}
        {t("adminMedia.uploadedOn", { date: formatDate(item.createdAt, locale, DATE), name: item.uploader ?? t("adminMedia.formerAccount") })}
      </p>
      <p className="mt-2">
        <a href={item.original} download className="inline-flex items-center gap-2 font-semibold text-ocean-700 underline hover:text-ocean-900">
          <Download aria-hidden="true" className="size-4" />
          {t("adminMedia.original")}
        </a>
      </p>

      {result?.ok && result.notice && <FormNotice text={messageText(t, result.notice)} className="mt-4" />}
      <FormAlert result={result} className="mt-4" />

      <Form method="post" className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" noValidate>
        <div>
          {item.preview && (
            <fieldset>
              <legend className="font-semibold text-slate-900">{t("adminMedia.focusLegend")}</legend>
              <p id="focus-hint" className="mt-1 text-sm text-slate-700">{t("adminMedia.focusHint")}</p>
              <button type="button" onClick={focus.pick} aria-describedby="focus-hint" className="relative mt-3 block w-full cursor-crosshair overflow-hidden rounded-lg bg-slate-100">
                <img src={item.preview} alt="" className="block h-auto w-full" />
                <span
                  aria-hidden="true"
                  data-testid="focal-point"
                  className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-ocean-700/60 shadow"
                  style={{ left: `${focus.point.x}%`, top: `${focus.point.y}%` }}
                />
                <span className="sr-only">{t("adminMedia.focusLegend")}</span>
              </button>
              <div className="mt-3 flex flex-wrap gap-4">
                <TextField field={{ ...field("focusX"), defaultValue: undefined }} label={t("adminMedia.fieldFocusX")} inputMode="numeric" value={focus.point.x} onChange={(event) => focus.setPoint({ ...focus.point, x: event.target.value })} className="w-28" />
                <TextField field={{ ...field("focusY"), defaultValue: undefined }} label={t("adminMedia.fieldFocusY")} inputMode="numeric" value={focus.point.y} onChange={(event) => focus.setPoint({ ...focus.point, y: event.target.value })} className="w-28" />
              </div>
            </fieldset>
          )}
          {!item.preview && (
            <>
              <input type="hidden" name="focusX" value={focus.point.x} />
              <input type="hidden" name="focusY" value={focus.point.y} />
            </>
          )}
        </div>
        <div className="space-y-5">
          <TextField field={field("title")} label={t("adminMedia.fieldTitle")} required maxLength={TITLE_MAX} />
          <fieldset>
            <legend className="font-semibold text-slate-900">{t("adminMedia.altLegend")}</legend>
            <p id="alt-hint" className="mt-1 text-sm text-slate-700">{t("adminMedia.altHint")}</p>
            <div className="mt-3 space-y-4">
              {LOCALES.map((language) => (
                <TextField key={language} field={field(altField(language))} label={LOCALE_NAMES[language]} lang={language} maxLength={ALT_MAX} aria-describedby="alt-hint" />
              ))}
            </div>
          </fieldset>
          <TextField field={field("credit")} label={t("adminMedia.fieldCredit")} hint={t("adminMedia.creditHint")} maxLength={CREDIT_MAX} />
          <TextField field={field("licence")} label={t("adminMedia.fieldLicence")} maxLength={CREDIT_MAX} />
          <SubmitButton name="intent" value="save" label={t("adminMedia.save")} busyLabel={t("adminMedia.saving")} busy={saving} />
        </div>
      </Form>

      <section className="mt-10" aria-labelledby="uses-title">
        <h2 id="uses-title" className="text-xl font-bold text-slate-900">{t("adminMedia.usesTitle")}</h2>
        {uses.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("adminMedia.notUsed")}</p>
        ) : (
          <ul className="mt-2 list-disc ps-5">
            {uses.map((use) => (
              <li key={use.kind === "news" ? `news-${use.id}` : `download-${use.slot}`}>
                {use.kind === "news" ? (
                  <Link to={`/admin/news/${use.id}/edit`} className="text-ocean-700 underline hover:text-ocean-900">{t("adminMedia.useNews", { title: use.title })}</Link>
                ) : (
                  <Link to="/admin/media/downloads" className="text-ocean-700 underline hover:text-ocean-900">{t("adminMedia.useDownload", { name: t(`adminMedia.downloadSlots.${use.slot}`) })}</Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ReplaceFile key={item.id} itemId={item.id} kind={item.kind} {...replacement} />

      {canDelete && (
        <section className="mt-10 rounded-xl border border-red-200 p-6" aria-labelledby="delete-title">
          <h2 id="delete-title" className="text-xl font-bold text-slate-900">{t("adminMedia.deleteTitle")}</h2>
          <p className="mt-2 text-slate-700">{t("adminMedia.deleteHelp")}</p>
          {askedToConfirm && <FormAlert result={actionData} className="mt-4" />}
          <Form
            method="post"
            className="mt-4"
            onSubmit={(event) => {
              if (!askedToConfirm && !window.confirm(t("adminMedia.deleteConfirm"))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            {askedToConfirm && <input type="hidden" name="confirm" value="yes" />}
            <button type="submit" disabled={deleting} className="inline-flex items-center gap-2 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
              <Trash2 aria-hidden="true" className="size-4" />
              {askedToConfirm ? t("adminMedia.deleteAnyway") : t("adminMedia.deleteButton")}
            </button>
          </Form>
        </section>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return (
    <ItemError
      error={error}
      title={t("adminMedia.detailTitle")}
      notFound={t("adminMedia.notFound")}
      failed={t("adminNews.saveFailed")}
      back={{ to: "/admin/media", label: t("adminMedia.backToLibrary") }}
    />
  );
}

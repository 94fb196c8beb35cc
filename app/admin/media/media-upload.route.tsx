import { Upload } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/media-upload.route";
import { requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { intakeLimits } from "~/domain/media/intake.server.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { formatFileSize } from "~/platform/i18n/format.ts";
import { UploadQueue, useUploads } from "./upload-queue.tsx";

/** Refusals a post without JavaScript was sent back with (`?refused=name: message`). */
const MAX_REFUSALS_SHOWN = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const { env } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const refused = new URL(request.url).searchParams.getAll("refused").slice(0, MAX_REFUSALS_SHOWN).map((line) => line.slice(0, 300));
  return {
    limits: intakeLimits(env),
    refused,
    title: `${t("adminMedia.uploadTitle")} — ${t("admin.metaTitle")}`,
  };
}

export default function MediaUpload({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { limits, refused } = loaderData;
  const { uploads, send, dragging, dropZone } = useUploads();
  return (
    <>
      <h1 className="text-3xl font-bold text-ocean-900">{t("adminMedia.uploadTitle")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {t("adminMedia.uploadIntro", { imageLimit: formatFileSize(limits.imageBytes, locale), fileLimit: formatFileSize(limits.fileBytes, locale) })}
      </p>

      {refused.length > 0 && (
        <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <h2 className="font-bold">{t("adminMedia.refusedTitle")}</h2>
          <ul className="mt-2 list-disc ps-5">
            {refused.map((line) => (
              <li key={line} className="break-words">{line}</li>
            ))}
          </ul>
        </div>
      )}

      <form
        method="post"
        action="/admin/media/upload"
        encType="multipart/form-data"
        onSubmit={(event) => {
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem("files") as HTMLInputElement;
          if (input.files) send([...input.files]);
          input.value = "";
        }}
        {...dropZone}
        className={`mt-6 rounded-xl border-2 border-dashed p-6 ${dragging ? "border-ocean-700 bg-ocean-50" : "border-slate-400 bg-white"}`}
      >
        <Upload aria-hidden="true" className="size-8 text-ocean-700" />
        <label htmlFor="files" className="mt-3 block font-semibold text-slate-900">{t("adminMedia.filesLabel")}</label>
        <p id="files-hint" className="text-slate-700">{t("adminMedia.dropHint")}</p>
        <input id="files" name="files" type="file" multiple required aria-describedby="files-hint" className="mt-3 block max-w-full text-slate-900" />
        <button type="submit" className="mt-4 rounded-md bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900">{t("adminMedia.send")}</button>
      </form>

      <UploadQueue uploads={uploads} />

      <p className="mt-8">
        <Link to="/admin/media" className="font-semibold text-ocean-700 underline hover:text-ocean-900">{t("adminMedia.backToLibrary")}</Link>
      </p>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

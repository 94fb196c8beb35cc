import { CircleAlert, ImageOff } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useHydrated } from "~/admin/layout/use-hydrated.ts";
import { LibraryImageBrowser, useLibraryImages } from "./library-image-browser.tsx";
import { messageText, type FieldState } from "~/platform/forms/form-result.ts";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { ImageChoice } from "./image-choice.ts";

interface LibraryImageFieldProps {
  field: FieldState;
  /** The newest library images, the chosen one among them. */
  choices: ImageChoice[];
  label: string;
  hint: string;
  dialogTitle: string;
}

/**
 * An image of the media library (an article's cover, a venue's photo). Without JavaScript it is a list of the newest images;
 * in the browser, a picker that searches the whole library by thumbnail. Images still missing alt
 * text or a credit are shown but cannot be chosen (the server refuses them too).
 */
export function LibraryImageField({ field, choices, label, hint, dialogTitle }: LibraryImageFieldProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const hintId = `${field.id}-hint`;
  const errorId = field.error ? `${field.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ");
  return (
    <div>
      {hydrated ? (
        <ImagePicker field={field} choices={choices} label={label} hint={hint} dialogTitle={dialogTitle} describedBy={describedBy} />
      ) : (
        <>
          <label htmlFor={field.id} className="block font-semibold text-slate-900">
            {label} <span className="font-normal text-slate-700">{t("forms.optional")}</span>
          </label>
          <select
            id={field.id}
            name={field.name}
            defaultValue={field.defaultValue ?? ""}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={describedBy}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700"
          >
            <option value="">{t("adminNews.coverNone")}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id} disabled={!choice.ready}>
                {choice.ready ? choice.title : t("adminNews.coverNotReady", { title: choice.title })}
              </option>
            ))}
          </select>
        </>
      )}
      <p id={hintId} className="mt-1 text-sm text-slate-700">{hint}</p>
      {field.error && (
        <p id={errorId} className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-700">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {messageText(t, field.error)}
        </p>
      )}
    </div>
  );
}

function ImagePicker({ field, choices, label, dialogTitle, describedBy }: LibraryImageFieldProps & { describedBy: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ImageChoice | undefined>(() => choices.find((choice) => String(choice.id) === field.defaultValue));
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const library = useLibraryImages();
  // Loaded again at each opening: the editor may have completed or uploaded images in another tab meanwhile.
  const open = () => {
    library.reload();
    dialog.current?.showModal();
  };
  const choose = (choice: ImageChoice | undefined) => {
    setChosen(choice);
    dialog.current?.close();
    opener.current?.focus();
  };
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="font-semibold text-slate-900">
        {label} <span className="font-normal text-slate-700">{t("forms.optional")}</span>
      </legend>
      <input type="hidden" name={field.name} value={chosen ? String(chosen.id) : ""} />
      <div className="mt-2 flex flex-wrap items-center gap-4 rounded-lg border border-slate-300 bg-slate-50 p-3">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-200">
          {chosen?.preview ? (
            <img src={chosen.preview} alt="" className="size-full object-cover" />
          ) : (
            <ImageOff aria-hidden="true" className="size-8 text-slate-500" />
          )}
        </div>
        <p className="min-w-40 flex-1 break-words text-slate-900" aria-live="polite">
          {chosen ? t("adminNews.coverChosen", { title: chosen.title }) : t("adminNews.coverNone")}
        </p>
        <div className="flex flex-wrap gap-2">
          <button ref={opener} type="button" onClick={open} className={buttonClass({ variant: "secondary" })}>
            {chosen ? t("adminNews.coverChange") : t("adminNews.coverChoose")}
          </button>
          {chosen && (
            <button type="button" onClick={() => choose(undefined)} className={buttonClass({ variant: "quiet" })}>
              {t("adminNews.coverRemove")}
            </button>
          )}
        </div>
      </div>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(56rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-xl p-0 shadow-xl backdrop:bg-slate-900/60"
      >
        <LibraryImageBrowser
          library={library}
          header={
            <>
              <h2 id={titleId} className="text-xl font-bold text-slate-900">{dialogTitle}</h2>
              <button type="button" onClick={() => dialog.current?.close()} className={buttonClass({ variant: "quiet" })}>
                {t("adminNews.coverClose")}
              </button>
            </>
          }
          choosable={(item) => !item.needsDetails}
          isChosen={(item) => item.id === chosen?.id}
          onChoose={(item) => choose({ id: item.id, title: item.title, preview: item.preview, ready: !item.needsDetails })}
        />
      </dialog>
    </fieldset>
  );
}

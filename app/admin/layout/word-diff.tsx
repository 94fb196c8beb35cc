import type { DiffPart } from "~/platform/diff/word-diff.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";

/** A word diff as text: removals struck and red, additions green, each said by screen readers. */
export function WordDiff({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation();
  return (
    <>
      {parts.map((part, index) =>
        part.removed ? (
          <del key={index} className="bg-red-100 text-red-900">
            <span className="sr-only">[{t("admin.diffRemoved")}] </span>
            {part.value}
          </del>
        ) : part.added ? (
          <ins key={index} className="bg-green-100 text-green-900 no-underline">
            <span className="sr-only">[{t("admin.diffAdded")}] </span>
            {part.value}
          </ins>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
}

import { Download, FileArchive, FileText, FileVideo, Upload } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { MEDIA_KINDS, type MediaKind } from "../../../vocabulary/media-keys.ts";
import type { Route } from "./+types/media-list.route";
import { ClientLink } from "~/admin/layout/client-link.tsx";
import { requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { previewUrl } from "~/domain/media/media-files.ts";
import { fallbackSrc } from "~/domain/media/picture.ts";
import { countUses, listMedia, MEDIA_PAGE_SIZE, mediaSummary, needsDetails, parseMediaQuery, type MediaQuery } from "~/domain/media/media.server.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { FormNotice } from "~/platform/forms/form-alert.tsx";
import { Pagination } from "~/platform/ui/pagination.tsx";
import { FileSize } from "./file-size.tsx";
import { KIND_LABEL } from "./kind-label.ts";

const LIST_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", timeZone: "Pacific/Tahiti" };
const FILE_ICON = { pdf: FileText, zip: FileArchive, video: FileVideo } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const { database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const params = new URL(request.url).searchParams;
  const query = parseMediaQuery(params);
  const list = await listMedia(database.db, query);
  const uses = await countUses(database.db, list.items.map((item) => item.id));
  return {
    query,
    total: list.total,
    pageCount: Math.max(1, Math.ceil(list.total / MEDIA_PAGE_SIZE)),
    items: list.items.map((item) => ({
      ...mediaSummary(item),
      preview: previewUrl(item),
      uses: uses.get(item.id) ?? 0,
      needsDetails: needsDetails(item),
      // What the article editor's image picker inserts: the file and the alt text in each language.
      alt: item.alt,
      articleSrc: item.kind === "image" ? fallbackSrc(item) : null,
    })),
    deleted: params.has("deleted"),
    title: `${t("adminMedia.listTitle")} — ${t("admin.metaTitle")}`,
  };
}

function pageHref(query: MediaQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.kind) params.set("kind", query.kind);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/media?${search}` : "/admin/media";
}

const fieldClass = "mt-1 block rounded-md border border-slate-400 px-3 py-2 text-slate-900";

function Preview({ kind, preview }: { kind: MediaKind; preview: string | null }) {
  if (preview) return <img src={preview} alt="" loading="lazy" decoding="async" className="size-full object-contain" />;
  const Icon = FILE_ICON[kind as keyof typeof FILE_ICON] ?? FileText;
  return <Icon aria-hidden="true" className="size-12 text-slate-500" />;
}

export default function MediaList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { query, items, total, pageCount, deleted } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ocean-900">{t("adminMedia.listTitle")}</h1>
          <p className="mt-2 text-slate-700">{t("adminMedia.listIntro")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/admin/media/downloads" className="inline-flex items-center gap-2 rounded-md border border-ocean-800 px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50">
            <Download aria-hidden="true" className="size-4" />
            {t("adminMedia.downloads.title")}
          </Link>
          <Link to="/admin/media/upload" className="inline-flex items-center gap-2 rounded-md bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900">
            <Upload aria-hidden="true" className="size-4" />
            {t("adminMedia.upload")}
          </Link>
        </div>
      </div>

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="q" className="text-sm font-semibold text-slate-900">{t("adminMedia.searchLabel")}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ""} className={`${fieldClass} w-72 max-w-full`} />
        </div>
        <div>
          <label htmlFor="kind" className="text-sm font-semibold text-slate-900">{t("adminMedia.kindLabel")}</label>
          <select id="kind" name="kind" defaultValue={query.kind ?? ""} className={fieldClass}>
            <option value="">{t("adminMedia.allKinds")}</option>
            {MEDIA_KINDS.map((kind) => (
              <option key={kind} value={kind}>{t(KIND_LABEL[kind])}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md border border-ocean-800 px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50">{t("adminMedia.filter")}</button>
      </Form>

      <p role="status" className="mt-4 min-h-6 text-slate-700">{navigation.state === "loading" ? t("adminNews.loading") : ""}</p>
      {deleted && <FormNotice text={t("adminMedia.deleted")} className="mt-2" />}
      <p className="mt-2 text-sm text-slate-700">{t("adminMedia.count", { count: total })}</p>

      {items.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("adminMedia.empty")}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(min(100%,14rem),1fr))] gap-4" aria-label={t("adminMedia.listTitle")}>
          {items.map((item) => (
            <li key={item.id} data-testid="media-item" className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <div className="flex aspect-[4/3] items-center justify-center bg-slate-100 p-2">
                <Preview kind={item.kind} preview={item.preview} />
              </div>
              <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
                <Link to={`/admin/media/${item.id}`} className="break-words font-semibold text-ocean-800 underline hover:text-ocean-900">
                  {item.title}
                </Link>
                <p className="text-slate-700">
                  {t(KIND_LABEL[item.kind])} · <FileSize bytes={item.size} locale={locale} />
                  {item.width !== null && item.height !== null && <> · {t("adminMedia.dimensions", { width: item.width, height: item.height })}</>}
                </p>
                <p className="text-slate-700">
                  <time dateTime={new Date(item.createdAt).toISOString()}>{formatDate(item.createdAt, locale, LIST_DATE)}</time>{" "}
                  {t("adminMedia.uploadedBy", { name: item.uploader ?? t("adminMedia.formerAccount") })}
                </p>
                <p className="text-slate-700">{item.uses > 0 ? t("adminMedia.usedIn", { count: item.uses }) : t("adminMedia.notUsed")}</p>
                {item.needsDetails && <p className="font-semibold text-amber-800">{t("adminMedia.needsDetails")}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={query.page}
        pageCount={pageCount}
        href={(page) => pageHref(query, page)}
        labels={{ nav: t("adminNews.pagination"), previous: t("adminNews.previous"), next: t("adminNews.next"), status: t("adminNews.pageOf", { page: query.page, total: pageCount }) }}
        className="mt-6"
        link={ClientLink}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

import { isRouteErrorResponse, Link } from "react-router";
import { useTranslation } from "~/platform/i18n/translation.tsx";

interface ItemErrorProps {
  error: unknown;
  /** The page's title, as it would have been. */
  title: string;
  /** What an unknown id (404) says; any other failure says `failed`. */
  notFound: string;
  failed: string;
  back: { to: string; label: string };
}

/** An item's page in the back office that could not be shown, said inside the admin layout's <main>, with the way back to its list. */
export function ItemError({ error, title, notFound, failed, back }: ItemErrorProps) {
  const { t } = useTranslation();
  const unknown = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <title>{`${title} — ${t("admin.metaTitle")}`}</title>
      <h1 className="text-3xl font-bold text-ocean-900">{title}</h1>
      <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-800">{unknown ? notFound : failed}</p>
      <Link to={back.to} className="mt-6 inline-block font-semibold text-ocean-700 underline">{back.label}</Link>
    </>
  );
}

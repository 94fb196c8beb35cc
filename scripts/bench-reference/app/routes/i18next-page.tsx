import { useTranslation } from "react-i18next";

/** Read by entry.server.tsx: this page gets a new i18next instance per request. */
export const handle = { i18next: true };

export function meta() {
  return [{ title: "Tahiti 2027" }];
}

export default function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t("site.name")}</h1>
      <p>{t("home.title")}</p>
    </main>
  );
}

import { createInstance } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { isLocale, DEFAULT_LOCALE } from "~/features/i18n/locales.ts";
import { i18nOptions } from "~/features/i18n/options.ts";
import { loadMessages } from "~/features/i18n/resources.ts";

async function hydrate() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const messages = await loadMessages[locale]();
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions(locale), resources: { [locale]: { translation: messages } } });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();

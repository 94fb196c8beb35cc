import { createInstance } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale, DEFAULT_LOCALE } from "~/features/i18n/locales.ts";
import { i18nOptions } from "~/features/i18n/options.ts";
import { loadMessages } from "~/features/i18n/resources.ts";
import { TranslationProvider } from "~/features/i18n/translation.tsx";

async function hydrate() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const messages = await loadMessages[locale]();
  const i18n = createInstance();
  await i18n.init({ ...i18nOptions(locale), resources: { [locale]: { translation: messages } } });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslationProvider i18n={i18n}>
          <HydratedRouter />
        </TranslationProvider>
      </StrictMode>,
    );
  });
}

void hydrate();

import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale, DEFAULT_LOCALE } from "~/features/i18n/locales.ts";
import { loadMessages } from "~/features/i18n/resources.ts";
import { TranslationProvider } from "~/features/i18n/translation.tsx";
import { createTranslator } from "~/features/i18n/translator.ts";

async function hydrate() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const translator = createTranslator(locale, await loadMessages[locale]());
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslationProvider translator={translator}>
          <HydratedRouter />
        </TranslationProvider>
      </StrictMode>,
    );
  });
}

void hydrate();

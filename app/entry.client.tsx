import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageTranslator } from "~/platform/i18n/client-translator.ts";
import { TranslationProvider } from "~/platform/i18n/translation.tsx";
import "~/platform/behaviours/main.ts";

// Only the back office hydrates; public pages load app/platform/behaviours/main.ts alone (ADR 013).
async function hydrate() {
  const translator = await loadPageTranslator();
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

import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageTranslator } from "~/features/i18n/client-translator.ts";
import { TranslationProvider } from "~/features/i18n/translation.tsx";
import "~/features/enhance/main.ts";

// Only the back office hydrates; public pages load app/features/enhance/main.ts alone (ADR 013).
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

import * as Dialog from "@radix-ui/react-dialog";
import { CirclePlay } from "lucide-react";
import { useSyncExternalStore } from "react";
import type { GamesContent } from "~/content/games/types.ts";

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}

/**
 * The launch video is not published yet, so the button opens a dialog that says so. A button can
 * do nothing without JavaScript: until React runs, the page only carries the message in <noscript>.
 */
export function LaunchVideoDialog({ text }: { text: GamesContent["video"] }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <noscript>
        <p className="mt-8 max-w-3xl rounded-lg bg-white/10 p-4 text-ocean-50">
          <strong className="text-white">{text.title}</strong> — {text.message}
        </p>
      </noscript>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className="mt-8 inline-flex items-center gap-2 rounded-md bg-coral-500 px-5 py-3 font-semibold text-slate-950 hover:bg-orange-400">
        <CirclePlay aria-hidden="true" className="size-5" />
        {text.button}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-ocean-900">{text.title}</Dialog.Title>
          <div className="mt-4 flex aspect-video items-center justify-center rounded-lg bg-ocean-900">
            <CirclePlay aria-hidden="true" className="size-16 text-ocean-100" />
          </div>
          <Dialog.Description className="mt-4 text-slate-800">{text.message}</Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="rounded-md bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900">{text.close}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

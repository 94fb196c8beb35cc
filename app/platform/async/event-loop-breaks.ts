// A long piece of work in the server's one thread (reading a 5,000-row file) keeps every other
// request waiting until it ends. Breaking it up lets them in between: the loop awaits `pause()` at
// each step, which goes on at once until `budgetMs` of work has passed, then waits for the event
// loop's next turn (setImmediate: after the I/O waiting, not before it as a resolved promise would).

/** A pause for a long loop to await at each step: a turn of the event loop every `budgetMs` of work. */
export function eventLoopBreaks(budgetMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

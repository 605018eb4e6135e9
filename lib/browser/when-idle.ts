/**
 * Runs `work` once the browser has nothing more urgent to do (a page's hydration and first
 * paints come first), at the latest after `timeoutMs`. Returns what cancels it. Safari has no
 * requestIdleCallback: there it runs on the next turn of the event loop.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 0);
  return () => window.clearTimeout(id);
}

import type { RouteHandle } from "./route-handle.ts";

/** Whether a page, given the handles of its matched routes, loads React in the browser. */
export function hydrates(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === true);
}

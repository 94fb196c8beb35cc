/** What a route module may export as `handle`: `hydrate` makes its pages a React application (ADR 013). */
export interface RouteHandle {
  hydrate?: boolean;
}

/** Whether a page, given the handles of its matched routes, loads React in the browser. */
export function hydrates(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === true);
}

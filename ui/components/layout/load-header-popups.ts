/** The header's menus and tooltip (./header-popups.tsx): fetched when a trigger is first used, or with the spec's prefetch of the main pages. */
export const loadHeaderPopups = () => import('./header-popups')

export function prefetchHeaderPopups(): void {
  void loadHeaderPopups().catch(() => undefined)
}

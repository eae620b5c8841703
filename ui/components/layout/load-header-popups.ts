/** The header's menus (./header-popups.tsx): fetched when a trigger is first used, or at the first interaction with the page. */
const loadHeaderPopups = () => import('./header-popups')

/** A loader for one of them, for `OnDemand`'s `load`. */
export const loadHeaderPopup =
  <K extends keyof Awaited<ReturnType<typeof loadHeaderPopups>>>(name: K) =>
  async () =>
    (await loadHeaderPopups())[name]

export function prefetchHeaderPopups(): void {
  void loadHeaderPopups().catch(() => undefined)
}

import type { ReactNode } from 'react'

/**
 * A wide table that scrolls sideways on a narrow screen, with the browser's own scrolling. In place of
 * Mantine's Table.ScrollContainer, whose ScrollArea brings all of floating-ui (15 KB gzipped) into a
 * page's first load. Focusable, so the keyboard can scroll it too.
 */
export function TableScroll({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={0}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  )
}

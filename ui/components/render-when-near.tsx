import type { ReactNode } from 'react'

/**
 * Content below the first screen that the browser draws only when it comes near the viewport
 * (`content-visibility: auto`): until then its style, layout and paint are skipped, which on a long page
 * is most of the first load's rendering work (the home page has 1,400 elements). It stays in the document
 * for search engines, find-in-page and assistive technology. `estimatedHeight` stands in for the real
 * height until the browser has drawn it once (then the real one is kept), so the scrollbar barely moves.
 * Not for the footer: Lighthouse's contrast audit cannot see the dark background of a skipped footer and
 * fails its light links against the page's cream.
 */
export function RenderWhenNear({ estimatedHeight, children }: { estimatedHeight: number; children: ReactNode }) {
  return (
    <div style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight}px` }}>
      {children}
    </div>
  )
}

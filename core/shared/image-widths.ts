/**
 * The widths of the artwork the server ships (docs/assets.md): the full size, served without `?w=`, and
 * the narrower copies served with `?w=` for `srcset`. The route, the image generator and the pages'
 * `srcset` all read them here.
 */
export const IMAGE_WIDTHS = {
  zodiac: { full: 400, narrow: [240] },
  astrologers: { full: 300, narrow: [160] },
} as const

export type ImageSet = keyof typeof IMAGE_WIDTHS

/** '/x.jpg?w=240 240w, /x.jpg 400w': every copy of an image of the set, for an <img srcset>. */
export function imageSrcSet(set: ImageSet, url: string): string {
  const { full, narrow } = IMAGE_WIDTHS[set]
  return [...narrow.map((width) => `${url}?w=${width} ${width}w`), `${url} ${full}w`].join(', ')
}

import { Avatar } from '@mantine/core'
import { imageSrcSet } from '../../core/shared/image-widths'
import classes from './astrologer-avatar.module.css'

/** The seeded portraits have a narrow copy (docs/ui-contract.md), enough for a small avatar. */
function portraitSrcSet(image: string): string | undefined {
  return image.startsWith('/api/astrologer-image/') ? imageSrcSet('astrologers', image) : undefined
}

/**
 * An astrologer's portrait in a saffron ring, with a green (online) or grey (offline) dot when `online` is
 * given. The photo loads lazily: otherwise the server's HTML preloads every portrait on the page ahead of
 * the stylesheets, the home page's three included, screens below the fold.
 */
export function AstrologerAvatar({ name, image, size = 64, online }: { name: string; image?: string | null; size?: number; online?: boolean | null }) {
  return (
    <span className={classes.wrap}>
      <Avatar src={image || null} alt={name} size={size} radius={size} className={classes.ring} color="cosmic" imageProps={{ loading: 'lazy', srcSet: image ? portraitSrcSet(image) : undefined, sizes: `${size}px` }}>
        {name.replace(/^(Dr\.|Pandit|Acharya)\s+/i, '').slice(0, 1)}
      </Avatar>
      {online !== undefined && online !== null && <span className={`${classes.dot} ${online ? classes.online : ''}`} aria-hidden />}
    </span>
  )
}

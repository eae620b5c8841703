import { Avatar } from '@mantine/core'
import classes from './astrologer-avatar.module.css'

/** An astrologer's portrait in a saffron ring, with a green (online) or grey (offline) dot when `online` is given. */
export function AstrologerAvatar({ name, image, size = 64, online }: { name: string; image?: string | null; size?: number; online?: boolean | null }) {
  return (
    <span className={classes.wrap}>
      <Avatar src={image || null} alt={name} size={size} radius={size} className={classes.ring} color="cosmic">
        {name.replace(/^(Dr\.|Pandit|Acharya)\s+/i, '').slice(0, 1)}
      </Avatar>
      {online !== undefined && online !== null && <span className={`${classes.dot} ${online ? classes.online : ''}`} aria-hidden />}
    </span>
  )
}

import { Box } from '@mantine/core'
import { IconSparkles } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '../local-link'
import classes from './layout.module.css'

/** The site's name; also used as og:site_name. */
export const SITE_NAME = 'AstroVedic'

/** The logo: a saffron sun mark, the name and a tagline; links home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui()
  return (
    <LocalLink to="/" className={classes.brandLink} aria-label={t`${SITE_NAME} home`}>
      <span className={classes.brandMark} aria-hidden>
        <IconSparkles size={22} stroke={2} />
      </span>
      <Box>
        <div className={classes.brandName}>{SITE_NAME}</div>
        {!compact && (
          <Box className={classes.brandTagline} visibleFrom="xs">
            <Trans>Vedic astrology for everyone</Trans>
          </Box>
        )}
      </Box>
    </LocalLink>
  )
}

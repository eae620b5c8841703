import { useState } from 'react'
import { Box, Container, SimpleGrid, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '../../../components/local-link'
import { dailyHoroscopePath, ZODIAC_SIGNS, zodiacImageSrcSet, zodiacImageUrl, type ZodiacSign } from '../../../components/zodiac-signs'
import { ZODIAC_LABELS } from '../../../components/zodiac-labels'
import { SectionHeading } from './section-heading'
import classes from './home.module.css'

/** One sign: links /daily-horoscope/{sign}; its image hides itself when it fails to load. */
function ZodiacTile({ sign, symbol }: { sign: ZodiacSign; symbol: string }) {
  const { i18n } = useLingui()
  const [imageFailed, setImageFailed] = useState(false)
  const name = i18n._(ZODIAC_LABELS[sign].name)
  return (
    <LocalLink to={dailyHoroscopePath(sign)} className={classes.zodiacTile} aria-label={name} data-sign={sign.toLowerCase()}>
      <span className={classes.zodiacSymbol} aria-hidden>
        {symbol}
      </span>
      <img
        src={zodiacImageUrl(sign)}
        srcSet={zodiacImageSrcSet(sign)}
        // The grid's columns less the gutters: three on a phone, four from 48em, six from 62em (at most ~220 px).
        sizes="(min-width: 62em) 220px, (min-width: 48em) 24vw, 30vw"
        alt=""
        loading="lazy"
        decoding="async"
        className={classes.zodiacImage}
        style={imageFailed ? { display: 'none' } : undefined}
        onError={() => setImageFailed(true)}
      />
      <span className={classes.zodiacCaption}>
        <Text component="span" display="block" fw={800} size="md" c="white" lh={1.2}>
          {name}
        </Text>
        <Text component="span" display="block" size="xs" c="rgba(255,255,255,0.8)">
          {i18n._(ZODIAC_LABELS[sign].dates)}
        </Text>
      </span>
    </LocalLink>
  )
}

/** The 12 zodiac tiles of the home page. */
export function ZodiacGrid() {
  return (
    <Box component="section" className={classes.sectionWarm} py={{ base: 48, md: 72 }} aria-labelledby="home-zodiac-title">
      <Container size="xl">
        <SectionHeading
          id="home-zodiac-title"
          eyebrow={<Trans>Daily horoscope</Trans>}
          title={<Trans>Choose your zodiac sign</Trans>}
          lead={<Trans>Read today's prediction for love, career, health and money.</Trans>}
        />
        <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing={{ base: 'xs', sm: 'md' }}>
          {ZODIAC_SIGNS.map((z) => (
            <ZodiacTile key={z.sign} sign={z.sign} symbol={z.symbol} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}

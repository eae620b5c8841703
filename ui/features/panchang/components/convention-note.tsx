import { Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'

/** How sunrise (and so every timing of the day) is defined under the chosen convention. */
export function ConventionNote({ rise }: { rise: 'hindu' | 'apparent' }) {
  return (
    <Text size="xs" c="dimmed" data-testid="convention-note">
      {rise === 'apparent' ? (
        <Trans>
          Sunrise and sunset are apparent: the upper limb of the Sun on the horizon, with atmospheric refraction, as newspapers print them. The day's divisions
          (rahu kaal, choghadiya, hora, muhurtas) are counted from them. Limbs are computed on true Lahiri (Chitrapaksha) sidereal longitudes.
        </Trans>
      ) : (
        <Trans>
          Sunrise and sunset follow the Hindu convention of the Drik Panchang: the centre of the Sun's disc on the horizon, refraction ignored, so they fall a few
          minutes after the newspaper times. The day's divisions (rahu kaal, choghadiya, hora, muhurtas) are counted from them. Limbs are computed on true Lahiri
          (Chitrapaksha) sidereal longitudes.
        </Trans>
      )}
    </Text>
  )
}

import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ZodiacSign } from './zodiac-signs'

/** Translatable name and Western date range of each sign (pass to `i18n._`). */
export const ZODIAC_LABELS: Record<ZodiacSign, { name: MessageDescriptor; dates: MessageDescriptor }> = {
  Aries: { name: msg`Aries`, dates: msg`Mar 21 - Apr 19` },
  Taurus: { name: msg`Taurus`, dates: msg`Apr 20 - May 20` },
  Gemini: { name: msg`Gemini`, dates: msg`May 21 - Jun 20` },
  Cancer: { name: msg`Cancer`, dates: msg`Jun 21 - Jul 22` },
  Leo: { name: msg`Leo`, dates: msg`Jul 23 - Aug 22` },
  Virgo: { name: msg`Virgo`, dates: msg`Aug 23 - Sep 22` },
  Libra: { name: msg`Libra`, dates: msg`Sep 23 - Oct 22` },
  Scorpio: { name: msg`Scorpio`, dates: msg`Oct 23 - Nov 21` },
  Sagittarius: { name: msg`Sagittarius`, dates: msg`Nov 22 - Dec 21` },
  Capricorn: { name: msg`Capricorn`, dates: msg`Dec 22 - Jan 19` },
  Aquarius: { name: msg`Aquarius`, dates: msg`Jan 20 - Feb 18` },
  Pisces: { name: msg`Pisces`, dates: msg`Feb 19 - Mar 20` },
}


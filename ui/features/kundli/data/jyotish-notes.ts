import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { VargaId } from '../../../../core/jyotish/vargas'

/** Short explanations shown by the focused tools and the Brihat kundli (translated through Lingui). */

/** What the ascendant (lagna) in each sign says, index 0 = Aries. */
export const LAGNA_NOTES: readonly MessageDescriptor[] = [
  msg`Aries rising: energetic, direct and quick to act; a born pioneer who likes to lead and dislikes waiting.`,
  msg`Taurus rising: calm, steady and patient; loves comfort, beauty and security, and builds things that last.`,
  msg`Gemini rising: curious, witty and adaptable; a communicator who needs variety and learns fast.`,
  msg`Cancer rising: caring, sensitive and protective; home, family and emotional security come first.`,
  msg`Leo rising: confident, generous and dignified; a natural presence who seeks recognition and leads with heart.`,
  msg`Virgo rising: practical, precise and helpful; an analytical mind with an eye for detail and service.`,
  msg`Libra rising: charming, fair and diplomatic; seeks harmony, partnership and a sense of balance.`,
  msg`Scorpio rising: intense, determined and perceptive; private, resilient and capable of deep transformation.`,
  msg`Sagittarius rising: optimistic, frank and freedom-loving; drawn to travel, learning, faith and wisdom.`,
  msg`Capricorn rising: disciplined, ambitious and responsible; climbs steadily and matures with age.`,
  msg`Aquarius rising: independent, original and humanitarian; thinks ahead and values friendship and ideals.`,
  msg`Pisces rising: gentle, imaginative and compassionate; intuitive, spiritual and easily moved by others.`,
]

/** What the Moon in each sign (the rashi) says about the mind, index 0 = Aries. */
export const RASHI_NOTES: readonly MessageDescriptor[] = [
  msg`Mesha rashi: a quick, courageous mind; feelings flare up fast and pass just as quickly.`,
  msg`Vrishabha rashi: the Moon is exalted here; a stable, contented mind that values comfort and loyalty.`,
  msg`Mithuna rashi: a lively, talkative mind that needs ideas, conversation and variety.`,
  msg`Karka rashi: the Moon's own sign; deeply emotional, nurturing and attached to home and mother.`,
  msg`Simha rashi: a proud, warm-hearted mind that needs appreciation and gives generously.`,
  msg`Kanya rashi: a careful, discerning mind that worries over details and loves to be useful.`,
  msg`Tula rashi: a gracious mind that seeks balance, fairness and the company of others.`,
  msg`Vrishchika rashi: the Moon is debilitated here; strong feelings held inside, with great resilience.`,
  msg`Dhanu rashi: an open, hopeful mind drawn to philosophy, travel and higher learning.`,
  msg`Makara rashi: a serious, patient mind that finds security in work and duty.`,
  msg`Kumbha rashi: a detached, inventive mind with broad interests and concern for society.`,
  msg`Meena rashi: a dreamy, devoted mind, kind and intuitive, at ease with the spiritual.`,
]

/** Deity and symbol of each nakshatra, index 0 = Ashwini. */
export const NAKSHATRA_NOTES: ReadonlyArray<{ deity: MessageDescriptor; symbol: MessageDescriptor }> = [
  { deity: msg`The Ashwini Kumaras, divine physicians`, symbol: msg`A horse's head` },
  { deity: msg`Yama, lord of dharma and death`, symbol: msg`The yoni, the womb` },
  { deity: msg`Agni, the fire god`, symbol: msg`A razor or a flame` },
  { deity: msg`Brahma (Prajapati), the creator`, symbol: msg`An ox cart or chariot` },
  { deity: msg`Soma, the Moon god`, symbol: msg`A deer's head` },
  { deity: msg`Rudra, the storm god`, symbol: msg`A teardrop` },
  { deity: msg`Aditi, mother of the gods`, symbol: msg`A quiver of arrows` },
  { deity: msg`Brihaspati, teacher of the gods`, symbol: msg`A cow's udder or a lotus` },
  { deity: msg`The Nagas, serpent deities`, symbol: msg`A coiled serpent` },
  { deity: msg`The Pitris, the ancestors`, symbol: msg`A royal throne` },
  { deity: msg`Bhaga, god of good fortune`, symbol: msg`The front legs of a bed` },
  { deity: msg`Aryaman, god of patronage and contracts`, symbol: msg`The back legs of a bed` },
  { deity: msg`Savitar, the Sun god`, symbol: msg`An open hand` },
  { deity: msg`Vishvakarma, the divine architect`, symbol: msg`A bright jewel` },
  { deity: msg`Vayu, the wind god`, symbol: msg`A young shoot swaying in the wind` },
  { deity: msg`Indra and Agni`, symbol: msg`A decorated archway` },
  { deity: msg`Mitra, god of friendship`, symbol: msg`A lotus` },
  { deity: msg`Indra, king of the gods`, symbol: msg`A circular amulet or an umbrella` },
  { deity: msg`Nirriti, goddess of dissolution`, symbol: msg`A bunch of roots tied together` },
  { deity: msg`Apas, the cosmic waters`, symbol: msg`An elephant's tusk or a winnowing fan` },
  { deity: msg`The Vishvadevas, the universal gods`, symbol: msg`An elephant's tusk` },
  { deity: msg`Vishnu, the preserver`, symbol: msg`An ear, or three footprints` },
  { deity: msg`The eight Vasus`, symbol: msg`A drum` },
  { deity: msg`Varuna, god of the waters`, symbol: msg`An empty circle` },
  { deity: msg`Aja Ekapada, the one-footed goat`, symbol: msg`Swords, or the front of a funeral cot` },
  { deity: msg`Ahir Budhnya, serpent of the deep`, symbol: msg`Twins, or the back of a funeral cot` },
  { deity: msg`Pushan, the nourisher and guide`, symbol: msg`A fish, or a drum` },
]

/** What each divisional chart is read for. */
export const VARGA_NOTES: Record<VargaId, MessageDescriptor> = {
  D1: msg`Body, personality and life as a whole`,
  D2: msg`Wealth and resources`,
  D3: msg`Siblings, courage and initiative`,
  D4: msg`Home, property and fortune`,
  D7: msg`Children and progeny`,
  D9: msg`Marriage, dharma and the strength of the planets`,
  D10: msg`Career, status and achievements`,
  D12: msg`Parents and ancestry`,
  D16: msg`Vehicles, comforts and happiness`,
  D20: msg`Spiritual life and worship`,
  D24: msg`Learning and education`,
  D27: msg`Strengths and weaknesses`,
  D30: msg`Misfortunes and health troubles`,
  D40: msg`Maternal legacy`,
  D45: msg`Paternal legacy and character`,
  D60: msg`Past karma and the finest detail of the chart`,
}

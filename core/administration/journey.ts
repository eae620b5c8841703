/** Analytics journey stage (the funnel step an event belongs to) derived from an event name. */
export type JourneyStage = 'awareness' | 'interest' | 'consideration' | 'consultation' | 'retention'

const RULES: Array<[JourneyStage, RegExp]> = [
  ['retention', /(repeat|return|retention|review|rating|renew|subscribe|recharge_again|loyal)/],
  ['consultation', /(consult|chat|call|booking|book_|payment|purchase|checkout|recharge|pay_)/],
  ['consideration', /(astrologer|report|package|pricing|compare|profile_view|add_to_cart|premium)/],
  ['interest', /(kundli|matching|horoscope|panchang|muhurat|calculator|tool|signup|sign_up|login|form|generate)/],
]

/** Maps an event name to its stage; unknown events (page views, landings) are awareness. */
export function journeyStage(eventName: string): JourneyStage {
  const name = eventName.toLowerCase().replace(/[\s-]+/g, '_')
  for (const [stage, pattern] of RULES) if (pattern.test(name)) return stage
  return 'awareness'
}

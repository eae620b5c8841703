/**
 * The person an offer is used for, as the birth names them: date, time to the minute and the place to
 * about a kilometre. A second account that asks for the same chart is the same person; a customer who
 * moves the time by a minute to look new gets a chart that is not theirs.
 */
export function personKeyOf(birth: { date: string; time: string; lat: number; lon: number }): string {
  return `${birth.date}|${birth.time.slice(0, 5)}|${birth.lat.toFixed(2)}|${birth.lon.toFixed(2)}`
}

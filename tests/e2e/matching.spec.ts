import { expect, test, type Page } from './support/test'
import { MATCHING_BIRTHS } from './support/matching-births'

const BIRTHS = MATCHING_BIRTHS
const QUERY = new URLSearchParams(BIRTHS).toString()
const API_QUERY = new URLSearchParams({
  boyDate: BIRTHS.boyBirthDate,
  boyTime: BIRTHS.boyBirthTime,
  boyLat: BIRTHS.boyLatitude,
  boyLon: BIRTHS.boyLongitude,
  girlDate: BIRTHS.girlBirthDate,
  girlTime: BIRTHS.girlBirthTime,
  girlLat: BIRTHS.girlLatitude,
  girlLon: BIRTHS.girlLongitude,
}).toString()

interface Answer {
  total: number
  kootas: Array<{ id: string; score: number; max: number; name: string }>
  porutham: { total: number; items: Array<{ id: string; matched: boolean }> }
  boy: { nakshatraLabel: string; moonSignLabel: string }
  girl: { nakshatraLabel: string; moonSignLabel: string }
}

async function choosePlace(page: Page, partner: string, text: string) {
  const group = page.getByRole('group', { name: `${partner} details` })
  const place = group.getByRole('combobox', { name: 'Birth place' })
  await place.fill(text)
  const list = page.getByRole('listbox', { name: 'Place suggestions' })
  await expect(list.getByRole('option').first()).toBeVisible()
  // Chosen with the keyboard (the picker's arrow keys and Enter): the dropdown's opening animation can
  // leave a pointer click landing on the field beneath it on a loaded machine.
  await place.press('ArrowDown')
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await place.press('Enter')
  await expect(list).toHaveCount(0)
  await expect(place).not.toHaveValue(text)
}

async function fillPartner(page: Page, partner: "Boy's" | "Girl's", name: string, date: string, time: string, place: string) {
  await page.getByLabel(`${partner} Name`).fill(name)
  await page.getByLabel(`${partner} Birth date`).fill(date)
  await page.getByLabel(`${partner} Birth time`).fill(time)
  await choosePlace(page, partner, place)
}

test.describe('kundli matching', () => {
  test('the form leads to the shared-link result, and the numbers are the API’s', async ({ page, request }) => {
    await page.goto('/kundli-matching')
    await fillPartner(page, "Boy's", 'Arjun', '1990-01-15', '10:30', 'New Delhi')
    await fillPartner(page, "Girl's", 'Meera', '1992-07-22', '18:45', 'Chennai')
    await page.getByRole('button', { name: 'Match Kundli' }).click()

    await expect(page).toHaveURL(/\/kundli-matching\?boyName=Arjun&boyBirthDate=1990-01-15&boyBirthTime=10:30&boyBirthPlace=[^&]+&girlName=Meera/)
    const search = new URL(page.url()).searchParams
    const answer = (await (
      await request.get(
        `/api/matching?${new URLSearchParams({
          boyDate: search.get('boyBirthDate')!,
          boyTime: search.get('boyBirthTime')!,
          boyLat: search.get('boyLatitude')!,
          boyLon: search.get('boyLongitude')!,
          girlDate: search.get('girlBirthDate')!,
          girlTime: search.get('girlBirthTime')!,
          girlLat: search.get('girlLatitude')!,
          girlLon: search.get('girlLongitude')!,
        })}`,
      )
    ).json()) as Answer
    await expect(page.getByTestId('guna-total')).toHaveText(String(answer.total))
    await expect(page.getByTestId('matching-summary')).toContainText('Arjun and Meera')
  })

  test('a shared link shows all eight kootas, the porutham, manglik and both charts', async ({ page, request }) => {
    const answer = (await (await request.get(`/api/matching?${API_QUERY}`)).json()) as Answer
    await page.goto(`/kundli-matching?${QUERY}`)

    await expect(page.getByTestId('guna-total')).toHaveText(String(answer.total))
    await expect(page.getByTestId('boy-moon')).toContainText(answer.boy.nakshatraLabel)
    await expect(page.getByTestId('girl-moon')).toContainText(answer.girl.moonSignLabel)

    const kootas = page.getByTestId('koota-table')
    await expect(kootas.locator('tbody tr')).toHaveCount(8)
    for (const k of answer.kootas) {
      await expect(page.getByTestId(`koota-score-${k.id}`)).toHaveText(`${k.score} / ${k.max}`)
    }
    const sum = answer.kootas.reduce((s, k) => s + k.score, 0)
    expect(sum).toBe(answer.total)

    await page.getByRole('tab', { name: '10 Porutham' }).click()
    const porutham = page.getByTestId('porutham-table')
    await expect(porutham.locator('tbody tr')).toHaveCount(10)
    await expect(porutham.locator('tbody tr[data-matched="true"]')).toHaveCount(answer.porutham.items.filter((i) => i.matched).length)
    await expect(page.getByTestId('porutham-total')).toHaveText(`${answer.porutham.total}/10`)

    await page.getByRole('tab', { name: 'Manglik dosha' }).click()
    await expect(page.getByTestId('manglik-boy')).toContainText('Arjun')
    await expect(page.getByTestId('manglik-girl')).toContainText('Meera')

    await page.getByRole('tab', { name: 'Birth charts' }).click()
    for (const who of ['boy', 'girl']) {
      await expect(page.getByTestId(`${who}-chart`).locator('[data-planet]')).toHaveCount(9)
    }
    await page.getByText('South Indian', { exact: true }).click()
    await expect(page.getByTestId('boy-chart').locator('[data-ascendant]')).toHaveCount(1)
  })

  test('the server renders the result into the HTML, in the language of the URL', async ({ page, request }) => {
    const answer = (await (await request.get(`/api/matching?${API_QUERY}&lang=hi`)).json()) as Answer
    const html = await (await request.get(`/hindi/kundli-matching?${QUERY}`)).text()
    expect(html).toContain(answer.kootas[0]!.name)
    expect(html).toContain('data-testid="koota-table"')

    await page.goto(`/hindi/match-making?${QUERY}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByTestId('guna-total')).toHaveText(String(answer.total))
    await expect(page.getByRole('tab', { name: 'अष्टकूट (36 गुण)' })).toBeVisible()
    await expect(page.getByTestId('koota-table')).toContainText(answer.kootas[7]!.name)
    expect(answer.kootas[7]!.name).toMatch(/[\u0900-\u097F]/)
  })

  test('missing details show the spec messages; typed places without a choice give "Locations Required"', async ({ page }) => {
    await page.goto('/kundli-matching')
    await page.getByRole('button', { name: 'Match Kundli' }).click()
    await expect(page.getByText("Boy's name is required")).toBeVisible()
    await expect(page.getByText("Girl's name is required")).toBeVisible()

    for (const [who, name] of [["Boy's", 'Arjun'], ["Girl's", 'Meera']] as const) {
      await page.getByLabel(`${who} Name`).fill(name)
      await page.getByLabel(`${who} Birth date`).fill('1991-03-03')
      await page.getByLabel(`${who} Birth time`).fill('07:15')
      const place = page.getByRole('group', { name: `${who} details` }).getByRole('combobox', { name: 'Birth place' })
      await place.fill('Pune')
      await place.press('Escape')
    }
    await page.getByRole('button', { name: 'Match Kundli' }).click()
    const toast = page.getByRole('alert').filter({ hasText: 'Locations Required' })
    await expect(toast).toContainText('Please select birth places for both partners')
    await expect(page).toHaveURL(/\/kundli-matching$/)
  })

  test('a link with an impossible date shows the problem and the form to fix it', async ({ page }) => {
    const bad = new URLSearchParams({ ...BIRTHS, boyBirthDate: '1700-01-01' }).toString()
    await page.goto(`/kundli-matching?${bad}`)
    // A date outside the charts' range is the API's 400, shown in words with the form to correct it.
    await expect(page.getByTestId('matching-error')).toContainText("Boy's birth date must be between")
    await expect(page.getByRole('form', { name: 'Kundli Matching' })).toBeVisible()
    await expect(page.getByLabel("Boy's Birth date")).toHaveValue('1700-01-01')
  })

  test('the home page matching tab lands on the result', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('tab', { name: 'Kundli Matching' }).click()
    await fillPartner(page, "Boy's", 'Ravi', '1988-11-02', '06:10', 'Mumbai')
    await fillPartner(page, "Girl's", 'Sita', '1990-04-14', '21:05', 'Hyderabad')
    await page.getByRole('button', { name: 'Match Kundli' }).click()
    await expect(page).toHaveURL(/\/kundli-matching\?boyName=Ravi/)
    await expect(page.getByTestId('guna-total')).toHaveText(/^\d+(\.\d)?$/)
  })
})

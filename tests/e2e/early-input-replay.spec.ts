import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, test, type Page } from '@playwright/test'
import { EARLY_INPUT_SCRIPT } from '../../ui/app/early-input'

/**
 * The early-input recorder and its replay on a page of two buttons whose "hydration" the test controls:
 * an element is React's once it carries a committed fiber (the recorder's own test). The journeys walk
 * it on real pages; here the order of events that a real page gives only now and then is made certain.
 */
let replayBundle = ''

test.beforeAll(async () => {
  const entry = fileURLToPath(new URL('../../ui/app/early-input.ts', import.meta.url))
  const out = await build({
    stdin: { contents: `import { replayEarlyInput } from ${JSON.stringify(entry)}; window.__replay = replayEarlyInput`, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  replayBundle = out.outputFiles[0]!.text
})

/** Two buttons not yet hydrated; each logs its clicks as a React handler would act on them. */
async function twoButtons(page: Page): Promise<void> {
  await page.setContent('<main><button id="package">₹500</button><button id="pay">Pay</button></main>')
  await page.addScriptTag({ content: EARLY_INPUT_SCRIPT })
  await page.evaluate(() => {
    const log: string[] = ((window as unknown as { __acted: string[] }).__acted = [])
    for (const id of ['package', 'pay']) document.getElementById(id)!.addEventListener('click', () => log.push(id))
  })
}

/**
 * The page's code arrives: both buttons are committed and the replay starts; `tapPayInGap` taps Pay in
 * the task after the replay's first, the one between taking a held tap up and playing it.
 */
async function hydrate(page: Page, tapPayInGap: boolean): Promise<void> {
  await page.addScriptTag({ content: replayBundle })
  await page.evaluate((tapPay) => {
    for (const id of ['package', 'pay']) Object.assign(document.getElementById(id)!, { '__reactFiber$test': { flags: 0, alternate: null, return: { tag: 3, flags: 0, alternate: null, return: null } } })
    ;(window as unknown as { __replay: () => void }).__replay()
    if (tapPay) setTimeout(() => document.getElementById('pay')!.click(), 0)
  }, tapPayInGap)
}

const acted = (page: Page) => page.evaluate(() => (window as unknown as { __acted: string[] }).__acted)

test('a tap held before hydration is acted on once the code arrives', async ({ page }) => {
  await twoButtons(page)
  await page.click('#package')
  expect(await acted(page)).toEqual([])
  await hydrate(page, false)
  await expect.poll(() => acted(page)).toEqual(['package'])
})

test('a tap made while an earlier held tap is being played back waits behind it', async ({ page }) => {
  await twoButtons(page)
  await page.click('#package')
  // The replay plays the held tap one task after it starts; Pay is tapped in between, as a person
  // who chose a package and pressed Pay at once did (the gateway then asked for the suggested package).
  await hydrate(page, true)
  await expect.poll(() => acted(page)).toEqual(['package', 'pay'])
})

test('a name typed in the instant React took the field over, unheard by React, reaches its state at the next tap', async ({ page }) => {
  await page.setContent('<main><input id="name" autocomplete="name"><input id="date" type="date"></main>')
  await page.addScriptTag({ content: EARLY_INPUT_SCRIPT })
  await page.addScriptTag({ content: replayBundle })
  await page.evaluate(() => {
    const state: { name: string } = ((window as unknown as { __state: { name: string } }).__state = { name: '' })
    const fiber = { flags: 0, alternate: null, return: { tag: 3, flags: 0, alternate: null, return: null } }
    for (const id of ['name', 'date']) {
      const input = document.getElementById(id) as HTMLInputElement
      // A controlled field as React commits it: its props hold the state's value; its handler sets the state.
      const props = { value: '', onChange: () => undefined }
      Object.assign(input, { '__reactFiber$test': fiber, '__reactProps$test': props })
      if (id === 'name')
        input.addEventListener('input', () => {
          state.name = input.value
          props.value = input.value
        })
    }
    ;(window as unknown as { __replay: () => void }).__replay()
  })
  // Once the replay has played what it held, the text arrives without an input event React hears of.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
  await page.evaluate(() => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(document.getElementById('name'), 'Kavya Reddy'))
  const state = () => page.evaluate(() => (window as unknown as { __state: { name: string } }).__state.name)
  expect(await state()).toBe('')
  await page.click('#date')
  expect(await state()).toBe('Kavya Reddy')
})

import type { PaymentOrder } from '../../core/domain/wallet'
import { LANGUAGES, isLanguageCode, localizePath, type LanguageCode } from '../../core/shared/language'
import { formatRupees } from '../../core/wallet/money'
import type { SandboxCallbackFields } from './sandbox-gateway'
import { WALLET_PATHS } from '../../core/wallet/paths'
import { pathTo } from '../../core/shared/read-endpoint'

interface PageText {
  title: string
  notice: string
  order: string
  amount: string
  bonus: string
  total: string
  pay: (amount: string) => string
  fail: string
  paid: string
  failed: string
  continue: string
}

const TEXT: Record<LanguageCode, PageText> = {
  en: {
    title: 'Sandbox checkout',
    notice: 'Test payments only: no real money moves.',
    order: 'Order',
    amount: 'Amount to pay',
    bonus: 'Bonus credit',
    total: 'Credited to your wallet',
    pay: (a) => `Pay ${a}`,
    fail: 'Simulate a failed payment',
    paid: 'This order is already paid.',
    failed: 'The last attempt failed. You can try again.',
    continue: 'Continue',
  },
  hi: {
    title: 'सैंडबॉक्स चेकआउट',
    notice: 'केवल परीक्षण भुगतान: कोई असली पैसा नहीं कटता।',
    order: 'ऑर्डर',
    amount: 'भुगतान राशि',
    bonus: 'बोनस क्रेडिट',
    total: 'आपके वॉलेट में जमा होगा',
    pay: (a) => `${a} का भुगतान करें`,
    fail: 'असफल भुगतान का अनुकरण करें',
    paid: 'इस ऑर्डर का भुगतान हो चुका है।',
    failed: 'पिछला प्रयास असफल रहा। आप फिर से कोशिश कर सकते हैं।',
    continue: 'आगे बढ़ें',
  },
  ta: {
    title: 'சாண்ட்பாக்ஸ் செக்அவுட்',
    notice: 'சோதனைக் கட்டணங்கள் மட்டும்: உண்மையான பணம் எதுவும் நகராது.',
    order: 'ஆர்டர்',
    amount: 'செலுத்த வேண்டிய தொகை',
    bonus: 'போனஸ் வரவு',
    total: 'உங்கள் வாலட்டில் வரவு வைக்கப்படும்',
    pay: (a) => `${a} செலுத்துங்கள்`,
    fail: 'தோல்வியடைந்த கட்டணத்தை உருவகப்படுத்து',
    paid: 'இந்த ஆர்டருக்கு ஏற்கனவே பணம் செலுத்தப்பட்டது.',
    failed: 'கடைசி முயற்சி தோல்வியடைந்தது. மீண்டும் முயற்சிக்கலாம்.',
    continue: 'தொடரவும்',
  },
  te: {
    title: 'శాండ్‌బాక్స్ చెక్అవుట్',
    notice: 'పరీక్ష చెల్లింపులు మాత్రమే: నిజమైన డబ్బు కదలదు.',
    order: 'ఆర్డర్',
    amount: 'చెల్లించాల్సిన మొత్తం',
    bonus: 'బోనస్ క్రెడిట్',
    total: 'మీ వాలెట్‌లో జమ అవుతుంది',
    pay: (a) => `${a} చెల్లించండి`,
    fail: 'విఫలమైన చెల్లింపును అనుకరించండి',
    paid: 'ఈ ఆర్డర్‌కు ఇప్పటికే చెల్లింపు జరిగింది.',
    failed: 'చివరి ప్రయత్నం విఫలమైంది. మీరు మళ్ళీ ప్రయత్నించవచ్చు.',
    continue: 'కొనసాగించండి',
  },
}

/** ?lang=hi → 'hi'; anything else English. */
export function checkoutLanguage(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : 'en'
}

/** Where the browser lands after the sandbox checkout: /payment-success or /payment-failure, in the page's language. */
export function paymentResultPath(status: 'paid' | 'failed' | 'created', orderId: string, lang: LanguageCode): string {
  const page = status === 'paid' ? '/payment-success' : '/payment-failure'
  return `${localizePath(page, lang)}?orderId=${encodeURIComponent(orderId)}`
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const rupees = (paise: number) => formatRupees(paise, { decimals: paise % 100 === 0 ? 0 : 2 })

function outcomeForm(fields: SandboxCallbackFields, lang: LanguageCode, label: string, primary: boolean): string {
  const hidden = (Object.entries({ ...fields, lang }) as Array<[string, string]>)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')
  return `<form method="post" action="${WALLET_PATHS.sandboxCallback}">${hidden}<button type="submit" name="choice" value="${fields.outcome}" class="${primary ? 'primary' : 'secondary'}" data-outcome="${fields.outcome}">${escapeHtml(label)}</button></form>`
}

/**
 * The sandbox's checkout page: the order, its amount and bonus, and two signed forms (success, failure).
 * Plain server-rendered HTML, no script, in English, Hindi, Tamil or Telugu.
 */
export function renderSandboxCheckout(input: {
  order: PaymentOrder
  lang: LanguageCode
  success: SandboxCallbackFields
  failure: SandboxCallbackFields
}): string {
  const { order, lang } = input
  const t = TEXT[lang]
  const rows = [
    [t.order, order.id],
    [t.amount, rupees(order.amount)],
    ...(order.bonus > 0 ? [[t.bonus, rupees(order.bonus)]] : []),
    [t.total, rupees(order.amount + order.bonus)],
  ]
    .map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')
  const switcher = LANGUAGES.map((l) =>
    l.code === lang
      ? `<strong>${escapeHtml(l.nativeName)}</strong>`
      : `<a href="${pathTo(WALLET_PATHS.sandboxCheckout, { orderId: order.id })}?lang=${l.code}" hreflang="${l.code}">${escapeHtml(l.nativeName)}</a>`,
  ).join(' · ')
  const actions =
    order.status === 'paid'
      ? `<p class="status" role="status">${escapeHtml(t.paid)}</p><p><a class="primary" href="${escapeHtml(paymentResultPath('paid', order.id, lang))}">${escapeHtml(t.continue)}</a></p>`
      : `${order.status === 'failed' ? `<p class="status" role="status">${escapeHtml(t.failed)}</p>` : ''}${outcomeForm(input.success, lang, t.pay(rupees(order.amount)), true)}${outcomeForm(input.failure, lang, t.fail, false)}`
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>
body{font-family:system-ui,"Noto Sans","Noto Sans Devanagari","Noto Sans Tamil","Noto Sans Telugu",sans-serif;background:#fff8f0;color:#222;margin:0;padding:24px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 8px}.notice{background:#fff3cd;padding:8px 12px;border-radius:8px;font-size:.9rem}
table{width:100%;border-collapse:collapse;margin:16px 0}th,td{padding:6px 0;text-align:left;border-bottom:1px solid #eee}td{text-align:right;word-break:break-all}
form{margin:12px 0}button,a.primary{display:block;width:100%;box-sizing:border-box;padding:12px;border-radius:8px;font-size:1rem;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#e8590c;color:#fff;border:0}.secondary{background:#fff;color:#c92a2a;border:1px solid #c92a2a}
nav{font-size:.85rem;margin-top:16px;text-align:center}.status{font-weight:600}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
<table>${rows}</table>
${actions}
<nav aria-label="Language">${switcher}</nav>
</main>
</body>
</html>`
}

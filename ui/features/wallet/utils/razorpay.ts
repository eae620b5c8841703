import type { RazorpayPaymentResponse } from '../../../services/paid-service-types'

/** Razorpay Checkout, loaded from Razorpay's CDN on demand (the CSP allows it). */
const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js'
const PENDING_PREFIX = 'razorpay_checkout:'

interface RazorpayInstance {
  open(): void
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

let loading: Promise<RazorpayConstructor> | null = null

/** Adds checkout.js once and resolves with its constructor. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = RAZORPAY_SCRIPT_URL
    script.async = true
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay Checkout did not load')))
    script.onerror = () => {
      loading = null
      script.remove()
      reject(new Error('Razorpay Checkout could not be loaded'))
    }
    document.head.appendChild(script)
  })
  return loading
}

type RazorpayOutcome = { kind: 'paid'; response: RazorpayPaymentResponse } | { kind: 'dismissed' } | { kind: 'failed'; reason: string }

/** Opens Checkout with the server's `checkout` options and settles when the customer pays, fails or closes it. */
export async function openRazorpayCheckout(checkout: Record<string, unknown>, prefill: { name?: string; email?: string }): Promise<RazorpayOutcome> {
  const Razorpay = await loadRazorpay()
  return new Promise<RazorpayOutcome>((resolve) => {
    let settled = false
    const settle = (outcome: RazorpayOutcome) => {
      if (settled) return
      settled = true
      resolve(outcome)
    }
    const instance = new Razorpay({
      ...checkout,
      prefill: { ...(checkout.prefill as object | undefined), ...prefill },
      theme: { color: '#6d33c8' },
      handler: (response: RazorpayPaymentResponse) => settle({ kind: 'paid', response }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    })
    instance.on('payment.failed', (response) => settle({ kind: 'failed', reason: response.error?.description ?? '' }))
    instance.open()
  })
}

/** Keeps an order's Checkout options for /checkout (POST /api/wallet/recharge answers them only once). */
export function savePendingCheckout(orderId: string, checkout: Record<string, unknown>): void {
  try {
    window.sessionStorage.setItem(PENDING_PREFIX + orderId, JSON.stringify(checkout))
  } catch {
    /* storage blocked: /checkout asks to start again */
  }
}

export function readPendingCheckout(orderId: string): Record<string, unknown> | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_PREFIX + orderId)
    const value = raw ? (JSON.parse(raw) as unknown) : null
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function clearPendingCheckout(orderId: string): void {
  try {
    window.sessionStorage.removeItem(PENDING_PREFIX + orderId)
  } catch {
    /* ignore */
  }
}

/**
 * Where the browser goes to pay an order: a server page (the sandbox's own checkout, with the page's
 * language) is a full navigation; an app path (/checkout?orderId=…) stays in the app.
 */
export function checkoutDestination(checkoutUrl: string, lang: string): { kind: 'server'; href: string } | { kind: 'app'; href: string } {
  if (checkoutUrl.startsWith('/api/') || /^https?:\/\//.test(checkoutUrl)) {
    const separator = checkoutUrl.includes('?') ? '&' : '?'
    return { kind: 'server', href: /[?&]lang=/.test(checkoutUrl) ? checkoutUrl : `${checkoutUrl}${separator}lang=${encodeURIComponent(lang)}` }
  }
  return { kind: 'app', href: checkoutUrl }
}

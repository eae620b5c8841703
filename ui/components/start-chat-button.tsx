import { useRef, useState, type ReactNode } from 'react'
import { Button, type ButtonProps } from '@mantine/core'
import { IconMessageCircle, IconPhone } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { OnDemandTooltip } from './on-demand-tooltip'
import { formatRupees, toPaise } from '../../core/wallet/money'
import { useLanguage } from '../i18n/language'
import { useAuth } from '../lib/auth'
import { useLoadedComponent } from '../lib/use-loaded-component'
import { notify } from '../lib/notify'
import { saveAuthRedirect } from '../lib/session-storage'
import { HttpError } from '../services/http'
import { useServices } from '../services/services-context'
import { saveChatContinuation } from './chat-continuation'
import { newRandomId } from './idempotency'
import { startChatProblem } from './start-chat-problem'
import { consultationKeys } from '../features/consultations/api/keys'

const loadRechargePrompt = async () => (await import('./recharge-prompt')).RechargePrompt

/** The astrologer a chat is started with (a list item or a profile). */
interface ChatAstrologer {
  id: string
  name: string
  /** rupees */
  ratePerMinute: number
  isOnline: boolean
  /** at capacity right now (profile pages know it) */
  busy?: boolean
  /** paise a minute for a call */
  callRatePerMinute?: number
  /** what the astrologer offers; no 'call': Start Call is disabled */
  modes?: Array<'chat' | 'call'>
}

/**
 * Start Chat: signed out → /login with a redirect back here; signed in → POST
 * /api/consultations and on to /chat/{id}, where the customer waits for the astrologer to accept.
 * A short balance opens a recharge prompt with the amount needed; an offline or busy astrologer is said so.
 */
export function StartChatButton({
  astrologer,
  children,
  disabledHint,
  onStarted,
  mode = 'chat',
  ...buttonProps
}: { astrologer: ChatAstrologer; children?: ReactNode; disabledHint?: ReactNode; onStarted?: () => void; mode?: 'chat' | 'call' } & ButtonProps) {
  const { user, updateBalance } = useAuth()
  const { consultations, wallet } = useServices()
  const { localize } = useLanguage()
  const { t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const here = useRouterState({ select: (s) => s.location.pathname + s.location.searchStr })
  const [starting, setStarting] = useState(false)
  const [recharge, setRecharge] = useState<number | null>(null)
  // The prompt's code is fetched the first time a short balance needs it.
  const [RechargePrompt, requestRechargePrompt] = useLoadedComponent(loadRechargePrompt)
  const attemptKey = useRef<string | null>(null)
  const name = astrologer.name
  const call = mode === 'call'
  const ratePaise = call ? (astrologer.callRatePerMinute ?? toPaise(astrologer.ratePerMinute)) : toPaise(astrologer.ratePerMinute)
  const rate = formatRupees(ratePaise)
  const page = call ? '/call' : '/chat'

  const go = (href: string) => void router.navigate({ href: localize(href) })

  async function start() {
    if (!user) {
      saveAuthRedirect(here)
      void router.navigate({ to: localize('/login'), search: { redirect: here } })
      return
    }
    setStarting(true)
    // One key per attempt: a double click or a retried request never opens two chats.
    attemptKey.current ??= newRandomId()
    try {
      const consultation = await consultations.request(astrologer.id, attemptKey.current, mode)
      attemptKey.current = null
      onStarted?.()
      void queryClient.invalidateQueries({ queryKey: consultationKeys.all })
      go(`${page}/${consultation.id}`)
    } catch (error) {
      attemptKey.current = null
      let balance = user.balance
      if (error instanceof HttpError && error.status === 402) {
        balance = await wallet
          .wallet({ limit: 1 })
          .then((w) => {
            updateBalance(w.balance)
            return w.balance
          })
          .catch(() => balance)
      }
      if (error instanceof HttpError && (error.data as { code?: string } | undefined)?.code === 'CONSULTATION.CALLS_NOT_TAKEN') {
        notify({ variant: 'destructive', title: t`${name} does not take calls now`, message: t`You can start a chat with ${name} instead.` })
        return
      }
      const problem = startChatProblem(error, ratePaise, balance)
      switch (problem.kind) {
        case 'recharge':
          setRecharge(problem.neededRupees)
          requestRechargePrompt()
          break
        case 'already-open':
          notify({ title: call ? t`You already have an open consultation` : t`You already have an open chat`, message: t`Taking you back to it.` })
          go(`/${problem.call ? 'call' : 'chat'}/${problem.consultationId}`)
          break
        case 'busy':
          notify({ variant: 'destructive', title: t`${name} is busy`, message: t`${name} is in another consultation right now. Please try again in a few minutes or choose another astrologer.` })
          break
        case 'offline':
          notify({
            variant: 'destructive',
            title: t`${name} is offline`,
            message: call ? t`${name} is not taking calls right now. Please choose an astrologer who is online.` : t`${name} is not taking chats right now. Please choose an astrologer who is online.`,
          })
          break
        case 'not-customer':
          notify(
            call
              ? { variant: 'destructive', title: t`Calls are for customer accounts`, message: t`Sign in with a customer account to call an astrologer.` }
              : { variant: 'destructive', title: t`Chats are for customer accounts`, message: t`Sign in with a customer account to chat with an astrologer.` },
          )
          break
        case 'not-found':
          notify({ variant: 'destructive', title: t`Astrologer not found`, message: t`This astrologer is no longer available.` })
          break
        case 'paused':
          notify(
            call
              ? { variant: 'destructive', title: t`Calls are paused`, message: t`New consultations are paused for a short while. Please try again later.` }
              : { variant: 'destructive', title: t`Chats are paused`, message: t`New chat consultations are paused for a short while. Please try again later.` },
          )
          break
        default:
          notify({ variant: 'destructive', title: call ? t`The call could not be started` : t`The chat could not be started`, message: t`Please try again.` })
      }
    } finally {
      setStarting(false)
    }
  }

  const needed = recharge ?? 0
  const neededText = formatRupees(needed * 100)
  const balanceText = formatRupees(user?.balance ?? 0, { decimals: 2 })
  const toRecharge = (amount: number | null) => {
    saveChatContinuation({ astrologerId: astrologer.id, astrologerName: astrologer.name, ratePerMinute: astrologer.ratePerMinute, mode })
    setRecharge(null)
    const query = `astrologer=${encodeURIComponent(astrologer.id)}${call ? '&mode=call' : ''}`
    go(amount ? `/wallet-recharge?amount=${amount}&${query}` : `/wallet-recharge?${query}`)
  }

  const noCalls = call && astrologer.modes !== undefined && !astrologer.modes.includes('call')
  const offline = !astrologer.isOnline || noCalls
  const button = (
    <Button
      color="saffron"
      leftSection={call ? <IconPhone size={16} aria-hidden /> : <IconMessageCircle size={16} aria-hidden />}
      {...buttonProps}
      disabled={offline || buttonProps.disabled}
      loading={starting}
      onClick={() => void start()}
      data-testid={call ? 'start-call' : 'start-chat'}
      aria-label={call ? t`Start Call, ${rate} a minute` : undefined}
    >
      {children ?? (call ? <Trans>Start Call · {rate}/min</Trans> : <Trans>Start Chat</Trans>)}
    </Button>
  )

  return (
    <>
      {offline ? (
        <OnDemandTooltip label={noCalls ? t`${name} does not take calls now` : (disabledHint ?? t`${name} is offline`)} openDelay={200}>
          <span style={{ display: buttonProps.fullWidth ? 'block' : 'inline-block', flex: buttonProps.fullWidth ? 1 : undefined }}>{button}</span>
        </OnDemandTooltip>
      ) : (
        button
      )}
      {RechargePrompt && (
        <RechargePrompt
          opened={recharge !== null}
          onClose={() => setRecharge(null)}
          name={name}
          rate={rate}
          balanceText={balanceText}
          needed={needed}
          neededText={neededText}
          onRecharge={toRecharge}
          purpose={call ? 'call' : 'chat'}
        />
      )}
    </>
  )
}

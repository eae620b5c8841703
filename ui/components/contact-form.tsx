import { useEffect, useState } from 'react'
import { Alert, Box, Button, Stack, TextInput, Textarea } from '@mantine/core'
import { IconCheck, IconSend } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { contactFormSchema } from '../../core/administration/contact-form'
import { useLanguage } from '../i18n/language'
import { translateIssues } from '../i18n/validation-messages'
import { useAuth } from '../lib/auth'
import { HttpError } from '../services/http'
import { useServices } from '../services/services-context'

/**
 * The contact and support form (POST /api/contact): name, email and message, checked with the server's own
 * schema before sending; a hidden field that people never fill catches bots. Signed-in visitors start with
 * their name and email filled in.
 */
export function ContactForm() {
  const { t, i18n } = useLingui()
  const { content } = useServices()
  const { language } = useLanguage()
  const { user } = useAuth()
  const [form, setForm] = useState({ name: user?.name ?? '', email: user?.email ?? '', message: '', website: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  // Sending needs the page's script: until it runs, the button waits (a native submit would lose the text).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const send = useMutation({
    mutationFn: () => content.sendContactMessage({ ...form, lang: language }),
    onError: (error) => {
      if (error instanceof HttpError && error.status === 400 && error.issues.length) setErrors(translateIssues(i18n, error.issues))
      else if (error instanceof HttpError && error.status === 429) setErrors({ form: t`You have sent several messages already. Please try again in an hour.` })
      else setErrors({ form: t`Your message could not be sent. Please try again.` })
    },
  })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = contactFormSchema.safeParse(form)
    if (!parsed.success) return setErrors(translateIssues(i18n, parsed.error.issues))
    setErrors({})
    send.mutate()
  }
  if (send.isSuccess)
    return (
      <Alert color="green" icon={<IconCheck size={18} />} title={t`Message sent`} data-testid="contact-sent">
        <Trans>Thank you. We have your message and will answer by email within 24 hours.</Trans>
      </Alert>
    )
  return (
    <form onSubmit={submit} method="post" noValidate data-testid="contact-form">
      <Stack gap="sm">
        <TextInput label={t`Your name`} value={form.name} onChange={(e) => { const next = e.currentTarget.value; setForm((current) => ({ ...current, name: next })) }} error={errors.name} required autoComplete="name" />
        <TextInput label={t`Email`} type="email" value={form.email} onChange={(e) => { const next = e.currentTarget.value; setForm((current) => ({ ...current, email: next })) }} error={errors.email} required autoComplete="email" />
        <Textarea label={t`Message`} value={form.message} onChange={(e) => { const next = e.currentTarget.value; setForm((current) => ({ ...current, message: next })) }} error={errors.message} required autosize minRows={4} maxRows={12} />
        {/* The honeypot: hidden from people and screen readers, filled in by bots. */}
        <Box style={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }} aria-hidden>
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={form.website} onChange={(e) => { const next = e.currentTarget.value; setForm((current) => ({ ...current, website: next })) }} />
        </Box>
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" disabled={!ready} loading={send.isPending} leftSection={<IconSend size={16} />} color="saffron" w="fit-content">
          <Trans>Send message</Trans>
        </Button>
      </Stack>
    </form>
  )
}

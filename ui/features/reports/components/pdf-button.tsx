import { useState } from 'react'
import { Button, type ButtonProps } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { ReportJson } from '../../../../core/domain/report'
import { notify } from '../../../lib/notify'
import { useServices } from '../../../services/services-context'

/**
 * Downloads a report's PDF through the API client (so the session token goes with it, cookie or not)
 * and hands it to the browser as a file named after the report.
 */
export function PdfButton({ report, children, ...props }: ButtonProps & { report: Pick<ReportJson, 'id' | 'type' | 'sample' | 'lang'>; children: React.ReactNode }) {
  const services = useServices()
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const blob = await services.reports.pdf(report)
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = `${report.type}-report${report.sample ? '-sample' : ''}.pdf`
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch {
      notify({ title: t`Download failed`, message: t`The PDF could not be prepared. Please try again in a moment.`, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button {...props} loading={busy} onClick={download} leftSection={<IconDownload size={16} aria-hidden />}>
      {children}
    </Button>
  )
}

import {
  connectEmail,
  finishEmbeddedLogin,
  isValidEmail,
  preloadEmbeddedWallet,
  pushView,
} from '@airlock/core'
import { EmailInput } from '@airlock/ui'
import { type ReactElement, useState } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'
import { getRetryAt } from '../../views/embeddedWallet/getRetryAt'
import { useCountdown } from '../../views/embeddedWallet/useCountdown'
import { useEmbeddedWallet } from '../../views/embeddedWallet/useEmbeddedWallet'

/**
 * The email login section of the Connect view (its own chunk): the address is checked
 * with core's rule (`Invalid email`), then CONNECT_EMAIL; the frame's answer picks the
 * next view (VERIFY_OTP, VERIFY_DEVICE, or CONNECT at once). A second try within 30 s
 * shows `Please try again after N seconds`, counting down; no answer within 30000 ms
 * says the request timed out, and Continue tries again.
 */
export default function EmailSection(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { available } = useEmbeddedWallet()
  const [email, setEmail] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [retryAt, setRetryAt] = useState<number | undefined>(undefined)
  const seconds = useCountdown(retryAt)
  if (!available) return null

  const submit = async (address: string) => {
    setLoading(true)
    setError(undefined)
    setRetryAt(undefined)
    let timedOut = false
    try {
      const { action } = await connectEmail(core, {
        email: address,
        onTimeout: () => {
          timedOut = true
        },
      })
      if (action === 'VERIFY_OTP') pushView(core, 'EmailVerifyOtp', { email: address })
      else if (action === 'VERIFY_DEVICE') pushView(core, 'EmailVerifyDevice', { email: address })
      else await finishEmbeddedLogin(core)
    } catch (cause) {
      const at = getRetryAt(cause)
      if (at !== undefined) setRetryAt(at)
      // SPEC.md §9: the 30000 ms time-out ran; submitting again is the retry.
      else setError(timedOut ? messages.requestTimedOut : messages.somethingWentWrong)
    } finally {
      setLoading(false)
    }
  }

  const refusal = seconds > 0 ? formatText(messages, 'pleaseTryAgainAfter', { seconds }) : undefined
  return (
    <section className="al-stack" aria-label={messages.emailSection}>
      <EmailInput
        label={messages.emailLabel}
        hideLabel
        placeholder={messages.emailLabel}
        value={email}
        onValueChange={(next) => {
          // Typing is the intent that starts loading the frame; nothing loads before.
          preloadEmbeddedWallet(core)
          setError(undefined)
          setEmail(next)
        }}
        validate={(value) => (isValidEmail(value) ? undefined : messages.invalidEmail)}
        onSubmit={(value) => void submit(value)}
        error={refusal ?? error}
        loading={loading}
        submitLabel={messages.emailContinue}
        loadingLabel={messages.emailSending}
      />
    </section>
  )
}

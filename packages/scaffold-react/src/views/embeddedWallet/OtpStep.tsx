import { Button, OtpInput, Spinner } from '@airlock/ui'
import { type ReactElement, useState } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'
import { getRetryAt } from './getRetryAt'
import { loginErrorMessage } from './loginErrorMessage'
import { useCountdown } from './useCountdown'

export type OtpStepProps = {
  /** Where the code went (shown in the hint). */
  email: string
  /**
   * Checks the code; a rejection clears the boxes and says why: the secure site's answer
   * (`Invalid code`, `Code expired, request a new one`, `Too many attempts, request a new code`),
   * or the time-out message when `onTimeout` ran (pass it to the timed request).
   */
  onCode(otp: string, onTimeout: () => void): Promise<void>
  /** Sends a new code; a 30 s refusal shows its countdown, a time-out its message. */
  onResend?: ((onTimeout: () => void) => Promise<void>) | undefined
}

/** The six boxes of a one-time code, its hint, errors and `Resend code`. */
export function OtpStep({ email, onCode, onResend }: OtpStepProps): ReactElement {
  const { messages } = useAirlockInstance()
  const [attempt, setAttempt] = useState(0)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [info, setInfo] = useState<string | undefined>(undefined)
  const [retryAt, setRetryAt] = useState<number | undefined>(undefined)
  const seconds = useCountdown(retryAt)

  const check = async (otp: string) => {
    setChecking(true)
    setError(undefined)
    setInfo(undefined)
    let timedOut = false
    try {
      await onCode(otp, () => {
        timedOut = true
      })
    } catch (cause) {
      setError(loginErrorMessage(messages, cause, { timedOut }))
      // A new key empties the boxes for the next try.
      setAttempt((value) => value + 1)
    } finally {
      setChecking(false)
    }
  }
  const resend = async () => {
    if (!onResend) return
    setError(undefined)
    setInfo(undefined)
    let timedOut = false
    try {
      await onResend(() => {
        timedOut = true
      })
      setRetryAt(undefined)
      setInfo(messages.codeResent)
    } catch (cause) {
      const at = getRetryAt(cause)
      if (at === undefined) setError(loginErrorMessage(messages, cause, { timedOut }))
      else setRetryAt(at)
    }
  }

  return (
    <div className="al-stack al-otp-step">
      <p>{formatText(messages, 'otpSentTo', { email })}</p>
      <OtpInput
        key={attempt}
        label={messages.otpLabel}
        boxLabel={(position, length) => formatText(messages, 'otpDigit', { position, length })}
        onComplete={(otp) => void check(otp)}
        error={error}
        disabled={checking}
        autoFocus
      />
      {checking ? <Spinner label={messages.authenticating} size="sm" /> : null}
      {seconds > 0 ? (
        <p role="alert">{formatText(messages, 'pleaseTryAgainAfter', { seconds })}</p>
      ) : null}
      {info ? <p role="status">{info}</p> : null}
      {onResend ? (
        <Button variant="link" onClick={() => void resend()} disabled={checking}>
          {messages.resendCode}
        </Button>
      ) : null}
    </div>
  )
}

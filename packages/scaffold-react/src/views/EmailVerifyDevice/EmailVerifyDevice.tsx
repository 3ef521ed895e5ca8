import { connectDevice, replaceView } from '@airlock/core'
import { Button, Spinner } from '@airlock/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

/**
 * EmailVerifyDevice: CONNECT_EMAIL answered VERIFY_DEVICE, so the secure site mailed a link that
 * approves this browser. CONNECT_DEVICE waits for it (a long poll, asked again while the link is
 * not opened), then the code follows in EmailVerifyOtp. No answer within 30000 ms says
 * the request timed out; that and any other failure offer `Try again`.
 */
export default function EmailVerifyDevice(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { data } = useSnapshot(core.state.router)
  const { available } = useEmbeddedWallet()
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState<'timeout' | 'error' | undefined>(undefined)
  const email = data?.email

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger of a retry
  useEffect(() => {
    if (!available || !email) return undefined
    let active = true
    let timedOut = false
    setFailed(undefined)
    const stop = new AbortController()
    connectDevice(core, {
      signal: stop.signal,
      onTimeout: () => {
        timedOut = true
      },
    }).then(
      () => {
        if (active) replaceView(core, 'EmailVerifyOtp', { email })
      },
      () => {
        if (active) setFailed(timedOut ? 'timeout' : 'error')
      },
    )
    return () => {
      active = false
      stop.abort()
    }
  }, [core, available, email, attempt])

  if (!available || !email) return null
  return (
    <div className="al-stack al-connecting">
      <p>{formatText(messages, 'verifyDeviceHint', { email })}</p>
      {failed ? (
        <>
          <p role="alert">
            {failed === 'timeout' ? messages.requestTimedOut : messages.somethingWentWrong}
          </p>
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            {messages.tryAgain}
          </Button>
        </>
      ) : (
        <Spinner label={messages.loading} />
      )}
    </div>
  )
}

import { replaceView } from '@airlock/core'
import { Button, Spinner } from '@airlock/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'
import { isStillWaiting } from '../embeddedWallet/isStillWaiting'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

/**
 * EmailVerifyDevice: CONNECT_EMAIL answered VERIFY_DEVICE, so the secure site mailed a link that
 * approves this browser. CONNECT_DEVICE waits for it (a long poll, asked again while the link is
 * not opened), then the code follows in EmailVerifyOtp. Another failure offers `Try again`.
 */
export default function EmailVerifyDevice(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { data } = useSnapshot(core.state.router)
  const { wallet } = useEmbeddedWallet()
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  const email = data?.email

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger of a retry
  useEffect(() => {
    if (!wallet || !email) return undefined
    let active = true
    setFailed(false)
    // CONNECT_DEVICE is a long poll: asked again while the link is not opened yet.
    const wait = async (): Promise<void> => {
      for (;;) {
        try {
          await wallet.connectDevice()
          return
        } catch (error) {
          if (!active || !isStillWaiting(error)) throw error
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
      }
    }
    wait().then(
      () => {
        if (active) replaceView(core, 'EmailVerifyOtp', { email })
      },
      () => {
        if (active) setFailed(true)
      },
    )
    return () => {
      active = false
    }
  }, [core, wallet, email, attempt])

  if (!wallet || !email) return null
  return (
    <div className="al-stack al-connecting">
      <p>{formatText(messages, 'verifyDeviceHint', { email })}</p>
      {failed ? (
        <>
          <p role="alert">{messages.somethingWentWrong}</p>
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

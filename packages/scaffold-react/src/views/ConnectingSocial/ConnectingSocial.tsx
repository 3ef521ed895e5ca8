import { connectSocial } from '@airlock/core'
import { ErrorState, Spinner } from '@airlock/ui'
import { type ReactElement, useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'
import { socialLabel } from '../embeddedWallet/socialLabel'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

/**
 * ConnectingSocial: the login of a social provider, run by core's
 * `connectSocial` (the login window, or the redirect when the browser blocks it, and the
 * deadline); this view starts it on arrival and shows where it stands
 * (`core.state.embedded.social`). A time-out says `SOCIALS_TIMEOUT`; a closed window
 * or a failure offers `Try again`. Drawn twice (StrictMode), it still starts one login: core
 * joins the one that waits.
 */
export default function ConnectingSocial(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { data } = useSnapshot(core.state.router)
  const { available, embedded } = useEmbeddedWallet()
  const provider = data?.socialProvider
  const start = () => {
    if (provider) void connectSocial(core, { provider })
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once, on arrival
  useEffect(() => {
    // A copy drawn while the modal leaves this view (its exit transition) starts nothing.
    if (core.state.router.view !== 'ConnectingSocial') return
    start()
  }, [])

  if (!available || !provider) return null
  const name = socialLabel(messages, provider)
  const phase = embedded.social?.provider === provider ? embedded.social.phase : 'waiting'
  const problem =
    phase === 'closed'
      ? messages.socialWindowClosed
      : phase === 'unfinished'
        ? messages.socialLoginUnfinished
        : phase === 'timeout'
          ? messages.socialsTimeout
          : phase === 'failed'
            ? messages.somethingWentWrong
            : undefined
  return (
    <div className="al-stack al-connecting">
      {problem ? (
        <ErrorState title={problem} actionLabel={messages.tryAgain} onAction={start} />
      ) : (
        <>
          <p>
            {formatText(
              messages,
              phase === 'redirecting' ? 'socialRedirectHint' : 'socialWindowHint',
              { provider: name },
            )}
          </p>
          <Spinner label={messages.authenticating} />
        </>
      )}
    </div>
  )
}

import { useAirlockAccount, useAirlockEvents, useAirlockNetwork } from '@airlock/react'
import { type ReactElement, useEffect, useState } from 'react'
import { loadSignIn } from './siwx'

/** What the demo's server answered about the session. */
type ServerAnswer =
  | { kind: 'signed-in'; address: string; chainId: string }
  | { kind: 'refused' }
  | { kind: 'no-session' }

/**
 * The sign-in page: sign-in is required after connecting (the modal asks), and the demo's own
 * server route (`/api/siwx/me`, server/siwxRoute.ts) checks the session token with
 * `verifySiwxSession` and says who is signed in. The server is asked when the account or network
 * changes, after each sign-in, and on the button.
 */
export function SignedIn(): ReactElement {
  const { address, isConnected } = useAirlockAccount()
  const { network } = useAirlockNetwork()
  const [answer, setAnswer] = useState<ServerAnswer>()
  const [asked, setAsked] = useState(0)
  useAirlockEvents((entry) => {
    if (entry.event === 'SIWX_AUTH_SUCCESS') setAsked((n) => n + 1)
  })

  useEffect(() => {
    setAnswer(undefined)
    if (!isConnected || !address || asked < 0) return
    let current = true
    void (async () => {
      const { store } = await loadSignIn()
      const token = store.getToken(network.caipNetworkId, address)
      if (!token) {
        if (current) setAnswer({ kind: 'no-session' })
        return
      }
      const response = await fetch('/api/siwx/me', {
        headers: { authorization: `Bearer ${token}` },
      })
      const body = response.ok
        ? ((await response.json()) as { address: string; chainId: string })
        : undefined
      if (current) setAnswer(body ? { kind: 'signed-in', ...body } : { kind: 'refused' })
    })()
    return () => {
      current = false
    }
  }, [isConnected, address, network.caipNetworkId, asked])

  return (
    <section aria-labelledby="siwx-title">
      <h2 id="siwx-title">Sign in with your wallet</h2>
      <p>
        This page asks every connected wallet to sign in; the demo's server then checks the session.
      </p>
      <output aria-label="Server session">
        {!isConnected && 'Not connected'}
        {isConnected && !answer && 'Asking the server...'}
        {isConnected && answer?.kind === 'no-session' && 'Not signed in'}
        {isConnected && answer?.kind === 'refused' && 'The server refused the session'}
        {isConnected && answer?.kind === 'signed-in' && (
          <>
            Signed in as <code>{answer.address}</code> on <code>{answer.chainId}</code>
          </>
        )}
      </output>{' '}
      <button type="button" disabled={!isConnected} onClick={() => setAsked((n) => n + 1)}>
        Ask the server again
      </button>
    </section>
  )
}

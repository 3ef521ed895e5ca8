import { signMessage } from '@airlock/core'
import { useAirlockAccount, useAirlockInstance } from '@airlock/react'
import { type ReactElement, useState } from 'react'
import { verifyMessage } from 'viem'
import { errorWords } from './errorWords'

type Outcome =
  | { kind: 'signed'; signature: string; valid: boolean }
  | { kind: 'failed'; message: string }

const message = 'Hello from the Airlock demo'

/** Asks the wallet to sign a fixed message, then checks the signature against the address. */
export function SignMessage(): ReactElement {
  const { core } = useAirlockInstance()
  const { address, isConnected } = useAirlockAccount()
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)

  const sign = async () => {
    if (address === undefined) return
    setBusy(true)
    setOutcome(undefined)
    try {
      const signature = await signMessage(core, { message })
      // Checked locally with viem: the demo trusts neither the wallet nor the cloud for this.
      const valid = await verifyMessage({
        address: address as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      })
      setOutcome({ kind: 'signed', signature, valid })
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: errorWords(error),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p>
        Message: <q>{message}</q>
      </p>
      <button type="button" onClick={sign} disabled={!isConnected || busy}>
        Sign message
      </button>
      <output aria-label="Signature result">
        {outcome?.kind === 'signed' && (
          <>
            <code>{outcome.signature}</code> <strong>{outcome.valid ? 'Valid' : 'Invalid'}</strong>
          </>
        )}
        {outcome?.kind === 'failed' && <span role="alert">{outcome.message}</span>}
      </output>
    </section>
  )
}

import { signMessage } from '@airlock/core'
import { useAirlockAccount, useAirlockInstance } from '@airlock/react'
import type { ReactElement } from 'react'
import { verifyMessage } from 'viem'
import { useWalletAction } from './useWalletAction'

const message = 'Hello from the Airlock demo'

/** Asks the wallet to sign a fixed message, then checks the signature against the address. */
export function SignMessage(): ReactElement {
  const { core } = useAirlockInstance()
  const { address, isConnected } = useAirlockAccount()
  const sign = useWalletAction(async () => {
    const signature = await signMessage(core, { message })
    // Checked locally with viem: the demo trusts neither the wallet nor the cloud for this.
    const valid = await verifyMessage({
      address: address as `0x${string}`,
      message,
      signature: signature as `0x${string}`,
    })
    return { signature, valid }
  })

  return (
    <section aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p>
        Message: <q>{message}</q>
      </p>
      <button
        type="button"
        onClick={sign.start}
        disabled={!isConnected || address === undefined || sign.busy}
      >
        Sign message
      </button>
      <output aria-label="Signature result">
        {sign.result && (
          <>
            <code>{sign.result.signature}</code>{' '}
            <strong>{sign.result.valid ? 'Valid' : 'Invalid'}</strong>
          </>
        )}
        {sign.failure && <span role="alert">{sign.failure}</span>}
      </output>
    </section>
  )
}

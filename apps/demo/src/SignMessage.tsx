import { signMessage } from '@airlock/core'
import { useAirlockAccount, useAirlockInstance, useAirlockNetwork } from '@airlock/react'
import type { ReactElement } from 'react'
import { createClient, http } from 'viem'
import { useWalletAction } from './useWalletAction'

const message = 'Hello from the Airlock demo'

/**
 * Asks the wallet to sign a fixed message, then checks the signature against the address on the
 * active network: a key's signature by recovery, a smart account's (an embedded wallet's default)
 * through the chain (ERC-1271, or ERC-6492 before the account is deployed); on Solana, ed25519.
 */
export function SignMessage(): ReactElement {
  const { core } = useAirlockInstance()
  const { address, isConnected } = useAirlockAccount()
  const { network } = useAirlockNetwork()
  const sign = useWalletAction('signature', async () => {
    const signature = await signMessage(core, { message })
    // Solana: an ed25519 signature by the account's public key (its address).
    if (network.chainNamespace === 'solana') {
      const { verifySolanaMessage } = await import('./verifySolanaMessage')
      return { signature, valid: await verifySolanaMessage(address as string, message, signature) }
    }
    // Checked by the demo with viem against the chain's own node (through the cloud's RPC proxy):
    // it does not take the wallet's word for it.
    // Loaded on use: the verifier (with its contract-call path) is not part of the page's first load.
    const { verifyMessage } = await import('viem/actions')
    const chain = createClient({ transport: http(network.rpcUrls.default.http[0]) })
    const valid = await verifyMessage(chain, {
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

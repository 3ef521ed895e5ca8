import { fetchBalance, sendTransaction } from '@airlock/core'
import { useAirlockAccount, useAirlockInstance, useAirlockNetwork } from '@airlock/react'
import type { ReactElement } from 'react'
import { createClient, http, parseEther } from 'viem'
import { recipient } from './config'
import { isDeclined, NotEnoughEthError } from './errorWords'
import { useWalletAction } from './useWalletAction'

const value = parseEther('0.001')

/**
 * Sends 0.001 ETH to a fixed test address, shows the hash and refreshes the balance. A failed send
 * says why in the page's words: declined, or not enough ETH (read from the chain, as a wallet's
 * own error may not say so: a smart account's reverted call carries no reason).
 */
export function SendTransaction(): ReactElement {
  const { core } = useAirlockInstance()
  const { address, isConnected } = useAirlockAccount()
  const { network } = useAirlockNetwork()
  const send = useWalletAction('transaction', async () => {
    let hash: string
    try {
      hash = await sendTransaction(core, { to: recipient, value })
    } catch (error) {
      if (!isDeclined(error) && address && (await holds(address)) < value) {
        throw new NotEnoughEthError('Not enough ETH', { cause: error })
      }
      throw error
    }
    // The local chains mine at once, so the new balance is there to read (past the 30 s cache).
    await fetchBalance(core, { force: true })
    return hash
  })
  // Loaded on use, like the signature check: not part of the page's first load.
  const holds = async (account: string): Promise<bigint> => {
    const { getBalance } = await import('viem/actions')
    const chain = createClient({ transport: http(network.rpcUrls.default.http[0]) })
    return getBalance(chain, { address: account as `0x${string}` }).catch(() => value)
  }

  return (
    <section aria-labelledby="send-title">
      <h2 id="send-title">Send a transaction</h2>
      <p>
        0.001 ETH to <code>{recipient}</code>
      </p>
      <button type="button" onClick={send.start} disabled={!isConnected || send.busy}>
        Send transaction
      </button>
      <output aria-label="Transaction result">
        {send.result && <code>{send.result}</code>}
        {send.failure && <span role="alert">{send.failure}</span>}
      </output>
    </section>
  )
}

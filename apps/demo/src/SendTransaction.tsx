import { fetchBalance, sendTransaction } from '@airlock/core'
import { useAirlockAccount, useAirlockInstance } from '@airlock/react'
import type { ReactElement } from 'react'
import { parseEther } from 'viem'
import { recipient } from './config'
import { useWalletAction } from './useWalletAction'

/** Sends 0.001 ETH to a fixed test address, shows the hash and refreshes the balance. */
export function SendTransaction(): ReactElement {
  const { core } = useAirlockInstance()
  const { isConnected } = useAirlockAccount()
  const send = useWalletAction(async () => {
    const hash = await sendTransaction(core, { to: recipient, value: parseEther('0.001') })
    // The local chains mine at once, so the new balance is there to read (past the 30 s cache).
    await fetchBalance(core, { force: true })
    return hash
  })

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

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactElement, useEffect, useState } from 'react'
import { formatUnits, parseEther, verifyMessage } from 'viem'
import {
  useBalance,
  useChainId,
  useChains,
  useConnection,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  WagmiProvider,
} from 'wagmi'
import { evmAdapter } from './airlock'
import { recipient } from './config'

const message = 'Hello from wagmi, through Airlock'
const queryClient = new QueryClient()

/** wagmi's errors are viem's: the short message is the readable part. */
function words(error: Error): string {
  return 'shortMessage' in error && typeof error.shortMessage === 'string'
    ? error.shortMessage
    : error.message
}

/**
 * `/wagmi-hooks`: wagmi's own React hooks on the config the EVM adapter runs on. The wallet is
 * connected through Airlock's modal (the header's button); wagmi sees the same connection, and
 * what wagmi does (sign, send, switch, disconnect) Airlock sees too. Its own chunk, with wagmi and
 * TanStack Query: only this page loads them.
 */
export function WagmiHooks(): ReactElement {
  return (
    // Airlock restores a stored session itself; wagmi's own reconnect on mount would race it.
    <WagmiProvider config={evmAdapter.wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <WagmiPanel />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function WagmiPanel(): ReactElement {
  // `useConnection` is wagmi 3's name for `useAccount` (which it still exports as an alias).
  const { address, status } = useConnection()
  const chainId = useChainId()
  const chains = useChains()
  const chain = chains.find((item) => item.id === chainId)
  const balance = useBalance({ address, chainId, query: { enabled: address !== undefined } })
  const sign = useSignMessage()
  const [valid, setValid] = useState<boolean>()
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({
    hash: send.data,
    chainId,
    query: { enabled: send.data !== undefined },
  })
  // A mined send changes the balance: read it again (wagmi caches queries until told).
  const { refetch } = balance
  useEffect(() => {
    if (receipt.data) void refetch()
  }, [receipt.data, refetch])
  const switcher = useSwitchChain()
  const { disconnect } = useDisconnect()
  const connected = status === 'connected'

  const signMessage = () => {
    setValid(undefined)
    sign.signMessage(
      { message },
      {
        // Checked in the page with viem: recovered from the signature, not taken from the wallet.
        onSuccess: async (signature) => {
          if (address) setValid(await verifyMessage({ address, message, signature }))
        },
      },
    )
  }

  return (
    <section aria-labelledby="wagmi-title">
      <h2 id="wagmi-title">wagmi hooks</h2>
      {/* Named apart from the header's `Address` and `Balance` outputs, which tests look up. */}
      <dl aria-label="wagmi">
        <dt>Status (useConnection)</dt>
        <dd>
          <output aria-label="wagmi status">{status}</output>
        </dd>
        <dt>Address (useConnection)</dt>
        <dd>
          <output aria-label="wagmi account">{address ?? 'None'}</output>
        </dd>
        <dt>Chain (useChainId)</dt>
        <dd>
          <output aria-label="wagmi chain">
            {chain ? `${chain.name} (${chain.id})` : chainId}
          </output>
        </dd>
        <dt>Balance (useBalance)</dt>
        <dd>
          <output aria-label="wagmi funds">
            {balance.data
              ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
              : '-'}
          </output>
        </dd>
      </dl>

      <h3>useSignMessage</h3>
      <p>
        Message: <q>{message}</q>
      </p>
      <button type="button" onClick={signMessage} disabled={!connected || sign.isPending}>
        Sign with wagmi
      </button>
      {sign.data ? (
        <p>
          <output aria-label="wagmi signature">{sign.data}</output>{' '}
          <output aria-label="wagmi signature check">
            {valid === undefined ? '' : valid ? 'Valid' : 'Invalid'}
          </output>
        </p>
      ) : null}
      {sign.error ? <p role="alert">{words(sign.error)}</p> : null}

      <h3>useSendTransaction</h3>
      <button
        type="button"
        onClick={() => send.sendTransaction({ to: recipient, value: parseEther('0.001') })}
        disabled={!connected || send.isPending}
      >
        Send 0.001 with wagmi
      </button>
      {send.data ? (
        <p>
          <output aria-label="wagmi transaction">{send.data}</output>{' '}
          <output aria-label="wagmi receipt">
            {receipt.data ? `${receipt.data.status} in block ${receipt.data.blockNumber}` : ''}
          </output>
        </p>
      ) : null}
      {send.error ? <p role="alert">{words(send.error)}</p> : null}

      <h3>useSwitchChain</h3>
      <div className="buttons">
        {chains.map((item) => (
          <button
            key={item.id}
            type="button"
            onClick={() => switcher.switchChain({ chainId: item.id })}
            disabled={!connected || switcher.isPending || item.id === chainId}
          >
            {`wagmi: switch to ${item.name}`}
          </button>
        ))}
      </div>
      {switcher.error ? <p role="alert">{words(switcher.error)}</p> : null}

      <h3>useDisconnect</h3>
      <button type="button" onClick={() => disconnect()} disabled={!connected}>
        Disconnect with wagmi
      </button>
    </section>
  )
}

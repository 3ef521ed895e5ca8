import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
  type LocalAccount,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { WalletRequestError } from './WalletRequestError'

export type AnswerWalletRequestParameters = {
  account: LocalAccount
  rpcUrls: Record<number, string>
  method: string
  params: unknown
  /** The chain the request was sent for (`eip155:<id>` parsed). */
  chainId: number
  /** Called when `wallet_switchEthereumChain` moves the wallet. */
  switchChain(chainId: number): Promise<void>
}

/**
 * What the test wallet answers to one session request: signatures with its key, transactions
 * sent to the chain's RPC (viem picks legacy or EIP-1559 from the chain's blocks unless the dapp
 * set the fee fields), chain switches among the chains it has an RPC for.
 *
 * @example
 * await answerWalletRequest({ account, rpcUrls, method: 'personal_sign', params: ['0x68', addr], chainId: 1, switchChain })
 */
export async function answerWalletRequest(p: AnswerWalletRequestParameters): Promise<unknown> {
  const list = Array.isArray(p.params) ? (p.params as unknown[]) : []
  switch (p.method) {
    case 'personal_sign': {
      const message = list[0]
      if (typeof message !== 'string') throw invalid('personal_sign needs a message')
      return p.account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const data = list[1]
      const typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition
      if (!typed || typeof typed !== 'object')
        throw invalid('eth_signTypedData_v4 needs typed data')
      return p.account.signTypedData(typed)
    }
    case 'eth_sendTransaction': {
      const tx = list[0] as Record<string, Hex | undefined> | undefined
      if (!tx || typeof tx !== 'object') throw invalid('eth_sendTransaction needs a transaction')
      const client = createWalletClient({
        account: p.account,
        chain: chainOf(p.chainId, p.rpcUrls),
        transport: http(p.rpcUrls[p.chainId]),
      })
      const big = (value: Hex | undefined) => (value === undefined ? undefined : BigInt(value))
      const fees =
        tx.gasPrice !== undefined
          ? { gasPrice: BigInt(tx.gasPrice) }
          : tx.maxFeePerGas !== undefined
            ? {
                maxFeePerGas: BigInt(tx.maxFeePerGas),
                ...(tx.maxPriorityFeePerGas !== undefined
                  ? { maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas) }
                  : {}),
              }
            : {}
      const gas = big(tx.gas)
      const value = big(tx.value)
      const nonce = big(tx.nonce)
      return client.sendTransaction({
        ...(tx.to ? { to: tx.to } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        ...(value !== undefined ? { value } : {}),
        ...(gas !== undefined ? { gas } : {}),
        ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
        ...fees,
      } as Parameters<typeof client.sendTransaction>[0])
    }
    case 'wallet_switchEthereumChain': {
      const target = (list[0] as { chainId?: unknown } | undefined)?.chainId
      const chainId = typeof target === 'string' ? Number(BigInt(target)) : Number.NaN
      if (!p.rpcUrls[chainId]) throw new WalletRequestError(4902, 'Unrecognized chain ID.')
      await p.switchChain(chainId)
      return null
    }
    case 'eth_chainId':
      return numberToHex(p.chainId)
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [p.account.address]
    default:
      throw new WalletRequestError(4200, 'The requested method is not supported by this wallet.')
  }
}

function invalid(message: string): WalletRequestError {
  return new WalletRequestError(-32602, message)
}

function chainOf(chainId: number, rpcUrls: Record<number, string>): Chain {
  const url = rpcUrls[chainId]
  if (!url) throw new WalletRequestError(4901, `The wallet has no RPC for chain ${chainId}.`)
  return defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
}

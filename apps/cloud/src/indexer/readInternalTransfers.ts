import {
  type Hex,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  numberToHex,
  type PublicClient,
} from 'viem'

/** An internal native transfer: ETH a contract paid (or a create funded) inside a transaction. */
export type InternalTransfer = { from: string; to: string; value: bigint }

/** One entry of `trace_block` (the flat, Parity-style trace list anvil and Erigon answer). */
type Trace = {
  type: string
  action: { callType?: string; from?: string; to?: string; value?: Hex }
  result?: { address?: string } | null
  error?: string
  traceAddress: number[]
  transactionHash?: string | null
}

// Nodes that do not trace (many upstream RPCs): asked once, then not again.
const untraceable = new WeakSet<PublicClient>()

/**
 * The internal native transfers of one block, by transaction hash (lowercase), in trace order:
 * every call (`CALL`, not delegate/static) and create below the top level that carries value
 * and was not reverted (neither it nor a frame above it failed). The top-level value is the
 * transaction's own and is left out. One `trace_block` call per block; a node without the
 * method gives an empty map (and is not asked again), any other failure throws.
 *
 * @example
 * const internal = await readInternalTransfers(client, 12n)
 * internal.get(txHash) // [{ from: router, to: account, value: 10n ** 15n }]
 */
export async function readInternalTransfers(
  client: PublicClient,
  blockNumber: bigint,
): Promise<Map<string, InternalTransfer[]>> {
  const byTx = new Map<string, InternalTransfer[]>()
  if (untraceable.has(client)) return byTx
  let traces: Trace[]
  try {
    traces = (await client.request({
      method: 'trace_block',
      params: [numberToHex(blockNumber)],
    } as never)) as Trace[]
  } catch (error) {
    if (error instanceof MethodNotFoundRpcError || error instanceof MethodNotSupportedRpcError) {
      untraceable.add(client)
      return byTx
    }
    throw error
  }
  const failed = new Set<string>()
  for (const trace of traces)
    if (trace.error !== undefined && trace.transactionHash)
      failed.add(`${trace.transactionHash}:${trace.traceAddress.join('.')}`)
  for (const trace of traces) {
    const hash = trace.transactionHash
    if (!hash || trace.traceAddress.length === 0) continue
    const value = BigInt(trace.action.value ?? '0x0')
    if (value === 0n) continue
    const to =
      trace.type === 'call' && trace.action.callType === 'call'
        ? trace.action.to
        : trace.type === 'create'
          ? trace.result?.address
          : undefined
    if (!to || !trace.action.from) continue
    if (reverted(failed, hash, trace.traceAddress)) continue
    const list = byTx.get(hash.toLowerCase()) ?? []
    list.push({ from: trace.action.from.toLowerCase(), to: to.toLowerCase(), value })
    byTx.set(hash.toLowerCase(), list)
  }
  return byTx
}

function reverted(failed: Set<string>, hash: string, address: number[]): boolean {
  for (let depth = 0; depth <= address.length; depth++)
    if (failed.has(`${hash}:${address.slice(0, depth).join('.')}`)) return true
  return false
}

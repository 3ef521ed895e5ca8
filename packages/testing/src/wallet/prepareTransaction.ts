import type { AccessList, Address, Hex, TransactionSerializable } from 'viem'
import { isAddress, isHex, numberToHex } from 'viem'
import { ProviderErrorCodes, ProviderRpcError } from '../errors/ProviderRpcError'

export type Rpc = (method: string, params: unknown[]) => Promise<unknown>

export type PrepareTransactionParameters = {
  rpc: Rpc
  from: Address
  chainId: number
  /** The `eth_sendTransaction` parameter object as the dapp sent it. */
  request: Record<string, unknown>
}

function invalid(message: string): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCodes.INVALID_PARAMS, message)
}

function quantity(request: Record<string, unknown>, key: string): bigint | undefined {
  const value = request[key]
  if (value === undefined || value === null) return undefined
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^0x[0-9a-f]*$/i.test(value))
    return BigInt(value === '0x' ? 0 : value)
  throw invalid(`Invalid transaction ${key}: ${String(value)}`)
}

function toBigInt(value: unknown, what: string): bigint {
  if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) return BigInt(value)
  throw new ProviderRpcError(ProviderErrorCodes.INTERNAL, `The chain answered an invalid ${what}`)
}

type Kind = 'legacy' | 'eip2930' | 'eip1559'

function kindOf(request: Record<string, unknown>): Kind {
  const type = request.type
  if (type === undefined || type === null) {
    // A dapp that names 1559 fees wants a 1559 transaction; otherwise the kit's rule: legacy.
    return request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined
      ? 'eip1559'
      : 'legacy'
  }
  const kinds: Record<string, Kind> = {
    '0x0': 'legacy',
    '0x00': 'legacy',
    legacy: 'legacy',
    '0x1': 'eip2930',
    '0x01': 'eip2930',
    eip2930: 'eip2930',
    '0x2': 'eip1559',
    '0x02': 'eip1559',
    eip1559: 'eip1559',
  }
  const kind = typeof type === 'string' ? kinds[type] : undefined
  if (!kind) throw invalid(`Unsupported transaction type: ${String(type)}`)
  return kind
}

/**
 * Turns a dapp's `eth_sendTransaction` parameters into a signable transaction: the legacy type
 * unless the request says otherwise, and the nonce, gas and fees the request leaves out read from
 * the chain (`eth_getTransactionCount` pending, `eth_estimateGas`, `eth_gasPrice` or the latest
 * base fee plus `eth_maxPriorityFeePerGas`).
 */
export async function prepareTransaction({
  rpc,
  from,
  chainId,
  request,
}: PrepareTransactionParameters): Promise<TransactionSerializable> {
  const to = request.to
  if (
    to !== undefined &&
    to !== null &&
    (typeof to !== 'string' || !isAddress(to, { strict: false }))
  ) {
    throw invalid(`Invalid transaction to: ${String(to)}`)
  }
  const data = request.data ?? request.input
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) {
    throw invalid('Invalid transaction data')
  }
  const kind = kindOf(request)
  const value = quantity(request, 'value') ?? 0n
  const call = {
    from,
    ...(typeof to === 'string' ? { to } : {}),
    ...(value > 0n ? { value: numberToHex(value) } : {}),
    ...(typeof data === 'string' ? { data } : {}),
  }
  const [nonce, gas] = await Promise.all([
    quantity(request, 'nonce') ??
      rpc('eth_getTransactionCount', [from, 'pending']).then((n) => toBigInt(n, 'nonce')),
    quantity(request, 'gas') ??
      quantity(request, 'gasLimit') ??
      rpc('eth_estimateGas', [call]).then((g) => toBigInt(g, 'gas estimate')),
  ])
  const base = {
    chainId,
    nonce: Number(nonce),
    gas,
    value,
    ...(typeof to === 'string' ? { to: to as Address } : {}),
    ...(typeof data === 'string' ? { data: data as Hex } : {}),
  }
  if (kind === 'eip1559') {
    const maxPriorityFeePerGas: bigint =
      quantity(request, 'maxPriorityFeePerGas') ??
      toBigInt(await rpc('eth_maxPriorityFeePerGas', []), 'priority fee')
    let maxFeePerGas = quantity(request, 'maxFeePerGas')
    if (maxFeePerGas === undefined) {
      const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as {
        baseFeePerGas?: unknown
      } | null
      // Twice the base fee survives a few full blocks, as wallets usually allow.
      maxFeePerGas = toBigInt(block?.baseFeePerGas, 'base fee') * 2n + maxPriorityFeePerGas
    }
    return { ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
  }
  const gasPrice: bigint =
    quantity(request, 'gasPrice') ?? toBigInt(await rpc('eth_gasPrice', []), 'gas price')
  if (kind === 'eip2930') {
    const accessList = (Array.isArray(request.accessList) ? request.accessList : []) as AccessList
    return { ...base, type: 'eip2930', gasPrice, accessList }
  }
  return { ...base, type: 'legacy', gasPrice }
}

import { createPublicClient, type Hex, hashTypedData, hexToBigInt, http, numberToHex } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import { assertNotSelfCall } from '../permissions/assertNotSelfCall'
import { isPermissionMethod, preparePermissions } from '../permissions/preparePermissions'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { loadWalletAccounts } from '../smartAccount/loadWalletAccounts'
import { describeChain } from './describeChain'
import type { PreparedRequest, PreparedTransaction } from './preparedTypes'
import { type IntentCall, type IntentExplicit, readRpcIntent } from './readRpcIntent'
import { readTokens } from './readTokens'

/**
 * The prepare step of an unsafe request: what the approval screen shows and, once the visitor
 * approves, exactly what is signed. A transaction from the eoa is filled here (nonce from the
 * pending block, gas estimated per call, fees from the chain) unless the dapp gave those fields,
 * which are kept as given; a batch (wallet_sendCalls) gets consecutive nonces and legacy gas
 * prices, and a later call that fails its estimate alone (it needs the calls before it) a fixed
 * 1,000,000 gas limit, marked `gasUnestimated` and shown so. A smart-account call has no gas fields: the site pays its gas. ERC-20 calls come with
 * the token's symbol and decimals read from the chain. A call that cannot be estimated refuses
 * the request here, before the visitor is asked.
 *
 * @example
 * const prepared = await prepareRpc(ctx, session, { method: 'eth_sendTransaction', params: [{ to, value: '0x1' }] })
 */
export async function prepareRpc(
  ctx: SiteContext,
  session: Session,
  request: { method: string; params?: unknown },
): Promise<PreparedRequest> {
  if (isPermissionMethod(request.method)) return preparePermissions(ctx, session, request)
  const accounts = await loadWalletAccounts(ctx, session.user, session.chainId, session.projectId)
  const intent = readRpcIntent(request, accounts, session.chainId)
  if (intent.kind === 'transactions') assertNotSelfCall(intent, accounts)
  const base = {
    method: request.method,
    chain: describeChain(session.chainId),
    account: intent.account,
    signer: intent.signer,
  }
  if (intent.kind === 'message') return { ...base, kind: 'message', message: intent.message }
  if (intent.kind === 'typedData') {
    try {
      hashTypedData(intent.typedData as never)
    } catch (error) {
      throw new SecureSiteError('eth_signTypedData_v4 needs typed data', 400, { cause: error })
    }
    return { ...base, kind: 'typedData', typedData: intent.typedData }
  }
  const client = createPublicClient({
    transport: http(ctx.rpcUrl(session.chainId, session.projectId), { timeout: 10_000 }),
  })
  // A batch id already used would be refused when sent: refused before the visitor is asked.
  if (intent.batch?.id !== undefined) {
    const { rows } = await ctx.store.query(
      'select 1 from secure_call_batches where user_id = $1 and id = $2',
      [session.user.id, intent.batch.id],
    )
    if (rows.length > 0) throw new SecureSiteError(secureSiteMessages.duplicateBatchId, 400)
  }
  const sponsored = intent.signer === 'smartAccount' && accounts.smartAccount !== undefined
  const transactions = sponsored
    ? intent.calls.map((call) => ({ from: intent.account, ...toWire(call) }))
    : await fill(client, intent.account, intent.calls, intent.explicit, intent.batch !== undefined)
  return {
    ...base,
    kind: 'transactions',
    sponsored,
    transactions,
    tokens: await readTokens(client, intent.calls),
    ...(intent.batch ? { batch: intent.batch } : {}),
  }
}

type Client = ReturnType<typeof createPublicClient>

/** The gas limit of a batch call that depends on the calls before it (not estimable alone). */
const BATCH_FALLBACK_GAS = 1_000_000n

async function fill(
  client: Client,
  from: Hex,
  calls: IntentCall[],
  explicit: IntentExplicit,
  batch: boolean,
): Promise<PreparedTransaction[]> {
  const fees = await readFees(client, explicit, batch)
  const nonce =
    explicit.nonce ?? (await client.getTransactionCount({ address: from, blockTag: 'pending' }))
  const balance = await client.getBalance({ address: from })
  const cannotRun = (index: number, reason: string, cause?: unknown) =>
    new SecureSiteError(
      batch
        ? `${secureSiteMessages.callCannotRun} (call ${index + 1}): ${reason}`
        : reason || secureSiteMessages.callCannotRun,
      400,
      { cause },
    )
  return Promise.all(
    calls.map(async (call, index) => {
      let gas = explicit.gas
      let unestimated = false
      if (gas === undefined)
        try {
          gas = await client.estimateGas({ account: from, ...call })
        } catch (error) {
          // A later call of a batch may need the calls before it (approve, then spend): it is
          // estimated against today's chain, where it fails, so it gets a fixed limit instead,
          // shown as such. A first call, or a lone transaction, that cannot run is refused.
          if (!batch || index === 0)
            throw cannotRun(index, (error as { shortMessage?: string }).shortMessage ?? '', error)
          gas = BATCH_FALLBACK_GAS
          unestimated = true
        }
      // A node may estimate a transfer it could never run (anvil does): each call must at least
      // be payable on its own, value and gas at the highest fee, or the visitor is not asked.
      const price = hexToBigInt(fees.gasPrice ?? fees.maxFeePerGas ?? '0x0')
      if (call.value + gas * price > balance)
        throw cannotRun(index, secureSiteMessages.insufficientFunds)
      return {
        from,
        ...toWire(call),
        nonce: nonce + index,
        gas: numberToHex(gas),
        ...(unestimated ? { gasUnestimated: true } : {}),
        ...fees,
      }
    }),
  )
}

async function readFees(
  client: Client,
  explicit: IntentExplicit,
  legacy: boolean,
): Promise<
  Pick<PreparedTransaction, 'type' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'>
> {
  const legacyFees = async () => ({
    type: 'legacy' as const,
    gasPrice: numberToHex(explicit.gasPrice ?? (await client.getGasPrice())),
  })
  if (legacy || explicit.gasPrice !== undefined) return legacyFees()
  if (explicit.maxFeePerGas !== undefined && explicit.maxPriorityFeePerGas !== undefined)
    return {
      type: 'eip1559',
      maxFeePerGas: numberToHex(explicit.maxFeePerGas),
      maxPriorityFeePerGas: numberToHex(explicit.maxPriorityFeePerGas),
    }
  let estimated: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  try {
    estimated = await client.estimateFeesPerGas({ chain: null, type: 'eip1559' })
  } catch {
    // A chain without EIP-1559 (no base fee) takes a gas price.
    return legacyFees()
  }
  const priority = explicit.maxPriorityFeePerGas ?? estimated.maxPriorityFeePerGas
  const maxFee =
    explicit.maxFeePerGas ?? estimated.maxFeePerGas - estimated.maxPriorityFeePerGas + priority
  // The tip never exceeds the cap.
  const tip = [priority, maxFee].sort((a, b) => (a < b ? -1 : 1))[0] ?? maxFee
  return {
    type: 'eip1559',
    maxFeePerGas: numberToHex(maxFee),
    maxPriorityFeePerGas: numberToHex(tip),
  }
}

function toWire(call: IntentCall): Pick<PreparedTransaction, 'to' | 'value' | 'data'> {
  return { ...(call.to ? { to: call.to } : {}), value: numberToHex(call.value), data: call.data }
}

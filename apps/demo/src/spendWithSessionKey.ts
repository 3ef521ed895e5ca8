import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type LocalAccount,
  parseAbi,
} from 'viem'

/** The session-key part of the embedded wallet's smart account (AirlockSessionKeys). */
const sessionKeysAbi = parseAbi([
  'function spendFromSession(address to, uint256 amount)',
  'function sessions(address key) view returns (address token, uint48 expiry, uint48 id, uint128 limit, uint128 spent)',
  'error NoSession(address key)',
  'error SessionExpired(address key, uint256 expiry)',
  'error SessionLimitExceeded(address key, uint256 limit, uint256 spent, uint256 amount)',
  'error SessionTransferFailed()',
])

/** The gas limit of a spend: fixed, so a spend the account refuses is mined and reverts on chain. */
const SPEND_GAS = 150_000n

/** The words for each way the smart account refuses a session key's spend. */
const REFUSALS: Record<string, string> = {
  SessionLimitExceeded: "this is more than the permission's limit allows",
  NoSession: 'there is no permission for this session key (revoked, or never granted)',
  SessionExpired: 'the permission has expired',
  SessionTransferFailed: 'the account does not hold enough of the token',
}

/** A session key's spend the smart account refused on chain: the transaction reverted. */
export class SpendRefusedError extends Error {
  override name = 'SpendRefusedError'
  constructor(
    readonly transactionHash: Hex,
    readonly reason: string | undefined,
  ) {
    super(
      `Refused on chain: ${(reason && REFUSALS[reason]) ?? 'the account reverted the call'}. Nothing was sent.`,
    )
  }
}

/**
 * The session key itself sends `amount` of the permission's token from the smart account to `to`
 * (`spendFromSession`): no wallet, no prompt. It pays its own gas (the gas allowance of the
 * grant). A spend the account refuses is still mined, reverts, and throws `SpendRefusedError`
 * with the account's reason.
 *
 * @example
 * const hash = await spendWithSessionKey({ rpcUrl, key, account, to, amount: 500_000n })
 */
export async function spendWithSessionKey(spend: {
  rpcUrl: string
  key: LocalAccount
  account: Hex
  to: Hex
  amount: bigint
}): Promise<Hex> {
  const transport = http(spend.rpcUrl)
  const client = createPublicClient({ transport })
  const wallet = createWalletClient({ account: spend.key, transport })
  const call = {
    address: spend.account,
    abi: sessionKeysAbi,
    functionName: 'spendFromSession',
    args: [spend.to, spend.amount],
  } as const
  const hash = await wallet.writeContract({ ...call, chain: null, gas: SPEND_GAS })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status === 'success') return hash
  // Why: the same call against the chain as it is now (the reverted one changed nothing).
  const reason = await client.simulateContract({ ...call, account: spend.key.address }).then(
    () => undefined,
    (error: unknown) => {
      const revert =
        error instanceof BaseError
          ? error.walk((e) => e instanceof ContractFunctionRevertedError)
          : null
      return (revert as ContractFunctionRevertedError | null)?.data?.errorName
    },
  )
  throw new SpendRefusedError(hash, reason)
}

/**
 * What the session key has spent of its permission, read from the smart account (0 when none).
 *
 * @example
 * const { spent, limit } = await readSessionUsage(rpcUrl, account, key)
 */
export async function readSessionUsage(
  rpcUrl: string,
  account: Hex,
  key: Hex,
): Promise<{ spent: bigint; limit: bigint; active: boolean }> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const [, , id, limit, spent] = await client.readContract({
    address: account,
    abi: sessionKeysAbi,
    functionName: 'sessions',
    args: [key],
  })
  return { spent, limit, active: id !== 0 }
}

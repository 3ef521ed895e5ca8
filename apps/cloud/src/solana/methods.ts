import { type RawAccount, readMint, readTokenAccount, uiTokenAmount } from './accounts'
import {
  MAX_MULTIPLE_ACCOUNTS,
  MAX_PROGRAM_ACCOUNTS,
  MAX_SIGNATURE_STATUSES,
  MAX_SIGNATURES_FOR_ADDRESS,
  SOLANA_CORE_VERSION,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from './constants'
import type { LocalSolanaNetwork } from './network'
import {
  base64At,
  configAt,
  encodeFor,
  isBase58,
  minContext,
  type Params,
  parseFilters,
  pubkeyAt,
  signatureAt,
  stringAt,
  transactionAt,
  withContext,
} from './params'
import { invalidParam, invalidParams, SolanaRpcError } from './rpcError'
import { signatureStatus, transactionJson } from './transactionJson'

type Method = (net: LocalSolanaNetwork, params: Params) => unknown

/** Every HTTP method the local networks answer (the websocket adds the subscriptions). */
export const SOLANA_METHODS: Record<string, Method> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
  getGenesisHash: (net) => net.info.genesisHash,
  getSlot: (net, p) => {
    const config = configAt(p, 0)
    return Number(minContext(net, config))
  },
  getBlockHeight: (net, p) => {
    const config = configAt(p, 0)
    return Number(minContext(net, config))
  },
  getEpochInfo: (net, p) => {
    minContext(net, configAt(p, 0))
    return net.epochInfo()
  },
  getLatestBlockhash: (net, p) => {
    minContext(net, configAt(p, 0))
    const { blockhash, lastValidBlockHeight, slot } = net.latestBlockhash()
    return withContext(slot, { blockhash, lastValidBlockHeight: Number(lastValidBlockHeight) })
  },
  isBlockhashValid: (net, p) => {
    const blockhash = stringAt(p, 0, 'blockhash')
    if (!isBase58(blockhash, 32)) throw invalidParams('invalid blockhash')
    return withContext(net.slot(), net.isBlockhashValid(blockhash))
  },
  getFeeForMessage: (net, p) => {
    const bytes = base64At(p, 0)
    let fee: number | null
    try {
      fee = net.feeForMessage(bytes)
    } catch {
      throw invalidParams('failed to deserialize message')
    }
    return withContext(net.slot(), fee)
  },
  getMinimumBalanceForRentExemption: (net, p) => {
    const size = p[0]
    if (!Number.isSafeInteger(size) || (size as number) < 0 || (size as number) > 10 * 1024 * 1024)
      throw invalidParams('invalid type: expected usize')
    return Number(net.minimumBalanceForRentExemption(size as number))
  },
  getBalance: (net, p) => {
    const key = pubkeyAt(p, 0)
    const slot = minContext(net, configAt(p, 1))
    return withContext(slot, Number(net.getBalance(key)))
  },
  getAccountInfo: (net, p) => {
    const key = pubkeyAt(p, 0)
    const config = configAt(p, 1)
    const slot = minContext(net, config)
    const account = net.getAccount(key)
    return withContext(slot, account ? encodeFor(net, account, config) : null)
  },
  getMultipleAccounts: (net, p) => {
    const keys = p[0]
    if (!Array.isArray(keys)) throw invalidParams('invalid type: expected a sequence of pubkeys')
    if (keys.length > MAX_MULTIPLE_ACCOUNTS)
      throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`)
    const config = configAt(p, 1)
    const slot = minContext(net, config)
    return withContext(
      slot,
      keys.map((_, i) => {
        const account = net.getAccount(pubkeyAt(keys, i))
        return account ? encodeFor(net, account, config) : null
      }),
    )
  },
  getProgramAccounts: (net, p) => {
    const program = pubkeyAt(p, 0)
    const config = configAt(p, 1)
    const slot = minContext(net, config)
    const filters = parseFilters(config.filters)
    const found = net
      .programAccounts(program)
      .filter((account) => filters.every((filter) => filter(account)))
    if (found.length > MAX_PROGRAM_ACCOUNTS)
      throw new SolanaRpcError(
        -32010,
        `${program} excluded from account secondary indexes; this RPC method unavailable for key`,
      )
    const list = found.map((account) => ({
      pubkey: account.address,
      account: encodeFor(net, account, config),
    }))
    return config.withContext === true ? withContext(slot, list) : list
  },
  getTokenAccountsByOwner: (net, p) => {
    const owner = pubkeyAt(p, 0)
    const filter = p[1] as { mint?: unknown; programId?: unknown } | undefined
    if (typeof filter !== 'object' || filter === null)
      throw invalidParams('invalid type: expected a map with `mint` or `programId`')
    let programs: string[]
    let mint: string | undefined
    if (filter.mint !== undefined) {
      mint = pubkeyAt([filter.mint], 0)
      const mintAccount = net.getAccount(mint)
      if (!mintAccount || !readMint(mintAccount)) throw invalidParam('could not find mint')
      programs = [mintAccount.owner]
    } else if (filter.programId !== undefined) {
      const program = pubkeyAt([filter.programId], 0)
      if (program !== TOKEN_PROGRAM && program !== TOKEN_2022_PROGRAM)
        throw invalidParam('unrecognized Token program id')
      programs = [program]
    } else throw invalidParams('invalid type: expected a map with `mint` or `programId`')
    const config = configAt(p, 2)
    const slot = minContext(net, config)
    const list = programs.flatMap((program) =>
      net.programAccounts(program).flatMap((account) => {
        const token = readTokenAccount(account)
        if (!token || token.owner !== owner || (mint && token.mint !== mint)) return []
        return [{ pubkey: account.address, account: encodeFor(net, account, config) }]
      }),
    )
    return withContext(slot, list)
  },
  getTokenAccountBalance: (net, p) => {
    const key = pubkeyAt(p, 0)
    const slot = minContext(net, configAt(p, 1))
    const account = net.getAccount(key)
    const token = account && readTokenAccount(account)
    if (!token) throw invalidParam('not a Token account')
    const mint = net.getAccount(token.mint)
    const decimals = mint ? (readMint(mint)?.decimals ?? 0) : 0
    return withContext(slot, uiTokenAmount(token.amount, decimals))
  },
  getTokenSupply: (net, p) => {
    const key = pubkeyAt(p, 0)
    const slot = minContext(net, configAt(p, 1))
    const account = net.getAccount(key)
    const mint = account && readMint(account)
    if (!mint) throw invalidParam('not a Token mint')
    return withContext(slot, uiTokenAmount(mint.supply, mint.decimals))
  },
  requestAirdrop: (net, p) => {
    const key = pubkeyAt(p, 0)
    const amount = p[1]
    if (!Number.isSafeInteger(amount)) throw invalidParams('invalid type: expected u64')
    return net.airdrop(key, BigInt(amount as number))
  },
  sendTransaction: (net, p) => {
    const config = configAt(p, 1)
    const wire = transactionAt(p, config.encoding)
    minContext(net, config)
    return net.send(wire, { skipPreflight: config.skipPreflight === true })
  },
  simulateTransaction: (net, p) => {
    const config = configAt(p, 1)
    const wire = transactionAt(p, config.encoding)
    const slot = minContext(net, config)
    const sigVerify = config.sigVerify === true
    const replace = config.replaceRecentBlockhash === true
    if (sigVerify && replace)
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    const decoded = net.decode(wire)
    let replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } | null = null
    if (replace) {
      const latest = net.latestBlockhash()
      replacementBlockhash = {
        blockhash: latest.blockhash,
        lastValidBlockHeight: Number(latest.lastValidBlockHeight),
      }
    } else if (!net.isBlockhashValid(decoded.message.lifetimeToken))
      return withContext(slot, simulationValue('BlockhashNotFound', [], 0, null, null))
    const simulated = net.simulate(decoded, sigVerify)
    const wanted = config.accounts as { addresses?: unknown; encoding?: unknown } | undefined
    let accounts: unknown[] | null = null
    if (wanted && Array.isArray(wanted.addresses)) {
      const addresses = wanted.addresses
      if (addresses.length > MAX_MULTIPLE_ACCOUNTS)
        throw invalidParams(`Too many accounts provided; max ${MAX_MULTIPLE_ACCOUNTS}`)
      accounts = addresses.map((_, i) => {
        const key = pubkeyAt(addresses, i)
        const post = simulated.postAccounts?.find((entry) => String(entry.address) === key)
        const account: RawAccount | undefined = post
          ? {
              address: key,
              lamports: BigInt(post.lamports),
              owner: post.programAddress,
              executable: post.executable,
              data: new Uint8Array(post.data),
            }
          : net.getAccount(key)
        return account ? encodeFor(net, account, { encoding: wanted.encoding ?? 'base64' }) : null
      })
    }
    return withContext(
      slot,
      simulationValue(
        simulated.err,
        simulated.logs,
        simulated.unitsConsumed,
        accounts,
        replacementBlockhash,
      ),
    )
  },
  getSignatureStatuses: (net, p) => {
    const signatures = p[0]
    if (!Array.isArray(signatures))
      throw invalidParams('invalid type: expected a sequence of signatures')
    if (signatures.length > MAX_SIGNATURE_STATUSES)
      throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`)
    return withContext(
      net.slot(),
      signatures.map((_, i) => {
        const record = net.transaction(signatureAt(signatures, i))
        return record ? signatureStatus(record) : null
      }),
    )
  },
  getSignaturesForAddress: (net, p) => {
    const key = pubkeyAt(p, 0)
    const config = configAt(p, 1)
    minContext(net, config)
    const limit = config.limit ?? MAX_SIGNATURES_FOR_ADDRESS
    if (
      !Number.isSafeInteger(limit) ||
      (limit as number) < 1 ||
      (limit as number) > MAX_SIGNATURES_FOR_ADDRESS
    )
      throw invalidParams('Invalid limit; max 1000')
    let list = net.transactionsOf(key)
    if (config.before !== undefined) {
      const before = signatureAt([config.before], 0)
      const at = list.findIndex((record) => record.signature === before)
      list = at === -1 ? [] : list.slice(at + 1)
    }
    if (config.until !== undefined) {
      const until = signatureAt([config.until], 0)
      const at = list.findIndex((record) => record.signature === until)
      if (at !== -1) list = list.slice(0, at)
    }
    return list.slice(0, limit as number).map((record) => ({
      blockTime: record.blockTime,
      confirmationStatus: 'finalized',
      err: record.err,
      memo: null,
      signature: record.signature,
      slot: Number(record.slot),
    }))
  },
  getTransaction: (net, p) => {
    const signature = signatureAt(p, 0)
    const config = typeof p[1] === 'string' ? { encoding: p[1] } : configAt(p, 1)
    const record = net.transaction(signature)
    if (!record) return null
    const version = record.message.version
    if (version !== 'legacy' && config.maxSupportedTransactionVersion === undefined)
      throw new SolanaRpcError(
        -32015,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      )
    return transactionJson(
      record,
      config.encoding,
      config.maxSupportedTransactionVersion !== undefined,
    )
  },
  getBlockTime: (net, p) => {
    const slot = p[0]
    if (!Number.isSafeInteger(slot) || (slot as number) < 0)
      throw invalidParams('invalid type: expected u64')
    const time = net.blockTime(BigInt(slot as number))
    if (time === undefined) throw new SolanaRpcError(-32004, `Block not available for slot ${slot}`)
    return time
  },
  getRecentPrioritizationFees: (net) => {
    // litesvm charges no priority fee: every recent slot's fee is 0.
    const slot = Number(net.slot())
    return Array.from({ length: Math.min(150, slot + 1) }, (_, i) => ({
      slot: slot - i,
      prioritizationFee: 0,
    })).reverse()
  },
}

function simulationValue(
  err: unknown,
  logs: string[],
  unitsConsumed: number,
  accounts: unknown[] | null,
  replacementBlockhash: unknown,
) {
  return {
    accounts,
    err,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs,
    replacementBlockhash,
    returnData: null,
    unitsConsumed,
  }
}

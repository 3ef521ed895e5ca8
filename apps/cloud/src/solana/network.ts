import { EventEmitter } from 'node:events'
import {
  address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { type RawAccount, readMint, readTokenAccount, uiTokenAmount } from './accounts'
import { buildTransfer, shortVec } from './buildTransfer'
import {
  BLOCKHASH_VALID_SLOTS,
  HISTORY_CAPACITY,
  LAMPORTS_PER_SIGNATURE,
  MAX_AIRDROP_LAMPORTS,
  SLOT_MS,
  SLOTS_PER_EPOCH,
  type SolanaNetworkInfo,
} from './constants'
import type { SolanaKey } from './keys'
import { invalidParam, invalidParams, SolanaRpcError } from './rpcError'
import { type TxErrorJson, txErrorJson, txErrorText } from './txError'

/** A compiled message (`@solana/kit`'s decoder output, typed as this service reads it). */
export type CompiledMessage = {
  version: 'legacy' | number
  header: {
    numSignerAccounts: number
    numReadonlySignerAccounts: number
    numReadonlyNonSignerAccounts: number
  }
  staticAccounts: string[]
  lifetimeToken: string
  instructions: { programAddressIndex: number; accountIndices?: number[]; data?: Uint8Array }[]
  addressTableLookups?: {
    lookupTableAddress: string
    readonlyIndexes: number[]
    writableIndexes: number[]
  }[]
}

/** Lamports added to the faucet when it runs low (1,000,000 SOL). */
const FAUCET_TOP_UP = 1_000_000n * 1_000_000_000n

/** The largest wire transaction the validator accepts (bytes). */
export const PACKET_DATA_SIZE = 1232

export type TokenBalanceJson = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: ReturnType<typeof uiTokenAmount>
}

/** A transaction the network committed (succeeded or failed on chain, fee paid). */
export type TxRecord = {
  signature: string
  slot: bigint
  blockTime: number
  err: TxErrorJson | null
  wire: Uint8Array
  signatures: string[]
  message: CompiledMessage
  accountKeys: string[]
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalanceJson[]
  postTokenBalances: TokenBalanceJson[]
  logs: string[]
  computeUnits: number
}

type Decoded = {
  tx: Transaction
  message: CompiledMessage
  signature: string
  signatures: string[]
}

/**
 * One local Solana network: a litesvm with a slot clock, recent blockhashes with expiry, and a
 * transaction history. The clock: the slot is the time since start in 400 ms slots plus one slot
 * per committed transaction (and `advanceSlots`); block height equals the slot (no slot is
 * skipped). A blockhash is issued per slot on demand (`latestBlockhash`) and is valid while the
 * block height is at most its slot + 150. litesvm's own blockhash check is off: this class checks
 * against its recent blockhashes instead, which litesvm (one blockhash at a time) cannot.
 */
export class LocalSolanaNetwork {
  readonly svm: LiteSVM
  readonly events = new EventEmitter()
  private readonly startedAt = Date.now()
  private extraSlots = 0n
  private clockSlot = -1n
  private readonly blockhashes = new Map<string, bigint>()
  private latest: { blockhash: string; slot: bigint } | undefined
  private readonly history: TxRecord[] = []
  private readonly bySignature = new Map<string, TxRecord>()
  private readonly byAddress = new Map<string, TxRecord[]>()
  private readonly blockTimes = new Map<bigint, number>()
  transactionCount = 0

  constructor(
    readonly info: SolanaNetworkInfo,
    private readonly faucet: SolanaKey,
  ) {
    this.svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(0n)
    this.events.setMaxListeners(0)
    this.latestBlockhash()
  }

  /** The current slot (advances with time and with each committed transaction). */
  slot(): bigint {
    const slot = BigInt(Math.floor((Date.now() - this.startedAt) / SLOT_MS)) + this.extraSlots
    if (slot !== this.clockSlot) {
      this.clockSlot = slot
      const clock = this.svm.getClock()
      clock.slot = slot
      clock.epoch = slot / SLOTS_PER_EPOCH
      clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
      this.svm.setClock(clock)
    }
    return slot
  }

  /** Moves the clock `count` slots ahead at once (tests: expire a blockhash without waiting). */
  advanceSlots(count: number): void {
    this.extraSlots += BigInt(count)
    this.slot()
  }

  /** The blockhash of the current slot and the last block height it is valid at. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint; slot: bigint } {
    const slot = this.slot()
    if (!this.latest || this.latest.slot !== slot) {
      this.svm.expireBlockhash()
      const blockhash = this.svm.latestBlockhash()
      this.latest = { blockhash, slot }
      this.blockhashes.set(blockhash, slot)
      for (const [hash, issued] of this.blockhashes)
        if (issued + 2n * BigInt(BLOCKHASH_VALID_SLOTS) < slot) this.blockhashes.delete(hash)
    }
    return {
      blockhash: this.latest.blockhash,
      lastValidBlockHeight: this.latest.slot + BigInt(BLOCKHASH_VALID_SLOTS),
      slot,
    }
  }

  /** Whether a transaction with this recent blockhash would still be accepted. */
  isBlockhashValid(blockhash: string): boolean {
    const issued = this.blockhashes.get(blockhash)
    return issued !== undefined && this.slot() <= issued + BigInt(BLOCKHASH_VALID_SLOTS)
  }

  epochInfo() {
    const slot = this.slot()
    return {
      absoluteSlot: Number(slot),
      blockHeight: Number(slot),
      epoch: Number(slot / SLOTS_PER_EPOCH),
      slotIndex: Number(slot % SLOTS_PER_EPOCH),
      slotsInEpoch: Number(SLOTS_PER_EPOCH),
      transactionCount: this.transactionCount,
    }
  }

  /** The estimated or recorded Unix time of `slot`, or undefined for a future slot. */
  blockTime(slot: bigint): number | undefined {
    if (slot > this.slot()) return undefined
    return (
      this.blockTimes.get(slot) ??
      Math.floor((this.startedAt + Number(slot - this.extraSlots) * SLOT_MS) / 1000)
    )
  }

  getAccount(key: string): RawAccount | undefined {
    const account = this.svm.getAccount(address(key))
    if (!account.exists) return undefined
    return {
      address: key,
      lamports: BigInt(account.lamports),
      owner: account.programAddress,
      executable: account.executable,
      data: new Uint8Array(account.data),
    }
  }

  setAccount(account: RawAccount): void {
    this.svm.setAccount({
      address: address(account.address),
      lamports: lamports(account.lamports),
      programAddress: address(account.owner),
      executable: account.executable,
      data: account.data,
      space: BigInt(account.data.length),
    })
  }

  getBalance(key: string): bigint {
    return BigInt(this.svm.getBalance(address(key)) ?? 0n)
  }

  programAccounts(program: string): RawAccount[] {
    return this.svm.getProgramAccounts(address(program)).map((account) => ({
      address: account.address,
      lamports: BigInt(account.lamports),
      owner: account.programAddress,
      executable: account.executable,
      data: new Uint8Array(account.data),
    }))
  }

  minimumBalanceForRentExemption(size: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(size))
  }

  /** Fee of a message: 5000 lamports per required signature (litesvm charges no priority fee). */
  feeForMessage(messageBytes: Uint8Array): number | null {
    const message = decodeMessage(messageBytes)
    if (!this.isBlockhashValid(message.lifetimeToken)) return null
    return message.header.numSignerAccounts * LAMPORTS_PER_SIGNATURE
  }

  /** Decodes a wire transaction (400-class errors as the validator words them). */
  decode(wire: Uint8Array): Decoded {
    if (wire.length > PACKET_DATA_SIZE)
      throw invalidParams(
        `base64 encoded solana_transaction::versioned::VersionedTransaction too large: ${wire.length} bytes (max: decoded ${PACKET_DATA_SIZE} bytes)`,
      )
    let tx: Transaction
    let message: CompiledMessage
    try {
      tx = getTransactionDecoder().decode(wire)
      message = decodeMessage(new Uint8Array(tx.messageBytes))
    } catch {
      throw invalidParams(
        'failed to deserialize solana_transaction::versioned::VersionedTransaction: io error: unexpected end of file',
      )
    }
    const signatures = Object.values(tx.signatures).map((bytes) =>
      bytes
        ? getBase58Decoder().decode(bytes)
        : '1111111111111111111111111111111111111111111111111111111111111111',
    )
    return { tx, message, signatures, signature: signatures[0] ?? '' }
  }

  /** A committed transaction by signature. */
  transaction(signature: string): TxRecord | undefined {
    return this.bySignature.get(signature)
  }

  /** Committed transactions that name `key`, newest first. */
  transactionsOf(key: string): readonly TxRecord[] {
    return this.byAddress.get(key) ?? []
  }

  /**
   * Simulates a decoded transaction on the current state, without committing it. `sigVerify`
   * false simulates unsigned transactions too (as the validator's default).
   */
  simulate(decoded: Decoded, sigVerify: boolean) {
    this.slot()
    this.svm.withSigverify(sigVerify)
    try {
      const result = this.svm.simulateTransaction(decoded.tx)
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta()
        return {
          err: txErrorJson(result.err()),
          logs: meta.logs(),
          unitsConsumed: Number(meta.computeUnitsConsumed()),
          postAccounts: undefined,
        }
      }
      const meta = result.meta()
      return {
        err: null,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        postAccounts: result.postAccounts(),
      }
    } catch (error) {
      if (sigVerify) throw signatureFailure()
      throw error
    } finally {
      this.svm.withSigverify(true)
    }
  }

  /**
   * `sendTransaction`: checks the blockhash, runs the preflight simulation unless skipped
   * (failures are -32002 with the simulation's logs), then commits. A transaction that fails on
   * chain with its fee paid is recorded with its error; one whose fee could not be paid is
   * dropped (its status stays null), as on a validator.
   */
  send(wire: Uint8Array, options: { skipPreflight: boolean }): string {
    const decoded = this.decode(wire)
    const { signature, message } = decoded
    const preflight = (err: TxErrorJson, logs: string[] = [], unitsConsumed = 0) =>
      new SolanaRpcError(-32002, `Transaction simulation failed: ${txErrorText(err)}`, {
        accounts: null,
        err,
        innerInstructions: null,
        loadedAccountsDataSize: 0,
        logs,
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed,
      })
    if (decoded.signatures.some((s) => /^1+$/.test(s))) throw signatureFailure()
    if (this.bySignature.has(signature)) {
      if (options.skipPreflight) return signature
      throw preflight('AlreadyProcessed')
    }
    if (!this.isBlockhashValid(message.lifetimeToken)) {
      if (options.skipPreflight) return signature
      throw preflight('BlockhashNotFound')
    }
    if (!options.skipPreflight) {
      const simulated = this.simulate(decoded, true)
      if (simulated.err !== null) {
        if (simulated.err === 'SignatureFailure') throw signatureFailure()
        throw preflight(simulated.err, simulated.logs, simulated.unitsConsumed)
      }
    }
    this.commit(decoded)
    return signature
  }

  /**
   * `requestAirdrop`: the faucet sends `amount` lamports to `to` in a real, recorded system
   * transfer. At most `MAX_AIRDROP_LAMPORTS` per request.
   */
  airdrop(to: string, amount: bigint): string {
    if (amount <= 0n || amount > MAX_AIRDROP_LAMPORTS)
      throw new SolanaRpcError(
        -32602,
        `Invalid params: airdrop amount must be between 1 and ${MAX_AIRDROP_LAMPORTS} lamports`,
      )
    if (to === this.faucet.address) throw invalidParam('Invalid')
    // The faucet never runs dry: a local chain's airdrops must not stop after a flood of them.
    const faucetBalance = this.getBalance(this.faucet.address)
    if (faucetBalance < 2n * MAX_AIRDROP_LAMPORTS) {
      const account = this.getAccount(this.faucet.address)
      if (account) this.setAccount({ ...account, lamports: faucetBalance + FAUCET_TOP_UP })
    }
    const { blockhash } = this.latestBlockhash()
    const wire = buildTransfer(this.faucet, to, amount, blockhash)
    const decoded = this.decode(wire)
    const record = this.commit(decoded)
    if (!record || record.err !== null)
      throw new SolanaRpcError(-32603, 'Internal error: airdrop failed')
    return decoded.signature
  }

  private commit(decoded: Decoded): TxRecord | undefined {
    const keys = decoded.message.staticAccounts.map(String)
    const pre = keys.map((key) => this.getBalance(key))
    const preTokens = this.tokenBalances(keys)
    let result: ReturnType<LiteSVM['sendTransaction']>
    try {
      result = this.svm.sendTransaction(decoded.tx)
    } catch {
      throw signatureFailure()
    }
    const post = keys.map((key) => this.getBalance(key))
    const failure = result instanceof FailedTransactionMetadata ? result : undefined
    const failed = failure !== undefined
    const err = failure ? txErrorJson(failure.err()) : null
    // The fee payer did not pay: the transaction never made it into a block.
    if (failed && post[0] === pre[0]) {
      if (err === 'SignatureFailure') throw signatureFailure()
      return undefined
    }
    const meta = failure ? failure.meta() : (result as TransactionMetadata)
    this.extraSlots += 1n
    const slot = this.slot()
    const blockTime = Math.floor(Date.now() / 1000)
    this.blockTimes.set(slot, blockTime)
    const record: TxRecord = {
      signature: decoded.signature,
      slot,
      blockTime,
      err,
      wire: new Uint8Array(
        Buffer.concat([
          shortVec(decoded.signatures.length),
          ...Object.values(decoded.tx.signatures).map((s) =>
            s ? Buffer.from(s as Uint8Array) : Buffer.alloc(64),
          ),
          Buffer.from(decoded.tx.messageBytes as unknown as Uint8Array),
        ]),
      ),
      signatures: decoded.signatures,
      message: decoded.message,
      accountKeys: keys,
      fee: decoded.message.header.numSignerAccounts * LAMPORTS_PER_SIGNATURE,
      preBalances: pre.map(Number),
      postBalances: post.map(Number),
      preTokenBalances: preTokens,
      postTokenBalances: this.tokenBalances(keys),
      logs: meta.logs(),
      computeUnits: Number(meta.computeUnitsConsumed()),
    }
    this.record(record)
    this.events.emit('transaction', record)
    return record
  }

  private record(record: TxRecord): void {
    this.transactionCount += 1
    this.history.push(record)
    this.bySignature.set(record.signature, record)
    for (const key of new Set(record.accountKeys)) {
      const list = this.byAddress.get(key) ?? []
      list.unshift(record)
      this.byAddress.set(key, list)
    }
    if (this.history.length > HISTORY_CAPACITY) {
      const old = this.history.shift() as TxRecord
      this.bySignature.delete(old.signature)
      for (const key of new Set(old.accountKeys)) {
        const list = this.byAddress.get(key)
        if (!list) continue
        list.pop()
        if (list.length === 0) this.byAddress.delete(key)
      }
    }
  }

  private tokenBalances(keys: string[]): TokenBalanceJson[] {
    return keys.flatMap((key, accountIndex) => {
      const account = this.getAccount(key)
      const token = account && readTokenAccount(account)
      if (!account || !token) return []
      const mint = this.getAccount(token.mint)
      const decimals = mint ? (readMint(mint)?.decimals ?? 0) : 0
      return [
        {
          accountIndex,
          mint: token.mint,
          owner: token.owner,
          programId: account.owner,
          uiTokenAmount: uiTokenAmount(token.amount, decimals),
        },
      ]
    })
  }
}

function signatureFailure(): SolanaRpcError {
  return new SolanaRpcError(-32003, 'Transaction signature verification failure')
}

/** A compiled message from its bytes. */
export function decodeMessage(bytes: Uint8Array): CompiledMessage {
  return getCompiledTransactionMessageDecoder().decode(bytes) as unknown as CompiledMessage
}

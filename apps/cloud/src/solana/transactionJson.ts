import { getBase58Decoder } from '@solana/kit'
import type { TxRecord } from './network'
import { invalidParams } from './rpcError'

/** `getSignatureStatuses` entry of a committed transaction (everything is finalized at once). */
export function signatureStatus(record: TxRecord) {
  return {
    confirmationStatus: 'finalized',
    confirmations: null,
    err: record.err,
    slot: Number(record.slot),
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
}

/** `getTransaction`'s answer for a committed transaction, in `encoding`. */
export function transactionJson(record: TxRecord, encoding: unknown, versioned: boolean) {
  const meta = {
    computeUnitsConsumed: record.computeUnits,
    err: record.err,
    fee: record.fee,
    innerInstructions: [],
    loadedAddresses: { readonly: [], writable: [] },
    logMessages: record.logs,
    postBalances: record.postBalances,
    postTokenBalances: record.postTokenBalances,
    preBalances: record.preBalances,
    preTokenBalances: record.preTokenBalances,
    rewards: [],
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
  const message = record.message
  let transaction: unknown
  switch (encoding ?? 'json') {
    case 'base64':
      transaction = [Buffer.from(record.wire).toString('base64'), 'base64']
      break
    case 'base58':
      transaction = [getBase58Decoder().decode(record.wire), 'base58']
      break
    case 'json':
    case 'jsonParsed': {
      const parsed = encoding === 'jsonParsed'
      const header = message.header
      const signers = header.numSignerAccounts
      const keys = record.accountKeys
      const writable = (i: number) =>
        i < signers
          ? i < signers - header.numReadonlySignerAccounts
          : i < keys.length - header.numReadonlyNonSignerAccounts
      transaction = {
        message: {
          accountKeys: parsed
            ? keys.map((pubkey, i) => ({
                pubkey,
                signer: i < signers,
                source: 'transaction',
                writable: writable(i),
              }))
            : keys,
          header: {
            numReadonlySignedAccounts: header.numReadonlySignerAccounts,
            numReadonlyUnsignedAccounts: header.numReadonlyNonSignerAccounts,
            numRequiredSignatures: header.numSignerAccounts,
          },
          instructions: (message.instructions ?? []).map((instruction) => {
            const data = getBase58Decoder().decode(instruction.data ?? new Uint8Array())
            const accounts = [...(instruction.accountIndices ?? [])]
            return parsed
              ? {
                  accounts: accounts.map((i) => keys[i]),
                  data,
                  programId: keys[instruction.programAddressIndex],
                  stackHeight: null,
                }
              : {
                  accounts,
                  data,
                  programIdIndex: instruction.programAddressIndex,
                  stackHeight: null,
                }
          }),
          recentBlockhash: message.lifetimeToken,
          ...(message.version === 'legacy'
            ? {}
            : {
                addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
                  accountKey: lookup.lookupTableAddress,
                  readonlyIndexes: lookup.readonlyIndexes,
                  writableIndexes: lookup.writableIndexes,
                })),
              }),
        },
        signatures: record.signatures,
      }
      break
    }
    default:
      throw invalidParams(
        `unknown variant \`${String(encoding)}\`, expected one of \`binary\`, \`base64\`, \`base58\`, \`json\`, \`jsonParsed\``,
      )
  }
  return {
    blockTime: record.blockTime,
    meta,
    slot: Number(record.slot),
    transaction,
    ...(versioned ? { version: message.version } : {}),
  }
}

// litesvm returns transaction errors as numbers (const enums) and small classes; the RPC answers
// them as the validator serialises `TransactionError` (a string, or an object with one key).

const TX_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** A `TransactionError` as the RPC serialises it. */
export type TxErrorJson = string | Record<string, unknown>

type Inner = { code?: number; msg?: string } | number
type Outer = {
  index?: number
  accountIndex?: number
  err?: () => Inner
  constructor: { name: string }
}

/** litesvm's error value (`FailedTransactionMetadata.err()`) as the RPC's JSON. */
export function txErrorJson(error: unknown): TxErrorJson {
  if (typeof error === 'number') return TX_ERRORS[error] ?? 'UnknownError'
  const outer = error as Outer
  switch (outer.constructor.name) {
    case 'TransactionErrorInstructionError': {
      const inner = outer.err?.()
      let value: unknown
      if (typeof inner === 'number') value = INSTRUCTION_ERRORS[inner] ?? 'GenericError'
      else if (inner && typeof inner.code === 'number') value = { Custom: inner.code }
      else value = { BorshIoError: inner?.msg ?? '' }
      return { InstructionError: [outer.index, value] }
    }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: outer.index }
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: outer.accountIndex } }
    case 'TransactionErrorProgramExecutionTemporarilyRestricted':
      return { ProgramExecutionTemporarilyRestricted: { account_index: outer.accountIndex } }
    default:
      return 'UnknownError'
  }
}

const TX_ERROR_TEXT: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  UnsupportedVersion: 'Transaction version is unsupported',
}

const INSTRUCTION_ERROR_TEXT: Record<string, string> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  IllegalOwner: 'Provided owner is not allowed',
}

/**
 * The validator's text of a transaction error (its `Display`), as in `Transaction simulation
 * failed: <text>`.
 */
export function txErrorText(json: TxErrorJson): string {
  if (typeof json === 'string') return TX_ERROR_TEXT[json] ?? json
  if ('InstructionError' in json) {
    const [index, inner] = json.InstructionError as [number, unknown]
    let text: string
    if (typeof inner === 'string') text = INSTRUCTION_ERROR_TEXT[inner] ?? inner
    else if (inner && typeof inner === 'object' && 'Custom' in inner)
      text = `custom program error: 0x${(inner as { Custom: number }).Custom.toString(16)}`
    else text = 'Failed to serialize or deserialize account data'
    return `Error processing Instruction ${index}: ${text}`
  }
  if ('InsufficientFundsForRent' in json)
    return `Transaction results in an account (${(json.InsufficientFundsForRent as { account_index: number }).account_index}) with insufficient funds for rent`
  if ('DuplicateInstruction' in json)
    return `Transaction contains a duplicate instruction (${String(json.DuplicateInstruction)}) that is not allowed`
  return JSON.stringify(json)
}

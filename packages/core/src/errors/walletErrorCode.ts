/** Reads a numeric wallet code from a value that may carry one (`code` number or numeric string). */
export function walletErrorCode(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined
  const { code } = value
  if (typeof code === 'number' && Number.isFinite(code)) return code
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
  return undefined
}

/** The errors nested in a wallet error: `cause` chains and `data.originalError`. */
export function nestedWalletErrors(value: unknown, depth = 0): unknown[] {
  // Wallets nest at most a few levels; the bound also stops cycles.
  if (depth > 8 || typeof value !== 'object' || value === null) return []
  const nested: unknown[] = []
  if ('cause' in value && value.cause !== undefined) nested.push(value.cause)
  if ('data' in value && typeof value.data === 'object' && value.data !== null) {
    const { data } = value
    if ('originalError' in data && data.originalError !== undefined) nested.push(data.originalError)
  }
  return nested.flatMap((inner) => [inner, ...nestedWalletErrors(inner, depth + 1)])
}

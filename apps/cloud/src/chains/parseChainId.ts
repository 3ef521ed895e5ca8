/**
 * Reads a chain id as callers send it, a number, a decimal string or a CAIP-2 id
 * (`eip155:8453`), into its EIP-155 number; `undefined` when it is none of those.
 *
 * @example
 * parseChainId('eip155:1') // 1
 * parseChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // undefined
 */
export function parseChainId(value: number | string | undefined | null): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value !== 'string') return undefined
  const match = /^(?:eip155:)?([1-9]\d{0,15})$/.exec(value.trim())
  if (!match?.[1]) return undefined
  const id = Number(match[1])
  return Number.isSafeInteger(id) ? id : undefined
}

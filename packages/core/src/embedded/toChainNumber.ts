/**
 * The chain number of a number, a decimal string or a CAIP-2 id (`NaN` when it is none).
 *
 * @example
 * toChainNumber('eip155:8453') // 8453
 */
export function toChainNumber(chainId: string | number): number {
  if (typeof chainId === 'number') return chainId
  return Number(chainId.split(':').pop() ?? '')
}

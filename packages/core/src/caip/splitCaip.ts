// Splits a CAIP string into exactly `count` non-empty colon-separated parts, or returns undefined.
export function splitCaip(value: unknown, count: 2 | 3): string[] | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== count || parts.some((part) => part.length === 0)) return undefined
  return parts
}

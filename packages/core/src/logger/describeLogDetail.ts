/**
 * A detail of a log call as text: an error as `Name: message` (its short message when it has
 * one), a string as is, anything else as JSON (or `String()` when it cannot be serialised).
 */
export function describeLogDetail(detail: unknown): string {
  if (typeof detail === 'string') return detail
  if (typeof detail === 'bigint') return `${detail}`
  if (detail instanceof Error) {
    const short = (detail as { shortMessage?: unknown }).shortMessage
    return `${detail.name}: ${typeof short === 'string' ? short : detail.message}`
  }
  try {
    return (
      JSON.stringify(detail, (_, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      ) ?? String(detail)
    )
  } catch {
    return String(detail)
  }
}

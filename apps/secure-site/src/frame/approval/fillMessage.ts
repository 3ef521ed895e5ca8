/**
 * A catalogue string with its `{name}` placeholders filled in (an unknown one stays as written).
 *
 * @example
 * fillMessage('Send {count} calls', { count: 2 }) // 'Send 2 calls'
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

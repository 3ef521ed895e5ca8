/**
 * Resolves after `ms` (between two long polls, so an instant error never becomes a busy loop).
 *
 * @example
 * await pause(500)
 */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

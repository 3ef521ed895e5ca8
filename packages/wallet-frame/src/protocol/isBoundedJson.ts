/** How much of a value {@link isBoundedJson} walks before it gives up. */
export type JsonBudget = {
  /** Values (objects, arrays and leaves) in total. */
  readonly nodes: number
  /** Characters in all strings and object keys together. */
  readonly chars: number
  /** Nesting depth. */
  readonly depth: number
}

/**
 * Whether `value` is plain JSON data (null, booleans, finite numbers, strings, arrays and plain
 * objects; `undefined` too, as structured clone keeps it) within `budget`. Messages arrive through structured clone, which also carries Maps,
 * Dates, buffers and cycles: those are refused, and the walk stops as soon as the budget is spent,
 * so a hostile message costs at most `budget.nodes` steps. Never throws.
 *
 * @example
 * isBoundedJson({ method: 'eth_call', params: [] }, { nodes: 100, chars: 1000, depth: 8 }) // true
 */
export function isBoundedJson(value: unknown, budget: JsonBudget): boolean {
  try {
    const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
    let nodes = 0
    let chars = 0
    while (stack.length > 0) {
      const next = stack.pop() as { value: unknown; depth: number }
      nodes++
      if (nodes > budget.nodes || next.depth > budget.depth) return false
      const current = next.value
      // undefined is what structured clone keeps of an absent optional value.
      if (current === null || current === undefined || typeof current === 'boolean') continue
      if (typeof current === 'number') {
        if (!Number.isFinite(current)) return false
        continue
      }
      if (typeof current === 'string') {
        chars += current.length
        if (chars > budget.chars) return false
        continue
      }
      if (typeof current !== 'object') return false
      if (Array.isArray(current)) {
        if (current.length > budget.nodes - nodes) return false
        for (const item of current) stack.push({ value: item, depth: next.depth + 1 })
        continue
      }
      const proto = Object.getPrototypeOf(current)
      if (proto !== Object.prototype && proto !== null) return false
      const keys = Object.keys(current)
      if (keys.length > budget.nodes - nodes) return false
      for (const key of keys) {
        chars += key.length
        if (chars > budget.chars) return false
        stack.push({ value: (current as Record<string, unknown>)[key], depth: next.depth + 1 })
      }
    }
    return true
  } catch {
    // A getter or proxy that throws is not JSON data.
    return false
  }
}

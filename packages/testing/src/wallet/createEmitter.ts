type Listener = (...args: never[]) => void

export type Emitter = {
  on(event: string, listener: Listener): void
  off(event: string, listener: Listener): void
  emit(event: string, ...args: unknown[]): void
}

/** A tiny event emitter, one per wallet (no shared registry between wallets). */
export function createEmitter(): Emitter {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      // Copy first: a listener may remove itself while we iterate.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (...a: unknown[]) => void)(...args)
        } catch (error) {
          // One failing dapp listener must not stop the others, as in a real provider.
          console.error(error)
        }
      }
    },
  }
}

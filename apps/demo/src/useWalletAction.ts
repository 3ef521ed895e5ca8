import { useState } from 'react'
import { errorWords, type WalletActionKind } from './errorWords'

/** The state of one wallet request the visitor started: its result, or the words of its failure. */
export type WalletActionState<T> = {
  busy: boolean
  result: T | undefined
  failure: string | undefined
  start(): Promise<void>
}

/**
 * Runs `action` on demand, keeping one outcome at a time and the error in the demo's words for
 * that `kind` of request.
 */
export function useWalletAction<T>(
  kind: WalletActionKind,
  action: () => Promise<T>,
): WalletActionState<T> {
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<T>()
  const [failure, setFailure] = useState<string>()
  const start = async () => {
    setBusy(true)
    setResult(undefined)
    setFailure(undefined)
    try {
      setResult(await action())
    } catch (error) {
      setFailure(errorWords(error, kind))
    } finally {
      setBusy(false)
    }
  }
  return { busy, result, failure, start }
}

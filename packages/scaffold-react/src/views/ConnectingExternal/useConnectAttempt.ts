import {
  type AirlockCore,
  type Connector,
  connect,
  isUserRejectedError,
  UserRejectedRequestError,
  type WalletListEntry,
} from '@airlock/core'
import { useCallback, useEffect, useRef, useState } from 'react'

export type ConnectAttempt = {
  status: 'connecting' | 'declined' | 'failed'
  retry(): void
}

/**
 * Runs `connect` once per attempt (a StrictMode double effect does not ask the wallet twice) and
 * reports how it ended; `retry` starts a new attempt.
 */
export function useConnectAttempt(
  core: AirlockCore,
  connector: Connector,
  wallet: WalletListEntry | undefined,
  onConnected: () => void,
): ConnectAttempt {
  const [attempt, setAttempt] = useState(0)
  const [status, setStatus] = useState<ConnectAttempt['status']>('connecting')
  const started = useRef(-1)
  const done = useRef(onConnected)
  done.current = onConnected

  useEffect(() => {
    if (started.current === attempt) return
    started.current = attempt
    setStatus('connecting')
    connect(core, { connector, ...(wallet ? { wallet } : {}) }).then(
      () => done.current(),
      (error: unknown) =>
        setStatus(
          error instanceof UserRejectedRequestError || isUserRejectedError(error)
            ? 'declined'
            : 'failed',
        ),
    )
  }, [core, connector, wallet, attempt])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  return { status, retry }
}

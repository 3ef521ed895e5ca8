import {
  type AirlockCore,
  BaseError,
  type Connector,
  connect,
  ErrorMessages,
  isUserRejectedError,
  PAIRING_EXPIRY_MARGIN_MS,
  resetWcUri,
  setWcUri,
  showAlert,
  UserRejectedRequestError,
  type WalletListEntry,
} from '@airlock/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'

/** What an adapter with WalletConnect offers the modal (adapter-evm's and adapter-solana's). */
type PairingSeam = {
  onPairingUri(listener: (uri: string) => void): () => void
  cancelPairing(): void
}

export type WalletConnectPairing = {
  /** The current pairing URI; empty while it is being created. */
  uri: string
  /**
   * `invalidProjectId` / `invalidAppConfiguration`: the relay refused the project or the page's
   * origin; the modal's alert says so too.
   */
  status: 'connecting' | 'declined' | 'failed' | 'invalidProjectId' | 'invalidAppConfiguration'
  retry(): void
}

/**
 * Runs a WalletConnect connect for the QR views: the adapter's pairing URIs go to core
 * (`setWcUri`); 10 s before a URI expires a new connect replaces it; leaving the view
 * leaves the pairing and resets the URI. A refusal is `declined`, anything else `failed`; `retry`
 * starts a new pairing.
 */
export function useWalletConnectPairing(
  core: AirlockCore,
  connector: Connector,
  wallet: WalletListEntry | undefined,
  onConnected: () => void,
): WalletConnectPairing {
  const [attempt, setAttempt] = useState(0)
  const [status, setStatus] = useState<WalletConnectPairing['status']>('connecting')
  const { wcUri, wcPairingExpiry } = useSnapshot(core.state.connection)
  const started = useRef(-1)
  const mounted = useRef(false)
  const done = useRef(onConnected)
  done.current = onConnected
  useEffect(() => {
    mounted.current = true
    // Every adapter with WalletConnect: they share one session, and the pairing is started by
    // the active namespace's adapter, which need not be the listed connector's.
    const seams = Object.values(core.adapters).map(pairingSeam).filter(isSeam)
    const stops = seams.map((seam) => seam.onPairingUri((uri) => setWcUri(core, uri)))
    return () => {
      for (const stop of stops) stop()
      mounted.current = false
      // StrictMode unmounts and mounts again at once; only a real leave ends the pairing.
      queueMicrotask(() => {
        if (mounted.current) return
        for (const seam of seams) seam.cancelPairing()
        resetWcUri(core)
      })
    }
  }, [core])

  useEffect(() => {
    if (started.current === attempt) return
    started.current = attempt
    resetWcUri(core)
    connect(core, { connector, ...(wallet ? { wallet } : {}) }).then(
      () => {
        resetWcUri(core)
        if (mounted.current) done.current()
      },
      (error: unknown) => {
        if (!mounted.current) return
        const refusal = configurationRefusal(error)
        if (refusal) showAlert(core, { message: ErrorMessages[refusal.message], variant: 'error' })
        setStatus(
          error instanceof UserRejectedRequestError || isUserRejectedError(error)
            ? 'declined'
            : (refusal?.status ?? 'failed'),
        )
      },
    )
  }, [core, connector, wallet, attempt])

  useEffect(() => {
    if (status !== 'connecting' || wcPairingExpiry === undefined) return
    const wait = wcPairingExpiry - PAIRING_EXPIRY_MARGIN_MS - Date.now()
    // The URI on screen must never be one the wallet would refuse: replace it before it expires.
    const timer = setTimeout(() => setAttempt((value) => value + 1), Math.max(0, wait))
    return () => clearTimeout(timer)
  }, [wcPairingExpiry, status])

  const retry = useCallback(() => {
    setStatus('connecting')
    setAttempt((value) => value + 1)
  }, [])
  return { uri: wcUri ?? '', status, retry }
}

/** A refusal of the dapp's configuration rather than of the visitor's wallet, if `error` is one. */
function configurationRefusal(
  error: unknown,
):
  | { status: 'invalidProjectId'; message: 'INVALID_PROJECT_ID' }
  | { status: 'invalidAppConfiguration'; message: 'INVALID_APP_CONFIGURATION' }
  | undefined {
  if (!(error instanceof BaseError)) return undefined
  if (error.shortMessage === ErrorMessages.INVALID_PROJECT_ID)
    return { status: 'invalidProjectId', message: 'INVALID_PROJECT_ID' }
  if (error.shortMessage === ErrorMessages.INVALID_APP_CONFIGURATION)
    return { status: 'invalidAppConfiguration', message: 'INVALID_APP_CONFIGURATION' }
  return undefined
}

function isSeam(seam: PairingSeam | undefined): seam is PairingSeam {
  return seam !== undefined
}

function pairingSeam(adapter: unknown): PairingSeam | undefined {
  if (typeof adapter !== 'object' || adapter === null) return undefined
  const candidate = adapter as Partial<PairingSeam>
  return typeof candidate.onPairingUri === 'function' &&
    typeof candidate.cancelPairing === 'function'
    ? (candidate as PairingSeam)
    : undefined
}

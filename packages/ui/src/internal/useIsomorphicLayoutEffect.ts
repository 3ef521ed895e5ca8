import { type DependencyList, type EffectCallback, useEffect, useLayoutEffect } from 'react'

/**
 * useLayoutEffect in a browser, useEffect on the server (React 18 warns about useLayoutEffect
 * during server rendering; the effect is a no-op there anyway). Chosen at each call, not at import:
 * importing the package on a server reads no browser global.
 */
export function useIsomorphicLayoutEffect(effect: EffectCallback, deps?: DependencyList): void {
  const useEnvironmentEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect
  useEnvironmentEffect(effect, deps)
}

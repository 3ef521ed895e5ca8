import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {}
  const list = matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

function read(): boolean {
  return typeof matchMedia === 'function' && matchMedia(QUERY).matches
}

/**
 * Whether the visitor asked the OS for less motion. The stylesheets already shorten animations
 * under the same media query; this is for timings that live in JavaScript (a view swap, a shake).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false)
}

import { useEffect, useLayoutEffect } from 'react'

// React 18 warns about useLayoutEffect during server rendering; the effect is a no-op there anyway.
/** useLayoutEffect in a browser, useEffect on the server. */
export const useIsomorphicLayoutEffect: typeof useLayoutEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect

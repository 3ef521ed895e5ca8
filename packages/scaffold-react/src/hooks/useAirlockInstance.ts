import { useContext } from 'react'
import { AirlockContext } from '../context/AirlockContext'
import type { Airlock } from '../createAirlock'
import { ProviderMissingError } from '../errors/ProviderMissingError'

/**
 * The Airlock of the nearest `<AirlockProvider>`.
 *
 * @example
 * const { core } = useAirlockInstance()
 */
export function useAirlockInstance(): Airlock {
  const airlock = useContext(AirlockContext)
  if (!airlock) throw new ProviderMissingError()
  return airlock
}

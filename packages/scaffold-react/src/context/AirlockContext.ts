import { createContext } from 'react'
import type { Airlock } from '../createAirlock'

/** The Airlock instance of the nearest `<AirlockProvider>`. */
export const AirlockContext: React.Context<Airlock | undefined> = createContext<
  Airlock | undefined
>(undefined)

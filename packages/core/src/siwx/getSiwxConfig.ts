import type { AirlockCore } from '../createAirlockCore'
import type { SIWXConfig } from '../options/types'
import { siweToSiwx } from './siweToSiwx'
import type { SIWEConfig } from './types'

// One mapped config per legacy config object, so `required` and the calls stay the same object.
const mapped = new WeakMap<object, SIWXConfig>()

/**
 * The sign-in config in force: `siwx`, or the legacy `siweConfig` read through the same contract;
 * `undefined` when sign-in is off.
 *
 * @example
 * const siwx = getSiwxConfig(core)
 */
export function getSiwxConfig(core: AirlockCore): SIWXConfig | undefined {
  if (core.options.siwx) return core.options.siwx
  const legacy = core.options.siweConfig
  if (!legacy) return undefined
  let config = mapped.get(legacy)
  if (!config) {
    config = siweToSiwx(legacy as SIWEConfig)
    mapped.set(legacy, config)
  }
  return config
}

/** The view that asks for the signature: `ConnectingSiwe` for a legacy `siweConfig`. */
export function siwxView(core: AirlockCore): 'SIWXSignMessage' | 'ConnectingSiwe' {
  return !core.options.siwx && core.options.siweConfig ? 'ConnectingSiwe' : 'SIWXSignMessage'
}

import { ConfigError } from '../config/errors'

/** Which on-ramp provider the cloud's `/v1/generators/onrampurl` hands out. */
export type OnrampProviderSetting = 'local' | 'off'

/**
 * Reads `AIRLOCK_ONRAMP_PROVIDER`: `local` serves the local provider page (a dev and test
 * stand-in that pays from a test treasury), `off` serves none. The default is `local`, and `off`
 * in production, where `local` is refused: an operator names a real provider instead.
 *
 * @example
 * loadOnrampProvider({ AIRLOCK_ONRAMP_PROVIDER: 'off' }, false) // 'off'
 */
export function loadOnrampProvider(
  env: NodeJS.ProcessEnv,
  production: boolean,
): OnrampProviderSetting {
  const value = env.AIRLOCK_ONRAMP_PROVIDER ?? ''
  if (value === '') return production ? 'off' : 'local'
  if (value !== 'local' && value !== 'off')
    throw new ConfigError('AIRLOCK_ONRAMP_PROVIDER', value, 'local or off')
  if (value === 'local' && production)
    throw new ConfigError(
      'AIRLOCK_ONRAMP_PROVIDER',
      value,
      'off in production (the local provider pays from a test treasury)',
    )
  return value
}

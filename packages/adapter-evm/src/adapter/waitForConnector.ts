import { type Config, type Connector, watchConnectors } from '@wagmi/core'

/**
 * The wagmi connector with `id`, waiting up to `timeoutMs` for it to appear: an extension may
 * announce itself (EIP-6963) a moment after the page's scripts run. `undefined` when it does not.
 *
 * @example
 * const connector = await waitForConnector(config, 'io.metamask', 1000)
 */
export function waitForConnector(
  config: Config,
  id: string,
  timeoutMs: number,
): Promise<Connector | undefined> {
  const find = (): Connector | undefined => config.connectors.find((item) => item.id === id)
  const found = find()
  if (found || timeoutMs <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const done = (connector: Connector | undefined): void => {
      clearTimeout(timer)
      unwatch()
      resolve(connector)
    }
    const timer = setTimeout(() => done(undefined), timeoutMs)
    const unwatch = watchConnectors(config, {
      onChange: () => {
        const connector = find()
        if (connector) done(connector)
      },
    })
  })
}

import { loadLocaleMessages, localizeMessages } from '@airlock/core'
import type { Airlock } from '../createAirlock'

/** An Airlock's load of its locale: the promise, and its result once there. */
export type LocalizedAirlock = { readonly promise: Promise<Airlock>; done?: Airlock }

// One load per Airlock: `createAirlock` starts it, the provider waits for it.
const loads = new WeakMap<Airlock, LocalizedAirlock>()

/**
 * The Airlock in its chosen locale: the locale's catalogue (a lazy chunk) with the dapp's
 * per-string overrides on top, and its writing direction. English needs no load (`done` at once).
 * Started once per Airlock; later calls share it.
 *
 * @example
 * const german = await localizeAirlock(createAirlock({ ...options, locale: 'de' })).promise
 * german.messages.connectWalletTitle // 'Wallet verbinden'
 */
export function localizeAirlock(airlock: Airlock): LocalizedAirlock {
  if (airlock.locale === 'en') return { promise: Promise.resolve(airlock), done: airlock }
  let load = loads.get(airlock)
  if (!load) {
    const started: LocalizedAirlock = {
      promise: loadLocaleMessages(airlock.locale).then((locale) => {
        started.done = {
          ...airlock,
          messages: localizeMessages(locale, airlock.messageOverrides),
          dir: locale.dir,
        }
        return started.done
      }),
    }
    // A chunk that fails to load leaves the modal in English; the rejection is handled by callers.
    started.promise.catch(() => undefined)
    load = started
    loads.set(airlock, load)
  }
  return load
}

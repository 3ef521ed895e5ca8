import OnRampProviders from './OnRampProviders'

export { default as BuyInProgress } from './BuyInProgress'
export { default as OnRampActivity } from './OnRampActivity'
export { default as OnRampFiatSelect } from './OnRampFiatSelect'
export { default as OnRampTokenSelect } from './OnRampTokenSelect'

/**
 * The on-ramp: OnRampProviders and the views of the buy flow, one chunk loaded only
 * when used.
 */
export default OnRampProviders

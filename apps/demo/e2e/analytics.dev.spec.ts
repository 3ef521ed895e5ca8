import { analyticsAsksFirst, analyticsOff } from './analytics'
import { test } from './fixtures'

// Issue 23, under vite dev (React StrictMode mounts every component twice): analytics asks first. Nothing is fetched or sent before the visitor's first intent
// (hovering the connect button); then the config is read once and the events of a connect reach
// the real cloud's store in order; what is left when the page goes away goes by beacon. A dapp
// that turns analytics off sends nothing, ever.

test(
  'no analytics request before the first hover; then the connect events reach the cloud in order',
  analyticsAsksFirst,
)

test(
  'a dapp with analytics off (features.analytics false) never fetches or sends anything',
  analyticsOff,
)

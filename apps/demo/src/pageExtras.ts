// What the page shows after its first load, as one chunk (src/App.tsx loads it lazily).
export { Details } from './Details'
export { HooksPanel } from './HooksPanel'
export { Showcase } from './Showcase'

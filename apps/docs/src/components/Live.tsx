import BrowserOnly from '@docusaurus/BrowserOnly'
import type { ReactElement } from 'react'
import type { LiveExampleName } from '../live/examples'

export type LiveProps = {
  /** Which example of src/live/examples.tsx to render. */
  example: LiveExampleName
}

/**
 * A live example: the real `@airlock/react` component or hook, inside its own `AirlockProvider`
 * created against the local cloud's defaults (start it with `npm run dev`). Client-only: the
 * static build renders the frame and the fallback, and never loads Airlock's code on the server.
 */
export function Live({ example }: LiveProps): ReactElement {
  return (
    <div className="live-example" data-live-example={example}>
      <div className="live-example__label">Live example</div>
      <BrowserOnly fallback={<p>Loading the example…</p>}>
        {() => {
          // Loaded in the browser only, so nothing of Airlock runs during the static build.
          const { LiveAirlock } =
            require('../live/LiveAirlock') as typeof import('../live/LiveAirlock')
          const { examples } = require('../live/examples') as typeof import('../live/examples')
          const Example = examples[example]
          return (
            <LiveAirlock>
              <Example />
            </LiveAirlock>
          )
        }}
      </BrowserOnly>
    </div>
  )
}

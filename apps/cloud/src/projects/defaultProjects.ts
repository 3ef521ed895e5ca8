import type { ProjectConfig } from '../config/types'

const demoOrigins = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:8788',
  'http://localhost:8788',
  // The documentation site's live examples (apps/docs, `npm run dev`).
  'http://127.0.0.1:3000',
  'http://localhost:3000',
]

/**
 * The projects every cloud has. `airlock-demo` is the demo dapp (5173), the secure site (8788) and
 * the docs' live examples (3000);
 * `airlock-test` is for tests, which also use Vite's preview port (4173).
 */
export const defaultProjects: readonly ProjectConfig[] = [
  { id: 'airlock-demo', name: 'Airlock demo', origins: demoOrigins },
  {
    id: 'airlock-test',
    name: 'Airlock tests',
    origins: [...demoOrigins, 'http://127.0.0.1:4173', 'http://localhost:4173'],
  },
]

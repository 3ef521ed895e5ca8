import type { ProjectConfig } from './types'

const demoOrigins = ['http://127.0.0.1:5173', 'http://localhost:5173']

/**
 * The projects every secure site knows, matching the local cloud's: `airlock-demo` (the demo on
 * 5173) and `airlock-test` (also Vite's preview port 4173). `AIRLOCK_PROJECTS` adds origins.
 */
export const defaultProjects: readonly ProjectConfig[] = [
  { id: 'airlock-demo', origins: demoOrigins },
  {
    id: 'airlock-test',
    origins: [...demoOrigins, 'http://127.0.0.1:4173', 'http://localhost:4173'],
  },
]

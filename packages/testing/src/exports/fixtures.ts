// The Playwright fixtures entry of @airlock/testing (Node). Named re-exports only (STYLE.md §7).

export { airlockFixtures } from '../fixtures/airlockFixtures'
export type {
  AirlockCloud,
  AirlockFixtures,
  AirlockFixturesDefinition,
  AirlockFixturesOptions,
} from '../fixtures/types'

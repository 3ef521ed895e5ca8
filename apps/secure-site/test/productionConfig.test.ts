import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config/loadConfig'

// Issue 16: a production configuration knows only the projects it is given; the demo projects
// (which allow localhost origins) are for development.

describe('the projects of a production configuration', () => {
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['AIRLOCK_PRODUCTION=1', { AIRLOCK_PRODUCTION: '1' }],
  ])('%s: only AIRLOCK_PROJECTS, no demo project', (_, env) => {
    const config = loadConfig({ ...env, AIRLOCK_PROJECTS: 'shop=https://shop.example' })
    expect(config.projects).toEqual([{ id: 'shop', origins: ['https://shop.example'] }])
    expect(loadConfig(env).projects).toEqual([])
  })

  it('development: the demo projects, and AIRLOCK_PROJECTS on top', () => {
    const ids = loadConfig({ AIRLOCK_PROJECTS: 'shop=https://shop.example' }).projects.map(
      (p) => p.id,
    )
    expect(ids).toEqual(['airlock-demo', 'airlock-test', 'shop'])
  })
})

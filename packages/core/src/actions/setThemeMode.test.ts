import { describe, expect, test } from 'vitest'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { setThemeMode } from './setThemeMode'
import { setThemeVariables } from './setThemeVariables'

function setup() {
  const backing = createMemoryStorage()
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet],
    storage: backing,
    themeVariables: { '--w3m-accent': '#111', '--w3m-border-radius-master': 2 },
  })
  return { core, backing }
}

describe('theme', () => {
  test('setThemeMode sets the mode and stores it under the theme key (SPEC.md §3)', () => {
    const { core, backing } = setup()
    setThemeMode(core, 'dark')
    expect(core.state.theme.themeMode).toBe('dark')
    expect(core.storage.getThemeMode()).toBe('dark')
    expect(backing.getItem('theme')).toContain('dark')
  })

  test('undefined follows the system and keeps the stored choice', () => {
    const { core } = setup()
    setThemeMode(core, 'light')
    setThemeMode(core, undefined)
    expect(core.state.theme.themeMode).toBeUndefined()
    expect(core.storage.getThemeMode()).toBe('light')
  })

  test('setThemeVariables merges', () => {
    const { core } = setup()
    setThemeVariables(core, { '--w3m-accent': '#222', '--w3m-font-family': 'serif' })
    expect(core.state.theme.themeVariables).toEqual({
      '--w3m-accent': '#222',
      '--w3m-border-radius-master': 2,
      '--w3m-font-family': 'serif',
    })
  })
})

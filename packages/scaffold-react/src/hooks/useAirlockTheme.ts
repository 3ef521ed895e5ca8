import { setThemeMode, setThemeVariables, type ThemeMode, type ThemeVariables } from '@airlock/core'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from './useAirlockInstance'

export type UseAirlockThemeReturnType = {
  /** `light`, `dark`, or `undefined` when following the operating system. */
  themeMode: ThemeMode | undefined
  themeVariables: Readonly<ThemeVariables>
  /** Sets the mode and stores it under the theme key. */
  setThemeMode(mode: ThemeMode | undefined): void
  setThemeVariables(variables: ThemeVariables): void
}

/**
 * The modal's theme and its setters.
 *
 * @example
 * const { themeMode, setThemeMode } = useAirlockTheme()
 * setThemeMode(themeMode === 'dark' ? 'light' : 'dark')
 */
export function useAirlockTheme(): UseAirlockThemeReturnType {
  const { core } = useAirlockInstance()
  const theme = useSnapshot(core.state.theme)
  const setters = useMemo(
    () => ({
      setThemeMode: (mode: ThemeMode | undefined) => setThemeMode(core, mode),
      setThemeVariables: (variables: ThemeVariables) => setThemeVariables(core, variables),
    }),
    [core],
  )
  return { themeMode: theme.themeMode, themeVariables: theme.themeVariables, ...setters }
}

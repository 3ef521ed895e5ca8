import type { AirlockCore } from '../createAirlockCore'
import type { EmbeddedFrame } from './types'

/**
 * Sends SYNC_THEME to the frame: the theme mode (when one is set) and the theme variables, so
 * what the frame draws (its approval screen) looks like the dapp. Failures are the frame's: they
 * change nothing on the page.
 *
 * @example
 * await syncEmbeddedTheme(core, frame)
 */
export async function syncEmbeddedTheme(core: AirlockCore, frame: EmbeddedFrame): Promise<void> {
  const { themeMode, themeVariables } = core.state.theme
  try {
    await frame.request('SYNC_THEME', {
      ...(themeMode ? { themeMode } : {}),
      themeVariables: { ...themeVariables },
    })
  } catch {
    // An older frame, or variables it does not take: the frame keeps its own look.
  }
}

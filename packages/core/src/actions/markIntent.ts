import type { AirlockCore } from '../createAirlockCore'

/**
 * Records the visitor's first intent (hover, focus or click on connect): from now on the analytics
 * layer may fetch its config and send `pendingAnalytics`.
 *
 * @example
 * button.addEventListener('pointerenter', () => markIntent(core), { once: true })
 */
export function markIntent(core: AirlockCore): void {
  core.state.events.intent = true
}

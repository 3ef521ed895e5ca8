import { SDK_TYPE, SDK_VERSION } from '../constants/sdk'
import type { AirlockCore } from '../createAirlockCore'
import type { EmbeddedFrame } from './types'

// The dapp's language: the page's `lang`, else the browser's.
function dappLocale(): string | undefined {
  const lang = globalThis.document?.documentElement?.lang
  if (lang) return lang
  return globalThis.navigator?.language || undefined
}

/**
 * Sends SYNC_DAPP_DATA to the frame once it is ready: the dapp's metadata, the SDK type and
 * version, the project id and the dapp's locale (the page's `lang`, else the browser's), which the
 * frame's approval screen shows and speaks.
 *
 * @example
 * await syncEmbeddedDappData(core, frame)
 */
export async function syncEmbeddedDappData(core: AirlockCore, frame: EmbeddedFrame): Promise<void> {
  const { metadata, projectId } = core.options
  const locale = dappLocale()
  try {
    await frame.request('SYNC_DAPP_DATA', {
      ...(metadata ? { metadata: { ...metadata, icons: [...metadata.icons] } } : {}),
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      projectId: projectId ?? '',
      ...(locale ? { locale } : {}),
    })
  } catch {
    // An older frame: it works without the dapp's data.
  }
}

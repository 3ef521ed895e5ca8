import { createFrameReady } from '@airlock/wallet-frame/protocol'
import { toChainNumber } from '../routes/toChainNumber'
import { applyFrameTheme } from './approval/applyFrameTheme'
import { pickApprovalMessages } from './approval/approvalMessages'
import { createApprover } from './approval/createApprover'
import { createCallApi } from './createCallApi'
import { createFrameHandler } from './createFrameHandler'
import { createDeviceKey } from './deviceKey'
import { createKeyExporter } from './exportKey/createKeyExporter'
import { EXPORT_KEY_MESSAGES } from './exportKey/exportKeyMessages'
import type { FrameStorage } from './types'

// The frame page's script (served as /frame.js). It reads its project and allowed dapp origins
// from the page's meta tags (no inline script under this CSP), answers the page's messages, and
// announces READY{version}.
const meta = (name: string) =>
  document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? ''
const allowedOrigins = new Set(meta('airlock-origins').split(' ').filter(Boolean))
const query = new URLSearchParams(location.search)
const version = query.get('version') ?? '4'
let chainId = 1
try {
  chainId = toChainNumber(query.get('chainId') ?? 'eip155:1')
} catch {
  // An unknown chain in the URL: start on mainnet; GET_USER/SWITCH_NETWORK set the real one.
}

// Storage can be missing (blocked third-party storage): keep the session in memory then.
const memory = new Map<string, string>()
const fallback: FrameStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
}
let storage: FrameStorage = fallback
try {
  localStorage.getItem('airlock-frame/probe')
  storage = localStorage
} catch {
  // keep the in-memory fallback
}

// Reading `indexedDB` itself throws where storage is blocked (some sandboxed frames).
function indexedDbOrUndefined(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB ?? undefined
  } catch {
    return undefined
  }
}

// One secure origin serves every project, so under one dapp site their frames share storage: each
// project's keys are kept apart, so one project's frame never reads or clears another's session.
// (The device key in IndexedDB is one per browser storage, and the server checks the project.)
function perProject(inner: FrameStorage, project: string): FrameStorage {
  return {
    getItem: (key) => inner.getItem(`${project}/${key}`),
    setItem: (key, value) => inner.setItem(`${project}/${key}`, value),
    removeItem: (key) => inner.removeItem(`${project}/${key}`),
  }
}

// The approval screen: unsafe requests are shown and approved here, in the dapp's locale and
// theme (SYNC_DAPP_DATA, SYNC_THEME).
let approvalMessages = pickApprovalMessages(undefined)
const approve = createApprover({ document, messages: () => approvalMessages.messages })

const handle = createFrameHandler({
  projectId: meta('airlock-project'),
  allowedOrigins,
  parent: window.parent,
  storage: perProject(storage, meta('airlock-project')),
  callApi: createCallApi({
    fetcher: fetch.bind(window),
    projectId: meta('airlock-project'),
    // The device key every API call is signed with (IndexedDB of this origin; memory without it).
    deviceKey: createDeviceKey({ indexedDB: indexedDbOrUndefined() }),
  }),
  chainId,
  newDeviceId: () => crypto.randomUUID(),
  reload: () => location.reload(),
  exportKey: createKeyExporter({ document, messages: () => EXPORT_KEY_MESSAGES.en }),
  approve,
  syncTheme: (theme) => applyFrameTheme(document.documentElement, theme),
  syncLocale: (locale) => {
    approvalMessages = pickApprovalMessages(locale)
    document.documentElement.lang = approvalMessages.locale
  },
})
window.addEventListener('message', (event) => {
  void handle({ data: event.data, origin: event.origin, source: event.source })
})

// READY goes to the embedding page's origin only. Chromium names it in ancestorOrigins; else it
// is posted once per allowed origin, and the browser delivers only the one that matches.
const ancestor = location.ancestorOrigins?.[0]
const targets = ancestor && allowedOrigins.has(ancestor) ? [ancestor] : [...allowedOrigins]
if (window.parent !== window)
  for (const origin of targets) window.parent.postMessage(createFrameReady(version), origin)

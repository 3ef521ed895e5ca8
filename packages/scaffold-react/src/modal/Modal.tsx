import {
  closeModal,
  goBack,
  hideAlert,
  hideSnackbar,
  isCloseDisabled,
  isConnected,
  type RouterData,
  resetView,
} from '@airlock/core'
import { AirlockRoot, AlertBar, ModalShell, Toast } from '@airlock/ui'
import { type ReactElement, useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../hooks/useAirlockInstance'
import { formatText } from '../messages/formatText'
import { getViewTitle } from './getViewTitle'
import { preloadWhenIdle } from './preloadWhenIdle'
import { StatusAnnouncer } from './StatusAnnouncer'
import { useInlineFollowsConnection } from './useInlineFollowsConnection'
import { useShakeCount } from './useShakeCount'
import { ViewLayoutStyles } from './ViewLayoutStyles'
import { preloadViews, ViewRouter } from './ViewRouter'
import { VIEW_REGISTRY } from './viewRegistry'

export type ModalProps = {
  /** Where to append the shadow host; `null` renders it in place. */
  container: Element | null
  /** Embedded in the page: always shown, no overlay. */
  inline: boolean
}

/** After opening, how long the modal waits before preloading the views it leads to. */
const VIEWS_PRELOAD_DELAY_MS = 600

/**
 * The modal wired to core: open, loading and shake flags, the header's title, back arrow and close
 * button as the view registry says (close refused where core says so: the sign/approve views,
 * UnsupportedChain), back through the router, the alert bar and the snackbar, the theme.
 * Everything the visitor reads comes from the catalogue.
 */
export function Modal({ container, inline }: ModalProps): ReactElement {
  const { core, messages, dir, locale } = useAirlockInstance()
  const { modal, router, theme, alert, snackbar } = useSnapshot(core.state)
  const shakeCount = useShakeCount(modal.shake)
  useInlineFollowsConnection(core, inline)
  const { header } = VIEW_REGISTRY[router.view]
  // Opening the modal is intent enough: the views it leads to load while the visitor reads it,
  // once its first frames are out (a preload right after the click would delay the wallet list).
  useEffect(() => preloadWhenIdle(preloadViews, { afterMs: VIEWS_PRELOAD_DELAY_MS }), [])
  const onClose = (): void => {
    // Embedded, "closing" returns to where the modal starts; it stays on the page.
    if (inline) resetView(core, isConnected(core) ? 'Account' : 'Connect')
    else closeModal(core)
  }

  return (
    <AirlockRoot
      themeMode={theme.themeMode}
      dir={dir}
      lang={locale}
      themeVariables={theme.themeVariables}
      {...(container ? { container } : {})}
    >
      <ViewLayoutStyles />
      <ModalShell
        open={inline || modal.open}
        embedded={inline}
        title={getViewTitle(messages, router.view, router.data as RouterData | undefined)}
        view={router.view}
        onClose={onClose}
        {...(header.back && router.history.length > 1 ? { onBack: () => goBack(core) } : {})}
        closeDisabled={header.close === 'lockedUntilSignedIn' && isCloseDisabled(core)}
        shakeSignal={shakeCount}
        loading={modal.loading}
        closeLabel={messages.close}
        backLabel={messages.back}
        loadingLabel={messages.loading}
      >
        {alert.open ? (
          <AlertBar
            message={
              alert.messageId ? formatText(messages, alert.messageId, alert.params) : alert.message
            }
            variant={alert.variant}
            onClose={() => hideAlert(core)}
            closeLabel={messages.dismiss}
          />
        ) : null}
        <ViewRouter view={router.view} />
      </ModalShell>
      <Toast
        open={snackbar.open}
        message={
          snackbar.messageId
            ? formatText(messages, snackbar.messageId, snackbar.params)
            : snackbar.message
        }
        variant={snackbar.variant}
        onClose={() => hideSnackbar(core)}
      />
      <StatusAnnouncer />
    </AirlockRoot>
  )
}

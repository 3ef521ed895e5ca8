import {
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_SHAKE_MS,
  VIEW_TRANSITION_MS,
} from '../constants/timings'

const shake = `
  0%, 100% { transform: translateX(0); }
  15%, 55% { transform: translateX(-8px); }
  35%, 75% { transform: translateX(8px); }
  90% { transform: translateX(-3px); }
`

export const modalShellCss: string = `
.al-modal-overlay {
  position: fixed;
  inset: 0;
  z-index: var(--al-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: var(--al-overlay);
  animation: al-overlay-in ${VIEW_TRANSITION_MS}ms ease both;
}
.al-modal {
  position: relative;
  display: flex;
  flex-direction: column;
  width: var(--al-modal-width);
  max-width: 100%;
  max-height: 100%;
  background: var(--al-i-bg);
  color: var(--al-text);
  border-radius: var(--al-i-radius-xl);
  box-shadow: 0 0 0 1px var(--al-border), 0 24px 60px rgba(0, 0, 0, 0.22);
  outline: none;
  animation: al-modal-in ${VIEW_TRANSITION_MS}ms ease both;
}
/* The dialog takes focus only to be announced; the controls inside show the focus ring. */
.al-modal:focus { outline: none; }
.al-modal[data-embedded] { animation: none; box-shadow: 0 0 0 1px var(--al-border); }
.al-modal[data-shake='a'] { animation: al-shake-a ${MODAL_SHAKE_MS}ms ease both; }
.al-modal[data-shake='b'] { animation: al-shake-b ${MODAL_SHAKE_MS}ms ease both; }
.al-modal-header {
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) 40px;
  align-items: center;
  gap: 8px;
  padding: 12px 12px 4px;
}
.al-modal-title {
  margin: 0;
  font-size: var(--al-i-text-lg);
  font-weight: 600;
  line-height: 1.3;
  text-align: center;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  transition: opacity ${HEADER_TEXT_ANIMATION_MS}ms ease;
}
.al-modal-title[data-phase='out'] { opacity: 0; }
/* Focused on each view change so the new title is announced; not a control, so no ring. */
.al-modal-title:focus { outline: none; }
.al-modal-body {
  position: relative;
  overflow-x: hidden;
  overflow-y: auto;
  max-height: min(640px, calc(100vh - 120px));
  transition: height ${MODAL_HEIGHT_ANIMATION_MS}ms ease;
}
.al-modal-body[data-resizing] { overflow-y: hidden; }
.al-modal-view { padding: 8px 16px 16px; }
.al-modal-view[data-phase='enter'] { animation: al-view-in ${VIEW_TRANSITION_MS}ms ease both; }
.al-modal-view[data-phase='exit'] {
  position: absolute;
  inset: 0 0 auto 0;
  pointer-events: none;
  animation: al-view-out ${VIEW_TRANSITION_MS}ms ease both;
}
.al-modal-loading {
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, var(--al-i-bg) 70%, transparent);
}
.al-modal-footer { padding: 12px 16px 16px; border-top: 1px solid var(--al-border); }
/* The dialog is drawn at full opacity from its first frame and settles into place while the
   dim behind it fades in: a fade from opacity 0 hid the wallet list for the first two or three
   frames after it was ready (about 30 ms unthrottled, 60 ms at 4x CPU; bench/README.md). The dim
   fades its colour, not its opacity, because the dialog is its child. */
@keyframes al-overlay-in { from { background-color: transparent; } }
@keyframes al-modal-in { from { transform: translateY(8px) scale(0.98); } }
@keyframes al-view-in { from { opacity: 0; transform: translateY(4px); } }
@keyframes al-view-out { to { opacity: 0; } }
@keyframes al-shake-a {${shake}}
@keyframes al-shake-b {${shake}}
@media (max-width: 430px) {
  .al-modal-overlay { align-items: flex-end; padding: 0; }
  .al-modal:not([data-embedded]) { width: 100%; border-radius: var(--al-i-radius-xl) var(--al-i-radius-xl) 0 0; }
}
@media (prefers-reduced-motion: reduce) {
  .al-modal[data-shake] { animation: none !important; box-shadow: 0 0 0 2px var(--al-error); }
}
`

// The kit's timings, in milliseconds. Each is SPEC.md's literal; the core has its own copies
// (the UI kit imports nothing of ours, DESIGN.md), and both are pinned by tests to the literal.

/** How long the modal shakes after a refused close attempt. */
export const MODAL_SHAKE_MS = 500 as const
/** The header title's text animation. */
export const HEADER_TEXT_ANIMATION_MS = 120 as const
/** The modal's height animation. */
export const MODAL_HEIGHT_ANIMATION_MS = 150 as const
/** A view transition inside the modal. */
export const VIEW_TRANSITION_MS = 150 as const
/** A toast can be shown again this long after the previous one hides. */
export const TOAST_RESHOW_MS = 150 as const
/** An image that has not loaded after this shows its fallback. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000 as const
/** Minimum wait of a wallet search: the search input's debounce. */
export const SEARCH_DEBOUNCE_MS = 300 as const
/**
 * Dropdown menu type-ahead reset. Fixed inside the Radix menu primitive (it matches);
 * exported so callers and tests can name it.
 */
export const MENU_TYPEAHEAD_RESET_MS = 1000 as const
/** Dropdown sub-menu open delay. Fixed inside the Radix menu primitive (it matches). */
export const MENU_SUBMENU_OPEN_DELAY_MS = 100 as const
/** Dropdown pointer grace period. Fixed inside the Radix menu primitive (it matches). */
export const MENU_POINTER_GRACE_MS = 300 as const
/** Hover delay before a tooltip shows (keyboard focus shows it at once). Ours: AppKit names none. */
export const TOOLTIP_DELAY_MS = 300 as const

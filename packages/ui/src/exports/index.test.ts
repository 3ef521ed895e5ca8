import { expect, test } from 'vitest'
import * as ui from './index'

// Pins the public API: an export added or removed shows up here in review.
test('export list', () => {
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "AIRLOCK_HOST_TAG",
      "Address",
      "AirlockRoot",
      "AmountInput",
      "Avatar",
      "Button",
      "EmailInput",
      "HEADER_TEXT_ANIMATION_MS",
      "IMAGE_PRELOAD_TIMEOUT_MS",
      "IconButton",
      "MENU_POINTER_GRACE_MS",
      "MENU_SUBMENU_OPEN_DELAY_MS",
      "MENU_TYPEAHEAD_RESET_MS",
      "MODAL_HEIGHT_ANIMATION_MS",
      "MODAL_SHAKE_MS",
      "ModalShell",
      "NetworkImage",
      "NetworkListItem",
      "OtpInput",
      "SEARCH_DEBOUNCE_MS",
      "SearchInput",
      "Skeleton",
      "SkeletonRows",
      "Spinner",
      "TOAST_RESHOW_MS",
      "Tag",
      "TextInput",
      "TokenListItem",
      "TransactionListItem",
      "VIEW_TRANSITION_MS",
      "WalletGrid",
      "WalletImage",
      "WalletListItem",
      "avatarColors",
      "formatQuantity",
      "sanitizeAmount",
      "toCssVariables",
      "truncateAddress",
    ]
  `)
})

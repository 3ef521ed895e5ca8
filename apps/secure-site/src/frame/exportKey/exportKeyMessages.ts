/**
 * Every string the frame's key export screen shows, per locale (English is the source; a locale
 * is one more key here). `{email}` is filled in by the screen.
 */
export const EXPORT_KEY_MESSAGES = {
  en: {
    title: 'Export private key',
    warning:
      'Anyone with this key controls your wallet and everything in it. Never share it or paste it into a website; Airlock will never ask you for it.',
    explain: 'To show the key, we email you a one-time code first.',
    sendCode: 'Email me a code',
    sending: 'Sending…',
    codeSent: 'We sent a code to {email}. It works once, for 10 minutes.',
    codeLabel: 'Code from the email',
    reveal: 'Show key',
    checking: 'Checking…',
    newCode: 'Send a new code',
    keyLabel: 'Your private key',
    copy: 'Copy',
    copied: 'Copied to the clipboard.',
    copyByHand: 'Selected: press Ctrl+C (⌘C on a Mac) to copy.',
    close: 'Close',
    closed: 'Key export closed.',
    codeFormat: 'Enter the 6 digits of the code.',
  },
} as const

/** The strings of one locale of the export screen. */
export type ExportKeyCatalogue = (typeof EXPORT_KEY_MESSAGES)['en']

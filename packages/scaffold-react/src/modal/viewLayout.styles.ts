// Layout of the modal's views: how the kit's components sit together on each screen. The kit styles
// each component; this sheet only places them (stacks, rows, lists, the request table). Adopted into
// the modal's shadow root by `ViewLayoutStyles`, so it never reaches the dapp's page. Logical
// properties only: a right-to-left locale mirrors without a second sheet.

/** The modal views' layout sheet. */
export const viewLayoutCss: string = `
.al-stack { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
/* The Connect view's methods: one fieldset, so one \`disabled\` turns them all off (legalCheckbox). */
.al-connect-methods {
  display: flex; flex-direction: column; gap: 12px; min-inline-size: 0;
  margin: 0; padding: 0; border: 0;
}
.al-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: center; }
.al-row > * { flex: 1 1 0; min-width: 0; }
.al-list { display: flex; flex-direction: column; gap: 6px; }
.al-connecting { align-items: center; text-align: center; padding-block: 8px; }
.al-account { display: flex; flex-direction: column; align-items: center; gap: 10px; text-align: center; }
/* The tabs and their lists use the view's whole width (centred, they shrank to their content). */
.al-account > .al-tabs { align-self: stretch; }
.al-balance { margin: 0; color: var(--al-text-muted); font-variant-numeric: tabular-nums; }
.al-all-wallets { display: flex; flex-direction: column; gap: 10px; min-height: 0; }
.al-links { display: flex; flex-direction: column; gap: 6px; padding: 0; margin: 0; }
.al-otp-step { align-items: center; text-align: center; }
.al-embedded-account { align-items: stretch; }
.al-embedded-account > .al-tag { align-self: center; }
.al-social-row {
  display: grid; grid-template-columns: repeat(auto-fit, minmax(44px, 1fr)); gap: 8px;
}
.al-social-logo { display: block; flex: none; border-radius: 50%; width: 20px; height: 20px; }
.al-social-logo[data-size='md'] { width: 24px; height: 24px; }
.al-social-logo[data-fallback] {
  display: inline-flex; align-items: center; justify-content: center;
  background: var(--al-text-muted); color: var(--al-background); font-size: 12px; font-weight: 700;
}
.al-login-identity { margin: 0; color: var(--al-text-muted); overflow-wrap: anywhere; }
.al-approve { text-align: start; }
.al-request {
  display: grid; grid-template-columns: max-content 1fr; gap: 6px 12px; margin: 0;
  padding: 10px 12px; border-radius: calc(var(--al-border-radius-master) * 3);
  background: var(--al-i-fg);
}
.al-request dt { color: var(--al-text-muted); }
.al-request dd { margin: 0; min-width: 0; overflow-wrap: anywhere; font-family: var(--al-font-family-mono); }
`

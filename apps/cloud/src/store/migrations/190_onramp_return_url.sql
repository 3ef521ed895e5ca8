-- The page the local provider sends a visitor back to after paying, when they came by redirect
-- (the dapp's browser blocked the provider's window). Set by POST /v1/generators/onrampurl's
-- `redirectUrl`, checked there to be http(s) on the origin that asked; null for a window.
alter table onramp_purchases add column return_url text;

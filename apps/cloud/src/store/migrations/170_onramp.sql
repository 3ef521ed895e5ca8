-- On-ramp purchases through the local provider page (apps/cloud/src/onramp). A row is made by
-- POST /v1/generators/onrampurl (status open); its id is the unguessable secret in the provider
-- URL. Submitting the form claims it once (pending), the treasury's transfer completes it
-- (completed, with tx_hash) or not (failed). History marks transactions found here as `buy`.
create table onramp_purchases (
  id text primary key,
  project_id text not null,
  address text not null,
  chain_id integer not null,
  asset text not null,
  return_origin text,
  preset_fiat numeric,
  created_at bigint not null,
  expires_at bigint not null,
  status text not null check (status in ('open', 'pending', 'completed', 'failed')),
  payment_method text,
  fiat_amount numeric,
  fiat_currency text,
  usd_amount numeric,
  crypto_amount text,
  tx_hash text,
  completed_at bigint
);
create index onramp_purchases_address on onramp_purchases (address, created_at desc);
create index onramp_purchases_project on onramp_purchases (project_id, created_at desc);
create index onramp_purchases_tx on onramp_purchases (chain_id, tx_hash);

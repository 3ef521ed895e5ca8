-- Tokens the cloud knows per local chain: seeded ones, and ones the indexer discovers in
-- Transfer logs. Addresses are lowercase 0x hex. icon_id is the id of /public/getTokenImage/{id}.
create table tokens (
  chain_id integer not null,
  address text not null,
  kind text not null check (kind in ('erc20', 'erc721')),
  name text not null,
  symbol text not null,
  decimals integer,
  icon_id text,
  is_spam boolean not null default false,
  source text not null default 'indexer' check (source in ('seed', 'indexer')),
  primary key (chain_id, address)
);

-- USD (or other currency) prices per token. The native token of a chain uses the address
-- 0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee. Prices are decimal strings.
create table prices (
  chain_id integer not null,
  address text not null,
  currency text not null default 'usd',
  price numeric not null,
  updated_at timestamptz not null default now(),
  primary key (chain_id, address, currency)
);

-- One row per chain once the seed has run on it (SEED_VERSION changes when the seed does).
create table seed_state (
  chain_id integer primary key,
  version integer not null,
  seeded_at timestamptz not null default now()
);

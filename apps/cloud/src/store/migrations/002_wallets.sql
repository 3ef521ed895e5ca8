-- The wallet registry (SPEC section 7, getWallets). `position` is the catalogue order.
create table wallets (
  id text primary key,
  position integer not null unique,
  name text not null,
  slug text not null,
  rdns text,
  chains text[] not null default '{}',
  image_id text not null unique,
  homepage text,
  mobile_link text,
  desktop_link text,
  webapp_link text,
  app_store text,
  play_store text,
  chrome_store text,
  injected jsonb,
  badge_type text not null default 'none',
  color text not null
);
create index wallets_name_lower on wallets (lower(name));

-- Images for tokens, currencies and assets, keyed by the id in their URL.
create table images (
  kind text not null,
  id text not null,
  label text not null,
  color text not null,
  primary key (kind, id)
);

-- Names registered for addresses (filled by the names service; read by GET /v1/identity).
create table if not exists names (
  name text primary key,
  address text not null,
  avatar text,
  created_at timestamptz not null default now()
);
create index if not exists names_address on names (lower(address));

-- The catalogue may change between versions (entries added or reordered): positions are updated
-- in place, so they cannot be unique row by row. The hash of the seeded catalogue says whether a
-- start has anything to write.
alter table wallets drop constraint wallets_position_key;
create index wallets_position on wallets (position);

create table registry_state (
  id integer primary key check (id = 1),
  catalogue_hash text not null,
  seeded_at timestamptz not null default now()
);

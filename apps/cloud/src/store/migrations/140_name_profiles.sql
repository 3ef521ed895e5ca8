-- Profiles registered through POST /v1/profile/account (SPEC §7): the coin type the address was
-- registered for, the attributes of the signed message and when the profile last changed.
alter table names add column if not exists coin_type text not null default '60';
alter table names add column if not exists attributes jsonb not null default '{}'::jsonb;
alter table names add column if not exists updated_at timestamptz not null default now();

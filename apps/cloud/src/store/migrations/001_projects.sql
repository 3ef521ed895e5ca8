-- Projects allowed to call the cloud and the browser origins each may call from.
create table projects (
  id text primary key,
  name text not null,
  allowed_origins text[] not null default '{}',
  created_at timestamptz not null default now()
);

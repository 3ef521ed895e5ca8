-- Analytics events posted to POST /e, as received (after validation).
create table analytics_events (
  seq bigserial primary key,
  event_id text not null,
  project_id text not null references projects (id),
  url text not null,
  domain text not null,
  event_timestamp bigint not null,
  props jsonb not null,
  sdk_type text,
  sdk_version text,
  origin text,
  received_at timestamptz not null default now()
);
create unique index analytics_events_event_id on analytics_events (project_id, event_id);

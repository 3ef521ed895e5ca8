-- The WalletConnect relay's messages when the cloud runs on a Postgres server (DATABASE_URL),
-- shared by every cloud process of one deployment (a PGlite cloud is one process and keeps them
-- in memory; these tables stay empty there). A publish inserts a row and NOTIFYs the topic on
-- channel airlock_relay; each process LISTENs and reads the rows of the topics it serves.
create table relay_messages (
  id bigserial primary key,
  topic text not null,
  -- sha256 of the message: a retried publish (same topic and message) is kept once.
  digest text not null,
  message text not null,
  -- Milliseconds since the epoch.
  published_at bigint not null,
  expires_at bigint not null,
  publisher text not null,
  publisher_ip text,
  attestation text,
  tag integer,
  -- The size counted against the budgets (the message's length).
  bytes integer not null
);
-- Reads by topic (a wake, a replay, a fetch) and the retry check: never a scan of other topics.
create unique index relay_messages_topic on relay_messages (topic, digest);
create index relay_messages_expires on relay_messages (expires_at);

-- Which clients acknowledged (or fetched) which message: they do not get it again, whichever
-- process they reconnect to.
create table relay_deliveries (
  message_id bigint not null references relay_messages (id) on delete cascade,
  client_id text not null,
  primary key (message_id, client_id)
);

-- Running counts of kept messages, so a publish checks its quotas by primary key, not by
-- counting rows: one row per client id, per IP address (`ip:<address>`), per topic
-- (`topic:<topic>`) and for the whole relay (`*`). Expired rows are uncounted when swept.
create table relay_usage (
  owner text primary key,
  messages bigint not null,
  bytes bigint not null
);

-- The rate limits' token buckets when the cloud runs on a Postgres server (DATABASE_URL), so that
-- every process serving one deployment draws from the same buckets (src/limits/createPgRateLimiter.ts).
-- One row per bucket, keyed `<api|rpc>:<ip|project>:<address or project id>`; `at` is the
-- database's clock at the last take, `full_at` when the bucket will be full again (the sweep
-- deletes rows past it: a missing row is a full bucket). Unlogged: buckets are worth nothing after
-- a crash (they start full again), and a bucket take should not write WAL on every request.
create unlogged table if not exists rate_buckets (
  key text primary key,
  tokens double precision not null,
  at timestamptz not null,
  full_at timestamptz not null,
  allowed boolean not null
);
create index if not exists rate_buckets_full_at on rate_buckets (full_at);

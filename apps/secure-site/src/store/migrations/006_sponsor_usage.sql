-- Gas the site's sponsor key paid (or has reserved, for a transaction not mined yet) for a user's
-- smart-account calls, per UTC day ('YYYY-MM-DD'), across chains. A sponsored call is refused
-- when it would take the day's total over AIRLOCK_SPONSOR_DAILY_GAS.
create table secure_sponsor_usage (
  user_id text not null references secure_users (id) on delete cascade,
  day text not null,
  gas bigint not null default 0,
  primary key (user_id, day)
);

-- Call batches sent with wallet_sendCalls (EIP-5792): the calls run as sequential transactions;
-- the hashes sent so far are kept so wallet_getCallsStatus can read their receipts.
create table secure_call_batches (
  user_id text not null references secure_users (id) on delete cascade,
  id text not null,
  chain_id text not null,
  call_count int not null,
  hashes jsonb not null default '[]'::jsonb,
  -- A call failed before it was sent (e.g. its gas estimate reverted): the rest were not sent.
  stopped boolean not null default false,
  created_at bigint not null,
  primary key (user_id, id)
);

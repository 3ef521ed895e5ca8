-- History of everything that moves value (apps/cloud/src/indexer): `transfers` also holds
-- internal native transfers (ETH paid by a contract inside a transaction, such as a router paying
-- out a swap into ETH; read from the node's trace_block) and ERC-1155 TransferSingle /
-- TransferBatch moves.
--   sub_index: for native rows (log_index -1), 0 is the transaction's own value and 1, 2, ... are
--     its value-carrying internal calls in trace order; for an ERC-1155 TransferBatch, the
--     position of the id in the batch; 0 otherwise.
--   amount: the number of tokens an ERC-1155 row moves (value holds the token id, as for
--     ERC-721); null for the other kinds.
-- Blocks indexed before this migration keep what they had: no internal transfers and no
-- ERC-1155 rows (a reindex from an empty store records them).
alter table transfers add column sub_index integer not null default 0;
alter table transfers add column amount text;
alter table transfers drop constraint transfers_kind_check;
alter table transfers add constraint transfers_kind_check
  check (kind in ('native', 'erc20', 'erc721', 'erc1155'));
alter table transfers drop constraint transfers_pkey;
alter table transfers add primary key (chain_id, tx_hash, log_index, sub_index);

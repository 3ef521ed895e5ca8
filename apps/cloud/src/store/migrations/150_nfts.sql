-- NFT contracts the cloud knows per chain: the seeded collections and ones the indexer discovers
-- in ERC-721 Transfer / ERC-1155 TransferSingle and TransferBatch logs. color is the background
-- of the images the cloud generates for the collection's tokens (/v1/nft/image/...).
create table nft_collections (
  chain_id integer not null,
  address text not null,
  standard text not null check (standard in ('erc721', 'erc1155')),
  name text not null,
  symbol text not null,
  color text,
  is_spam boolean not null default false,
  source text not null default 'indexer' check (source in ('seed', 'indexer')),
  primary key (chain_id, address)
);

-- Token names that are not "<collection name> #<token id>" (the seed's badges).
create table nft_items (
  chain_id integer not null,
  address text not null,
  token_id text not null,
  name text not null,
  primary key (chain_id, address, token_id)
);

-- Every NFT movement the indexer read: one row per ERC-721 Transfer (amount 1), per ERC-1155
-- TransferSingle, and per id of an ERC-1155 TransferBatch (batch_index = position in the batch,
-- 0 otherwise). Holdings are the sums of amounts in minus amounts out. Addresses lowercase,
-- token_id a decimal string.
create table nft_transfers (
  chain_id integer not null,
  block_number bigint not null,
  tx_hash text not null,
  log_index integer not null,
  batch_index integer not null default 0,
  standard text not null check (standard in ('erc721', 'erc1155')),
  token_address text not null,
  token_id text not null,
  from_address text not null,
  to_address text not null,
  amount numeric not null,
  mined_at bigint not null,
  primary key (chain_id, tx_hash, log_index, batch_index)
);
create index nft_transfers_to on nft_transfers (to_address, chain_id);
create index nft_transfers_from on nft_transfers (from_address, chain_id);
create index nft_transfers_block on nft_transfers (chain_id, block_number);

-- ERC-721 transfers indexed before this table existed.
insert into nft_transfers (chain_id, block_number, tx_hash, log_index, batch_index, standard,
  token_address, token_id, from_address, to_address, amount, mined_at)
select chain_id, block_number, tx_hash, log_index, 0, 'erc721', token_address, value,
  from_address, to_address, 1, mined_at
from transfers where kind = 'erc721' and token_address is not null
on conflict do nothing;

-- ERC-721 contracts the indexer discovered before this table existed.
insert into nft_collections (chain_id, address, standard, name, symbol, is_spam, source)
select chain_id, address, 'erc721', name, symbol, is_spam, source
from tokens where kind = 'erc721'
on conflict do nothing;

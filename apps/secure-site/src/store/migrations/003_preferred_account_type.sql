-- The account type the user last chose (SET_PREFERRED_ACCOUNT, or GET_USER's preferredAccountType):
-- 'eoa' or 'smartAccount'; null means the default (smartAccount where smart accounts work, SPEC §6).
alter table secure_users add column preferred_account_type text;

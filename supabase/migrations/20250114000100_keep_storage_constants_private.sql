-- The storage quota's and the receipts' retention constants are helpers like every other in private:
-- security definer, and not executable by anon (a function is executable by public when created).
alter function private.user_storage_limit_bytes() security definer;
revoke execute on function private.user_storage_limit_bytes() from public, anon;
grant execute on function private.user_storage_limit_bytes() to authenticated, service_role;

alter function private.outbox_receipt_retention() security definer;
revoke execute on function private.outbox_receipt_retention() from public, anon;
grant execute on function private.outbox_receipt_retention() to authenticated, service_role;

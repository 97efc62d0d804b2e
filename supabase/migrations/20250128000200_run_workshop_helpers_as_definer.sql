-- Every private helper runs as its owner with an empty search_path, so what it reads and writes does
-- not depend on who calls it; the workshop push's helpers were created as the caller's. Only the
-- service role may execute them (their grants are unchanged), so running them as the owner gives no
-- one a new power.

alter function private.workshop_allowed_kinds() security definer;
alter function private.workshop_time(text) security definer;
alter function private.workshop_refuse_all(uuid, jsonb, text) security definer;
alter function private.workshop_batch_budget() security definer;
alter function private.workshop_upload_days() security definer;
alter function private.is_public_p256_jwk(jsonb) security definer;

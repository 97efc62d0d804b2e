-- migrate:up
grant pg_monitor to postgres;

-- migrate:down


#!/bin/sh
# The app's login, `ghanapay`: owner of its database and schema, not a superuser (pg_autoctl's
# `postgres` is). Run against whichever node is primary (HAProxy's :5433) until it succeeds; running
# it again only sets the password again.
set -eu
: "${GHANAPAY_DB_PASSWORD:?set GHANAPAY_DB_PASSWORD}"
until pg_isready -q; do sleep 2; done
psql -v ON_ERROR_STOP=1 -v pw="$GHANAPAY_DB_PASSWORD" <<'SQL'
SELECT 'CREATE ROLE ghanapay LOGIN' WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ghanapay') \gexec
ALTER ROLE ghanapay LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD :'pw';
ALTER DATABASE ghanapay OWNER TO ghanapay;
ALTER SCHEMA public OWNER TO ghanapay;
SQL

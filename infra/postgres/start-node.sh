#!/bin/sh
# A pg_auto_failover data node: created once (the monitor makes the first node primary and the next
# its standby), then run. pg_autoctl's own user is the `postgres` superuser; the app logs in as
# `ghanapay` (made by create-app-role.sh, not a superuser) with SCRAM, on the line added here.
# A standby's pg_hba.conf is the primary's, copied by pg_basebackup, so the line follows a failover.
set -eu
: "${NODE_NAME:?set NODE_NAME}" "${PG_AUTOCTL_MONITOR:?set PG_AUTOCTL_MONITOR}"
if [ ! -f "$XDG_CONFIG_HOME/pg_autoctl$PGDATA/pg_autoctl.cfg" ]; then
  pg_autoctl create postgres --name "$NODE_NAME" --hostname "$NODE_NAME" --pgport 5432 \
    --dbname ghanapay --auth trust --no-ssl --pg-hba-lan \
    --replication-quorum true --candidate-priority 50 --monitor "$PG_AUTOCTL_MONITOR"
fi
if [ -f "$PGDATA/pg_hba.conf" ] && ! grep -q 'ghanapay-app' "$PGDATA/pg_hba.conf"; then
  echo 'host ghanapay ghanapay samenet scram-sha-256 # ghanapay-app' >> "$PGDATA/pg_hba.conf"
fi
exec pg_autoctl run

#!/bin/sh
# The one client login PgBouncer accepts: the app's, with the password from the environment
# (PgBouncer hashes a plain password for SCRAM itself). Written to a tmpfs, never to the image.
set -eu
: "${GHANAPAY_DB_PASSWORD:?set GHANAPAY_DB_PASSWORD}"
umask 077
printf '"ghanapay" "%s"\n' "$(printf '%s' "$GHANAPAY_DB_PASSWORD" | sed 's/"/""/g')" > /run/pgbouncer/userlist.txt
exec pgbouncer /etc/pgbouncer/pgbouncer.ini

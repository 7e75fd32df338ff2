#!/bin/sh
# The database's backups (the `backup` service of docker-compose.yml): a consistent dump
# (pg_dump takes one snapshot of the whole database, while the site keeps running) written to the
# backups volume on a schedule, the newest BACKUP_KEEP kept. Connection settings come from the
# standard PG* variables.
#
#   gloh-backup schedule          # wait for the database, then back up every BACKUP_INTERVAL_SECONDS
#   gloh-backup once              # one backup now; prints the file's name
#   gloh-backup list              # the backups, newest first
#   gloh-backup restore <file>    # into the (empty or existing) database, in one transaction
#
# A dump holds personal data and the sealed outbox: it is written readable by its owner only, and
# the outbox key (OUTBOX_ENCRYPTION_KEY, in the deployment's .env) must be kept with it.
set -eu
umask 077

dir="${BACKUP_DIR:-/backups}"
interval="${BACKUP_INTERVAL_SECONDS:-86400}"
keep="${BACKUP_KEEP:-14}"

backup_once() {
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  file="$dir/gloh-$stamp.dump"
  # Written beside, then renamed: a backup that is listed is a whole one.
  pg_dump --format=custom --no-owner --no-privileges --file="$file.partial"
  mv "$file.partial" "$file"
  echo "$file"
  # The oldest beyond BACKUP_KEEP go.
  ls -1 "$dir"/gloh-*.dump | sort -r | tail -n +"$((keep + 1))" | while read -r old; do
    rm -f "$old"
  done
}

case "${1:-schedule}" in
  schedule)
    until pg_isready --quiet; do sleep 2; done
    while true; do
      if written="$(backup_once)"; then
        echo "backup written: $written ($(wc -c <"$written") bytes)"
      else
        echo "backup failed; next attempt in ${interval} s" >&2
      fi
      sleep "$interval"
    done
    ;;
  once)
    backup_once
    ;;
  list)
    ls -1 "$dir"/gloh-*.dump 2>/dev/null | sort -r
    ;;
  restore)
    file="${2:?name the backup to restore, e.g. $(ls -1 "$dir"/gloh-*.dump 2>/dev/null | sort -r | head -n 1)}"
    pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction \
      --exit-on-error --dbname="$PGDATABASE" "$file"
    echo "restored: $file"
    ;;
  *)
    echo "usage: gloh-backup schedule | once | list | restore <file>" >&2
    exit 2
    ;;
esac

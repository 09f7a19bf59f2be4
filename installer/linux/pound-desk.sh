#!/bin/sh
# Pound Desk, as installed by its Debian package: run the version that is
# current now from its own folder (resolved here, so a later upgrade, which
# moves "current", never changes the files of a copy already running).
set -e
dir=$(readlink -f @LIB@/current) || dir=
if [ -z "$dir" ] || [ ! -x "$dir/pound-desk" ]; then
  echo "pound-desk: the installation is incomplete (@LIB@/current); reinstall the pound-desk package" >&2
  exit 1
fi
exec "$dir/pound-desk" "$@"

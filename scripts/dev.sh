#!/usr/bin/env bash
# Set up Pound Desk on a Debian/Ubuntu machine and run it or its tests.
#   scripts/dev.sh run [pound-desk arguments]   start the app (embedded SQLite database)
#   scripts/dev.sh test [pytest arguments]      run every test, headless
# It installs what is missing: Debian's libraries that Qt needs (with apt-get,
# as root or through sudo), a virtual environment in .venv, and the Python
# packages. Run it again at any time; it only adds what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-}
[ -n "$mode" ] && shift || true
case "$mode" in
  run|test) ;;
  *) echo "usage: scripts/dev.sh run|test [arguments]" >&2; exit 2 ;;
esac

# Libraries PySide6 needs offscreen, and on a real screen (xcb).
debs=(libglib2.0-0 libgl1 libegl1 libx11-6 libfontconfig1 libfreetype6 libxkbcommon0 libdbus-1-3)
if [ "$mode" = run ]; then
  debs+=(libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
         libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0)
fi
# the .deb test builds with PyInstaller (objdump, strip, Python's shared library),
# bundles the xcb libraries a real screen needs, tidies the bundle (patchelf),
# reads its dependencies (dpkg-shlibdeps), writes its manual page (help2man) and
# checks the package with lintian and its metainfo with appstreamcli; the build's
# venv is made from Debian's own Python (python3-venv), the one the lock file names
if [ "$mode" = test ]; then
  debs+=(binutils libpython3-dev python3-venv libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
         libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0
         patchelf dpkg-dev help2man lintian appstream)
  # the local authority's consolidation database is tested on a real PostgreSQL server
  debs+=(postgresql)
  # the documents' text is read back and their fonts listed with pdftotext and pdffonts
  debs+=(poppler-utils)
  # the .deb test looks at a title bar as a desktop draws it: a virtual screen, a window
  # manager that draws titles with the system's fonts, and xwininfo to find the window
  debs+=(xvfb openbox x11-utils)
fi
# Debian's own python3 makes virtual environments only with python3-venv
if ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  debs+=(python3 python3-venv)
fi

if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for p in "${debs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo"; else
      echo "Please install, as root: apt-get install -y ${missing[*]}" >&2; exit 1
    fi
    echo "Installing Debian packages: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
  fi
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
stamp=.venv/.installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[test,installer]"
  touch "$stamp"
fi

# the Malayalam of the screens: resources/i18n/*.ts compiled to .qm
.venv/bin/python -m pound_desk.ui.translations >/dev/null

if [ "$mode" = run ]; then
  exec .venv/bin/pound-desk "$@"
fi
export QT_QPA_PLATFORM=offscreen

# PostgreSQL for the local authority's tests: a throwaway cluster on loopback,
# started here and stopped and removed when the tests end (unless
# POUND_DESK_TEST_PG already names a server). PostgreSQL refuses to run as
# root, so as root it runs as the postgres user.
pg_dir=""
as_pg() {
  if [ "$(id -u)" = 0 ]; then (cd "$pg_dir" && runuser -u postgres -- "$@"); else (cd "$pg_dir" && "$@"); fi
}
stop_pg() {
  if [ -n "$pg_dir" ] && [ -d "$pg_dir" ]; then
    as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
  fi
}
start_pg() {
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$pg_bin" ]; then
    echo "PostgreSQL's programs are not installed (apt-get install postgresql)" >&2; return 1
  fi
  pg_dir=$(mktemp -d "${TMPDIR:-/tmp}/pound-desk-pg.XXXXXX")
  trap stop_pg EXIT
  trap 'exit 130' INT TERM
  [ "$(id -u)" = 0 ] && chown postgres "$pg_dir"
  local port
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  if ! as_pg "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U postgres -E UTF8 --locale=C --no-sync \
       >"$pg_dir/initdb.log" 2>&1; then
    cat "$pg_dir/initdb.log" >&2; return 1
  fi
  if ! as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w -t 60 \
       -o "-k $pg_dir -h 127.0.0.1 -p $port -F" start >/dev/null; then
    cat "$pg_dir/server.log" >&2; return 1
  fi
  as_pg "$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U postgres pound_desk_test
  export POUND_DESK_TEST_PG="postgresql://postgres@127.0.0.1:$port/pound_desk_test"
  echo "PostgreSQL for the tests: $POUND_DESK_TEST_PG"
}
if [ -z "${POUND_DESK_TEST_PG:-}" ]; then
  start_pg
fi
.venv/bin/python -m pytest "$@"

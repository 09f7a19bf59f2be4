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
# the .deb test builds with PyInstaller (objdump, strip, Python's shared library)
# and bundles the xcb libraries a real screen needs
if [ "$mode" = test ]; then
  debs+=(binutils libpython3-dev libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
         libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0)
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

if [ "$mode" = run ]; then
  exec .venv/bin/pound-desk "$@"
fi
export QT_QPA_PLATFORM=offscreen
exec .venv/bin/python -m pytest "$@"

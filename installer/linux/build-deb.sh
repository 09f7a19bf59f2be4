#!/usr/bin/env bash
# Build Pound Desk's one-folder bundle (PyInstaller, installer/pound-desk.spec)
# and wrap it into a Debian package: dist/pound-desk_VERSION_ARCH.deb
#
#   installer/linux/build-deb.sh [--skip-bundle] [--version VERSION] [--out DIR] [--fast]
#
#   --skip-bundle   reuse dist/pound-desk/ from an earlier run (only re-wrap it)
#   --version V     the package's version (default: pyproject.toml's, as the bundle
#                   records it in dist/pound-desk/VERSION)
#   --out DIR       where the .deb goes (default: dist)
#   --fast          gzip -1 instead of xz: a bigger .deb, built in seconds (tests)
#
# PYTHON names the interpreter that has Pound Desk and PyInstaller installed
# (default: .venv/bin/python, else python3). Build on the oldest Debian/Ubuntu
# the offices run: the bundle carries the build machine's libraries.
#
# The package installs the bundle under /opt/pound-desk, the command
# /usr/bin/pound-desk, a menu entry and its icon. It never touches the
# users' data (~/.local/share/PoundDesk): an upgrade or a removal leaves it.
set -euo pipefail
# a package's files are world-readable whatever the caller's umask (Pound Desk itself runs with 077)
umask 022
cd "$(dirname "$0")/../.."

skip_bundle=0
version=""
out=dist
compress=(-Zxz -z6)
while [ $# -gt 0 ]; do
  case "$1" in
    --skip-bundle) skip_bundle=1 ;;
    --version) version=${2:?--version needs a value}; shift ;;
    --out) out=${2:?--out needs a folder}; shift ;;
    --fast) compress=(-Zgzip -z1) ;;
    *) echo "usage: installer/linux/build-deb.sh [--skip-bundle] [--version VERSION] [--out DIR] [--fast]" >&2
       exit 2 ;;
  esac
  shift
done

if [ -z "${PYTHON:-}" ]; then
  if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
command -v dpkg-deb >/dev/null || { echo "dpkg-deb is needed (Debian's dpkg package)" >&2; exit 1; }

# one build at a time in this tree (dist/pound-desk and build/deb are shared)
mkdir -p build
exec 9>build/.build-deb.lock
flock 9

bundle=dist/pound-desk
if [ "$skip_bundle" = 0 ]; then
  "$PYTHON" -c "import PyInstaller" 2>/dev/null || {
    echo "PyInstaller is not installed for $PYTHON: pip install -e '.[installer]'" >&2; exit 1; }
  rm -rf "$bundle"
  "$PYTHON" -m PyInstaller --noconfirm --log-level WARN --distpath dist \
    --workpath build/pyinstaller installer/pound-desk.spec
fi
[ -x "$bundle/pound-desk" ] || { echo "no bundle at $bundle: run without --skip-bundle" >&2; exit 1; }

# A real screen needs Qt's xcb plugin and its libraries. They go inside the
# bundle (an office PC may have no internet to fetch them), so the build
# machine must have them: PyInstaller copies what it finds.
xcb_debs=(libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
          libxcb-render-util0 libxcb-shape0 libxcb-xkb1)
missing=()
for lib in libxcb-cursor.so.0 libxkbcommon-x11.so.0 libxcb-icccm.so.4 libxcb-keysyms.so.1 \
           libxcb-image.so.0 libxcb-render-util.so.0 libxcb-shape.so.0 libxcb-xkb.so.1; do
  [ -e "$bundle/_internal/$lib" ] || missing+=("$lib")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "the bundle lacks ${missing[*]}: on this build machine, apt-get install ${xcb_debs[*]}" >&2
  exit 1
fi

# the bundle must work before it is packed: a headless run of the real program
"$bundle/pound-desk" --self-test >build/self-test-bundle.txt 2>&1 || {
  cat build/self-test-bundle.txt >&2; echo "the bundle's self-test failed" >&2; exit 1; }

[ -n "$version" ] || version=$(tr -d '[:space:]' <"$bundle/VERSION")
arch=$(dpkg --print-architecture)
name=pound-desk
root=build/deb/${name}_${version}_${arch}
rm -rf "$root"
mkdir -p "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/applications" \
  "$root/usr/share/icons/hicolor/scalable/apps" "$root/usr/share/icons/hicolor/256x256/apps" \
  "$root/usr/share/icons/hicolor/48x48/apps" "$root/usr/share/doc/$name"

cp -a "$bundle" "$root/opt/$name"
chmod -R u+rwX,go+rX,go-w "$root/opt/$name"

# the command on the PATH: the bundle finds its _internal folder beside itself
cat >"$root/usr/bin/$name" <<'EOF'
#!/bin/sh
exec /opt/pound-desk/pound-desk "$@"
EOF
chmod 0755 "$root/usr/bin/$name"

install -m 0644 installer/linux/pound-desk.desktop "$root/usr/share/applications/$name.desktop"
install -m 0644 resources/icons/pound-desk.svg "$root/usr/share/icons/hicolor/scalable/apps/$name.svg"
install -m 0644 resources/icons/pound-desk-256.png "$root/usr/share/icons/hicolor/256x256/apps/$name.png"
install -m 0644 resources/icons/pound-desk-48.png "$root/usr/share/icons/hicolor/48x48/apps/$name.png"
{
  echo "Pound Desk $version"
  echo
  cat resources/licences/THIRD-PARTY.txt
  echo
  echo "The full licence texts are in /opt/$name/_internal/resources/licences/."
} >"$root/usr/share/doc/$name/copyright"
chmod 0644 "$root/usr/share/doc/$name/copyright"

installed_kb=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
# libgl1 and libegl1 for Qt's drawing, fontconfig for the fonts: every
# Debian/Ubuntu desktop has them, so dpkg -i works offline; the bundle
# carries everything else (the xcb libraries included, see above).
cat >"$root/DEBIAN/control" <<EOF
Package: $name
Version: $version
Architecture: $arch
Maintainer: Pound Desk maintainers <pound-desk@localhost>
Installed-Size: $installed_kb
Depends: libgl1, libegl1, fontconfig
Section: misc
Priority: optional
Description: register, receipts and documents of a cattle pound (Kerala)
 Pound Desk keeps the register of cattle impounded under the Kerala Cattle
 Trespass Act, 1961, computes fines and feeding charges, releases cattle on
 payment with numbered receipts, and prints bilingual (Malayalam and English)
 documents. It works offline; each user's data stays in their own data folder
 (~/.local/share/PoundDesk) and is kept when the package is upgraded or removed.
EOF

# menus and icon caches, where the desktop has the tools; never the users' data
for script in postinst postrm; do
  cat >"$root/DEBIAN/$script" <<'EOF'
#!/bin/sh
set -e
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q /usr/share/applications || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor || true
fi
exit 0
EOF
  chmod 0755 "$root/DEBIAN/$script"
done

mkdir -p "$out"
deb="$out/${name}_${version}_${arch}.deb"
dpkg-deb --root-owner-group "${compress[@]}" --build "$root" "$deb" >/dev/null
echo "$deb"
echo "  package: $(du -h "$deb" | cut -f1), installed: $((installed_kb / 1024)) MB, version $version" >&2

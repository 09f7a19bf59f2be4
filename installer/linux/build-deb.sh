#!/usr/bin/env bash
# Build Pound Desk's one-folder bundle (PyInstaller, installer/pound-desk.spec)
# and wrap it into a Debian package: dist/pound-desk_VERSION_ARCH.deb
#
#   installer/linux/build-deb.sh [--skip-bundle] [--version VERSION] [--out DIR] [--fast] [--lintian]
#
#   --skip-bundle   reuse dist/pound-desk/ from an earlier run (only re-wrap it)
#   --version V     the package's version (default: pyproject.toml's, as the bundle
#                   records it in dist/pound-desk/VERSION)
#   --out DIR       where the .deb goes (default: dist)
#   --fast          gzip -1 instead of xz -6: a bigger .deb, packed in seconds
#                   instead of minutes (tests and CI; releases use xz)
#   --lintian       run lintian on the package and fail on any error or
#                   unexplained warning (installer/linux/lintian-overrides)
#
# Environment:
#   PYTHON          the Python that makes the build's virtual environment (default:
#                   /usr/bin/python3, the distribution's); its version must be the one
#                   installer/linux/requirements.lock was made for. The bundle is built
#                   from build/venv, which holds exactly the locked packages (Pound Desk's
#                   runtime dependencies and PyInstaller, checked by their SHA-256; a
#                   developer's venv carries test packages PyInstaller would bundle); it
#                   is remade when the lock file or the Python change.
#   BUNDLE_PYTHON   use this interpreter as it is instead of build/venv (offline builds)
#   DEB_MAINTAINER  the package's Maintainer, "Name <address>" (see installer/README.md);
#                   else DEBFULLNAME and DEBEMAIL, as Debian's own tools use them;
#                   else installer/linux/maintainer
#
# Build on the oldest Debian/Ubuntu the offices run: the bundle carries the
# build machine's libraries. The layout, the maintainer scripts and what each
# check is for are in installer/README.md.
set -euo pipefail
# a package's files are world-readable whatever the caller's umask (Pound Desk itself runs with 077)
umask 022
cd "$(dirname "$0")/../.."
here=installer/linux
# a reproducible build: every time stamp is the last commit's (dpkg-deb, the
# changelog, the SBOM, the files' dates) and Python's hashing is fixed (the
# order PyInstaller writes its archive in)
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH PYTHONHASHSEED=0

skip_bundle=0
version=""
out=dist
compress=(-Zxz -z6)
lintian=0
while [ $# -gt 0 ]; do
  case "$1" in
    --skip-bundle) skip_bundle=1 ;;
    --version) version=${2:?--version needs a value}; shift ;;
    --out) out=${2:?--out needs a folder}; shift ;;
    --fast) compress=(-Zgzip -z1) ;;
    --lintian) lintian=1 ;;
    *) echo "usage: installer/linux/build-deb.sh [--skip-bundle] [--version VERSION] [--out DIR] [--fast] [--lintian]" >&2
       exit 2 ;;
  esac
  shift
done

for tool in dpkg-deb dpkg-shlibdeps patchelf readelf help2man; do
  command -v "$tool" >/dev/null || {
    echo "$tool is needed: apt-get install dpkg-dev patchelf binutils help2man" >&2; exit 1; }
done

# ---------------------------------------------------------------- the Maintainer
maintainer=${DEB_MAINTAINER:-}
if [ -z "$maintainer" ] && [ -n "${DEBEMAIL:-}" ]; then
  maintainer="${DEBFULLNAME:-Pound Desk packager} <$DEBEMAIL>"
fi
if [ -z "$maintainer" ]; then
  maintainer=$(grep -v '^#' "$here/maintainer" | grep -m1 .)
  echo "note: Maintainer: $maintainer (installer/linux/maintainer); a distributor sets DEB_MAINTAINER" >&2
fi
# an address nobody can write to is no maintainer (RFC 2606 and 6761 names, no domain)
host=$(printf '%s' "$maintainer" | sed -n 's/.*<[^@>]*@\([^>]*\)>.*/\1/p' | tr 'A-Z' 'a-z')
case "$host" in
  ""|localhost|*.localhost|*.localdomain|*.local|*.invalid|*.test|*.example|example.com|example.net|example.org|\
  *.example.com|*.example.net|*.example.org|*[!a-z0-9.-]*)
    echo "the Maintainer \"$maintainer\" has no address one can write to: set DEB_MAINTAINER=\"Name <address>\"" >&2
    exit 1 ;;
esac
case "$host" in *.*) ;; *) echo "the Maintainer's address has no domain: $maintainer" >&2; exit 1 ;; esac

# one build at a time in this tree (dist/pound-desk and build/deb are shared)
mkdir -p build
exec 9>build/.build-deb.lock
flock 9

# ---------------------------------------------------------------- the build's own venv
# Pound Desk's runtime dependencies and PyInstaller, nothing else: PyInstaller
# bundles whatever an import can reach, and peewee reaches psycopg2 (with libpq,
# OpenSSL, Kerberos) when it is installed. Kept between runs; remade when the
# dependencies in pyproject.toml or the Python change.
build_venv() {
  local base=${PYTHON:-/usr/bin/python3} venv=build/venv lock=$here/requirements.lock want locked have
  # the build's Python is the one the lock file was made with (its first line):
  # the locked wheels are for it, and the bundle carries its libpython
  locked=$(sed -n '1s/^# Python \([^ ]*\) .*/\1/p' "$lock")
  have=$("$base" -c 'import sys; print(sys.version.split()[0])')
  if [ "$have" != "$locked" ]; then
    echo "the build's Python is $locked ($lock); $base is $have: set PYTHON to a Python $locked," \
         "or lock for this one on purpose ($base installer/linux/lock.py)" >&2
    exit 1
  fi
  want=$(printf '# %s\n' "$("$base" -c 'import sys; print(sys.executable, sys.version.split()[0])')"; cat "$lock")
  if [ -x "$venv/bin/python" ] && [ "$(cat "$venv/.requirements" 2>/dev/null)" = "$want" ]; then
    return
  fi
  echo "making $venv with $base $have (the locked packages: runtime dependencies and PyInstaller only)" >&2
  rm -rf "$venv"
  "$base" -m venv "$venv"
  # exactly the files the lock names, each checked against its SHA-256
  "$venv/bin/python" -m pip install -q --disable-pip-version-check --require-hashes --no-deps -r "$lock"
  printf '%s\n' "$want" >"$venv/.requirements"
}

bundle=dist/pound-desk
if [ "$skip_bundle" = 0 ]; then
  if [ -n "${BUNDLE_PYTHON:-}" ]; then
    py=$BUNDLE_PYTHON
  else
    build_venv
    py=build/venv/bin/python
  fi
  "$py" -c "import PyInstaller" 2>/dev/null || {
    echo "PyInstaller is not installed for $py: pip install -e '.[installer]'" >&2; exit 1; }
  if "$py" -c "import psycopg2" 2>/dev/null; then
    echo "note: $py has psycopg2; the spec leaves it out" >&2
  fi
  rm -rf "$bundle" "$bundle.manifest.json"
  "$py" -m PyInstaller --noconfirm --log-level WARN --distpath dist \
    --workpath build/pyinstaller installer/pound-desk.spec
fi
[ -x "$bundle/pound-desk" ] || { echo "no bundle at $bundle: run without --skip-bundle" >&2; exit 1; }
[ -f "$bundle.manifest.json" ] || { echo "no $bundle.manifest.json: rebuild the bundle" >&2; exit 1; }

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

# ---------------------------------------------------------------- the bundle, tidied
# Search paths of the build machine (the Python's own lib folder, baked into
# libpython and the extension modules) mean nothing on an office PC, and a
# library there would be loaded before the bundled one: keep only $ORIGIN.
while IFS= read -r -d '' f; do
  rpath=$(patchelf --print-rpath "$f" 2>/dev/null) || continue
  [ -n "$rpath" ] || continue
  keep=$(printf '%s' "$rpath" | tr ':' '\n' | grep '^\$ORIGIN' | paste -sd: - || true)
  [ "$keep" = "$rpath" ] && continue
  if [ -n "$keep" ]; then patchelf --set-rpath "$keep" "$f"; else patchelf --remove-rpath "$f"; fi
done < <(find "$bundle" -type f \( -name '*.so' -o -name '*.so.*' \) -print0)
# libraries are loaded, not run: no execute bit (only the program has one)
find "$bundle" -type f ! -path "$bundle/pound-desk" -exec chmod 0644 {} +
find "$bundle" -type d -exec chmod 0755 {} +
chmod 0755 "$bundle/pound-desk"

# the hashes of every file as built, which --self-test checks the installed copy
# against (pound_desk/installed_files.py; run alone, it needs nothing but Python)
python3 pound_desk/installed_files.py "$bundle" >/dev/null
chmod 0644 "$bundle/SHA256SUMS"

# the bundle must work before it is packed: a headless run of the real program
"$bundle/pound-desk" --self-test >build/self-test-bundle.txt 2>&1 || {
  cat build/self-test-bundle.txt >&2; echo "the bundle's self-test failed" >&2; exit 1; }

# ---------------------------------------------------------------- one version
# pyproject.toml holds it; the bundle's metadata (what --version and About read),
# its VERSION file and the package must all say the same, else the build stops.
# --version may only add a repackaging suffix (+...): the program stays the same.
project_version=$(python3 -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' pyproject.toml)
bundle_version=$(tr -d '[:space:]' <"$bundle/VERSION")
program_version=$("$bundle/pound-desk" --version 2>&1 | sed -n 's/^pound-desk //p')
if [ "$bundle_version" != "$project_version" ] || [ "$program_version" != "$project_version" ]; then
  echo "version mismatch: pyproject.toml says $project_version, the bundle's VERSION $bundle_version," \
       "its pound-desk --version '$program_version': rebuild the bundle" >&2
  exit 1
fi
[ -n "$version" ] || version=$project_version
case "$version" in
  "$project_version"|"$project_version"+*) ;;
  *) echo "--version $version is not Pound Desk $project_version (only a +suffix for a repackaging may be added)" >&2
     exit 1 ;;
esac

# ---------------------------------------------------------------- the package's tree
arch=$(dpkg --print-architecture)
name=pound-desk
lib=/usr/lib/$name
# each version runs from its own folder, named for the version (an epoch's ':' is no folder name)
version_dir=$(printf '%s' "$version" | tr ':' '_')
root=build/deb/${name}_${version}_${arch}
rm -rf "$root"
mkdir -p "$root/DEBIAN" "$root$lib" "$root/usr/bin" "$root/usr/share/applications" \
  "$root/usr/share/icons/hicolor/scalable/apps" "$root/usr/share/icons/hicolor/256x256/apps" \
  "$root/usr/share/icons/hicolor/48x48/apps" "$root/usr/share/doc/$name" "$root/usr/share/man/man1" \
  "$root/usr/share/lintian/overrides"

# The package's copy of the program: /usr/lib/pound-desk/bundle. The program
# never runs from it: postinst links it (hard links, no second copy on disk)
# into /usr/lib/pound-desk/VERSION and points /usr/lib/pound-desk/current
# there. A running program reads its own files by path as long as it runs
# (PyInstaller's archive at every late import, the fonts, the plugins), so an
# upgrade must leave them alone: dpkg replaces bundle/'s files with new ones,
# while the running version's folder keeps the old ones until no copy runs
# from it (postinst, prerm and postrm clean it up then).
cp -a "$bundle" "$root$lib/bundle"

sed "s|@LIB@|$lib|g" "$here/pound-desk.sh" >"$root/usr/bin/$name"
chmod 0755 "$root/usr/bin/$name"
# an earlier version's folder kept by a copy that ran through an upgrade goes once
# that copy ends: a timer runs the tidy, as root, at start-up and every 10 minutes
sed -e "/#FUNCTIONS#/{r $here/functions.sh" -e 'd}' "$here/pound-desk-tidy" | sed "s|@LIB@|$lib|g" \
  >"$root$lib/tidy"
chmod 0755 "$root$lib/tidy"
mkdir -p "$root/usr/lib/systemd/system"
install -m 0644 "$here/pound-desk-tidy.service" "$here/pound-desk-tidy.timer" "$root/usr/lib/systemd/system/"

install -m 0644 "$here/pound-desk.desktop" "$root/usr/share/applications/$name.desktop"
# the returns' file type (*.pdreturn), which the menu entry opens
install -D -m 0644 "$here/pound-desk-mime.xml" "$root/usr/share/mime/packages/$name.xml"
# for software centres: AppStream metainfo, dated by the commit, checked by appstreamcli
homepage=${DEB_HOMEPAGE:-$(grep -v '^#' "$here/homepage" | grep -m1 .)}
mkdir -p "$root/usr/share/metainfo"
metainfo=$root/usr/share/metainfo/io.github.pound_desk.PoundDesk.metainfo.xml
sed -e "s|@HOMEPAGE@|$homepage|g" -e "s|@VERSION@|$version|" \
    -e "s|@DATE@|$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d)|" "$here/pound-desk.metainfo.xml" >"$metainfo"
chmod 0644 "$metainfo"
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$metainfo" >build/appstream.txt 2>&1 || {
    cat build/appstream.txt >&2; echo "appstreamcli finds the metainfo invalid" >&2; exit 1; }
else
  echo "note: appstreamcli is not installed (apt-get install appstream): the metainfo is not validated" >&2
fi
install -m 0644 resources/icons/pound-desk.svg "$root/usr/share/icons/hicolor/scalable/apps/$name.svg"
install -m 0644 resources/icons/pound-desk-256.png "$root/usr/share/icons/hicolor/256x256/apps/$name.png"
install -m 0644 resources/icons/pound-desk-48.png "$root/usr/share/icons/hicolor/48x48/apps/$name.png"

# the copyright file: every component of the bundle, read from the built tree
python3 "$here/copyright.py" "$root$lib/bundle" "$bundle.manifest.json" "$lib/bundle" \
  >"$root/usr/share/doc/$name/copyright"
chmod 0644 "$root/usr/share/doc/$name/copyright"

# the changelog (a native package: changelog.gz), dated by the last commit for a reproducible build
when=$SOURCE_DATE_EPOCH
{
  printf '%s (%s) unstable; urgency=medium\n\n' "$name" "$version"
  printf '  * Pound Desk %s, built from the project' "$version"
  if rev=$(git rev-parse --short HEAD 2>/dev/null); then printf "'s commit %s" "$rev"; fi
  printf '.\n    The changes are told in the commit history of the project.\n\n'
  printf ' -- %s  %s\n' "$maintainer" "$(LC_ALL=C date -R -u -d "@$when")"
} | gzip -9n >"$root/usr/share/doc/$name/changelog.gz"
chmod 0644 "$root/usr/share/doc/$name/changelog.gz"

# the manual page, made from the program's own --help, with each command's own
# --help as its COMMANDS section. The default data folder is said as every user
# has it (~/.local/share/PoundDesk), not as the builder's home would make it.
man_env=(env "POUND_DESK_HOME=~/.local/share/PoundDesk" LANG=C.UTF-8)
man_include=build/deb/commands.h2m
{
  printf '[COMMANDS]\n'
  printf 'Each command has its own options; %s COMMAND --help prints them.\n' "$name"
  "${man_env[@]}" "$bundle/pound-desk" --help | sed -n 's/^    \([a-z][a-z0-9-]*\)\( .*\)\{0,1\}$/\1/p' \
    | while read -r command; do
        printf '.SS "%s %s"\n.nf\n' "$name" "$command"
        "${man_env[@]}" "$bundle/pound-desk" "$command" --help | sed -e 's/\\/\\e/g' -e "s/^[.']/\\\\\&&/"
        printf '.fi\n'
      done
  printf '[FILES]\n.TP\n.I ~/.local/share/PoundDesk/\n'
  printf "each user's data: the database (pound-desk.sqlite3), documents/, backups/; POUND_DESK_HOME moves it\n"
  printf '.TP\n.I /usr/lib/pound-desk/\nthe program, one folder per installed version (current: the one new starts run)\n'
  printf '.TP\n.I pound-desk-tidy.timer\n'
  printf "removes an earlier version's folder once no copy runs from it (at start-up and every 10 minutes)\n"
} >"$man_include"
"${man_env[@]}" help2man --no-info --no-discard-stderr --section 1 --include "$man_include" \
  --name "register, receipts and documents of a cattle pound (Kerala)" \
  --version-string "$version" "$bundle/pound-desk" \
  | gzip -9n >"$root/usr/share/man/man1/$name.1.gz"
chmod 0644 "$root/usr/share/man/man1/$name.1.gz"

install -m 0644 "$here/lintian-overrides" "$root/usr/share/lintian/overrides/$name"

installed_kb=$(du -sk --exclude=DEBIAN "$root" | cut -f1)

# Depends: what the bundled programs and libraries load from the system
# (everything not in the bundle), as dpkg-shlibdeps reads it from their ELF
# files and Debian's symbols files: libc6, the X and GL libraries, fontconfig's
# library... The bundle's own libraries are searched first and need no package.
shlib_dir=build/deb/shlibdeps
rm -rf "$shlib_dir"
mkdir -p "$shlib_dir/debian"
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$name" "$name" >"$shlib_dir/debian/control"
# the lowest versions of the libraries whose packages have no symbols file (see the file)
cp "$here/shlibs.local" "$shlib_dir/debian/shlibs.local"
mapfile -t elves < <(find "$(realpath "$root$lib/bundle")" -type f \( -name '*.so' -o -name '*.so.*' -o -name "$name" \) \
                     -exec sh -c 'head -c4 "$1" | grep -q ELF && echo "$1"' _ {} \; | sort)
libdirs=$(find "$(realpath "$root$lib/bundle")" -name '*.so*' -printf '%h\n' | sort -u | sed 's/^/-l/')
# the Debian packages whose libraries are in the bundle (the X helper libraries) are no dependency
bundled_pkgs=$(python3 -c '
import json, sys
m = json.load(open(sys.argv[1]))
print("\n".join(src for kind, src in m["files"].values() if kind == "system"))' "$bundle.manifest.json" \
  | xargs -r dpkg-query -S 2>/dev/null | cut -d: -f1 | sort -u | sed 's/^/-x/')
# shellcheck disable=SC2086
(cd "$shlib_dir" && dpkg-shlibdeps -O --ignore-missing-info --warnings=0 $bundled_pkgs $libdirs "${elves[@]}") \
  >"$shlib_dir/substvars" 2>"$shlib_dir/stderr" || { cat "$shlib_dir/stderr" >&2; exit 1; }
shlibs=$(sed -n 's/^shlibs:Depends=//p' "$shlib_dir/substvars")
# and what is loaded at run time by name, which no ELF file lists: Qt's drawing
# (libgl1, libegl1) and fontconfig's configuration (fontconfig)
depends=$shlibs
for extra in libgl1 libegl1 fontconfig; do
  case ", $depends," in *", $extra,"*|*", $extra ("*) ;; *) depends="$depends, $extra" ;; esac
done
# the desktop draws the window titles with the system's fonts, not the bundled ones: a Malayalam font
depends="$depends, fonts-smc-manjari | fonts-noto-core"

cat >"$root/DEBIAN/control" <<EOF
Package: $name
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed_kb
Homepage: $homepage
Depends: $depends
Section: misc
Priority: optional
Description: register, receipts and documents of a cattle pound (Kerala)
 Pound Desk keeps the register of cattle impounded under the Kerala Cattle
 Trespass Act, 1961, computes fines and feeding charges, releases cattle on
 payment with numbered receipts, and prints bilingual (Malayalam and English)
 documents. It works offline; each user's data stays in their own data folder
 (~/.local/share/PoundDesk) and is kept when the package is upgraded or removed.
EOF

for script in postinst prerm postrm; do
  sed -e "/#FUNCTIONS#/{r $here/functions.sh" -e 'd}' "$here/$script" \
    | sed -e "s|@LIB@|$lib|g" -e "s|@VERSION_DIR@|$version_dir|g" >"$root/DEBIAN/$script"
  chmod 0755 "$root/DEBIAN/$script"
done
# dpkg's record of each file's checksum (debsums, dpkg --verify)
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z \
  | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/md5sums" "$root/DEBIAN/control"

# every file dated by the commit (dpkg-deb clamps nothing by itself)
find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +

mkdir -p "$out"
deb="$out/${name}_${version}_${arch}.deb"
dpkg-deb --root-owner-group "${compress[@]}" --build "$root" "$deb" >/dev/null
echo "$deb"
awk -v deb="$(stat -c %s "$deb")" -v kib="$installed_kb" -v v="$version" \
  'BEGIN { printf "  package: %.1f MiB, installed: %.1f MiB, version %s\n", deb / 1048576, kib / 1024, v }' >&2

if [ "$lintian" = 1 ]; then
  command -v lintian >/dev/null || { echo "lintian is needed: apt-get install lintian" >&2; exit 1; }
  report=build/lintian.txt
  lintian --fail-on error,warning --display-level '>=warning' "$deb" >"$report" 2>&1 || {
    cat "$report" >&2; echo "lintian found errors or warnings in $deb" >&2; exit 1; }
  echo "  lintian: no errors, no warnings left unexplained" >&2
fi

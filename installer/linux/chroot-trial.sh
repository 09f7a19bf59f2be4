#!/usr/bin/env bash
# Try a built package on a clean system, as an office PC would get it:
#
#   installer/linux/chroot-trial.sh ROOT DEB
#
# ROOT is a fresh system made by debootstrap (as root; --variant=minbase), e.g.
#   debootstrap --variant=minbase bookworm /var/tmp/bookworm http://deb.debian.org/debian
#   debootstrap --variant=minbase --components=main,universe jammy /var/tmp/jammy http://archive.ubuntu.com/ubuntu
# with its package lists able to reach its archive. It installs DEB with apt
# (which fetches what Depends names, and says how much), runs the installed
# `pound-desk --version` and `--self-test` as a user without a screen, and
# purges the package. Each result is one line; the exit code is 0 when all pass.
set -euo pipefail
root=${1:?usage: chroot-trial.sh ROOT DEB}
deb=${2:?usage: chroot-trial.sh ROOT DEB}
[ -x "$root/usr/bin/apt-get" ] || { echo "$root is not a Debian or Ubuntu system" >&2; exit 2; }
name=$(. "$root/etc/os-release" && echo "$PRETTY_NAME")

mounted=()
cleanup() { for m in "${mounted[@]}"; do umount -l "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
for m in proc dev/pts; do
  mkdir -p "$root/$m"
  if ! mountpoint -q "$root/$m"; then
    case $m in proc) mount -t proc proc "$root/proc" ;; dev/pts) mount -t devpts devpts "$root/dev/pts" ;; esac
    mounted+=("$root/$m")
  fi
done
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
cp "$deb" "$root/tmp/pound-desk.deb"
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 "$@"; }

in_root apt-get update -qq >/dev/null
# what apt would fetch, said before it does
plan=$(in_root apt-get install -s --no-install-recommends /tmp/pound-desk.deb 2>&1 || true)
if ! in_root apt-get install -y -q --no-install-recommends /tmp/pound-desk.deb >/tmp/chroot-trial-install.log 2>&1; then
  echo "$name: apt refuses the package:"
  grep -E "Depends:|but|Unmet|broken" /tmp/chroot-trial-install.log | head -20
  exit 1
fi
newly=$(sed -n 's/^\([0-9]*\) upgraded, \([0-9]*\) newly installed.*/\2/p' /tmp/chroot-trial-install.log | tail -1)
fetched=$(sed -n 's/^Need to get \([^ ]* [kMG]*B\).*/\1/p' /tmp/chroot-trial-install.log | tail -1)
echo "$name: installed, with $newly new packages ($((newly - 1)) besides pound-desk), ${fetched:-nothing} fetched"
echo "$plan" | sed -n 's/^Inst \([^ ]*\) .*/\1/p' | grep -v '^pound-desk$' | paste -sd' ' - | fold -s -w 100 \
  | sed 's/^/  fetched: /'

in_root useradd -m trial 2>/dev/null || true
version=$(in_root su trial -c 'pound-desk --version')
echo "$name: $version"
if in_root su trial -c 'cd /tmp && pound-desk --self-test' >/tmp/chroot-trial-self-test.log 2>&1; then
  echo "$name: self-test passed ($(grep -c '^ok ' /tmp/chroot-trial-self-test.log) steps)"
else
  echo "$name: self-test FAILED:"; cat /tmp/chroot-trial-self-test.log; exit 1
fi
in_root apt-get purge -y -q pound-desk >/dev/null
[ ! -e "$root/usr/lib/pound-desk" ] && echo "$name: purged, /usr/lib/pound-desk gone"

# shell functions shared by the maintainer scripts (pasted into each by build-deb.sh)
LIB=@LIB@

# true if a running process was started from folder $1
in_use() {
  for exe in /proc/[0-9]*/exe; do
    target=$(readlink "$exe" 2>/dev/null) || continue
    case "$target" in "$1"/*) return 0 ;; esac
  done
  return 1
}

# remove the versions' folders no copy runs from, except $1 (may be empty);
# "all" as $2 removes those in use too
remove_old_versions() {
  for dir in "$LIB"/*/; do
    dir=${dir%/}
    name=${dir##*/}
    [ -d "$dir" ] && [ ! -L "$dir" ] || continue
    case "$name" in bundle|"$1") continue ;; esac
    if [ "${2:-}" != all ] && in_use "$dir"; then
      echo "pound-desk: a Pound Desk started from $dir still runs; its folder stays until the next install or removal" >&2
      continue
    fi
    rm -rf "$dir"
  done
}

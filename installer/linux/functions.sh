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

# one hand at a time on the versions' folders: the maintainer scripts and the
# timer's tidy (pound-desk-tidy) hold a lock on $LIB itself while they work
lock_versions() {
  [ -d "$LIB" ] || return 0
  exec 9<"$LIB"
  flock 9
}

# remove the versions' folders no copy runs from, except $1 (may be empty);
# "all" as $2 removes those in use too, "quiet" keeps them without a word
remove_old_versions() {
  for dir in "$LIB"/*/; do
    dir=${dir%/}
    name=${dir##*/}
    [ -d "$dir" ] && [ ! -L "$dir" ] || continue
    case "$name" in bundle|"$1") continue ;; esac
    if [ "${2:-}" != all ] && in_use "$dir"; then
      [ "${2:-}" = quiet ] || echo "pound-desk: a Pound Desk started from $dir still runs; its folder goes once no copy runs from it (pound-desk-tidy.timer looks every 10 minutes and at start-up)" >&2
      continue
    fi
    rm -rf "$dir"
  done
}

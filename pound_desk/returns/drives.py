"""Removable drives, and writing a return onto one safely.

``removable_drives()`` lists the mounted removable drives (Linux:
/proc/mounts with /sys/class/block/<disk>/removable, and anything mounted
under /media or /run/media; Windows: GetDriveTypeW == DRIVE_REMOVABLE; macOS:
/Volumes). Any folder may be chosen as well.

``write_verified()`` writes under a temporary name that never ends in
``.pdreturn``, flushes and fsyncs, renames, fsyncs the folder, reads the
file back and checks it with ``read_bundle``. A drive pulled out mid-write,
a full drive or a read-only one raises ``WriteError`` with a clear reason in
the language on screen, and leaves no half-written file that looks like a
return. Standard library only (and the bundle reader)."""
from __future__ import annotations

import ctypes
import errno
import hashlib
import os
import shutil
import string
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Callable

from pound_desk.language import translate
from pound_desk.text import count

from .bundle import BundleError, read_bundle

CHUNK = 256 * 1024
PARTIAL = ".part"      # the temporary name: ".<name>.part", never *.pdreturn


@dataclass(frozen=True)
class Drive:
    path: Path
    label: str
    device: str = ""
    free: int | None = None      # bytes free, when it could be read


class WriteError(Exception):
    """The return could not be written; ``reason`` (in the language on
    screen) and ``code`` (removed, full, read_only, denied, missing, verify,
    failed)."""

    def __init__(self, reason: str, code: str):
        super().__init__(reason)
        self.reason, self.code = reason, code

    def on_screen(self) -> str:
        """The reason, in the language of the screen."""
        return self.reason


# ---- finding the drives ---------------------------------------------------

_PSEUDO = {"proc", "sysfs", "devtmpfs", "devpts", "tmpfs", "cgroup", "cgroup2", "securityfs", "pstore",
           "debugfs", "tracefs", "configfs", "fusectl", "mqueue", "hugetlbfs", "autofs", "bpf",
           "binfmt_misc", "overlay", "squashfs", "nsfs", "ramfs", "efivarfs", "rpc_pipefs", "selinuxfs"}


def _unescape(field: str) -> str:
    # /proc/mounts writes a space as \040, a tab as \011, a backslash as \134
    out, i = [], 0
    while i < len(field):
        if field[i] == "\\" and i + 4 <= len(field) and field[i + 1:i + 4].isdigit():
            out.append(chr(int(field[i + 1:i + 4], 8)))
            i += 4
        else:
            out.append(field[i])
            i += 1
    return "".join(out)


def _disk_removable(device: str, sys_block: Path) -> bool:
    """Whether the disk a /dev/<partition> belongs to says it is removable."""
    if not device.startswith("/"):     # "tmpfs", "server:/share" and the like are not disks
        return False
    try:
        name = Path(os.path.realpath(device)).name
        node = sys_block / name
        if not node.exists():
            return False
        disk = node.resolve()
        if (disk / "partition").exists():
            disk = disk.parent
        return (disk / "removable").read_text().strip() == "1"
    except OSError:
        return False


def _free(path: Path) -> int | None:
    try:
        return shutil.disk_usage(path).free
    except OSError:
        return None


def _linux(mounts: Path, sys_block: Path) -> list[Drive]:
    try:
        lines = mounts.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
    out = []
    for line in lines:
        parts = line.split()
        if len(parts) < 3:
            continue
        device, mountpoint, fstype = _unescape(parts[0]), _unescape(parts[1]), parts[2]
        if fstype in _PSEUDO:
            continue
        under_media = mountpoint.startswith(("/media/", "/run/media/"))
        if under_media or _disk_removable(device, sys_block):
            path = Path(mountpoint)
            out.append(Drive(path, path.name or mountpoint, device, _free(path)))
    return out


def _windows() -> list[Drive]:  # pragma: no cover - Windows only
    kernel32 = ctypes.windll.kernel32
    mask = kernel32.GetLogicalDrives()
    out = []
    for i, letter in enumerate(string.ascii_uppercase):
        if mask & (1 << i):
            root = f"{letter}:\\"
            if kernel32.GetDriveTypeW(ctypes.c_wchar_p(root)) == 2:   # DRIVE_REMOVABLE
                label = ctypes.create_unicode_buffer(261)
                kernel32.GetVolumeInformationW(ctypes.c_wchar_p(root), label, 261, None, None, None, None, 0)
                name = label.value or translate("drives", "Removable drive")
                out.append(Drive(Path(root), f"{name} ({letter}:)", root, _free(Path(root))))
    return out


def _mac(volumes: Path = Path("/Volumes")) -> list[Drive]:  # pragma: no cover - macOS only
    out = []
    try:
        for entry in sorted(volumes.iterdir()):
            if entry.is_dir() and not entry.is_symlink():     # the start-up disk is a symlink
                out.append(Drive(entry, entry.name, "", _free(entry)))
    except OSError:
        pass
    return out


def removable_drives(mounts: Path | str = "/proc/mounts", sys_block: Path | str = "/sys/class/block",
                     platform: str | None = None) -> list[Drive]:
    """The removable drives mounted now, by mount point."""
    platform = platform or sys.platform
    if platform.startswith("win"):
        return _windows()
    if platform == "darwin":
        return _mac()
    seen, out = set(), []
    for d in _linux(Path(mounts), Path(sys_block)):
        if d.path not in seen:
            seen.add(d.path)
            out.append(d)
    return out


# ---- writing ----------------------------------------------------------------

_GONE = {errno.EIO, errno.ENODEV, errno.ENXIO, errno.ENOENT, getattr(errno, "ESTALE", errno.EIO)}


def _explain(exc: OSError, folder: Path, needed: int) -> WriteError:
    code = exc.errno
    where = str(folder)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return WriteError(translate("drives", "The drive is full: the return needs {needed} bytes free on {where}. "
                                              "Free some space or use another drive.")
                          .format(needed=count(needed), where=where), "full")
    if code == errno.EROFS:
        return WriteError(translate("drives", "The drive {where} is read-only (write-protected). "
                                              "Slide its lock off or use another drive.")
                          .format(where=where), "read_only")
    if code in (errno.EACCES, errno.EPERM):
        return WriteError(translate("drives", "Pound Desk may not write to {where} (permission denied). "
                                              "Choose another folder or drive.")
                          .format(where=where), "denied")
    if code in _GONE:
        return WriteError(translate("drives", "The drive {where} was removed or failed while the return was "
                                              "written. Nothing was recorded; put the drive back and export again.")
                          .format(where=where), "removed")
    return WriteError(translate("drives", "The return could not be written to {where}: {error}")
                      .format(where=where, error=exc.strerror or exc), "failed")


def _fsync_dir(folder: Path) -> None:
    if os.name == "nt":   # pragma: no cover - Windows cannot open a folder to sync it
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass    # a pulled drive: the name is not *.pdreturn, so it never passes for a return


def partial_name(name: str) -> str:
    return f".{name}{PARTIAL}"


# where the desktop mounts removable drives: a folder under one of these that
# is on no drive of its own is an empty mount point left by a stick pulled
# out (a return written there would stay on the computer's own disk)
REMOVABLE_ROOTS = ("/media", "/run/media", "/mnt")


def unmounted(folder: Path) -> bool:
    """Whether ``folder`` lies under a removable drives' folder without
    any drive mounted on the way (POSIX)."""
    if os.name != "posix":
        return False
    folder = folder.resolve()
    for root in map(Path, REMOVABLE_ROOTS):
        if folder == root or root not in folder.parents:
            continue
        between = [p for p in [folder, *folder.parents] if root in p.parents]
        return not any(os.path.ismount(p) for p in between)
    return False


def write_verified(folder: Path | str, name: str, data: bytes, public_key=None,
                   open_file: Callable[[Path], IO[bytes]] | None = None,
                   progress: Callable[[int, int], None] | None = None) -> Path:
    """Write ``data`` as ``folder/name`` and read it back: the path, or
    ``WriteError``. ``open_file`` opens the temporary file for writing (the
    tests hand in one that fails)."""
    folder = Path(folder)
    final = folder / name
    tmp = folder / partial_name(name)
    if not folder.is_dir():
        raise WriteError(translate("drives", "The folder {folder} is not there (was the drive removed?)")
                         .format(folder=folder), "missing")
    if unmounted(folder):
        raise WriteError(translate("drives", "{folder} is no longer on a drive (the stick was removed; only its "
                                             "empty folder is left): plug it in again, or choose another")
                         .format(folder=folder), "unmounted")
    free = _free(folder)
    if free is not None and free < len(data) + 4096:
        raise _explain(OSError(errno.ENOSPC, "No space left on device"), folder, len(data))
    opener = open_file or (lambda p: open(p, "wb"))
    try:
        fh = opener(tmp)
        try:
            for start in range(0, len(data), CHUNK):
                fh.write(data[start:start + CHUNK])
                if progress:
                    progress(min(start + CHUNK, len(data)), len(data))
            fh.flush()
            os.fsync(fh.fileno())
        finally:
            fh.close()
        os.replace(tmp, final)
        _fsync_dir(folder)
    except OSError as exc:
        _remove(tmp)
        raise _explain(exc, folder, len(data)) from None
    # read it back: the bytes written, and a bundle that verifies
    try:
        back = final.read_bytes()
    except OSError as exc:
        _remove(final)
        raise _explain(exc, folder, len(data)) from None
    problem = None
    if hashlib.sha256(back).digest() != hashlib.sha256(data).digest():
        problem = translate("drives", "what was read back differs from what was written")
    else:
        try:
            read_bundle(back, public_key)
        except BundleError as exc:
            problem = exc.reason
    if problem:
        _remove(final)
        raise WriteError(translate("drives", "The return written to {folder} did not read back whole ({problem}); "
                                             "it was removed. The drive may be failing: use another.")
                         .format(folder=folder, problem=problem), "verify")
    return final

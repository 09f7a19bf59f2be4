"""The named mutex a running Pound Desk holds on Windows, so that its
installer and uninstaller (Inno Setup's AppMutex, installer/windows/pound-desk.iss)
see a copy is open and ask to close it before replacing or removing its files:
Windows cannot replace a file a running program has open, and a half-replaced
folder would break the copy still running. Held until the process ends; the
name must stay the same as AppMutex's in the installer script."""
from __future__ import annotations

import sys

MUTEX_NAME = "PoundDeskRunning"

_handle = None


def hold() -> None:
    """Create (or open) the mutex and keep its handle for the life of the
    process; Windows closes it when the process ends. Nothing elsewhere."""
    global _handle
    if sys.platform != "win32" or _handle is not None:
        return
    # late: Windows only, after the platform check
    import ctypes
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    kernel32.CreateMutexW.argtypes = [ctypes.c_void_p, wintypes.BOOL, wintypes.LPCWSTR]
    kernel32.CreateMutexW.restype = wintypes.HANDLE
    # not owned: the installer only asks whether the name exists; a second copy
    # of Pound Desk opens the same mutex (the desk's own lock keeps one copy per register)
    _handle = kernel32.CreateMutexW(None, False, MUTEX_NAME) or None

"""Where the pound's signing key lives and whether it is private: the file
alone, without the cryptography that reads it (``keys``), so that opening
the desk checks the file without loading that library."""
from __future__ import annotations

import os
from pathlib import Path

from pound_desk.language import translate

KEY_NAME = "pound-return-key.pem"


def keys_dir(db_path: Path) -> Path:
    """The keys/ folder beside the database (like documents/)."""
    return Path(db_path).parent / "keys"


def key_path(folder: Path) -> Path:
    return Path(folder) / KEY_NAME


class KeyExposed(ValueError):
    """The pound's key file can be read by other users of the computer."""


def refuse_if_readable_by_others(path: Path) -> None:
    """A private key that others may read is not used (POSIX; Windows keeps
    the user's data folder to the user)."""
    if os.name != "posix":
        return
    mode = os.stat(path).st_mode & 0o777
    if mode & 0o077:
        raise KeyExposed(translate("keys", "The pound's key {path} can be read by other users of this computer "
                                           "(mode {mode:o}): it is not used. Make it private "
                                           "(chmod 600 {path}) and check no one copied it")
                         .format(path=path, mode=mode))


def check_private(db_path: Path) -> None:
    """KeyExposed when the pound's key beside ``db_path`` can be read by
    others: the program then does not work on the register until it is
    made private again."""
    path = key_path(keys_dir(db_path))
    if path.exists():
        refuse_if_readable_by_others(path)

"""Who writes: what the storage layer must know of the person at the desk.

The chain's triggers ask who writes each row, each transaction's links are
signed before it commits, and a row the chain refused (an auditor signed in,
someone disabled since signing in) is put into words. All three depend on
who is signed in, which the services know and the records must not import;
so does what a backup carries beside the database (the key, the photos);
whoever opens the database hands them in (``services/desk/storage.py``).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import peewee as pw


@dataclass(frozen=True)
class Writer:
    # the chain's pd_actor(table): the label written on the row's link;
    # raises PermissionError to refuse the row (the insert is aborted)
    label: Callable[[str], str]
    # signs links first..last with a reason, inside the writing transaction
    seal: Callable[[pw.Database, int, int, str], None]
    # the exception to raise, in words, when the chain refused a row (None: it did not)
    refusal: Callable[[], Exception | None]
    # what a backup carries beside the database at ``path`` (the pound's key, its
    # photos), for the backup taken before a migration; None: the database alone
    carry: Callable[[Path], dict[str, bytes]] | None = None
    # enrols the pound's key (the keys folder's) in the register, in the
    # upgrade that brings enrolment (schema v18); None: the upgrade enrols
    # only the keys that had sealed before it
    enrol: Callable[[pw.Database], None] | None = None

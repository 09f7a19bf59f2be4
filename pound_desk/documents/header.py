"""The pound's heading on every document and on the main window's title: a
module of its own, so that the window reads it without the other documents'
data (a dozen record types, each made when imported)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PoundHeader:
    name: str
    place: str
    local_authority: str
    local_area: str
    keeper_name: str
    letterhead: str = ""   # the office's own lines above the pound's name, one per line

"""What an entry refused says, and the one way a typed value is tidied
before it is checked: every check of the Act and of the desk answers with
``Problem``s (the field and the reason), all at once, and reads its text
through ``clean``."""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    field: str      # "seizer_name", or "heads.2.ear_tag" for the second head
    message: str


def clean(text: str | None) -> str:
    """Trim, and normalise to NFC so that the same Malayalam name typed two
    ways is stored and searched as one."""
    return unicodedata.normalize("NFC", (text or "").strip())

"""A receipt is handed over once: the paper made when it was issued is the
original, and any later print says, in both languages, that it is a
duplicate and when it was made, so two papers for one payment can never
pass for two payments."""
from __future__ import annotations

from datetime import datetime

from pound_desk.documents.wording import when

ORIGINAL = "original"
DUPLICATE = "duplicate"
COPIES = (ORIGINAL, DUPLICATE)


def copy_mark(copy: str, made_at: datetime | None = None) -> tuple[str, str]:
    """(Malayalam, English) printed at the head of the receipt."""
    if copy == DUPLICATE:
        at = f" — {when(made_at)}" if made_at else ""
        return "പകർപ്പ് (ഡ്യൂപ്ലിക്കേറ്റ്)", f"DUPLICATE{at}"
    return "അസ്സൽ", "ORIGINAL"

"""Texts the program writes into the database in both languages (kept with
the records, since the ledger writes them too).

A ledger memo, the reason a deposit under protest was closed, the capacity
in which cattle were taken on an order: these are records, read later on a
Malayalam or an English screen and printed on bilingual papers, and never
edited. They cannot follow the language on screen (``translate`` would keep
whichever language happened to be chosen), so they are written once in both,
"English / Malayalam", the way names kept in both languages are written.
"""
from __future__ import annotations

import unicodedata

SEP = " / "


def _malayalam(ch: str) -> bool:
    return "\u0d00" <= ch <= "\u0d7f"


def both(en: str, ml: str) -> str:
    """``"English / Malayalam"``, NFC like every text stored."""
    return unicodedata.normalize("NFC", f"{en}{SEP}{ml}")


def halves(text: str) -> tuple[str, str]:
    """A text made by ``both`` split back into (English, Malayalam): at the
    first separator followed by Malayalam, so that a reference or a name
    written with " / " inside the English half stays whole. A text kept in
    one language only (records made before both were written) is both halves."""
    start = 0
    while (at := text.find(SEP, start)) >= 0:
        rest = text[at + len(SEP):]
        if rest and _malayalam(rest[0]):
            return text[:at], rest
        start = at + 1
    return text, text

"""Words the documents share: the basis of a seizure, the seizer's capacity,
notes for flags, sexes, amendments. Each comes as (Malayalam, English), the
words themselves taken from the rules layer where it has them."""
from __future__ import annotations

from datetime import datetime

from pound_desk.documents.data import AmendmentLine, HeadLine
from pound_desk.law.flags import FLAGS
from pound_desk.law.kinds import SEXES
from pound_desk.law.seizure import BASES, CAPACITIES
from pound_desk.returns.schema import EnteredLate
from pound_desk.text import date_str, datetime_str, datetime_str_ml, late_words

NOT_KNOWN = ("അറിയില്ല", "not known")


def basis(code: str) -> tuple[str, str]:
    if code in BASES:
        en, ml = BASES[code]
        return ml, en
    return "", code


def capacity(code: str) -> tuple[str, str]:
    """The seizer's capacity; a code the rules layer does not know prints as is."""
    if code in CAPACITIES:
        _, en, ml = CAPACITIES[code]
        return ml, en
    return "", code


def flag_note(code: str) -> tuple[str, str]:
    """A flag in plain words; an unknown code still prints, made readable,
    so a new flag never vanishes from a document of record."""
    if code in FLAGS:
        en, ml = FLAGS[code]
        return ml, en
    return "", code.replace("_", " ").capitalize()


def sex(code: str) -> tuple[str, str]:
    en, ml = SEXES.get(code, (code, ""))
    return ml, en


def sex_words(code: str) -> str:
    """``പെൺ / female``: a head's sex as a description lists it."""
    ml, en = sex(code)
    return " / ".join(t for t in (ml, en.lower()) if t)


def time_ml(dt) -> str:
    """``വൈകുന്നേരം 03:15``: the hour as Malayalam says it, the part of the
    day before the time."""
    return datetime_str_ml(dt).split(" ", 1)[1]


def when(dt) -> str:
    """``07-03-2026 03:15 PM (വൈകുന്നേരം 03:15)``: the day and hour in both
    languages."""
    return f"{datetime_str(dt)} ({time_ml(dt)})"


def amendment_text(a: AmendmentLine) -> str:
    """``തിരുത്തി / Amended 07-03-2026: Owner's name 'Ravi' → 'Ravi K.' — spelling``."""
    text = f"തിരുത്തി / Amended {date_str(a.made_at)}: {a.what} '{a.old}' → '{a.new}'"
    return f"{text} — {a.reason}" if a.reason else text


def head_description(h: HeadLine) -> str:
    """Colour, marks and ear tag of one head, in English order."""
    parts = [p for p in (h.colour, h.marks) if p]
    if h.ear_tag:
        parts.append(f"ear tag {h.ear_tag}")
    return ", ".join(parts)


def entered_late(late: EnteredLate | None) -> str:
    """A return's line entered later than the time it states (its
    ``entered_late``): "; വൈകി രേഖപ്പെടുത്തിയത്, … / entered late, on …", or ""."""
    if late is None:
        return ""
    en, ml = late_words(datetime.fromisoformat(late.at), late.reason)
    return f"; {ml} / {en}"

"""Words the documents share: the basis of a seizure, notes for flags,
sexes, amendments. Each comes as (Malayalam, English)."""
from __future__ import annotations

from pound_desk.documents.data import AmendmentLine, HeadLine
from pound_desk.law.kinds import SEXES
from pound_desk.text import date_str

NOT_KNOWN = ("അറിയില്ല", "not known")

BASIS = {
    "s9": ("വകുപ്പ് 9: ഭൂമിയിൽ അതിക്രമിച്ചു കടന്ന് നാശമുണ്ടാക്കിയത്",
           "s. 9: trespassing on land and doing damage"),
    "s10": ("വകുപ്പ് 10: പൊതുവഴി, കനാൽ, ചിറ മുതലായ പൊതുവസ്തുവിന് നാശമുണ്ടാക്കിയത്",
            "s. 10: damaging a public road, canal, embankment or other public property"),
}

# Flags the rules layer may raise on a case; unknown ones still print, made
# readable, so a new flag never vanishes from a document of record.
FLAG_NOTES = {
    "late_to_pound": ("പിടിച്ചെടുത്ത് 24 മണിക്കൂറിലധികം കഴിഞ്ഞാണ് പൗണ്ടിൽ എത്തിച്ചത് (വ. 9–10)",
                      "Brought more than 24 hours after seizure (ss. 9–10)"),
    "seizure_time_unknown": ("പിടിച്ചെടുത്ത സമയം രേഖപ്പെടുത്തിയിട്ടില്ല",
                             "Time of seizure not recorded"),
    "owner_unknown": ("ഉടമയെ അറിയില്ല", "Owner not known"),
}


def basis(code: str) -> tuple[str, str]:
    return BASIS.get(code, ("", code))


def flag_note(code: str) -> tuple[str, str]:
    return FLAG_NOTES.get(code, ("", code.replace("_", " ").capitalize()))


def sex(code: str) -> tuple[str, str]:
    en, ml = SEXES.get(code, (code, ""))
    return ml, en


def amendment_text(a: AmendmentLine) -> str:
    """``Amended 07-03-2026: Owner's name 'Ravi' → 'Ravi K.' — spelling``."""
    text = f"Amended {date_str(a.made_at)}: {a.what} '{a.old}' → '{a.new}'"
    return f"{text} — {a.reason}" if a.reason else text


def head_description(h: HeadLine) -> str:
    """Colour, marks and ear tag of one head, in English order."""
    parts = [p for p in (h.colour, h.marks) if p]
    if h.ear_tag:
        parts.append(f"ear tag {h.ear_tag}")
    return ", ".join(parts)

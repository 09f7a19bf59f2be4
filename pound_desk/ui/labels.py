"""Bilingual words for the codes the services return (statuses, search
fields, kinds of cattle, flags), shared by the table, the forms and the
case view.

Functions, not constants: the translation is looked up when the words are
shown, after a translator has been installed.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pound_desk import language
from pound_desk.law import flags
from pound_desk.law.kinds import SEXES
from pound_desk.law.seizure import BASES, CAPACITIES
from pound_desk.services.office import pound


def status(code: str) -> str:
    words = {
        "held": QCoreApplication.translate("Labels", "Held"),
        "part_released": QCoreApplication.translate("Labels", "Part released"),
        "released": QCoreApplication.translate("Labels", "Released"),
    }
    return words.get(code, code)


def search_field(code: str) -> str:
    words = {
        "any": QCoreApplication.translate("Labels", "Anything"),
        "case_no": QCoreApplication.translate("Labels", "Case no."),
        "owner": QCoreApplication.translate("Labels", "Owner"),
        "seizer": QCoreApplication.translate("Labels", "Seizer"),
        "ear_tag": QCoreApplication.translate("Labels", "Ear tag"),
        "kind": QCoreApplication.translate("Labels", "Kind"),
    }
    return words.get(code, code)


def kind(code: str, en: str | None = None, ml: str | None = None) -> str:
    """A kind of cattle; kinds added by notification carry their own names."""
    if en is None:
        en, ml = pound.kind_names().get(code, (code, ""))
    return language.pick(en, ml)


def sex(code: str) -> str:
    en, ml = SEXES.get(code, (code, ""))
    return language.pick(en, ml)


def basis(code: str) -> str:
    en, ml = BASES.get(code, (code, ""))
    return language.pick(en, ml)


def capacity(code: str) -> str:
    if not code:
        return QCoreApplication.translate("Labels", "Not stated")
    _, en, ml = CAPACITIES.get(code, ("", code, ""))
    return language.pick(en, ml)


def flag(code: str) -> str:
    """A flag in plain words, both languages."""
    return language.pick(flags.describe(code, "en"), flags.describe(code, "ml"))


def heads_summary(summary: str, names: dict[str, tuple[str, str]] | None = None) -> str:
    """The register's "2 cow, 1 goat" with each kind named in the screen's
    language; ``names``: the kinds' names read once for many summaries."""
    out = []
    for part in summary.split(", "):
        count, _, code = part.partition(" ")
        if not code:
            out.append(part)
        elif names is not None:
            out.append(f"{count} {kind(code, *names.get(code, (code, '')))}")
        else:
            out.append(f"{count} {kind(code)}")
    return ", ".join(out)


def entry_field(name: str) -> str:
    """A field of the register entry or of a head, as the amend dialog names it."""
    words = {
        "brought_at": QCoreApplication.translate("Labels", "Day and hour brought"),
        "seized_at": QCoreApplication.translate("Labels", "Time of seizure"),
        "seized_place": QCoreApplication.translate("Labels", "Place of seizure"),
        "local_area": QCoreApplication.translate("Labels", "Local area"),
        "basis": QCoreApplication.translate("Labels", "Basis"),
        "seizer_name": QCoreApplication.translate("Labels", "Seizer's name"),
        "seizer_residence": QCoreApplication.translate("Labels", "Seizer's residence"),
        "seizer_capacity": QCoreApplication.translate("Labels", "Seizer's capacity"),
        "owner_name": QCoreApplication.translate("Labels", "Owner's name"),
        "owner_residence": QCoreApplication.translate("Labels", "Owner's residence"),
        "police_aid": QCoreApplication.translate("Labels", "Police aid"),
        "kind": QCoreApplication.translate("Labels", "Kind"),
        "sex": QCoreApplication.translate("Labels", "Sex"),
        "colour": QCoreApplication.translate("Labels", "Colour"),
        "marks": QCoreApplication.translate("Labels", "Marks"),
        "ear_tag": QCoreApplication.translate("Labels", "Ear tag"),
    }
    return words.get(name, name)


def head_no(seq: int) -> str:
    return QCoreApplication.translate("Labels", "Head %1").replace("%1", str(seq))

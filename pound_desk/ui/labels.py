"""Bilingual words for the codes the services return (statuses, search
fields, kinds of cattle, flags), shared by the table, the forms and the
case view.

Functions, not constants: the translation is looked up when the words are
shown, after a translator has been installed.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pound_desk.law import flags
from pound_desk.law.kinds import SEXES
from pound_desk.law.seizure import BASES, CAPACITIES
from pound_desk.services import pound


def status(code: str) -> str:
    words = {
        "held": QCoreApplication.translate("Labels", "Held / പൗണ്ടിൽ"),
        "part_released": QCoreApplication.translate("Labels", "Part released / ഭാഗികമായി വിട്ടു"),
        "released": QCoreApplication.translate("Labels", "Released / വിട്ടുകൊടുത്തു"),
    }
    return words.get(code, code)


def search_field(code: str) -> str:
    words = {
        "any": QCoreApplication.translate("Labels", "Anything / എല്ലാം"),
        "case_no": QCoreApplication.translate("Labels", "Case no. / കേസ് നമ്പർ"),
        "owner": QCoreApplication.translate("Labels", "Owner / ഉടമ"),
        "seizer": QCoreApplication.translate("Labels", "Seizer / പിടിച്ചെടുത്തയാൾ"),
        "ear_tag": QCoreApplication.translate("Labels", "Ear tag / ഇയർ ടാഗ്"),
        "kind": QCoreApplication.translate("Labels", "Kind / ഇനം"),
    }
    return words.get(code, code)


def kind(code: str, en: str | None = None, ml: str | None = None) -> str:
    """A kind of cattle; kinds added by notification carry their own names."""
    if en is None:
        en, ml = pound.kind_names().get(code, (code, ""))
    return f"{en} / {ml}" if ml else en


def sex(code: str) -> str:
    en, ml = SEXES.get(code, (code, ""))
    return f"{en} / {ml}" if ml else en


def basis(code: str) -> str:
    en, ml = BASES.get(code, (code, ""))
    return f"{en} / {ml}" if ml else en


def capacity(code: str) -> str:
    if not code:
        return QCoreApplication.translate("Labels", "Not stated / രേഖപ്പെടുത്തിയിട്ടില്ല")
    _, en, ml = CAPACITIES.get(code, ("", code, ""))
    return f"{en} / {ml}" if ml else en


def flag(code: str) -> str:
    """A flag in plain words, both languages."""
    return f"{flags.describe(code, 'en')}\n{flags.describe(code, 'ml')}"


def heads_summary(summary: str) -> str:
    """The register's "2 cow, 1 goat" with each kind named in both languages."""
    out = []
    for part in summary.split(", "):
        count, _, code = part.partition(" ")
        out.append(f"{count} {kind(code)}" if code else part)
    return ", ".join(out)


def entry_field(name: str) -> str:
    """A field of the register entry or of a head, as the amend dialog names it."""
    words = {
        "brought_at": QCoreApplication.translate("Labels", "Day and hour brought / എത്തിച്ച സമയം"),
        "seized_at": QCoreApplication.translate("Labels", "Time of seizure / പിടിച്ചെടുത്ത സമയം"),
        "seized_place": QCoreApplication.translate("Labels", "Place of seizure / പിടിച്ചെടുത്ത സ്ഥലം"),
        "local_area": QCoreApplication.translate("Labels", "Local area / തദ്ദേശ പ്രദേശം"),
        "basis": QCoreApplication.translate("Labels", "Basis / അടിസ്ഥാനം"),
        "seizer_name": QCoreApplication.translate("Labels", "Seizer's name / പിടിച്ചെടുത്തയാളുടെ പേര്"),
        "seizer_residence": QCoreApplication.translate("Labels", "Seizer's residence / പിടിച്ചെടുത്തയാളുടെ താമസം"),
        "seizer_capacity": QCoreApplication.translate("Labels", "Seizer's capacity / പിടിച്ചെടുത്തയാളുടെ പദവി"),
        "owner_name": QCoreApplication.translate("Labels", "Owner's name / ഉടമയുടെ പേര്"),
        "owner_residence": QCoreApplication.translate("Labels", "Owner's residence / ഉടമയുടെ താമസം"),
        "police_aid": QCoreApplication.translate("Labels", "Police aid / പോലീസ് സഹായം"),
        "kind": QCoreApplication.translate("Labels", "Kind / ഇനം"),
        "sex": QCoreApplication.translate("Labels", "Sex / ലിംഗം"),
        "colour": QCoreApplication.translate("Labels", "Colour / നിറം"),
        "marks": QCoreApplication.translate("Labels", "Marks / അടയാളങ്ങൾ"),
        "ear_tag": QCoreApplication.translate("Labels", "Ear tag / ഇയർ ടാഗ്"),
    }
    return words.get(name, name)


def head_no(seq: int) -> str:
    return QCoreApplication.translate("Labels", "Head %1 / നമ്പർ %1").replace("%1", str(seq))

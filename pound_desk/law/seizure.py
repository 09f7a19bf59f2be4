"""A seizure as brought to the pound (s. 7), checked before it is entered.

Every problem is returned at once (a form shows them all beside their
fields); irregularities that the keeper must not refuse (ss. 9–10, Q2) are
flags, not problems.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Mapping

from pound_desk.law import periods
from pound_desk.law.extent import Extent
from pound_desk.law.kinds import SEXES, Kind, implied_sex
from pound_desk.law.problems import Problem
from pound_desk.law.words import translate

BASES = {
    "s9": ("s. 9 — damage to land or crop", "വകുപ്പ് 9 — കൃഷിഭൂമിയിലെ നാശം"),
    "s10": ("s. 10 — public road or property", "വകുപ്പ് 10 — പൊതുവഴി / പൊതുസ്ഥലം"),
}

# Who may seize under each basis (ss. 9(1), 10).
CAPACITIES = {
    "cultivator": ("s9", "Cultivator or occupier of the land", "ഭൂമിയിലെ കൃഷിക്കാരൻ / കൈവശക്കാരൻ"),
    "crop_right": ("s9", "Holder of the right to cultivate the crop", "വിള കൃഷി ചെയ്യാൻ അവകാശമുള്ളയാൾ"),
    "vendee_mortgagee": ("s9", "Vendee or mortgagee of the crop", "വിളയുടെ വാങ്ങുന്നയാൾ / പണയക്കാരൻ"),
    "in_charge": ("s10", "Person in charge of the public road or property", "പൊതുവഴിയുടെ / സ്ഥലത്തിന്റെ ചുമതലക്കാരൻ"),
    "police": ("s10", "Police officer", "പോലീസ് ഉദ്യോഗസ്ഥൻ"),
    "la_officer": ("s10", "Officer of the local authority", "തദ്ദേശസ്ഥാപന ഉദ്യോഗസ്ഥൻ"),
    "empowered": ("s10", "Officer empowered by the Director", "ഡയറക്ടർ അധികാരപ്പെടുത്തിയ ഉദ്യോഗസ്ഥൻ"),
}

# ASCII digits only, and nothing after them (``$`` would allow a trailing newline)
EAR_TAG = re.compile(r"^[0-9]{12}\Z")


def normal_tag(text: str | None) -> str:
    """An ear tag as the register keeps it, whoever typed it and wherever it
    came from (the form, a scanner, an amendment, a file): without the spaces
    between its groups of four, of whatever kind (a spreadsheet writes a
    non-breaking or a thin space), nor an invisible mark copied with it (a
    zero-width space, a direction mark). Nothing else is changed: what is
    left must be ``EAR_TAG`` (a newline, a hyphen, a Malayalam or full-width
    digit are refused, not guessed at: the tag is printed in 0-9)."""
    return "".join(c for c in unicodedata.normalize("NFC", text or "")
                   if unicodedata.category(c) not in ("Zs", "Cf"))
MAX_TEXT = 200
# The Act is of 1961 (in force from a later notified date): nothing was
# impounded under it before 1961, so an earlier date is a typing mistake; it
# would also make the feeding clock count tens of thousands of periods.
EARLIEST = datetime(1961, 1, 1)
# One entry is one seizure; more heads than this is a typing mistake (a
# larger seizure is entered as further cases).
MAX_HEADS = 500
# Clock drift on an old PC is forgiven; a date typed a year ahead is not.
FUTURE_SLACK = timedelta(minutes=10)


@dataclass
class HeadDraft:
    kind: str
    sex: str = "unknown"
    colour: str = ""
    marks: str = ""
    ear_tag: str = ""


@dataclass
class SeizureDraft:
    brought_at: datetime | None
    seized_at: datetime | None
    seized_place: str
    local_area: str
    basis: str
    seizer_name: str
    seizer_residence: str
    seizer_capacity: str = ""
    owner_name: str = ""
    owner_residence: str = ""
    police_aid: str = ""
    heads: list[HeadDraft] = field(default_factory=list)


def _text_problems(name: str, value: str, required: bool, label: str) -> list[Problem]:
    if required and not value:
        return [Problem(name, translate("seizure", "{label} is required").format(label=label))]
    if len(value) > MAX_TEXT:
        return [Problem(name, translate("seizure", "{label} is too long ({length} characters; at most {most})")
                        .format(label=label, length=len(value), most=MAX_TEXT))]
    if any(unicodedata.category(c) == "Cc" for c in value):
        return [Problem(name, translate("seizure", "{label} has a control character").format(label=label))]
    return []


def scope_problems(draft: SeizureDraft, added: Mapping[str, Kind] | None = None,
                   extent: Extent | None = None) -> list[Problem]:
    """Whether the Act reaches this seizure: it was made after the Act came
    into force and not in an area excluded from it (s. 1), and each head is
    of a kind that was cattle on the day of seizure (s. 2(1): a kind added
    by notification is cattle from the notification's date)."""
    when = draft.seized_at or draft.brought_at
    if when is None:
        return []
    day = when.date()
    problems: list[Problem] = []
    if extent is not None:
        field_name = "seized_at" if draft.seized_at else "brought_at"
        if day < extent.commenced_on:
            problems.append(Problem(field_name, translate(
                "seizure", "The Act came into force on {date} ({reference}); a seizure on {day} is not under it "
                           "(s. 1(3))").format(date=f"{extent.commenced_on:%d-%m-%Y}", reference=extent.reference,
                                                day=f"{day:%d-%m-%Y}")))
        excluded = extent.exclusion(draft.local_area, day)
        if excluded is not None:
            problems.append(Problem("local_area", translate(
                "seizure", "{area} is excluded from the Act from {date} ({reference}, s. 1(2)(b)); a seizure "
                           "there on {day} is not under it").format(
                area=draft.local_area, date=f"{excluded.excluded_from:%d-%m-%Y}", reference=excluded.reference,
                day=f"{day:%d-%m-%Y}")))
    for i, head in enumerate(draft.heads, start=1):
        kind = (added or {}).get(head.kind)
        if kind is not None and kind.effective_from is not None and day < kind.effective_from:
            problems.append(Problem(f"heads.{i}.kind", translate(
                "seizure", "Head {n}: {kind} is cattle only from {date} ({reference}, s. 2(1)); it was seized "
                           "on {day}").format(n=i, kind=kind.en, date=f"{kind.effective_from:%d-%m-%Y}",
                                              reference=kind.reference, day=f"{day:%d-%m-%Y}")))
    return problems


def validate(draft: SeizureDraft, known_kinds: set[str], now: datetime,
             added: Mapping[str, Kind] | None = None, extent: Extent | None = None) -> list[Problem]:
    """Every problem with the entry. ``added`` (kinds added by notification,
    with their dates) and ``extent`` (s. 1) check that the Act reaches the
    seizure; without them only the entry itself is checked."""
    problems = _entry_text_problems(draft) + _time_problems(draft, now) + _basis_problems(draft)
    if not draft.heads:
        problems.append(Problem("heads", translate("seizure", "Enter at least one head of cattle (s. 7(a))")))
    elif len(draft.heads) > MAX_HEADS:
        problems.append(Problem("heads", translate(
            "seizure", "At most {most} heads in one entry; enter the rest as another case").format(most=MAX_HEADS)))
        return problems   # not one message per head for a thousand heads
    for i, head in enumerate(draft.heads, start=1):
        problems += _head_problems(i, head, known_kinds)
    if added is not None or extent is not None:
        taken = {p.field for p in problems}
        problems += [p for p in scope_problems(draft, added, extent) if p.field not in taken]
    return problems


def _entry_text_problems(draft: SeizureDraft) -> list[Problem]:
    """The entry's places and names: those s. 7 asks for are required, and none too long or unprintable."""
    problems: list[Problem] = []
    for name, label, required in (
        ("seized_place", translate("seizure", "Place of seizure"), True),
        ("local_area", translate("seizure", "Local area of seizure"), True),
        ("seizer_name", translate("seizure", "Seizer's name"), True),
        ("seizer_residence", translate("seizure", "Seizer's residence"), True),
        ("owner_name", translate("seizure", "Owner's name"), False),
        ("owner_residence", translate("seizure", "Owner's residence"), False),
        ("police_aid", translate("seizure", "Police aid"), False),
    ):
        problems += _text_problems(name, getattr(draft, name), required, label)
    return problems


def _time_problems(draft: SeizureDraft, now: datetime) -> list[Problem]:
    """When the cattle were brought and seized: both given, in order, neither
    ahead of ``now`` nor before the Act."""
    problems: list[Problem] = []
    if draft.brought_at is None:
        problems.append(Problem("brought_at", translate("seizure", "The day and hour brought is required (s. 7(b))")))
    elif draft.brought_at > now + FUTURE_SLACK:
        problems.append(Problem("brought_at", translate("seizure", "The day and hour brought cannot be in the future")))
    elif draft.brought_at < EARLIEST:
        problems.append(Problem("brought_at", translate(
            "seizure", "The day brought cannot be before {year}, the year of the Act").format(year=EARLIEST.year)))
    if draft.seized_at is None:
        problems.append(Problem("seized_at", translate("seizure", "The time of seizure is required")))
    elif draft.brought_at is not None and draft.seized_at > draft.brought_at:
        problems.append(Problem("seized_at", translate("seizure", "Seizure cannot be after the cattle were brought")))
    elif draft.seized_at < EARLIEST:
        problems.append(Problem("seized_at", translate(
            "seizure", "The time of seizure cannot be before {year}, the year of the Act").format(year=EARLIEST.year)))
    return problems


def _basis_problems(draft: SeizureDraft) -> list[Problem]:
    """The section seized under, and the seizer's capacity when one is given."""
    problems: list[Problem] = []
    if draft.basis not in BASES:
        problems.append(Problem("basis", translate("seizure", "Choose s. 9 (land) or s. 10 (public property)")))
    if draft.seizer_capacity and draft.seizer_capacity not in CAPACITIES:
        problems.append(Problem("seizer_capacity", translate("seizure", "Unknown capacity {capacity}")
                                .format(capacity=repr(draft.seizer_capacity))))
    return problems


def _head_problems(i: int, head: HeadDraft, known_kinds: set[str]) -> list[Problem]:
    """The ``i``-th head: a kind that is cattle, a sex its kind allows, a
    well-formed ear tag, and its colour and marks."""
    problems: list[Problem] = []
    where = f"heads.{i}"
    if head.kind not in known_kinds:
        problems.append(Problem(f"{where}.kind",
                                translate("seizure", "Head {n}: {kind} is not cattle under s. 2(1)")
                                .format(n=i, kind=head.kind or translate("seizure", "no kind"))))
    if head.sex not in SEXES:
        problems.append(Problem(f"{where}.sex", translate(
            "seizure", "Head {n}: sex must be female, male or not known").format(n=i)))
    elif implied_sex(head.kind) not in (None, head.sex) and head.sex != "unknown":
        text = (translate("seizure", "Head {n}: the kind is female; it cannot be entered as male")
                if implied_sex(head.kind) == "female" else
                translate("seizure", "Head {n}: the kind is male; it cannot be entered as female"))
        problems.append(Problem(f"{where}.sex", text.format(n=i)))
    tag = normal_tag(head.ear_tag)
    if tag and not EAR_TAG.match(tag):
        problems.append(Problem(f"{where}.ear_tag",
                                translate("seizure", "Head {n}: an ear tag number has exactly 12 digits")
                                .format(n=i)))
    for name, label in (("colour", translate("seizure", "colour")), ("marks", translate("seizure", "marks"))):
        problems += [Problem(f"{where}.{name}",
                             translate("seizure", "Head {n}: {problem}").format(n=i, problem=p.message))
                     for p in _text_problems(f"{where}.{name}", getattr(head, name), False, label)]
    return problems


def flags(draft: SeizureDraft) -> tuple[str, ...]:
    """Irregularities to flag, never to refuse (rules.md 12, Q2)."""
    out = []
    if draft.brought_at and periods.is_late_to_pound(draft.seized_at, draft.brought_at):
        out.append("late_to_pound")
    cap = CAPACITIES.get(draft.seizer_capacity)
    if cap and cap[0] != draft.basis:
        out.append("capacity_basis_mismatch")
    return tuple(out)

"""Registering a seizure: the s. 7 entry, one line per head."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import peewee as pw

from pound_desk.language import translate
from pound_desk.law import numbering
from pound_desk.law.seizure import HeadDraft, Problem, SeizureDraft, clean, flags, validate
from pound_desk.models import DB, Case, Head
from pound_desk.services import clock
from pound_desk.services.errors import Invalid
from pound_desk.services import settings
from pound_desk.services.pound import added_kinds, kind_codes, the_pound

_TEXT = ("seized_place", "local_area", "seizer_name", "seizer_residence", "seizer_capacity",
         "owner_name", "owner_residence", "police_aid")


def _minute(dt: datetime | None) -> datetime | None:
    return dt.replace(second=0, microsecond=0) if dt else None


def normalised(draft: SeizureDraft) -> SeizureDraft:
    heads = [HeadDraft(kind=clean(h.kind), sex=clean(h.sex) or "unknown", colour=clean(h.colour),
                       marks=clean(h.marks), ear_tag=clean(h.ear_tag).replace(" ", ""))
             for h in draft.heads]
    return replace(draft, brought_at=_minute(draft.brought_at), seized_at=_minute(draft.seized_at),
                   basis=clean(draft.basis), heads=heads,
                   **{name: clean(getattr(draft, name)) for name in _TEXT})


def checked(draft: SeizureDraft, now: datetime) -> list[Problem]:
    """The entry's problems, with whether the Act reaches it: its commencement
    and excluded areas (s. 1) and the dates of kinds added by notification
    (s. 2(1))."""
    return validate(draft, kind_codes(), now, added_kinds(), settings.extent())


def problems(draft: SeizureDraft, now: datetime | None = None) -> list[Problem]:
    return checked(normalised(draft), now or clock.now())


def insert_case(draft: SeizureDraft, now: datetime, case_no: str | None = None,
                source: str = "desk") -> Case:
    """Insert within the caller's transaction; raises Invalid with every problem."""
    draft = normalised(draft)
    found = checked(draft, now)
    pound = the_pound()
    if case_no is not None:
        try:
            serial, year = numbering.parse_case_number(case_no)
        except ValueError as e:
            found.append(Problem("case_no", str(e)))
        else:
            if draft.brought_at is not None and year != draft.brought_at.year:
                found.append(Problem("case_no", translate(
                    "seizures", "Case {case_no}: cases are numbered in the year they were brought ({year})")
                    .format(case_no=case_no, year=draft.brought_at.year)))
            if Case.select().where(Case.pound == pound, Case.year == year, Case.serial == serial).exists():
                found.append(Problem("case_no", translate("seizures", "Case {case_no} is already in the register")
                                     .format(case_no=case_no)))
    if found:
        raise Invalid(found)
    if case_no is None:
        year = draft.brought_at.year
        last = (Case.select(pw.fn.MAX(Case.serial))
                .where(Case.pound == pound, Case.year == year).scalar()) or 0
        serial = last + 1
    case = Case.create(
        pound=pound, year=year, serial=serial, case_no=numbering.case_number(serial, year),
        brought_at=draft.brought_at, seized_at=draft.seized_at, basis=draft.basis,
        flags=",".join(flags(draft)), source=source, entered_at=now,
        **{name: getattr(draft, name) for name in _TEXT},
    )
    for seq, h in enumerate(draft.heads, start=1):
        Head.create(case=case, seq=seq, kind=h.kind, sex=h.sex, colour=h.colour, marks=h.marks,
                    ear_tag=h.ear_tag)
    return case


def register(draft: SeizureDraft, now: datetime | None = None) -> Case:
    """Enter a seizure in the register (s. 7) as one transaction."""
    from pound_desk.services import keepers  # keepers builds on pound, as this module does

    now = now or clock.now()
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)   # s. 5(3): not by a suspended or removed keeper
        return insert_case(draft, now)

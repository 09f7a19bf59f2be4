"""Registering a seizure: the s. 7 entry, one line per head."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from datetime import datetime

import peewee as pw

from pound_desk.language import translate
from pound_desk.law import numbering
from pound_desk.law.kinds import sex_for
from pound_desk.law.problems import Problem, clean
from pound_desk.law.rates import RateType, kind_name
from pound_desk.law.seizure import HeadDraft, SeizureDraft, flags, normal_tag, validate
from pound_desk.models import DB, Case, Head
from pound_desk.services.case import late_entries
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.office import authorities, keepers, rates, settings
from pound_desk.services.office.pound import added_kinds, kind_codes, the_pound

_TEXT = ("seized_place", "local_area", "seizer_name", "seizer_residence", "seizer_capacity",
         "owner_name", "owner_residence", "police_aid")


def _minute(dt: datetime | None) -> datetime | None:
    return dt.replace(second=0, microsecond=0) if dt else None


def normalised(draft: SeizureDraft) -> SeizureDraft:
    # a cow is female and a bull male by the kind's own name: not "not known"
    heads = [HeadDraft(kind=clean(h.kind), sex=sex_for(clean(h.kind), clean(h.sex) or "unknown"),
                       colour=clean(h.colour),
                       marks=clean(h.marks), ear_tag=normal_tag(h.ear_tag))
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


class NoFineScale(ServiceError):
    """A head would be registered with no fine (s. 11(1), Q8): never silently.
    ``missing`` names each head's kind and the local area without a scale;
    the person confirms (``without_fine_scale=True``) or corrects the entry."""

    def __init__(self, missing: list[tuple[int, str, str]], whole_area: bool):
        self.missing = missing
        self.whole_area = whole_area
        super().__init__("; ".join(no_fine_message(missing, whole_area)))


def no_fine_message(missing: list[tuple[int, str, str]], whole_area: bool) -> list[str]:
    if whole_area:
        area = missing[0][2]
        return [translate("seizures", "There is no fine scale at all for the local area {area}: "
                          "no fine would be levied on any head (s. 11(1))").format(area=area)]
    return [translate("seizures", "Head {n}: there is no fine scale for {kind} in {area}: "
                      "no fine would be levied on it (s. 11(1))").format(n=n, kind=kind_name(kind), area=area)
            for n, kind, area in missing]


def missing_fine_scales(draft: SeizureDraft) -> tuple[list[tuple[int, str, str]], bool]:
    """The heads that would get no fine: (number, kind, local area), and
    whether the local area has no fine scale for any kind at all."""
    if draft.brought_at is None:
        return [], False
    table = rates.table()
    pound_area = the_pound().local_area
    area = draft.local_area or pound_area
    on = draft.brought_at.date()
    missing = [(n, h.kind, area) for n, h in enumerate(draft.heads, start=1)
               if h.kind and table.fine(h.kind, draft.local_area, pound_area, on).base is None]
    whole = bool(missing) and not any(e.type is RateType.FINE and e.local_area == area
                                      for e in table.entries)
    return missing, whole


def insert_case(draft: SeizureDraft, now: datetime, case_no: str | None = None,
                source: str = "desk", without_fine_scale: bool = False, late_reason: str = "") -> Case:
    """Insert within the caller's transaction; raises Invalid with every
    problem, and NoFineScale when a head would get no fine unless
    ``without_fine_scale`` says the person agreed to it. An entry at the
    desk whose time brought is earlier than ``now`` by more than the
    office's margin needs ``late_reason`` (late_entries); an earlier
    register's, imported, keeps its own times."""
    draft = normalised(draft)
    found = checked(draft, now)
    desk = source == "desk" and draft.brought_at is not None
    if desk:
        found += late_entries.problems(draft.brought_at, late_reason, now)
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
    if not without_fine_scale:
        missing, whole = missing_fine_scales(draft)
        if missing:
            raise NoFineScale(missing, whole)
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
    if desk:
        late_entries.record("case", case.id, draft.brought_at, late_reason, now)
    return case


def register(draft: SeizureDraft, now: datetime | None = None, without_fine_scale: bool = False,
             late_reason: str = "") -> Case:
    """Enter a seizure in the register (s. 7) as one transaction. A head
    with no fine scale is refused (NoFineScale) unless the person agreed
    to register it without a fine (``without_fine_scale``). Cattle brought
    earlier than ``now`` by more than the office's margin need
    ``late_reason``, printed with the entry."""

    now = now or clock.now()
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)   # s. 5(3): not by a suspended or removed keeper
        return insert_case(draft, now, without_fine_scale=without_fine_scale, late_reason=late_reason)


@dataclass(frozen=True)
class Entered:
    """A seizure just entered, as the form shows it: its number, the flags
    raised on it, and its heads (number, kind code) in order."""
    case_no: str
    flags: tuple[str, ...]
    heads: tuple[tuple[int, str], ...]


def enter(draft: SeizureDraft, now: datetime | None = None, without_fine_scale: bool = False,
          late_reason: str = "") -> Entered:
    """``register`` for the desktop: the entry made, as a frozen view."""
    case = register(draft, now=now, without_fine_scale=without_fine_scale, late_reason=late_reason)
    return Entered(case.case_no, tuple(f for f in case.flags.split(",") if f),
                   tuple((h.seq, h.kind) for h in sorted(case.heads, key=lambda h: h.seq)))


def known_places(limit: int = 500, recent: int = 5000) -> list[str]:
    """The places of seizure the office knows: those of the latest entries,
    the most used first, then the villages and market places listed for the
    local areas (s. 13(2)). A form offers them to choose from; a new place
    is added only by typing it on purpose. Only the ``recent`` latest entries
    are read, so a register of a million cases opens the form as fast."""
    latest = (Case.select(Case.seized_place).where(Case.seized_place != "")
              .order_by(Case.id.desc()).limit(recent))
    counts = Counter(row.seized_place for row in latest)
    names = [name for name, _n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]]
    names += sorted(p.name for p in authorities.places())
    return list(dict.fromkeys(names))

"""Inspections of the pound by the supervising officer (rules 4–6 and 18):
the checklist of the ground, fencing, shed, drainage and animals tied
apart, and a head count that is checked against the register, listing
every difference."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from pound_desk.language import pick, translate
from pound_desk.law.kinds import BY_CODE
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, held
from pound_desk.models.office import Inspection
from pound_desk.services.desk import clock, users
from pound_desk.services.desk.errors import Invalid

CHECKLIST = {
    "ground": ("Ground of at least 2 cents (r. 4)", "കുറഞ്ഞത് 2 സെന്റ് സ്ഥലം (ചട്ടം 4)"),
    "fencing": ("Properly fenced (r. 4)", "ശരിയായി വേലി കെട്ടിയത് (ചട്ടം 4)"),
    "shed": ("Roofed shed for at least 10 head (r. 5)", "10 കന്നുകാലികൾക്ക് മേൽക്കൂരയുള്ള ഷെഡ് (ചട്ടം 5)"),
    "drainage": ("Floor drained and kept clean (r. 5)", "നീർവാർച്ചയുള്ള വൃത്തിയുള്ള തറ (ചട്ടം 5)"),
    "tied_apart": ("Animals tied apart (r. 6)", "കന്നുകാലികളെ വേറിട്ട് കെട്ടിയിരിക്കുന്നു (ചട്ടം 6)"),
}


@dataclass(frozen=True)
class Difference:
    kind: str
    counted: int
    in_register: int

    def describe(self) -> str:
        name = BY_CODE[self.kind].en if self.kind in BY_CODE else self.kind
        gap = self.counted - self.in_register
        more = f"{gap} more" if gap > 0 else f"{-gap} fewer"
        return f"{name}: counted {self.counted}, the register has {self.in_register} ({more} than the register)"

    def on_screen(self) -> str:
        """describe() in the language on screen (describe() itself is kept
        in the inspection's record, in English)."""
        name = pick(BY_CODE[self.kind].en, BY_CODE[self.kind].ml) if self.kind in BY_CODE else self.kind
        gap = self.counted - self.in_register
        text = (translate("inspections", "{kind}: counted {counted}, the register has {register} "
                                         "({gap} more than the register)") if gap > 0 else
                translate("inspections", "{kind}: counted {counted}, the register has {register} "
                                         "({gap} fewer than the register)"))
        return text.format(kind=name, counted=self.counted, register=self.in_register, gap=abs(gap))


def in_register(at: datetime) -> dict[str, int]:
    """Heads the register shows in the pound at ``at``, by kind (as amended)."""
    kind = ("COALESCE((SELECT a.new_value FROM amendment a WHERE a.head_id = h.id AND a.field = 'kind' "
            "ORDER BY a.made_at DESC, a.id DESC LIMIT 1), h.kind)")
    # out at ``at`` itself counts as gone (a release at that minute has happened)
    sql = (f'SELECT {kind}, COUNT(*) FROM {held.TABLE} o JOIN head h ON h.id = o.head_id '
           f'JOIN "case" c ON c.id = h.case_id WHERE o.out_at > ? AND c.brought_at <= ? GROUP BY {kind}')
    return {k: n for k, n in DB.execute_sql(sql, [at, at])}


def differences(counted: dict[str, int], register: dict[str, int]) -> list[Difference]:
    """Every kind whose count differs from the register, in the order of s. 2(1)."""
    order = {code: i for i, code in enumerate(BY_CODE)}
    kinds = sorted(set(counted) | set(register), key=lambda k: (order.get(k, 999), k))
    return [Difference(k, counted.get(k, 0), register.get(k, 0)) for k in kinds
            if counted.get(k, 0) != register.get(k, 0)]


def record(at: datetime, officer: str, checklist: dict[str, bool], counted: dict[str, int],
           notes: str = "", now: datetime | None = None) -> tuple[Inspection, list[Difference]]:
    """Record an inspection in one transaction; returns it with the
    differences between the head count and the register."""
    users.require("supervisor", translate("inspections", "Recording an inspection"))
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    officer, notes = clean(officer), clean(notes)
    problems = []
    if not officer:
        problems.append(Problem("officer", translate("inspections", "The inspecting officer's name is required")))
    if at > now + FUTURE_SLACK:
        problems.append(Problem("at", translate("inspections", "An inspection cannot be recorded in the future")))
    missing = [k for k in CHECKLIST if k not in checklist]
    if missing:
        problems.append(Problem("checklist", translate("inspections", "Answer every item of the checklist ({items})")
                                .format(items=", ".join(pick(*CHECKLIST[k]) for k in missing))))
    if any(type(n) is not int or n < 0 for n in counted.values()):
        problems.append(Problem("counted", translate("inspections", "A head count is a whole number, 0 or more")))
    if problems:
        raise Invalid(problems)
    counted = {k: n for k, n in counted.items() if n}
    with DB.atomic("IMMEDIATE"):
        register = in_register(at)
        found = differences(counted, register)
        row = Inspection.create(
            inspected_at=at, officer=officer, notes=notes, counted=json.dumps(counted, sort_keys=True),
            in_register=json.dumps(register, sort_keys=True),
            differences="\n".join(d.describe() for d in found), entered_at=now,
            **{k: bool(checklist[k]) for k in CHECKLIST})
    return row, found


def record_differences(at: datetime, officer: str, checklist: dict[str, bool], counted: dict[str, int],
                       notes: str = "", now: datetime | None = None) -> list[Difference]:
    """``record`` for the desktop: the differences the inspection found."""
    return record(at, officer, checklist, counted, notes, now)[1]


@dataclass(frozen=True)
class InspectionLine:
    """An inspection as the desk lists it."""
    id: int
    inspected_at: datetime
    officer: str
    differences: str          # "" when the count agreed with the register


def history() -> list[InspectionLine]:
    """Every inspection, the latest first."""
    return [InspectionLine(i.id, i.inspected_at, i.officer, i.differences)
            for i in Inspection.select().order_by(Inspection.inspected_at.desc(), Inspection.id.desc())]

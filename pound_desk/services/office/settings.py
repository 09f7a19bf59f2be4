"""Settings the Act leaves to the office: how often returns are made (s. 6),
whether the pound-keeper retains feeding charges (s. 16(2)) or remits them
(rules 13, 16; rules.md Q17), the days the office is closed (Q20), the
letterhead printed on every document, and which paper each of the office's
printers takes (an A4 or A5 sheet, a thermal roll)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date

from pound_desk.documents import papers
from pound_desk.language import translate
from pound_desk.law.extent import ACT_PUBLISHED, DEFAULT_REFERENCE, Exclusion, Extent
from pound_desk.law.periods import ClosedDays
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB
from pound_desk.models.office import ClosedDay, Setting
from pound_desk.services.desk import users
from pound_desk.services.desk.errors import Invalid, ServiceError

RETURN_PERIODS = {"daily": ("Daily", "ദിവസേന"), "weekly": ("Weekly", "ആഴ്ചതോറും"),
                  "monthly": ("Monthly", "മാസംതോറും")}
FEEDING_CHARGES = {
    "remit": ("Remitted to the local authority with every receipt (rules 13, 16)",
              "എല്ലാ വരവും തദ്ദേശസ്ഥാപനത്തിലേക്ക് അടയ്ക്കുന്നു (ചട്ടം 13, 16)"),
    "retain": ("Retained by the pound-keeper (s. 16(2))",
               "തീറ്റച്ചെലവ് പൗണ്ട് സൂക്ഷിപ്പുകാരൻ കൈവശം വെക്കുന്നു (വകുപ്പ് 16(2))"),
}
WEEKDAYS = (("Monday", "തിങ്കൾ"), ("Tuesday", "ചൊവ്വ"), ("Wednesday", "ബുധൻ"), ("Thursday", "വ്യാഴം"),
            ("Friday", "വെള്ളി"), ("Saturday", "ശനി"), ("Sunday", "ഞായർ"))
LETTERHEAD_LINES = 3
LETTERHEAD_WIDTH = 90


@dataclass(frozen=True)
class OfficeSettings:
    return_period: str = "daily"          # Form IV daily statement (rule 15)
    feeding_charges: str = "remit"        # the Rules' default (Q17)
    closed_weekdays: frozenset[int] = frozenset()  # none until the office says
    letterhead: str = ""


DEFAULTS = OfficeSettings()


def current() -> OfficeSettings:
    values = {s.key: s.value for s in Setting.select()}
    weekdays = values.get("closed_weekdays")
    return OfficeSettings(
        return_period=values.get("return_period", DEFAULTS.return_period),
        feeding_charges=values.get("feeding_charges", DEFAULTS.feeding_charges),
        closed_weekdays=(DEFAULTS.closed_weekdays if weekdays is None
                         else frozenset(int(d) for d in weekdays.split(",") if d)),
        letterhead=values.get("letterhead", DEFAULTS.letterhead),
    )


def problems(s: OfficeSettings) -> list[Problem]:
    out = []
    if s.return_period not in RETURN_PERIODS:
        out.append(Problem("return_period", translate("settings", "Choose daily, weekly or monthly returns")))
    if s.feeding_charges not in FEEDING_CHARGES:
        out.append(Problem("feeding_charges", translate("settings", "Choose whether feeding charges are remitted "
                                                                    "or retained")))
    if len(s.closed_weekdays) >= 7 or any(not 0 <= d <= 6 for d in s.closed_weekdays):
        out.append(Problem("closed_weekdays", translate("settings", "The office must be open on at least one day "
                                                                    "of the week")))
    lines = s.letterhead.splitlines()
    if len(lines) > LETTERHEAD_LINES:
        out.append(Problem("letterhead", translate("settings", "The letterhead has at most {count} lines")
                           .format(count=LETTERHEAD_LINES)))
    if any(len(line) > LETTERHEAD_WIDTH for line in lines):
        out.append(Problem("letterhead", translate("settings", "A letterhead line has at most {count} characters")
                           .format(count=LETTERHEAD_WIDTH)))
    return out


def save(s: OfficeSettings) -> OfficeSettings:
    """Save every setting at once, or none (Invalid names each problem)."""
    users.require("supervisor", translate("settings", "Changing the office settings"))
    letterhead = "\n".join(clean(line) for line in s.letterhead.splitlines() if clean(line))
    s = OfficeSettings(s.return_period, s.feeding_charges, frozenset(s.closed_weekdays), letterhead)
    found = problems(s)
    if found:
        raise Invalid(found)
    values = {"return_period": s.return_period, "feeding_charges": s.feeding_charges,
              "closed_weekdays": ",".join(str(d) for d in sorted(s.closed_weekdays)),
              "letterhead": s.letterhead}
    with DB.atomic("IMMEDIATE"):
        for key, value in values.items():
            Setting.insert(key=key, value=value).on_conflict_replace().execute()
    return s


# ---------------------------------------------------------------- s. 1: extent and commencement

def extent() -> Extent:
    """The date the Act came into force in the pound's area and the areas
    excluded from it (s. 1); the default commencement until the office
    enters the notified date."""
    values = {s.key: s.value for s in Setting.select().where(Setting.key.startswith("act_"))}
    commenced = values.get("act_commenced_on")
    exclusions = tuple(Exclusion(e["area"], date.fromisoformat(e["from"]), e["reference"],
                                 date.fromisoformat(e["notified_on"]) if e.get("notified_on") else None)
                       for e in json.loads(values.get("act_exclusions", "[]")))
    return Extent(date.fromisoformat(commenced) if commenced else ACT_PUBLISHED,
                  values.get("act_commencement_reference", DEFAULT_REFERENCE), exclusions)


def extent_problems(e: Extent) -> list[Problem]:
    out = []
    if e.commenced_on < ACT_PUBLISHED:
        out.append(Problem("commenced_on", translate(
            "settings", "The Act was published on {date}: it cannot have come into force before it")
            .format(date=f"{ACT_PUBLISHED:%d-%m-%Y}")))
    if not clean(e.reference):
        out.append(Problem("reference", translate("settings", "Give the notification that appointed the date "
                                                              "(s. 1(3))")))
    for i, x in enumerate(e.exclusions, start=1):
        if not clean(x.area):
            out.append(Problem("exclusions", translate("settings", "Exclusion {n}: name the area").format(n=i)))
        if not clean(x.reference):
            out.append(Problem("exclusions", translate(
                "settings", "Exclusion {n}: give the notification's reference (s. 1(2)(b))").format(n=i)))
        if x.excluded_from < e.commenced_on:
            out.append(Problem("exclusions", translate(
                "settings", "Exclusion {n}: the date it takes effect is before the Act came into force")
                .format(n=i)))
    return out


def save_extent(e: Extent) -> Extent:
    """Keep the Act's commencement and excluded areas (s. 1); a supervisor's
    change, all at once or none."""
    users.require("supervisor", translate("settings", "Changing the office settings"))
    e = Extent(e.commenced_on, clean(e.reference),
               tuple(Exclusion(clean(x.area), x.excluded_from, clean(x.reference), x.notified_on)
                     for x in e.exclusions))
    found = extent_problems(e)
    if found:
        raise Invalid(found)
    values = {"act_commenced_on": e.commenced_on.isoformat(), "act_commencement_reference": e.reference,
              "act_exclusions": json.dumps([{"area": x.area, "from": x.excluded_from.isoformat(),
                                             "reference": x.reference,
                                             "notified_on": x.notified_on.isoformat() if x.notified_on else ""}
                                            for x in e.exclusions], ensure_ascii=False)}
    with DB.atomic("IMMEDIATE"):
        for key, value in values.items():
            Setting.insert(key=key, value=value).on_conflict_replace().execute()
    return e


@dataclass(frozen=True)
class ClosedDayLine:
    day: date
    reason: str


def closed_dates() -> list[ClosedDayLine]:
    """The days the office is closed, in order (Q20)."""
    return [ClosedDayLine(d.day, d.reason) for d in ClosedDay.select().order_by(ClosedDay.day)]


def add_closed_day(day: date, reason: str) -> ClosedDay:
    users.require("supervisor", translate("settings", "Changing the closed days"))
    reason = clean(reason)
    problems_found = []
    if not reason:
        problems_found.append(Problem("reason", translate("settings", "Say why the office is closed (e.g. the "
                                                                      "holiday's name)")))
    with DB.atomic("IMMEDIATE"):
        if ClosedDay.get_or_none(ClosedDay.day == day) is not None:
            problems_found.append(Problem("day", translate("settings", "{day} is already a closed day")
                                          .format(day=f"{day:%d-%m-%Y}")))
        if problems_found:
            raise Invalid(problems_found)
        return ClosedDay.create(day=day, reason=reason)


def remove_closed_day(day: date) -> None:
    users.require("supervisor", translate("settings", "Changing the closed days"))
    with DB.atomic("IMMEDIATE"):
        if not ClosedDay.delete().where(ClosedDay.day == day).execute():
            raise ServiceError(translate("settings", "{day} is not a closed day").format(day=f"{day:%d-%m-%Y}"))


def closed_days() -> ClosedDays:
    """The office's calendar for the deadlines (rules.md Q20)."""
    s = current()
    return ClosedDays(weekdays=s.closed_weekdays,
                      dates=frozenset(c.day for c in ClosedDay.select(ClosedDay.day)))


# ---------------------------------------------------------------- printers and their paper

PRINTER_PAPERS = "printer_papers"
PRINTER_NAME_WIDTH = 200


def printer_papers() -> dict[str, str]:
    """Printer name -> paper code, as the office set them."""
    row = Setting.get_or_none(Setting.key == PRINTER_PAPERS)
    saved = json.loads(row.value) if row is not None else {}
    return {name: code for name, code in saved.items() if code in papers.PAPERS}


def paper_for(printer: str) -> str:
    """The paper a printer takes; a printer the office has not set takes A4."""
    return printer_papers().get(printer, papers.DEFAULT)


def save_printer_paper(printer: str, paper: str | None) -> dict[str, str]:
    """Say which paper a printer takes (None forgets the printer); a
    supervisor's change, like every office setting."""
    users.require("supervisor", translate("settings", "Changing the office settings"))
    printer = clean(printer)
    found = []
    if not printer:
        found.append(Problem("printer", translate("settings", "Name the printer")))
    elif len(printer) > PRINTER_NAME_WIDTH:
        found.append(Problem("printer", translate("settings", "A printer's name has at most {count} characters")
                             .format(count=PRINTER_NAME_WIDTH)))
    if paper is not None and paper not in papers.PAPERS:
        found.append(Problem("paper", translate("settings", "Choose the paper the printer takes")))
    if found:
        raise Invalid(found)
    with DB.atomic("IMMEDIATE"):
        chosen = printer_papers()
        if paper is None:
            chosen.pop(printer, None)
        else:
            chosen[printer] = paper
        Setting.insert(key=PRINTER_PAPERS, value=json.dumps(chosen, ensure_ascii=False, sort_keys=True)) \
            .on_conflict_replace().execute()
    return chosen

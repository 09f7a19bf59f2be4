"""Records entered late (law/late.py): the check every form and command
makes before writing a record with a stated time, the record of the
person's reason written in the same transaction, and the words the
register, the receipt and the return print for it."""
from __future__ import annotations

from datetime import date, datetime

from pound_desk.language import translate
from pound_desk.law import late
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB, Release
from pound_desk.models.late import LateEntry
from pound_desk.models.office import Setting
from pound_desk.services.desk import session, users
from pound_desk.services.desk.errors import Invalid
from pound_desk.text import late_words

MARGIN_KEY = "late_entry_hours"
MAX_REASON = 300

# The test suite dates its records months before the machine's clock, as if
# written then: it widens the margin (never the program itself), and the
# tests of this rule put the office's margin back.
_test_margin: int | None = None


def use_test_margin(hours: int | None) -> None:
    global _test_margin
    _test_margin = hours


def margin_hours() -> int:
    if _test_margin is not None:
        return _test_margin
    row = Setting.get_or_none(Setting.key == MARGIN_KEY)
    try:
        return int(row.value) if row else late.DEFAULT_MARGIN_HOURS
    except ValueError:
        return late.DEFAULT_MARGIN_HOURS


def set_margin_hours(hours: int) -> None:
    """The office's margin (a supervisor's setting)."""
    if not late.MIN_MARGIN_HOURS <= int(hours) <= late.MAX_MARGIN_HOURS:
        raise Invalid([Problem("late_entry_hours", translate("late", "Between {low} and {high} hours").format(
            low=late.MIN_MARGIN_HOURS, high=late.MAX_MARGIN_HOURS))])
    with DB.atomic("IMMEDIATE"):
        users.require("supervisor", translate("late", "Changing the margin for late entries"))
        Setting.insert(key=MARGIN_KEY, value=str(int(hours))).on_conflict_replace().execute()


def is_late(stated: datetime | date, now: datetime) -> bool:
    return late.is_late(stated, now, margin_hours())


def problems(stated: datetime | date, reason: str, now: datetime, field: str = "late_reason") -> list[Problem]:
    """A stated time entered late needs the person's reason (told beside
    ``field``); a reason too long is refused too."""
    reason = clean(reason)
    if len(reason) > MAX_REASON:
        return [Problem(field, translate("late", "At most {count} characters").format(count=MAX_REASON))]
    if reason or not is_late(stated, now):
        return []
    when = stated if isinstance(stated, datetime) else late.stated_moment(stated)
    return [Problem(field, translate("late", "{stated} is more than {hours} hours before now ({now}): say why it "
                                             "is entered late").format(stated=f"{when:%d-%m-%Y %H:%M}",
                                                                      hours=margin_hours(),
                                                                      now=f"{now:%d-%m-%Y %H:%M}"))]


def require(stated: datetime | date, reason: str, now: datetime, field: str = "late_reason") -> None:
    found = problems(stated, reason, now, field)
    if found:
        raise Invalid(found)


def record(table: str, row_id: int, stated: datetime | date, reason: str, now: datetime) -> LateEntry | None:
    """Within the caller's transaction: the reason, when the record states a
    time earlier than ``now`` by more than the margin (None: it does not)."""
    if not is_late(stated, now):
        return None
    require(stated, reason, now)
    return LateEntry.create(record=table, row_id=row_id, stated_at=late.stated_moment(stated),
                            entered_at=now.replace(second=0, microsecond=0), reason=clean(reason),
                            by=session.current().label)


def of(table: str, row_ids) -> dict[int, LateEntry]:
    """The late entries of the rows ``row_ids`` of ``table``, by row."""
    ids = list(row_ids)
    if not ids:
        return {}
    found = {}
    for start in range(0, len(ids), 500):
        for entry in LateEntry.select().where(LateEntry.record == table, LateEntry.row_id.in_(ids[start:start + 500])):
            found[entry.row_id] = entry
    return found


def one(table: str, row_id: int) -> LateEntry | None:
    return of(table, [row_id]).get(row_id)


def words(entry: LateEntry | None, reason: bool = True) -> tuple[str, str]:
    """"entered late, on <when>" in English and Malayalam ("" for none),
    with the reason given."""
    if entry is None:
        return "", ""
    return late_words(entry.entered_at, entry.reason if reason else "")


def of_receipts(receipt_ids) -> dict[int, LateEntry]:
    """The late entries of the releases the receipts ``receipt_ids`` were issued for, by receipt."""
    ids = list(receipt_ids)
    release_of: dict[int, int] = {}
    for start in range(0, len(ids), 500):
        for r in Release.select(Release.id, Release.receipt).where(Release.receipt.in_(ids[start:start + 500])):
            release_of[r.id] = r.receipt_id
    return {release_of[k]: e for k, e in of("release", release_of).items()}

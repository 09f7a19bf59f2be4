"""The seizures a return carries, counted for the charts: cases and heads
brought in its month, by place of seizure and by kind of cattle.

A return's ``data.json`` lists the month's register entries (``cases``, each
with its place of seizure and heads) in every version the pounds send, so
these are read from the return itself: at import, and once for returns
imported before the counts were kept (``backfill``, from the ``data_json``
kept as received). A return whose entries cannot be read gets no counts, and
the charts show its month as missing rather than as none. The return is read
by its schema (``returns.schema``)."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from pound_desk.authority.models import ADB, ImportedReturn, ReturnKind, ReturnPlace, ReturnSeizures
from pound_desk.authority.statements import insert_rows
from pound_desk.returns import data_json
from pound_desk.returns.schema import MonthlyReturn

PLACE_CHARS = 120      # a place longer than this is cut: it is a chart's label, not a record
MAX_ENTRIES = 1_000_000


@dataclass(frozen=True)
class Counts:
    cases: int
    heads: int
    places: dict[str, tuple[int, int]]    # place → (cases, heads)
    kinds: dict[str, int]                 # kind code → heads


def place_key(text) -> str:
    """A place as written, with its spaces tidied, so "Kallara  junction "
    and "Kallara junction" count together."""
    return " ".join(str(text or "").split())[:PLACE_CHARS]


def count(data: MonthlyReturn) -> Counts | None:
    """The counts of a return's entries, or None when it carries none."""
    entries = data.cases
    if entries is None or len(entries) > MAX_ENTRIES:
        return None
    places: dict[str, list[int]] = {}
    kinds: Counter = Counter()
    heads_total = 0
    for entry in entries:
        place = places.setdefault(place_key(entry.seized_place), [0, 0])
        place[0] += 1
        place[1] += len(entry.heads)
        heads_total += len(entry.heads)
        kinds.update(h.kind[:40] for h in entry.heads)
    return Counts(len(entries), heads_total, {k: (v[0], v[1]) for k, v in places.items()}, dict(kinds))


def store(ret_id: int, data: MonthlyReturn) -> bool:
    """Keep the counts of the return ``ret_id`` (inside the import's transaction)."""
    counts = count(data)
    if counts is None:
        return False
    db = ADB.obj
    insert_rows(db, ReturnSeizures, ["return_id", "cases", "heads"], [(ret_id, counts.cases, counts.heads)])
    insert_rows(db, ReturnPlace, ["return_id", "place", "cases", "heads"],
                [(ret_id, p, c, h) for p, (c, h) in counts.places.items()])
    insert_rows(db, ReturnKind, ["return_id", "kind", "heads"], [(ret_id, k, n) for k, n in counts.kinds.items()])
    return True


def backfill() -> int:
    """Count the returns imported before the counts were kept; a return read
    once and found unreadable is read again next time (it is rare, and cheap)."""
    pending = (ImportedReturn.select(ImportedReturn.id, ImportedReturn.data_json)
               .where(~ImportedReturn.id.in_(ReturnSeizures.select(ReturnSeizures.ret)))
               .order_by(ImportedReturn.id))
    done = 0
    for ret in pending.iterator():
        try:
            data = data_json.read_return(ret.data_json)
        except data_json.SchemaError:
            continue
        done += store(ret.id, data)
    return done

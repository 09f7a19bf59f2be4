"""Across pounds: an ear tag or an owner seen in more than one pound, and
cattle brought in again and again in a year, per local area.

Each return's register entries carry the heads' ear tags and the owner's
name and residence. At import they are kept in a form fit to compare
(``authority_return_mark``): a tag as the register keeps it (``normal_tag``:
its spaces and invisible marks dropped), an owner as name and residence
with case and spaces folded, so that "Rajan  P." of "Karakulam" and
"rajan p." of "karakulam" are one. Only the latest revision of each return
counts. The same at a local authority (its pounds) and above (all of them)."""
from __future__ import annotations

import io
import unicodedata
from dataclasses import dataclass

from pound_desk import csv_cells
from pound_desk.authority.models import ImportedReturn, RegisteredPound, ReturnMark
from pound_desk.authority.reports import Span, span
from pound_desk.authority.statements import insert_rows
from pound_desk.law.seizure import normal_tag
from pound_desk.returns import data_json
from pound_desk.returns.schema import MonthlyReturn

KEY_CHARS = 200


def owner_key(name, residence) -> str:
    def fold(text) -> str:
        return " ".join(unicodedata.normalize("NFC", str(text or "")).casefold().split())
    name = fold(name)
    return f"{name} | {fold(residence)}"[:KEY_CHARS] if name else ""


def marks_of(data: MonthlyReturn) -> list[tuple[str, str, str, str, str]]:
    """(kind, key, case_no, brought_at, local_area) of a return's entries; none when it carries none."""
    out = []
    for e in data.cases or ():
        case_no, at = e.case_no[:40], (e.brought_at or "")[:19]
        area = " ".join(e.local_area.split())[:KEY_CHARS]
        tags = {normal_tag(h.ear_tag)[:40] for h in e.heads}
        out += [("tag", t, case_no, at, area) for t in sorted(tags) if t]
        owner = owner_key(e.owner_name, e.owner_residence)
        if owner:
            out.append(("owner", owner, case_no, at, area))
    return out


def store(ret_id: int, data: MonthlyReturn, db) -> None:
    insert_rows(db, ReturnMark, ["return_id", "kind", "key", "case_no", "brought_at", "local_area"],
                [(ret_id, *m) for m in marks_of(data)])


def backfill(db) -> None:
    """Returns imported before the marks were kept (run once, when their table is made)."""
    for ret in ImportedReturn.select(ImportedReturn.id, ImportedReturn.data_json).iterator():
        try:
            store(ret.id, data_json.read_return(ret.data_json), db)
        except data_json.SchemaError:
            continue


@dataclass(frozen=True)
class Seen:
    pound: str
    period: str
    case_no: str
    brought_at: str
    local_area: str


@dataclass(frozen=True)
class Across:
    kind: str              # "tag" or "owner"
    key: str
    pounds: int
    cases: list[Seen]


def query(period: str | Span, kind: str | None = None, key: str | None = None):
    """The marks of the period (a month or a year as written, or a span of months) with their pounds."""
    sp = period if isinstance(period, Span) else span(period)
    q = (ReturnMark.select(ReturnMark.kind, ReturnMark.key, RegisteredPound.name, ImportedReturn.period,
                           ReturnMark.case_no, ReturnMark.brought_at, ReturnMark.local_area)
         .join(ImportedReturn).join(RegisteredPound)
         .where(ImportedReturn.superseded_by.is_null() & (ImportedReturn.period >= sp.first)
                & (ImportedReturn.period <= sp.last)))
    if kind is not None:
        q = q.where(ReturnMark.kind == kind)
    if key is not None:
        q = q.where(ReturnMark.key == key)
    return q.order_by(ReturnMark.kind, ReturnMark.key, ReturnMark.brought_at).tuples()


def across_pounds(period: str) -> list[Across]:
    """Every tag and owner seen in more than one pound in the period, with its cases."""
    grouped: dict[tuple[str, str], list[Seen]] = {}
    for kind, key, pound, per, case_no, at, area in query(period):
        grouped.setdefault((kind, key), []).append(Seen(pound, per, case_no, at, area))
    out = []
    for (kind, key), cases in grouped.items():
        pounds = len({c.pound for c in cases})
        if pounds > 1:
            out.append(Across(kind, key, pounds, cases))
    return out


def normal_key(kind: str, text: str) -> str:
    """What a person typed as the key it is kept by: a tag, or an owner as 'name | residence'."""
    return normal_tag(text) if kind == "tag" else owner_key(*(text.split("|", 1) + [""])[:2])


def look_up(text: str, period: str | Span) -> list[Across]:
    """One tag, or one owner as 'name | residence', wherever it was seen in the period."""
    found = []
    for kind, key in ((k, normal_key(k, text)) for k in ("tag", "owner")):
        cases = [Seen(p, per, c, at, area) for _, _, p, per, c, at, area in query(period, kind, key)] if key else []
        if cases:
            found.append(Across(kind, key, len({c.pound for c in cases}), cases))
    return found


def repeats_by_area(period: str) -> dict[str, int]:
    """Per local area: the ear tags brought in more than once in the period (repeat trespass)."""
    cases: dict[tuple[str, str], set] = {}
    for _, key, pound, _, case_no, _, area in query(period, "tag"):
        cases.setdefault((area, key), set()).add((pound, case_no))
    out: dict[str, int] = {}
    for (area, _), seen in cases.items():
        if len(seen) > 1:
            out[area] = out.get(area, 0) + 1
    return dict(sorted(out.items()))


def to_csv(found: list[Across]) -> bytes:
    """The list as CSV (UTF-8 with its mark, for a spreadsheet): one row per case."""
    out = io.StringIO()
    w = csv_cells.writer(out, lineterminator="\r\n")   # a name that starts like a formula stays text
    w.writerow(["What", "Ear tag or owner", "Pound", "Return of", "Case", "Brought", "Local area"])
    w.writerows([a.kind, a.key, c.pound, c.period, c.case_no, c.brought_at, c.local_area]
                for a in found for c in a.cases)
    return ("\ufeff" + out.getvalue()).encode("utf-8")

"""Importing returns (s. 6) from signed bundles: one file, or every
``*.pdreturn`` in a folder.

Each bundle is verified (``returns.bundle.read_bundle``) and must come from
a registered pound (its key's fingerprint), then is imported in one
transaction under the sequence rules (docs/RETURNS.md):

* a pound's first return may have any sequence; after that a new period must
  have the last imported sequence + 1 ("out of sequence: expected N");
* a correction has the same period and sequence and a higher revision; it
  supersedes the latest revision before it, and both are kept;
* the same period, revision and manifest again changes nothing ("already
  imported"); the same period and revision with other content is refused.

Before it is written, the return's figures are counted again from the
records it carries (``returns.figures``), a pound that has sent its chain
of records must go on sending it, and a return out of all proportion to its
pound is held for an officer's decision (``proportion``, ``held``) rather
than imported.

A folder import goes on past a refused file and reports each file's outcome."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Callable, Iterable

import peewee as pw

from pound_desk.authority import across, proportion, seizures
from pound_desk.authority.database import locks_rows, transaction
from pound_desk.authority.models import (
    ADB,
    HeldDecision,
    HeldReturn,
    ImportedReturn,
    RegisteredPound,
    ReturnBundle,
    ReturnOpenCase,
    ReturnTotals,
)
from pound_desk.authority.statements import for_db, insert_rows, insert_sql
from pound_desk.language import translate
from pound_desk.law.money import Money
from pound_desk.models import chain
from pound_desk.returns import data_json, figures
from pound_desk.returns.bundle import SUFFIX, Bundle, BundleError, read_bundle
from pound_desk.returns.schema import SHARED_TOTALS, MonthlyReturn

IMPORTED, CORRECTION, ALREADY, REFUSED, HELD = "imported", "correction", "already", "refused", "held"


@dataclass(frozen=True)
class Outcome:
    file: str
    status: str                 # imported, correction, already, refused
    message: str                # for a person, in the language on screen
    pound: str = ""
    period: str = ""
    revision: int | None = None

    @property
    def ok(self) -> bool:
        """Imported, or there already; a return held for an officer is not (yet)."""
        return self.status not in (REFUSED, HELD)


class Refused(Exception):
    """``str()`` says why, for a person."""


def read_data(bundle: Bundle) -> MonthlyReturn:
    """The return the bundle carries, read by its schema (``returns.schema``),
    or refused with what is wrong with it."""
    try:
        return data_json.read_return(bundle.files["data.json"])
    except data_json.SchemaError as exc:
        raise Refused(exc.on_screen()) from None


def _amount(figure: str, value: int) -> str:
    return str(Money(value)) if figures.Mismatch(figure, 0, 0).money else str(value)


def check_figures(data: MonthlyReturn, whole: bool) -> None:
    """Refuse a return whose totals do not follow from the records it
    carries, naming each figure and by how much. ``whole``: the return is of
    a version that carries every record (it has its chain section), so a
    record left out is itself a reason to refuse."""
    missing = figures.missing_records(data)
    if whole and missing:
        raise Refused(translate("imports", "the return lacks records its figures are counted from: {names}")
                      .format(names=", ".join(missing)))
    found = figures.check(data)
    if not found:
        return
    parts = []
    for m in found:
        gap = m.stated - m.counted
        by = (translate("imports", "{amount} more") if gap > 0 else translate("imports", "{amount} less")) \
            .format(amount=_amount(m.figure, abs(gap)))
        parts.append(translate("imports", "{figure} says {stated}, its records give {counted} ({by})")
                     .format(figure=m.figure, stated=_amount(m.figure, m.stated),
                             counted=_amount(m.figure, m.counted), by=by))
    raise Refused(translate("imports", "the return's figures do not follow from its records: {found}")
                  .format(found="; ".join(parts)))


def _made_at(text) -> datetime:
    try:
        value = datetime.fromisoformat(str(text))
    except ValueError:
        raise Refused(translate("imports", "the manifest's made_at {text} is not a time")
                      .format(text=repr(text))) from None
    return value.replace(tzinfo=None) if value.tzinfo else value


def _chain_extends(bundle: Bundle, pound: RegisteredPound) -> None:
    """Refuse a return whose chain does not extend the head of the last one
    received from the pound: its links since that head (chain.json) must
    lead from it to the head it names. The first return sets the head."""
    m = bundle.manifest
    db = ADB.obj   # the last return received: its period and manifest are all the check reads of it
    last = db.execute_sql(for_db(db, 'SELECT "period", "manifest_json" FROM "authority_return" WHERE '
                                     '"pound_id" = ? ORDER BY "id" DESC LIMIT 1'), (pound.id,)).fetchone()
    kept = json.loads(last[1]) if last is not None else None
    if "chain.json" not in bundle.files:
        # a return from before the chain's proof has nothing to check it with; once a pound has
        # sent its chain, a return without it is one whose chain was taken out
        # (each return after one with its chain has one too, so the last received says it)
        if kept is not None and "chain.json" in (kept.get("files") or {}):
            raise Refused(translate("imports", "the return has no chain of records, which the pound has sent "
                                               "since its return of {period}: it was taken out")
                          .format(period=last[0]))
        return
    from_links, from_head = m.get("chain_from_links"), m.get("chain_from_head")
    links_to, head_to = m.get("chain_links"), m.get("chain_head")
    try:
        links = json.loads(bundle.files["chain.json"].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        links = None
    if (type(from_links) is not int or type(links_to) is not int or not isinstance(from_head, str)
            or not isinstance(head_to, str) or not isinstance(links, list)):
        raise Refused(translate("imports", "the return's chain of records cannot be read"))
    if kept is not None:
        if kept.get("chain_links") != from_links or (kept.get("chain_head") or "") != from_head:
            raise Refused(translate("imports", "history rewritten since the return of {period}: this return's "
                                               "register does not extend the one received then "
                                               "({links} records, ending {head})")
                          .format(period=last[0], links=kept.get("chain_links"),
                                  head=str(kept.get("chain_head") or "")[:16]))
    if from_links + len(links) != links_to or chain.follow(from_head, links) != head_to:
        raise Refused(translate("imports", "the return's records do not lead to the head of the register it "
                                           "names: the return was altered"))


# the columns of a return as stored, in the order the import writes them
_RETURN_COLUMNS = ["pound_id", "period", "sequence", "revision", "manifest_sha256", "made_at", "imported_at",
                   "chain_head", "file_name", "pound_name", "place", "local_area", "manifest_json", "data_json"]
_OPEN_COLUMNS = ["return_id", "case_no", "heads_held", "dues_paise", "overdue"]
# an import's checks read every revision of the period and the pound's last sequence in one statement
_CHECKS = ('SELECT "revision", "sequence", "manifest_sha256", 0 FROM "authority_return" '
           'WHERE "pound_id" = ? AND "period" = ? '
           'UNION ALL SELECT NULL, MAX("sequence"), NULL, 1 FROM "authority_return" WHERE "pound_id" = ?')


def _hold(bundle: Bundle, raw: bytes, pound: RegisteredPound, name: str, now: datetime, measure) -> Outcome:
    """Keep a return out of proportion for an officer (inside the import's
    transaction); the same return again says it is waiting, or how it was decided."""
    label = f"{pound.name}, {bundle.period} r{bundle.revision}"
    kept = HeldReturn.get_or_none((HeldReturn.pound == pound.id)
                                  & (HeldReturn.manifest_sha256 == bundle.manifest_sha256))
    if kept is not None:
        decision = HeldDecision.get_or_none(HeldDecision.held == kept)
        if decision is not None and not decision.accepted:
            raise Refused(translate("imports", "refused by {officer} on {day}: {reason}")
                          .format(officer=decision.officer, day=f"{decision.decided_at:%d-%m-%Y}",
                                  reason=decision.reason))
        return Outcome(name, HELD, translate("imports", "{label} is held for an officer's decision "
                                                        "(held no. {number})").format(label=label, number=kept.id),
                       pound.name, bundle.period, bundle.revision)
    kept = HeldReturn.create(pound=pound.id, period=bundle.period, sequence=bundle.sequence,
                             revision=bundle.revision, manifest_sha256=bundle.manifest_sha256, file_name=name,
                             cases=measure.cases, heads=measure.heads, held_heads=measure.held_heads,
                             most_cases=measure.most_cases, capacity=measure.capacity, held_at=now,
                             bundle=raw)
    text = (translate("imports", "held for an officer's decision (held no. {number}): {label} has {cases} "
                                 "cases and {heads} heads, {held} held at its end; the pound has never returned "
                                 "more than {most} cases in a month") if measure.most_cases else
            translate("imports", "held for an officer's decision (held no. {number}): {label} has {cases} "
                                 "cases and {heads} heads, {held} held at its end; the pound's first return"))
    return Outcome(name, HELD, text.format(number=kept.id, label=label, cases=measure.cases, heads=measure.heads,
                           held=measure.held_heads, most=measure.most_cases),
                   pound.name, bundle.period, bundle.revision)


def _sequence(rows: list, bundle: Bundle, label: str) -> tuple | None:
    """The sequence rules (docs/RETURNS.md) against the period's revisions and
    the pound's last sequence (``_CHECKS``' rows): the latest revision this
    one corrects, or None for a new period; ``Refused`` out of sequence."""
    period, revision, sequence = bundle.period, bundle.revision, bundle.sequence
    revisions = sorted((r for r in rows if r[3] == 0), key=lambda r: r[0], reverse=True)
    last_sequence = next(r[1] for r in rows if r[3] == 1)
    earlier = revisions[0] if revisions else None
    if earlier is None:
        if last_sequence is not None and sequence != last_sequence + 1:
            raise Refused(translate("imports", "out of sequence: expected {expected}, this return of "
                                               "{period} has {sequence}")
                          .format(expected=last_sequence + 1, period=period, sequence=sequence))
        return None
    if sequence != earlier[1]:
        raise Refused(translate("imports", "out of sequence: a correction of {period} keeps its "
                                           "sequence {kept}, not {sequence}")
                      .format(period=period, kept=earlier[1], sequence=sequence))
    if revision < earlier[0]:
        raise Refused(translate("imports", "{label} is older than revision {revision}, already imported")
                      .format(label=label, revision=earlier[0]))
    return earlier


def _already(rows: list, bundle: Bundle, label: str) -> bool:
    """The same revision imported before: True when it is this very return;
    ``Refused`` when it had other content."""
    same = next((r for r in rows if r[3] == 0 and r[0] == bundle.revision), None)
    if same is None:
        return False
    if same[2] == bundle.manifest_sha256:
        return True
    raise Refused(translate("imports", "{label} was already imported with other content: "
                                       "a correction needs a higher revision").format(label=label))


def _insert(bundle: Bundle, data: MonthlyReturn, raw: bytes, pound: RegisteredPound, name: str,
            now: datetime, made_at: datetime) -> int:
    """The return and what is read from it, written with plain statements; its id."""
    db = ADB.obj
    m = bundle.manifest
    about = m.get("pound", {})
    values = [pound.id, bundle.period, bundle.sequence, bundle.revision, bundle.manifest_sha256, made_at, now,
              str(m.get("chain_head") or ""), name, str(about.get("name") or pound.name),
              str(about.get("place") or ""), str(about.get("local_area") or ""),
              bundle.manifest_bytes.decode("utf-8"), bundle.files["data.json"].decode("utf-8")]
    fields = ImportedReturn._meta.columns
    values = [fields[c].db_value(v) for c, v in zip(_RETURN_COLUMNS, values)]
    if locks_rows():   # PostgreSQL
        ret_id = db.execute_sql(for_db(db, insert_sql(ImportedReturn, _RETURN_COLUMNS, returning=True)),
                                values).fetchall()[0][0]
    else:
        ret_id = db.execute_sql(insert_sql(ImportedReturn, _RETURN_COLUMNS), values).lastrowid
    insert_rows(db, ReturnTotals, ["return_id", *SHARED_TOTALS],
                [(ret_id, *(getattr(data.totals, k) for k in SHARED_TOTALS))])
    insert_rows(db, ReturnOpenCase, _OPEN_COLUMNS,
                [(ret_id, row.case_no[:40], row.heads_held, row.dues_paise, ",".join(row.overdue)[:500])
                 for row in data.open_cases or ()])
    seizures.store(ret_id, data)   # for the charts; a return without readable entries shows as missing there
    insert_rows(db, ReturnBundle, ["return_id", "bundle"], [(ret_id, raw)])   # as received, to forward upward
    across.store(ret_id, data, db)   # its ear tags and owners, to compare across pounds
    return ret_id


def store(bundle: Bundle, raw: bytes, pound: RegisteredPound, name: str, now: datetime,
          decided: Callable[[int], None] | None = None) -> Outcome:
    """One return in one transaction, written with plain statements (a
    bundle of 12,000 in a year's import: no query is built per row).
    ``decided``: an officer accepted this held return; called with the new
    return's id in the same transaction, and the return is not held again."""
    period, revision = bundle.period, bundle.revision
    data = read_data(bundle)
    check_figures(data, "chain.json" in bundle.files)
    made_at = _made_at(bundle.manifest.get("made_at"))
    label = f"{pound.name}, {period} r{revision}"
    db = ADB.obj

    def outcome(status: str, message: str) -> Outcome:
        return Outcome(name, status, message, pound.name, period, revision)

    with transaction():
        if locks_rows():  # two imports of one pound at once wait for each other
            db.execute_sql(for_db(db, 'SELECT "id" FROM "authority_pound" WHERE "id" = ? FOR UPDATE'), (pound.id,))
        rows = db.execute_sql(for_db(db, _CHECKS), (pound.id, period, pound.id)).fetchall()
        if _already(rows, bundle, label):
            return outcome(ALREADY, translate("imports", "already imported: {label} (nothing changed)")
                           .format(label=label))
        _chain_extends(bundle, pound)   # before the sequence: a rewritten history says so first
        earlier = _sequence(rows, bundle, label)
        if decided is None:
            measure = proportion.measure(pound.id, len(data.cases or ()), figures.counted(data).get("impounded", 0),
                                         data.totals.held_at_end)
            if measure.out_of_proportion:
                return _hold(bundle, raw, pound, name, now, measure)
        ret_id = _insert(bundle, data, raw, pound, name, now, made_at)
        if decided is not None:
            decided(ret_id)
        if earlier is None:
            return outcome(IMPORTED, translate("imports", "imported {label} (sequence {sequence})")
                           .format(label=label, sequence=bundle.sequence))
        # the one change a return takes: superseded, once (the triggers allow nothing else)
        (ImportedReturn.update(superseded_by=ret_id)
         .where((ImportedReturn.pound == pound) & (ImportedReturn.period == period)
                & (ImportedReturn.superseded_by.is_null()) & (ImportedReturn.id != ret_id))
         .execute())
        return outcome(CORRECTION, translate("imports", "imported {label}: corrects revision {revision}, "
                                                        "which is kept").format(label=label, revision=earlier[0]))


def import_bytes(data: bytes, name: str, now: datetime | None = None) -> Outcome:
    """Import one bundle's bytes; the outcome says what happened, never raises
    for a bundle refused."""
    now = (now or datetime.now()).replace(microsecond=0)
    try:
        bundle = read_bundle(data)
    except BundleError as exc:
        return Outcome(name, REFUSED, exc.on_screen())
    db = ADB.obj
    row = db.execute_sql(for_db(db, 'SELECT "id", "name" FROM "authority_pound" WHERE "fingerprint" = ?'),
                         (bundle.fingerprint,)).fetchone()
    # the pound's id and name are all an import reads of it
    pound = RegisteredPound(id=row[0], name=row[1]) if row else None
    if pound is None:
        claimed = bundle.manifest.get("pound", {}).get("name", "")
        text = (translate("imports", "unknown pound ({claimed}): its key's fingerprint {fingerprint} "
                                     "is not registered") if claimed else
                translate("imports", "unknown pound: its key's fingerprint {fingerprint} is not registered"))
        return Outcome(name, REFUSED, text.format(claimed=claimed, fingerprint=bundle.fingerprint),
                       claimed, bundle.period, bundle.revision)
    try:
        return store(bundle, bytes(data), pound, name, now)
    except Refused as exc:
        return Outcome(name, REFUSED, str(exc), pound.name, bundle.period, bundle.revision)
    except pw.IntegrityError:
        # another import of the same return won the race: nothing of this one was written
        return Outcome(name, REFUSED, translate("imports", "imported at the same moment from another place; "
                                                           "import it again to see its outcome"),
                       pound.name, bundle.period, bundle.revision)


def import_file(path: Path, now: datetime | None = None) -> Outcome:
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        return Outcome(path.name, REFUSED, translate("imports", "cannot read the file: {error}")
                       .format(error=exc.strerror or exc))
    return import_bytes(data, path.name, now)


def _order_key(path: Path):
    """Oldest first, so a folder holding several months imports in sequence:
    by the period and revision the name carries (return-ID-YYYY-MM-rN)."""
    stem = path.name[:-len(SUFFIX)] if path.name.endswith(SUFFIX) else path.name
    parts = stem.rsplit("-", 3)
    try:
        return (0, parts[0], parts[1] + "-" + parts[2], int(parts[3].lstrip("r")), path.name)
    except (IndexError, ValueError):
        return (1, "", "", 0, path.name)


def expand(paths: Iterable[Path]) -> list[Path]:
    """Files named, and every ``*.pdreturn`` in the folders named, oldest first."""
    files: list[Path] = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            files += [f for f in p.rglob(f"*{SUFFIX}") if f.is_file()]
        else:
            files.append(p)
    return sorted(dict.fromkeys(files), key=_order_key)


def import_paths(paths: Iterable[Path], progress: Callable[[int, int], None] | None = None,
                 cancelled: Callable[[], bool] | None = None,
                 on_outcome: Callable[[Outcome], None] | None = None) -> list[Outcome]:
    files = expand(paths)
    outcomes = []
    for i, f in enumerate(files):
        if cancelled is not None and cancelled():
            break
        try:
            result = import_file(f)
        except Exception as exc:   # one bad file never stops the others
            result = Outcome(f.name, REFUSED, translate("imports", "cannot be imported: {error}")
                             .format(error=exc))
        outcomes.append(result)
        if on_outcome is not None:
            on_outcome(result)
        if progress is not None:
            progress(i + 1, len(files))
    return outcomes

"""The periodic return to the local authority (s. 6), carried on a removable
drive: the month's register entries with every amendment, releases,
receipts, remittances, daily statements, notices, sales and accounts,
deposits, complaints and orders, and the cases still open at the end of the
month with their dues, gathered into ``data.json`` and a bilingual PDF, and
signed with the pound's key into one bundle (docs/RETURNS.md).

Returns are monthly (the bundle's period is YYYY-MM). A month's first return
is revision 0; exported again with nothing changed it is the same bundle,
byte for byte (the pound keeps its own copy in documents/returns); if
anything in the month's return changed since, the export is a correction:
the next revision, with the same sequence. A new month takes the next
sequence; a month earlier than one already returned cannot follow it.

The month is read into the return's schema (``returns/schema.py``) by
``return_records`` (the register, releases, receipts, accounts, notices) and
``return_disposal`` (sales, settlements, deposits, complaints, orders, the
cases open at the end), in batches (``return_reading``) with progress."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path

from pound_desk import paths
from pound_desk.documents import render
from pound_desk.documents.return_data import SetupSheetDoc, return_doc
from pound_desk.language import translate
from pound_desk.law.problems import Problem
from pound_desk.models import DB, Case, chain
from pound_desk.models.returns import ReturnExport
from pound_desk.returns import data_json, figures, keys, schema
from pound_desk.returns.bundle import (
    FORMAT,
    FORMAT_VERSION,
    BundleError,
    bundle_name,
    read_bundle,
    sha256,
    write_bundle,
)
from pound_desk.returns.drives import WriteError, write_verified
from pound_desk.services import heads, return_disposal, return_records, tamper
from pound_desk.services.desk import audit, clock, kept
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.office import pound, settings
from pound_desk.services.return_period import Period, last_complete, period_of
from pound_desk.services.return_reading import Progress, Reading
from pound_desk.services.return_reading import iso as _iso


class ExportFailed(ServiceError):
    """The return could not be written to the drive; nothing was recorded.
    ``reason`` (in the language on screen) says why."""

    def __init__(self, reason: str, code: str = ""):
        super().__init__(reason)
        self.reason, self.code = reason, code

    def on_screen(self) -> str:
        """The reason, in the language of the screen."""
        return self.reason


def _ended_problems(p: Period, now: datetime) -> list[Problem]:
    if p.end >= now.date():
        return [Problem("period", translate("returns", "{month} ends on {end}: its return can be made from {day}")
                        .format(month=p.label, end=f"{p.end:%d-%m-%Y}",
                                day=f"{p.end + timedelta(days=1):%d-%m-%Y}"))]
    return []


# ---- the pound's key --------------------------------------------------------

def keys_dir() -> Path:
    return keys.keys_dir(Path(DB.obj.database))


def the_key():
    """The pound's signing key, made on first need (a pound set up before
    returns were signed gets its key then)."""
    folder = keys_dir()
    try:
        return keys.load_or_create(folder)
    except keys.KeyExposed as exc:
        raise ServiceError(str(exc)) from None
    except (ValueError, TypeError, OSError) as exc:
        raise ServiceError(translate(
            "returns", "The pound's key in {folder} cannot be read ({error}): restore the keys folder from a "
                       "backup, or move the file aside to make a new key and register it with the local authority")
            .format(folder=folder, error=getattr(exc, "strerror", None) or exc)) from None


def returns_dir() -> Path:
    return paths.documents_dir(Path(DB.obj.database)) / "returns"


# ---- gathering ----------------------------------------------------------------

def _records(r: Reading) -> dict:
    """Every section of the month's return, read in order (progress with each)."""
    entries = return_records.entries(r)
    later = return_records.later_amendments(r, {e.case_no for e in entries})
    out = {"cases": entries, "amendments_to_earlier_entries": later, "releases": return_records.releases(r),
           "receipts": return_records.receipts(r), "remittances": return_records.remittances(r),
           "daily_statements": return_records.statements(r)}
    moved, at_end, dues = return_records.ledger(r)
    out.update(notices=return_records.notices(r), sales=return_disposal.sales(r),
               disposals_otherwise=return_disposal.others(r))
    out["settlements"], out["owner_accounts"] = return_disposal.settlements(r)
    out.update(deposits=return_disposal.deposits(r), protest_deposits=return_disposal.protest_deposits(r),
               complaints=return_disposal.complaints(r), orders=return_disposal.orders(r))
    out["open_cases"], held_start = return_disposal.open_cases(r)
    out.update(opening=schema.Opening(held_start), ledger=schema.Ledger(moved, at_end))
    return {"dues": dues, **out}


def _totals(counted: dict[str, int], moved: dict[str, int], dues: dict[str, int]) -> schema.Totals:
    """The month's totals: the heads and sums counted from its records as the
    local authority counts them again (returns/figures.py), and the money
    received from the ledger."""
    return schema.Totals(
        impounded=counted["impounded"], released=counted["released"], sold=counted["sold"],
        disposed_otherwise=counted["disposed_otherwise"], held_at_end=counted["held_at_end"],
        # received: what the fines and feeding heads took in, less what was only charged to the one liable
        fines_paise=-(moved.get("fines", 0) - dues.get("fines", 0)),
        feeding_paise=-(moved.get("feeding", 0) - dues.get("feeding", 0)),
        sale_proceeds_paise=counted["sale_proceeds_paise"], deposits_held_paise=counted["deposits_held_paise"],
        deposits_due_paise=counted["deposits_due_paise"], overdue_cases=counted["overdue_cases"],
        due_from_liable_paise=dues.get("seizer_receivable", 0),
        paid_by_liable_paise=-(moved.get("seizer_receivable", 0) - dues.get("seizer_receivable", 0)),
        protest_taken_paise=counted["protest_taken_paise"], protest_refunded_paise=counted["protest_refunded_paise"],
        protest_converted_paise=counted["protest_converted_paise"], protest_held_paise=counted["protest_held_paise"])


def gather(period: str | Period, progress: Progress = None, cancelled=None) -> schema.MonthlyReturn:
    """The month's return (what data.json holds), read in one snapshot.
    Money is integer paise throughout."""
    p = period if isinstance(period, Period) else period_of(period)
    r = Reading(p, progress, cancelled)
    with DB.atomic():
        the = pound.the_pound()
        n_cases = Case.select().count()
        held_ids = DB.execute_sql('SELECT COUNT(*) FROM "case" WHERE brought_at < ?', [p.end_at]).fetchone()[0]
        r.total = n_cases + held_ids + 13
        sections = _records(r)
    dues = sections.pop("dues")
    month = schema.MonthlyReturn(
        totals=schema.Totals(*[0] * len(schema.SHARED_TOTALS)), format_version=schema.SCHEMA_VERSION,
        period=schema.Month(label=p.label, start=_iso(p.start), end=_iso(p.end)),
        pound=schema.PoundPart(name=the.name, place=the.place, local_authority=the.local_authority,
                               local_area=the.local_area, keeper_name=the.keeper_name), **sections)
    if progress:
        progress(r.total, r.total)
    return replace(month, totals=_totals(figures.counted(month), month.ledger.moved, dues))


def data_bytes(data: schema.MonthlyReturn) -> bytes:
    return data_json.write_return(data)


# ---- building and exporting --------------------------------------------------------

@dataclass(frozen=True)
class Plan:
    period: Period
    sequence: int
    revision: int
    reuse: ReturnExport | None     # the last export, when nothing changed since


@dataclass(frozen=True)
class Exported:
    path: Path
    period: str
    sequence: int
    revision: int
    checksum: str
    same_as_before: bool           # the same bundle as the last export of the month
    row: ReturnExport


def _kept_copy_good(prior: ReturnExport, public_key) -> bool:
    """The pound's own copy of an earlier export is there, as exported, and
    signed with the pound's key as it is now."""
    kept = returns_dir() / prior.file_name
    try:
        blob = kept.read_bytes()
        read_bundle(blob, public_key)
    except (OSError, BundleError):
        return False
    return sha256(blob) == prior.checksum


CHAIN_FILE = "chain.json"   # the links since the previous return's head


def previous_head(public_key) -> tuple[int, str]:
    """The chain's head (links, digest) in the last return exported, read
    from the pound's kept copy; (0, "") before the first return."""
    for prior in ReturnExport.select().order_by(ReturnExport.id.desc()):
        try:
            m = read_bundle((returns_dir() / prior.file_name).read_bytes(), public_key).manifest
        except (OSError, BundleError):
            continue
        links, head = m.get("chain_links"), m.get("chain_head")
        if type(links) is int and isinstance(head, str):
            return links, head
    return 0, ""


def _plan(p: Period, content: str, public_key) -> Plan:
    prior = (ReturnExport.select().where(ReturnExport.period == p.label)
             .order_by(ReturnExport.revision.desc(), ReturnExport.id.desc()).first())
    if prior is not None:
        same = prior.content_sha256 == content and _kept_copy_good(prior, public_key)
        return Plan(p, prior.sequence, prior.revision if same else prior.revision + 1, prior if same else None)
    last = ReturnExport.select().order_by(ReturnExport.sequence.desc(), ReturnExport.id.desc()).first()
    if last is not None and last.period > p.label:
        raise Invalid([Problem("period", translate(
            "returns", "The return for {last} has been made (sequence {sequence}); "
                       "a return for the earlier month {month} cannot follow it")
            .format(last=last.period, sequence=last.sequence, month=p.label))])
    return Plan(p, last.sequence + 1 if last else 1, 0, None)


# the sections of a return, named for a correction's "what changed"
SECTION_WORDS = {
    "cases": ("register entries", "രജിസ്റ്റർ എൻട്രികൾ"),
    "amendments_to_earlier_entries": ("amendments to earlier entries", "മുൻ എൻട്രികളുടെ തിരുത്തലുകൾ"),
    "releases": ("releases", "വിട്ടുകൊടുത്തവ"), "receipts": ("receipts", "രസീതുകൾ"),
    "remittances": ("remittances", "അടച്ച തുക"), "daily_statements": ("daily statements", "ദൈനംദിന കണക്കുപത്രികകൾ"),
    "notices": ("notices", "നോട്ടീസുകൾ"), "sales": ("sales", "ലേലങ്ങൾ"),
    "disposals_otherwise": ("disposals otherwise", "മറ്റു വിനിയോഗങ്ങൾ"),
    "settlements": ("settlements", "കണക്കുതീർപ്പുകൾ"), "owner_accounts": ("accounts to owners", "ഉടമകൾക്കുള്ള കണക്കുകൾ"),
    "deposits": ("deposits", "നിക്ഷേപങ്ങൾ"), "protest_deposits": ("deposits under protest", "പ്രതിഷേധ നിക്ഷേപങ്ങൾ"),
    "complaints": ("complaints", "പരാതികൾ"), "orders": ("written orders", "രേഖാമൂലമുള്ള ഉത്തരവുകൾ"),
    "open_cases": ("cases open at the end", "മാസാവസാനം തീർപ്പാകാത്ത കേസുകൾ"),
    "opening": ("cattle at the start", "മാസാരംഭത്തിലെ കന്നുകാലികൾ"), "ledger": ("ledger", "ലെഡ്ജർ"),
    "pound": ("the pound's particulars", "പൗണ്ടിന്റെ വിവരങ്ങൾ"),
}


def corrections(prior: schema.MonthlyReturn | None, data: schema.MonthlyReturn) -> tuple[schema.Change, ...]:
    """What a correction changes against the return it corrects: each total
    that differs (was, now) and each list that differs (by name)."""
    if prior is None:
        return (schema.Change("unknown", en="the earlier return's copy could not be read",
                              ml="മുൻ റിട്ടേണിന്റെ പകർപ്പ് വായിക്കാനായില്ല"),)
    out = []
    for key in schema.TOTAL_KEYS:
        was, now = prior.totals.get(key), data.totals.get(key)
        if was != now:
            out.append(schema.Change(f"totals.{key}", was=was, now=now))
    for key, (en, ml) in SECTION_WORDS.items():
        if getattr(prior, key) != getattr(data, key):
            out.append(schema.Change(key, en=en, ml=ml))
    return tuple(out)


def _prior_data(prior: ReturnExport) -> schema.MonthlyReturn | None:
    try:
        return data_json.read_return(read_bundle((returns_dir() / prior.file_name).read_bytes()).files["data.json"])
    except (OSError, BundleError, data_json.SchemaError, KeyError):
        return None


def build(period: str | Period, progress: Progress = None, cancelled=None, now: datetime | None = None):
    """(plan, bundle bytes, file name): the month's return, signed; not yet
    written anywhere and nothing recorded."""
    now = now or clock.now()
    p = period if isinstance(period, Period) else period_of(period)
    problems = _ended_problems(p, now)
    if problems:
        raise Invalid(problems)
    key = the_key()
    pid = keys.pound_id(key)
    # progress: reading the month 0-70, the chain 70-85, the PDF 85-100
    data = gather(p, _scaled(progress, 0, 70), cancelled)
    body = data_bytes(data)
    plan = _plan(p, sha256(body), key.public_key())
    name = bundle_name(pid, p.label, plan.revision)
    if plan.reuse is not None:
        if progress:
            progress(100, 100)
        return plan, (returns_dir() / plan.reuse.file_name).read_bytes(), name, body

    if plan.revision > 0:
        # a correction says what it corrects and what changed; "nothing changed" is still judged on
        # the month's own data (``body``), so the note does not make every export a new revision
        prior = (ReturnExport.select().where(ReturnExport.period == p.label)
                 .order_by(ReturnExport.revision.desc(), ReturnExport.id.desc()).first())
        data = replace(data, corrects=schema.Corrects(prior.revision, _iso(prior.made_at),
                                                      corrections(_prior_data(prior), data)))
    verdict = tamper.check(_scaled(progress, 70, 85), cancelled)
    if verdict is None:
        raise render.RenderCancelled("the return was stopped; nothing was written")
    # the links since the last return's head, for the local authority to see
    # that this head extends the one it kept (models/chain.py)
    from_links, from_head = previous_head(key.public_key())
    if from_links > verdict.links or chain.head_at(DB.obj, from_links) != from_head:
        from_links, from_head = 0, ""   # our own history no longer leads from it: send all, the authority judges
    links = chain.segment(DB.obj, from_links, verdict.links)
    the = pound.the_pound()
    pdf = render.pdf(return_doc(data, sequence=plan.sequence, revision=plan.revision, made_at=now,
                                fingerprint=keys.fingerprint(key), letterhead=settings.current().letterhead,
                                register_head=heads.Head(verdict.links, verdict.head).short))
    if progress:
        progress(100, 100)
    manifest = {
        "format": FORMAT, "format_version": FORMAT_VERSION,
        "pound": {"id": pid, "name": the.name, "place": the.place, "local_authority": the.local_authority,
                  "local_area": the.local_area, "public_key_fingerprint": keys.fingerprint(key)},
        "period": p.label, "sequence": plan.sequence, "revision": plan.revision,
        "made_at": now.isoformat(), "chain_head": verdict.head,
        # not in the shared format's list: whether the chain checked whole when the return was made
        "chain_intact": verdict.intact, "chain_links": verdict.links,
        "chain_from_links": from_links, "chain_from_head": from_head,
    }
    chain_body = json.dumps(links, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return plan, write_bundle(manifest, {"data.json": data_bytes(data), "return.pdf": pdf, CHAIN_FILE: chain_body},
                              key), name, body


def _scaled(progress: Progress, low: int, high: int) -> Progress:
    if progress is None:
        return None

    def report(done: int, total: int) -> None:
        progress(low + (high - low) * min(done, total) // max(total, 1), 100)
    return report


def _keep(name: str, blob: bytes) -> Path:
    folder = returns_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    tmp = folder / (name + ".part")
    with open(tmp, "wb") as f:
        f.write(blob)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    return path


def export(period: str | Period, destination: Path | str, progress: Progress = None, cancelled=None,
           now: datetime | None = None, open_file=None) -> Exported:
    """Make the month's return and write it to ``destination`` (a drive or
    folder), read it back, keep the pound's copy and log the export. If the
    drive fails, ``ExportFailed`` says why and nothing is recorded."""
    now = now or clock.now()
    destination = Path(destination)
    plan, blob, name, body = build(period, progress, cancelled, now)
    key = the_key()
    try:
        path = write_verified(destination, name, blob, key.public_key(), open_file=open_file)
    except WriteError as exc:
        raise ExportFailed(exc.reason, exc.code) from None
    bundle = read_bundle(blob, key.public_key())
    with DB.atomic("IMMEDIATE"):
        clash = (ReturnExport.select().where((ReturnExport.period == plan.period.label) &
                                             (ReturnExport.revision == plan.revision) &
                                             (ReturnExport.checksum != sha256(blob))).exists())
        if clash:
            raise ServiceError(translate("returns", "Another return of this month was exported meanwhile; "
                                                    "export again"))
        if plan.reuse is None:
            _keep(name, blob)

            kept.keep("return", f"{plan.period.label}-r{plan.revision}", bundle.files["return.pdf"])
        row = ReturnExport.create(
            period=plan.period.label, sequence=plan.sequence, revision=plan.revision, file_name=name,
            checksum=sha256(blob), manifest_sha256=bundle.manifest_sha256, content_sha256=sha256(body),
            destination=str(destination), made_at=datetime.fromisoformat(bundle.manifest["made_at"]),
            exported_at=now)
        audit.record("return_exported", name, {"file": str(path), "sha256": row.checksum, "period": plan.period.label,
                                               "revision": plan.revision, "destination": str(destination)})
    heads.remember(Path(DB.obj.database), "return", now)
    return Exported(path, plan.period.label, plan.sequence, plan.revision, row.checksum,
                    plan.reuse is not None, row)


@dataclass(frozen=True)
class ExportLine:
    """A return exported, as the desk's log lists it."""
    id: int
    period: str               # YYYY-MM
    sequence: int
    revision: int             # 0 the first; a correction 1, 2 …
    file_name: str
    destination: str
    exported_at: datetime


def export_log() -> list[ExportLine]:
    """Every export, the newest first."""
    return [ExportLine(r.id, r.period, r.sequence, r.revision, r.file_name, r.destination, r.exported_at)
            for r in ReturnExport.select().order_by(ReturnExport.exported_at.desc(), ReturnExport.id.desc())]


@dataclass(frozen=True)
class Verified:
    pound_name: str
    pound_id: str
    period: str
    sequence: int
    revision: int
    fingerprint: str
    registered_key: bool


def verify(path: Path | str, public_pem: bytes | None = None) -> Verified:
    """A bundle read back whole (BundleError with the reason if not)."""
    key = keys.load_public(public_pem) if public_pem else None
    b = read_bundle(Path(path), key)
    return Verified(b.manifest["pound"].get("name", ""), b.pound_id, b.period, b.sequence, b.revision,
                    b.fingerprint, b.verified_with_registered_key)


__all__ = ["BundleError", "ExportFailed", "Period", "period_of", "last_complete", "gather", "build", "export",
           "export_log", "verify", "the_key"]


# ---- the set-up sheet ----------------------------------------------------------------

def setup_sheet(now: datetime | None = None) -> tuple[bytes, Path]:
    """The set-up sheet PDF for the local authority (kept in the documents
    folder), and where it was kept."""

    key = the_key()
    doc = SetupSheetDoc(pound.header(), keys.pound_id(key), keys.fingerprint(key),
                        keys.public_pem(key).decode("ascii"), now or clock.now())
    pdf = render.pdf(doc)
    with DB.atomic("IMMEDIATE"):
        path = kept.keep("setup-sheet", doc.pound_id, pdf)
    return pdf, path


def public_key_pem() -> bytes:
    return keys.public_pem(the_key())

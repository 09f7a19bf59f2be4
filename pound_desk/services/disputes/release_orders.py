"""Release on a written order stating reasons (s. 18(2)), cases whose
ownership is contested (rules.md Q15), and the audit of every release
against the sections that allow cattle to leave the pound.

Cattle leave only under ss. 12, 13, 14, 15 (and s. 21) or on a written
order stating reasons from the Director, the local authority, the
Magistrate acting under Chapter V, or a civil court. Which of these the
office accepts is a setting: later amendments moved these powers to the
local authority (rules.md Q18).
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from pound_desk.documents import render
from pound_desk.documents.disputes_data import ReleaseOrderDoc
from pound_desk.language import pick, translate
from pound_desk.law import bases, parties
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import DB, Case, DocumentLog, Receipt, Release, ReleasedHead
from pound_desk.models.disposal import ComplaintOutcome, OtherDisposal, OwnerAccount, Sale, WrittenOrder
from pound_desk.models.disputes import CourtSaleOrder, OrderRelease, OwnershipContest
from pound_desk.models.office import Setting
from pound_desk.models.protest import ProtestDeposit
from pound_desk.models.records import OrderSeen
from pound_desk.services.case import cases
from pound_desk.services.desk import clock, users
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.desk.kept import deliver, documents_dir
from pound_desk.services.disputes import orders
from pound_desk.services.office import keepers, pound
from pound_desk.services.office.roles import ROLES

PURPOSE = "release_s18_2"
AUTHORITIES = ("director", "local_authority", "magistrate", "civil_court")   # s. 18(2), 1961 text
SCAN_TYPES = {".pdf": b"%PDF", ".jpg": b"\xff\xd8\xff", ".jpeg": b"\xff\xd8\xff", ".png": b"\x89PNG"}
_SETTING = "release_order_authorities"
CAPACITIES = parties.ORDER_TAKERS


# ---------------------------------------------------------------- the setting

def schedule() -> list[tuple[date, tuple[str, ...]]]:
    """The setting's history: from which day which roles' orders are accepted."""
    row = Setting.get_or_none(Setting.key == _SETTING)
    if row is None:
        return []
    return sorted((date.fromisoformat(e["from"]), tuple(r for r in AUTHORITIES if r in e["roles"]))
                  for e in json.loads(row.value))


def allowed_authorities(on: date | None = None) -> tuple[str, ...]:
    """The roles whose written orders release cattle on ``on`` (the order's
    date; default: the latest setting). Until the office says otherwise, all
    four the 1961 text names (rules.md Q18)."""
    chosen = AUTHORITIES
    for since, roles in schedule():
        if on is None or since <= on:
            chosen = roles
    return chosen


def set_allowed_authorities(roles: list[str] | tuple[str, ...], effective_from: date | None = None
                            ) -> tuple[str, ...]:
    """From ``effective_from`` (default: any date), accept orders of these
    roles; orders dated earlier are judged by the setting then in force."""
    users.require("supervisor", translate("release_orders", "Choosing who may order a release (s. 18(2))"))
    chosen = [r for r in AUTHORITIES if r in set(roles)]
    problems = []
    if any(r not in AUTHORITIES for r in roles):
        problems.append(Problem("authorities", translate("release_orders", "s. 18(2) names the Director, the "
                                                                           "local authority, the Magistrate and a "
                                                                           "civil court only")))
    if not chosen:
        problems.append(Problem("authorities", translate("release_orders", "At least one authority must be able "
                                                                           "to order a release")))
    if problems:
        raise Invalid(problems)
    since = effective_from or date(1961, 1, 1)
    with DB.atomic("IMMEDIATE"):
        # without a date the setting replaces the history; with one it adds a step to it
        entries = [(d, r) for d, r in schedule() if d != since] if effective_from is not None else []
        entries.append((since, tuple(chosen)))
        value = json.dumps([{"from": d.isoformat(), "roles": list(r)} for d, r in sorted(entries)])
        Setting.insert(key=_SETTING, value=value).on_conflict_replace().execute()
    return tuple(chosen)


# ---------------------------------------------------------------- ownership contested (Q15)

@dataclass(frozen=True)
class Contest:
    id: int
    raised_on: date
    claimants: str            # who claims the cattle
    particulars: str


def contest(case: Case | str) -> Contest | None:
    """The first record that the case's ownership is contested, if any."""
    if isinstance(case, str):
        case = cases.find(case)
    c = OwnershipContest.select().where(OwnershipContest.case == case).order_by(OwnershipContest.id).first()
    return Contest(c.id, c.raised_on, c.claimants, c.particulars) if c is not None else None


def mark_contested(case_no: str, raised_on: date, claimants: str, particulars: str = "",
                   now: datetime | None = None) -> OwnershipContest:
    now = now or clock.now()
    claimants, particulars = clean(claimants), clean(particulars)
    problems = []
    if not claimants:
        problems.append(Problem("claimants", translate("release_orders", "Name who claims the cattle")))
    if raised_on is None:
        problems.append(Problem("raised_on", translate("release_orders", "Give the date the ownership was "
                                                                         "contested")))
    elif raised_on > now.date():
        problems.append(Problem("raised_on", translate("release_orders", "The date cannot be in the future")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)
        case = cases.find(case_no)
        cv = cases.view(case)
        if not cv.held:
            raise ServiceError(translate("release_orders", "No heads of case {case_no} are in the pound")
                               .format(case_no=cv.case_no))
        if contest(case) is not None:
            raise ServiceError(translate("release_orders", "Case {case_no} is already marked as contested")
                               .format(case_no=cv.case_no))
        if raised_on < cv.brought_at.date():
            raise Invalid([Problem("raised_on", translate("release_orders", "The date is before the cattle were "
                                                                            "brought"))])
        return OwnershipContest.create(case=case, raised_on=raised_on, claimants=claimants,
                                       particulars=particulars, entered_at=now)


# ---------------------------------------------------------------- release on an order

@dataclass(frozen=True)
class OrderDraft:
    authority_role: str
    authority: str
    number: str
    issued_on: date | None
    reasons: str


def scan_problems(scan: Path | str | None) -> list[Problem]:
    if scan is None or str(scan) == "":
        return []
    path = Path(scan)
    kind = SCAN_TYPES.get(path.suffix.lower())
    if kind is None:
        return [Problem("scan", translate("release_orders", "The scan of the order must be a PDF, JPEG or PNG "
                                                            "file"))]
    try:
        with open(path, "rb") as f:
            head = f.read(8)
    except OSError as e:
        return [Problem("scan", translate("release_orders", "The scan {name} cannot be read: {error}")
                        .format(name=path.name, error=e.strerror or e))]
    if not head.startswith(kind):
        return [Problem("scan", translate("release_orders", "{name} is not a {kind} file")
                        .format(name=path.name, kind=path.suffix.lstrip('.').upper()))]
    return []


def problems(order: OrderDraft, taken_by: str, taken_by_capacity: str, head_seqs: list[int] | None,
             at: datetime, scan: Path | str | None, now: datetime, seen_by: str = "") -> list[Problem]:
    """Everything wrong with a release on an order, before anything is written.
    The order itself must be at the pound: its scan is kept, or the keeper
    records under his name that he saw it and kept no scan (s. 18(2))."""
    out = orders.order_problems(PURPOSE, order.authority_role, order.authority, order.number,
                                order.issued_on, order.reasons, now)
    allowed = allowed_authorities(order.issued_on)
    if order.authority_role in orders.MAY_ISSUE[PURPOSE] and order.authority_role not in allowed:
        names = ", ".join(pick(*ROLES[r]).split(" (")[0] for r in allowed)
        out.append(Problem("authority_role", translate("release_orders", "This office accepts release orders only "
                                                                         "from: {names} (the setting of s. 18(2) "
                                                                         "authorities)").format(names=names)))
    if not clean(taken_by):
        out.append(Problem("taken_by", translate("release_orders", "Name the person who took the cattle")))
    if taken_by_capacity not in CAPACITIES:
        out.append(Problem("taken_by_capacity", translate("release_orders", "Say in what capacity the cattle were "
                                                                            "taken")))
    if head_seqs is not None and not head_seqs:
        out.append(Problem("heads", translate("release_orders", "Choose at least one head to release")))
    if at > now + FUTURE_SLACK:
        out.append(Problem("at", translate("release_orders", "A release cannot be recorded in the future")))
    if order.issued_on is not None and order.issued_on > at.date():
        out.append(Problem("issued_on", translate("release_orders", "The cattle cannot leave before the order "
                                                                    "was made")))
    if (scan is None or str(scan) == "") and not clean(seen_by):
        out.append(Problem("scan", translate("release_orders", "Attach the scan of the written order, or record "
                                                               "that the order was seen and no scan kept, with "
                                                               "the name of who saw it (s. 18(2))")))
    return out + scan_problems(scan)


def _keep_scan(scan: Path, ref: str) -> tuple[Path, str]:
    """Copy the scan into the documents folder (temporary name, sync,
    rename) and log it with its checksum."""

    data = Path(scan).read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    folder = documents_dir() / "order-scan"
    folder.mkdir(parents=True, exist_ok=True)
    safe = "".join(ch if ch.isalnum() or ch in "._-" else "-" for ch in ref).strip("-")
    path = folder / f"{safe}{Path(scan).suffix.lower()}"
    tmp = path.with_name(path.name + ".part")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    DocumentLog.create(kind="order-scan", ref=ref, path=str(path), sha256=digest)
    return path, digest


def release_on_order(case_no: str, at: datetime, order: OrderDraft, taken_by: str,
                     taken_by_capacity: str = "owner", head_seqs: list[int] | None = None,
                     scan: Path | str | None = None, now: datetime | None = None,
                     seen_by: str = "") -> OrderRelease:
    """Deliver the chosen heads (all held, by default) on a written order
    stating reasons: the order, the release and the scan land together, or
    nothing does. Without a scan, ``seen_by`` names the keeper who saw the
    order and kept no scan of it. Nothing is paid, so the ledger is not
    touched."""
    users.require("supervisor", translate("release_orders", "A release on a written order (s. 18(2))"))
    now = now or clock.now()
    at = at.replace(second=0, microsecond=0)
    found = problems(order, taken_by, taken_by_capacity, head_seqs, at, scan, now, seen_by)
    if found:
        raise Invalid(found)
    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)   # s. 5(3): a release entry
        case = cases.find(case_no)
        cv = cases.view(case)
        if at < cv.brought_at:
            raise Invalid([Problem("at", translate("release_orders", "A release cannot be before the cattle "
                                                                     "were brought"))])
        held = cases.held_at(cv, at)
        if not held:
            raise ServiceError(translate("release_orders", "No heads of case {case_no} are in the pound at {at}")
                               .format(case_no=cv.case_no, at=f"{at:%d-%m-%Y %H:%M}"))
        if any(h.released_at and h.released_at > at for h in cv.heads):
            raise Invalid([Problem("at", translate("release_orders", "A later release of this case is already "
                                                                     "recorded"))])
        seqs = head_seqs or [h.seq for h in held]
        missing = [s for s in seqs if s not in {h.seq for h in held}]
        if missing:
            raise Invalid([Problem("heads", (
                translate("release_orders", "Head {heads} is not in the pound then") if len(missing) == 1 else
                translate("release_orders", "Heads {heads} are not in the pound then"))
                .format(heads=", ".join(map(str, missing))))])
        written = orders.record(PURPOSE, order.authority_role, order.authority, order.number,
                                order.issued_on, order.reasons, case=case, now=now)
        release = Release.create(case=case, released_at=at, basis=bases.S18_2, receipt=None,
                                 claimant_name=clean(taken_by), claimant_capacity=taken_by_capacity)
        by_seq = {h.seq: h.id for h in cv.heads}
        for s in seqs:
            ReleasedHead.create(release=release, head=by_seq[s])
        scan_path, digest = "", ""
        if scan:
            kept, digest = _keep_scan(Path(scan), f"order {written.number} case {cv.case_no}")
            scan_path = str(kept)
        row = OrderRelease.create(order=written, release=release, scan_path=scan_path, scan_sha256=digest,
                                  entered_at=now)
        if not scan:
            OrderSeen.create(order_release=row, seen_by=clean(seen_by), entered_at=now)
        return row


@dataclass(frozen=True)
class OrderReleased:
    """A release on a written order just recorded, as the desktop shows it:
    the release, the order's number, and who saw the order when no scan
    was kept ("" when one was)."""
    release_id: int
    order_number: str
    seen_by: str


def release_by_order(case_no: str, at: datetime, order: OrderDraft, taken_by: str,
                     taken_by_capacity: str = "owner", head_seqs: list[int] | None = None,
                     scan: Path | str | None = None, now: datetime | None = None,
                     seen_by: str = "") -> OrderReleased:
    """``release_on_order`` for the desktop: the release recorded, as a frozen view."""
    row = release_on_order(case_no, at, order, taken_by, taken_by_capacity, head_seqs, scan, now, seen_by)
    seen = row.seen.first()
    return OrderReleased(row.release_id, row.order.number, seen.seen_by if seen is not None else "")


# ---------------------------------------------------------------- the record of the release (PDF)

def order_release_doc(release_id: int):
    o = (OrderRelease.select(OrderRelease, WrittenOrder, Release)
         .join(WrittenOrder).switch(OrderRelease).join(Release)
         .where(OrderRelease.release == release_id).get_or_none())
    if o is None:
        raise ServiceError(translate("release_orders", "No release on a written order numbered {number}")
                           .format(number=release_id))
    case = o.release.case
    cv = cases.view(case)
    seqs = {rh.head_id for rh in ReleasedHead.select().where(ReleasedHead.release == o.release)}
    heads = tuple((h.seq, h.kind_en, h.kind_ml, h.description) for h in cv.heads if h.id in seqs)
    role_en, role_ml = ROLES.get(o.order.authority_role, (o.order.authority_role,) * 2)
    return ReleaseOrderDoc(
        header=pound.header(), ref=record_ref(o.release.id, cv.case_no), case_no=cv.case_no,
        brought_at=cv.brought_at, owner_name=cv.owner_name, role_en=role_en.split(" (")[0],
        role_ml=role_ml.split(" (")[0], authority=o.order.authority, number=o.order.number,
        issued_on=o.order.issued_on, reasons=o.order.reasons, released_at=o.release.released_at,
        taken_by=o.release.claimant_name,
        capacity=CAPACITIES.get(o.release.claimant_capacity, (o.release.claimant_capacity,) * 2),
        heads=heads, scan_sha256=o.scan_sha256, scan_name=Path(o.scan_path).name if o.scan_path else "",
        seen_by=next((s.seen_by for s in o.seen), ""),
        keeper_name=keepers.standing(o.release.released_at.date()).name, printed_at=clock.now())


def record_ref(release_id: int, case_no: str) -> str:
    return f"R18-{release_id} case {case_no}"


def print_release_order(release_id: int, out: Path | None = None) -> Path:
    doc = order_release_doc(release_id)
    pdf = render.pdf(doc)
    return deliver("release-order", doc.ref, pdf, out)


# ---------------------------------------------------------------- the audit (s. 18(2), s. 27)

@dataclass(frozen=True)
class AuditFinding:
    release_id: int
    case_no: str
    released_at: datetime
    basis: str
    en: str
    ml: str


def _documented() -> dict[str, set[int]]:
    """For each allowed basis, the releases its document covers."""
    def ids(query):
        return {r for (r,) in query.tuples()}

    out = {
        bases.S12: ids(Release.select(Release.id).join(Receipt, on=(Release.receipt == Receipt.id))
                       .where(Release.basis == bases.S12)),
        bases.EARLIER_REGISTER: ids(Release.select(Release.id).join(Case)
                                    .where(Release.basis == bases.EARLIER_REGISTER, Case.source == "import")),
        bases.SALE: ids(Sale.select(Sale.release)),
        bases.S15: ids(OwnerAccount.select(OwnerAccount.release).where(OwnerAccount.release.is_null(False))),
        bases.S13_PROVISO: ids(OtherDisposal.select(OtherDisposal.release)),
        bases.S18_2: ids(OrderRelease.select(OrderRelease.release)),
        bases.S25: ids(CourtSaleOrder.select(CourtSaleOrder.release)),
    }
    out.update(_other_paths())
    return out


def _other_paths() -> dict[str, set[int]]:
    """Releases under s. 14 (deposit under protest) and s. 21 (the
    Magistrate's order on a complaint), recorded by their own workflows."""
    out: dict[str, set[int]] = {}
    out[bases.S14] = {r for (r,) in ProtestDeposit.select(ProtestDeposit.release).tuples() if r}

    out[bases.S21] = {r for (r,) in ComplaintOutcome.select(ComplaintOutcome.release)
                  .where(ComplaintOutcome.outcome == "illegal").tuples() if r}
    return out


def release_audit() -> list[AuditFinding]:
    """Every release whose basis the Act does not allow, or that lacks the
    document its basis needs (a receipt, a sale, an order, an account…):
    each would be a release contrary to s. 18 (s. 27)."""
    documented = _documented()
    out = []
    for r in (Release.select(Release, Case).join(Case).order_by(Release.released_at, Release.id)):
        if r.basis not in documented:
            out.append(AuditFinding(r.id, r.case.case_no, r.released_at, r.basis,
                                    f"Released on a basis the Act does not allow ({r.basis or 'none'}): "
                                    "contrary to s. 18(2)",
                                    f"നിയമം അനുവദിക്കാത്ത അടിസ്ഥാനത്തിൽ ({r.basis or '-'}) വിട്ടുകൊടുത്തു: "
                                    "വകുപ്പ് 18(2)-ന് വിരുദ്ധം"))
        elif r.basis in documented and r.id not in documented[r.basis]:
            need_en, need_ml = _NEEDS.get(r.basis, ("its document", "രേഖ"))
            out.append(AuditFinding(r.id, r.case.case_no, r.released_at, r.basis,
                                    f"Released under {r.basis} without {need_en}",
                                    f"{r.basis} പ്രകാരം വിട്ടുകൊടുത്തു, {need_ml} ഇല്ല"))
    return out


_NEEDS = {bases.S12: ("a Form III receipt", "ഫോറം III രസീത്"),
          bases.EARLIER_REGISTER: ("an imported earlier register", "ഇറക്കുമതി ചെയ്ത മുൻ രജിസ്റ്റർ"),
          bases.SALE: ("a sale at public auction", "ലേല വിൽപന"),
          bases.S15: ("the account to the owner", "ഉടമയ്ക്കുള്ള കണക്ക്"),
          bases.S13_PROVISO: ("the order of disposal otherwise", "വിനിയോഗ ഉത്തരവ്"),
          bases.S18_2: ("a written order stating reasons", "കാരണം വ്യക്തമാക്കിയ ഉത്തരവ്"),
          bases.S25: ("the court's order of sale", "കോടതിയുടെ വിൽപന ഉത്തരവ്"),
          bases.S14: ("a deposit under protest", "പ്രതിഷേധത്തോടെയുള്ള നിക്ഷേപം"),
          bases.S21: ("the Magistrate's order on a complaint", "പരാതിയിൽ മജിസ്ട്രേറ്റിന്റെ ഉത്തരവ്")}


# ---------------------------------------------------------------- the case's history

def events(case_id: int) -> list[tuple[datetime, str, str]]:
    out = []
    for c in OwnershipContest.select().where(OwnershipContest.case == case_id):
        out.append((c.entered_at, f"Ownership contested by {c.claimants} from {c.raised_on:%d-%m-%Y}: held until "
                                  "a written order (s. 18(2))" + (f"; {c.particulars}" if c.particulars else ""),
                    f"{c.raised_on:%d-%m-%Y} മുതൽ ഉടമസ്ഥത തർക്കത്തിൽ ({c.claimants}): രേഖാമൂല ഉത്തരവ് വരെ "
                    "പിടിച്ചുവെക്കുന്നു (വകുപ്പ് 18(2))"))
    for o in (OrderRelease.select(OrderRelease, Release).join(Release).where(Release.case == case_id)):
        if o.scan_sha256:
            out.append((o.entered_at, f"Scan of the order kept, SHA-256 {o.scan_sha256[:16]}…",
                        f"ഉത്തരവിന്റെ പകർപ്പ് സൂക്ഷിച്ചു, SHA-256 {o.scan_sha256[:16]}…"))
        for s in o.seen:
            out.append((o.entered_at, f"Order seen by {s.seen_by}; no scan kept",
                        f"ഉത്തരവ് {s.seen_by} കണ്ടു; പകർപ്പ് സൂക്ഷിച്ചിട്ടില്ല"))
    return out

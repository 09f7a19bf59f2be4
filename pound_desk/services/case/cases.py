"""A case as it stands: the entry with its amendments applied, its heads,
what has been released, its dues, and its history."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime

from pound_desk.documents.data import AmendmentLine
from pound_desk.documents.wording import sex_words
from pound_desk.language import pick, translate
from pound_desk.law import dues as law_dues
from pound_desk.law.dues import Dues, Stay
from pound_desk.law.kinds import SEXES
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import HeadDraft, SeizureDraft, normal_tag, validate
from pound_desk.models import DB, Amendment, Case, Head, Receipt, Release, ReleasedHead
from pound_desk.models.disputes import OwnershipContest
from pound_desk.models.protest import ProtestDeposit
from pound_desk.models.records import ReleaseSignature
from pound_desk.services.case import late_entries
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, NotFound, ServiceError
from pound_desk.services.office import keepers, rates, settings
from pound_desk.services.office.pound import added_kinds, kind_codes, kind_names, the_pound

CASE_FIELDS = {
    "brought_at": "Day and hour brought", "seized_at": "Time of seizure",
    "seized_place": "Place of seizure", "local_area": "Local area of seizure",
    "seizer_name": "Seizer's name", "seizer_residence": "Seizer's residence",
    "seizer_capacity": "Seizer's capacity", "owner_name": "Owner's name",
    "owner_residence": "Owner's residence", "police_aid": "Police aid",
}
HEAD_FIELDS = {"kind": "kind", "sex": "sex", "colour": "colour", "marks": "marks", "ear_tag": "ear tag"}
_DATETIMES = {"brought_at", "seized_at"}


@dataclass(frozen=True)
class HeadView:
    id: int
    seq: int
    kind: str
    sex: str
    colour: str
    marks: str
    ear_tag: str
    released_at: datetime | None = None
    receipt_no: str = ""
    kind_en: str = ""   # names as the kinds table has them (kinds added by notification too)
    kind_ml: str = ""


    @property
    def description(self) -> str:
        """As the documents print it, the fixed words in both languages:
        ``പെൺ / female, black; ഇയർ ടാഗ് / ear tag 123``."""
        text = ", ".join(p for p in (sex_words(self.sex), self.colour, self.marks) if p)
        return f"{text}; ഇയർ ടാഗ് / ear tag {self.ear_tag}" if self.ear_tag else text

    @property
    def on_screen(self) -> str:
        """The description in the language of the screen."""
        en, ml = SEXES.get(self.sex, (self.sex, ""))
        parts = [pick(en.lower(), ml), self.colour, self.marks]
        text = ", ".join(p for p in parts if p)
        if not self.ear_tag:
            return text
        return translate("cases", "{description}; ear tag {tag}").format(description=text, tag=self.ear_tag)


@dataclass(frozen=True)
class ReleaseView:
    released_at: datetime
    basis: str              # s12 | earlier_register
    claimant_name: str
    claimant_capacity: str
    head_seqs: tuple[int, ...]
    receipt_no: str = ""
    receipt_total: Money | None = None
    signature: str = ""     # s. 12(b): signed | agent | refused; "" not recorded
    deposit_no: str = ""    # s. 14: the deposit under protest the heads left on
    deposit_total: Money | None = None
    late: tuple[str, str] = ("", "")   # "entered late, on …" (English, Malayalam), or empty


@dataclass(frozen=True)
class Contest:
    """Q15: the case's ownership is contested; its cattle leave only on a
    written order under s. 18(2)."""
    claimants: str
    raised_on: date


@dataclass(frozen=True)
class Event:
    at: datetime
    en: str
    ml: str


@dataclass(frozen=True)
class CaseView:
    id: int
    case_no: str
    brought_at: datetime
    seized_at: datetime | None
    seized_place: str
    local_area: str
    basis: str
    seizer_name: str
    seizer_residence: str
    seizer_capacity: str
    owner_name: str
    owner_residence: str
    police_aid: str
    flags: tuple[str, ...]
    source: str
    heads: tuple[HeadView, ...]
    amendments: tuple[AmendmentLine, ...] = ()
    receipts: tuple[str, ...] = ()
    releases: tuple[ReleaseView, ...] = ()
    entered_at: datetime | None = None
    late: tuple[str, str] = ("", "")   # brought earlier than entered by more than the margin: "entered late, on …"
    events: tuple[Event, ...] = field(default=())
    contested: Contest | None = None   # the first record of a contest, if any

    @property
    def held(self) -> tuple[HeadView, ...]:
        return tuple(h for h in self.heads if h.released_at is None)

    @property
    def status(self) -> str:
        held = len(self.held)
        if held == len(self.heads):
            return "held"
        return "released" if held == 0 else "part_released"


def find(case_no: str) -> Case:
    case = Case.get_or_none(Case.case_no == clean(case_no))
    if case is None:
        raise NotFound(translate("cases", "No case {case_no} in the register").format(case_no=case_no))
    return case


def _parse_value(name: str, value: str):
    if name in _DATETIMES:
        return datetime.fromisoformat(value) if value else None
    return value


def _apply(values: dict, amendments) -> dict:
    for a in amendments:
        if a.head_id is None and a.field in values:
            values[a.field] = _parse_value(a.field, a.new_value)
    return values


def _amendment_line(a: Amendment, head_seq: dict[int, int]) -> AmendmentLine:
    if a.head_id is None:
        what = CASE_FIELDS.get(a.field, a.field)
    else:
        what = f"Head {head_seq.get(a.head_id, '?')}: {HEAD_FIELDS.get(a.field, a.field)}"
    return AmendmentLine(a.made_at, what, a.old_value, a.new_value, a.reason)


@dataclass
class _Related:
    """What a case's view is built from; read for many cases at once when
    printing the register."""

    heads: list = field(default_factory=list)
    amendments: list = field(default_factory=list)
    released: dict = field(default_factory=dict)   # head id -> ReleasedHead (with its Release)
    receipts: dict = field(default_factory=dict)   # receipt id -> Receipt
    signatures: dict = field(default_factory=dict)  # release id -> s. 12(b) signature
    deposits: dict = field(default_factory=dict)    # release id -> its deposit under protest (s. 14)
    late: dict = field(default_factory=dict)        # release id -> its late entry
    case_late: object = None                        # the entry's own late entry (its time brought)
    contest: OwnershipContest | None = None


def _related(case_ids: list[int]) -> dict[int, _Related]:
    out = {i: _Related() for i in case_ids}
    for h in Head.select().where(Head.case.in_(case_ids)).order_by(Head.case, Head.seq):
        out[h.case_id].heads.append(h)
    for a in (Amendment.select().where(Amendment.case.in_(case_ids))
              .order_by(Amendment.made_at, Amendment.id)):
        out[a.case_id].amendments.append(a)
    for rh in (ReleasedHead.select(ReleasedHead, Release).join(Release)
               .where(Release.case.in_(case_ids))):
        out[rh.release.case_id].released[rh.head_id] = rh
    for r in (Receipt.select(Receipt.id, Receipt.case, Receipt.number, Receipt.total_paise)
              .where(Receipt.case.in_(case_ids))):
        out[r.case_id].receipts[r.id] = r
    for s in (ReleaseSignature.select(ReleaseSignature.signature, Release.id, Release.case).join(Release)
              .where(Release.case.in_(case_ids))):
        out[s.release.case_id].signatures[s.release.id] = s.signature
    for d in (ProtestDeposit.select(ProtestDeposit.number, ProtestDeposit.total_paise,
                                    ProtestDeposit.depositor_name, Release.id, Release.case)
              .join(Release).where(Release.case.in_(case_ids))):
        out[d.release.case_id].deposits[d.release.id] = d
    by_case = {rh.release.id: rh.release.case_id for rel in out.values() for rh in rel.released.values()}
    for release_id, entry in late_entries.of("release", by_case).items():
        out[by_case[release_id]].late[release_id] = entry
    for case_id, entry in late_entries.of("case", case_ids).items():
        out[case_id].case_late = entry
    for c in (OwnershipContest.select().where(OwnershipContest.case.in_(case_ids))
              .order_by(OwnershipContest.id.desc())):
        out[c.case_id].contest = c    # the first one stays
    return out


def _assemble(case: Case, rel: _Related, names: dict[str, tuple[str, str]]) -> CaseView:
    receipt_no = {k: r.number for k, r in rel.receipts.items()}
    values = _apply({k: getattr(case, k) for k in CASE_FIELDS}, rel.amendments)
    seq = {h.id: h.seq for h in rel.heads}
    contest = Contest(rel.contest.claimants, rel.contest.raised_on) if rel.contest else None
    return CaseView(
        id=case.id, case_no=case.case_no, basis=case.basis, source=case.source,
        flags=tuple(f for f in case.flags.split(",") if f), heads=tuple(_head_views(rel, names, receipt_no)),
        amendments=tuple(_amendment_line(a, seq) for a in rel.amendments),
        receipts=tuple(receipt_no[k] for k in sorted(receipt_no)),
        releases=tuple(_release_views(rel, seq)), entered_at=case.entered_at, contested=contest,
        late=late_entries.words(rel.case_late), **values,
    )


def _head_views(rel: _Related, names: dict[str, tuple[str, str]], receipt_no: dict[int, str]) -> list[HeadView]:
    """Each head as amended, with its release and receipt."""
    out = []
    for h in rel.heads:
        values = {k: getattr(h, k) for k in HEAD_FIELDS}
        for a in rel.amendments:
            if a.head_id == h.id:
                values[a.field] = a.new_value
        rh = rel.released.get(h.id)
        en, ml = names.get(values["kind"], (values["kind"], values["kind"]))
        out.append(HeadView(
            h.id, h.seq, released_at=rh.release.released_at if rh else None,
            receipt_no=receipt_no.get(rh.release.receipt_id, "") if rh else "",
            kind_en=en, kind_ml=ml, **values))
    return out


def _release_views(rel: _Related, seq: dict[int, int]) -> list[ReleaseView]:
    """The case's releases in order, each with the heads it let go, its
    receipt, and the deposit under protest its claimant made."""
    releases: dict[int, list] = {}
    for rh in rel.released.values():
        releases.setdefault(rh.release.id, [rh.release, []])[1].append(seq[rh.head_id])
    out = []
    for r, seqs in sorted(releases.values(), key=lambda x: (x[0].released_at, x[0].id)):
        receipt = rel.receipts.get(r.receipt_id)
        deposit = rel.deposits.get(r.id)
        if deposit is not None and deposit.depositor_name != r.claimant_name:
            deposit = None
        out.append(ReleaseView(
            r.released_at, r.basis, r.claimant_name, r.claimant_capacity, tuple(sorted(seqs)),
            receipt.number if receipt else "", receipt.total if receipt else None,
            rel.signatures.get(r.id, ""), deposit.number if deposit else "",
            deposit.total if deposit else None, late_entries.words(rel.late.get(r.id))))
    return out


def view(case: Case | str) -> CaseView:
    """A case as it stands: its entry, heads, receipts and releases (its
    history is put together by services/case_history.py)."""
    if isinstance(case, str):
        case = find(case)
    return _assemble(case, _related([case.id])[case.id], kind_names())


def views(cases: list[Case]) -> list[CaseView]:
    """Views of many cases in a handful of queries (no history)."""
    related = _related([c.id for c in cases])
    names = kind_names()
    return [_assemble(c, related[c.id], names) for c in cases]


def stay(cv: CaseView) -> Stay:
    return Stay(cv.brought_at, cv.seized_at, cv.local_area or None, the_pound().local_area)


def held_at(cv: CaseView, at: datetime) -> list[HeadView]:
    """Heads in the pound at ``at``: brought, and not released before then."""
    return [h for h in cv.heads if at >= cv.brought_at and (h.released_at is None or h.released_at > at)]


def dues(case: CaseView | str, as_of: datetime | None = None,
         head_seqs: list[int] | None = None) -> Dues:
    """Dues as of a moment for the heads held then (or the chosen ones)."""
    cv = view(case) if isinstance(case, str) else case
    as_of = as_of or clock.now()
    if as_of < cv.brought_at:
        raise ServiceError(translate("cases", "Case {case_no} was brought at {at}; dues start from then")
                           .format(case_no=cv.case_no, at=f"{cv.brought_at:%d-%m-%Y %H:%M}"))
    held = held_at(cv, as_of)
    if head_seqs is not None:
        held_seqs = {h.seq for h in held}
        missing = [s for s in head_seqs if s not in held_seqs]
        if missing:
            raise ServiceError((translate("cases", "Head {heads} of case {case_no} is not in the pound at that time")
                                if len(missing) == 1 else
                                translate("cases", "Heads {heads} of case {case_no} are not in the pound at that "
                                                   "time")).format(heads=", ".join(map(str, missing)),
                                                                   case_no=cv.case_no))
        held = [h for h in held if h.seq in head_seqs]

    return law_dues.dues(stay(cv), [(h.seq, h.kind) for h in held], rates.table(), as_of,
                         settings.closed_days())


def amend_problems(case_no: str, field_name: str, new_value: str, reason: str, head_seq: int | None = None,
                   now: datetime | None = None) -> list[Problem]:
    """Every reason ``amend`` would refuse this amendment, at once (no reason
    given, a value that is no change, a corrected entry the register would
    not take), for a form to show them together."""
    now = now or clock.now()
    case = find(case_no)
    return _amend_check(case, view(case), field_name, clean(new_value), clean(reason),
                        head_seq, now)[0]


def _amend_check(case: Case, cv: CaseView, field_name: str, new_value: str, reason: str,
                 head_seq: int | None, now: datetime) -> tuple[list[Problem], Head | None, object, str]:
    """(problems, the head amended or None, the old value, the new value as stored)."""
    problems: list[Problem] = []
    if not reason:
        problems.append(Problem("reason", translate("cases", "Say why the entry is corrected")))
    head = None
    if head_seq is None:
        old, new_value, parsed_ok, found = _case_value(cv, field_name, new_value)
        problems += found
    else:
        head, old, new_value = _head_value(case, cv, field_name, new_value, head_seq)
        parsed_ok = True
    if parsed_ok and str(old or "") == new_value:
        problems.append(Problem("new_value", translate("cases", "The new value is the same as the entry")))
    if parsed_ok:
        problems += _still_an_entry(cv, head, field_name, new_value, head_seq, now)
    return problems, head, old, new_value


def _not_amendable(field_name: str) -> Invalid:
    return Invalid([Problem("field", translate("cases", "{field} cannot be amended").format(field=repr(field_name)))])


def _case_value(cv: CaseView, field_name: str, new_value: str) -> tuple[object, str, bool, list[Problem]]:
    """(the old value, the new value as stored, whether it reads as a value of
    the field, problems) of a field of the case's entry."""
    if field_name not in CASE_FIELDS:
        raise _not_amendable(field_name)
    old = getattr(cv, field_name)
    problems = []
    parsed_ok = True
    if field_name in _DATETIMES:
        old = old.isoformat(timespec="minutes") if old else ""
        try:
            parsed = datetime.fromisoformat(new_value).replace(second=0, microsecond=0)
        except ValueError:
            parsed_ok = False
            problems.append(Problem("new_value", translate("cases", "Give the time as YYYY-MM-DDTHH:MM")))
        else:
            new_value = parsed.isoformat(timespec="minutes")
        if field_name == "brought_at" and any(h.released_at for h in cv.heads):
            problems.append(Problem("new_value", translate("cases", "The hour brought cannot change after "
                                                                    "a release")))
    return old, new_value, parsed_ok, problems


def _head_value(case: Case, cv: CaseView, field_name: str, new_value: str,
                head_seq: int) -> tuple[Head, object, str]:
    """(the head, the old value, the new value as stored) of a field of a head's entry."""
    if field_name not in HEAD_FIELDS:
        raise _not_amendable(field_name)
    head = Head.get_or_none(Head.case == case, Head.seq == head_seq)
    if head is None:
        raise NotFound(translate("cases", "Case {case_no} has no head {seq}")
                       .format(case_no=cv.case_no, seq=head_seq))
    old = getattr(next(h for h in cv.heads if h.seq == head_seq), field_name)
    if field_name == "ear_tag":   # kept in the one form the entry and the import keep
        new_value = normal_tag(new_value)
    return head, old, new_value


def _still_an_entry(cv: CaseView, head: Head | None, field_name: str, new_value: str, head_seq: int | None,
                    now: datetime) -> list[Problem]:
    """What the register would refuse of the corrected entry, in the field amended."""
    draft = _draft(cv)
    if head is None:
        setattr(draft, field_name, _parse_value(field_name, new_value))
    else:
        setattr(draft.heads[head_seq - 1], field_name, new_value)
    # a new kind is checked against the sex already recorded (an ox entered
    # female is refused at entry, and must be refused by amendment too)
    checked = {field_name, "sex"} if head is not None and field_name == "kind" else {field_name}
    return [p for p in validate(draft, kind_codes(), now, added_kinds(), settings.extent())
            if p.field in checked or p.field in {f"heads.{head_seq}.{f}" for f in checked}]


def amend(case_no: str, field_name: str, new_value: str, reason: str, head_seq: int | None = None,
          now: datetime | None = None) -> Amendment:
    """Correct an entry: the original stays; the amendment says what and why.
    Refused with every problem at once (``amend_problems``)."""
    now = now or clock.now()
    reason = clean(reason)
    new_value = clean(new_value)

    with DB.atomic("IMMEDIATE"):
        keepers.require_in_office(now)   # s. 5(3): an amendment is a register entry too
        case = find(case_no)
        cv = view(case)
        problems, head, old, new_value = _amend_check(case, cv, field_name, new_value, reason, head_seq, now)
        if problems:
            raise Invalid(problems)
        return Amendment.create(case=case, head=head, field=field_name, old_value=str(old or ""),
                                new_value=new_value, reason=reason, made_at=now)


def _draft(cv: CaseView) -> SeizureDraft:
    return SeizureDraft(
        brought_at=cv.brought_at, seized_at=cv.seized_at, seized_place=cv.seized_place,
        local_area=cv.local_area, basis=cv.basis, seizer_name=cv.seizer_name,
        seizer_residence=cv.seizer_residence, seizer_capacity=cv.seizer_capacity,
        owner_name=cv.owner_name, owner_residence=cv.owner_residence, police_aid=cv.police_aid,
        heads=[HeadDraft(h.kind, h.sex, h.colour, h.marks, h.ear_tag) for h in cv.heads])

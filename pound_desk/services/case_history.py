"""A case's history after intake: the report of unclaimed cattle, notices
and their proclamations, the owner's refusal, complaints, written orders,
settlements, the account to the owner and the deposit; and every document
printed for the case; with the case's own events (intake, amendments,
feeding, releases), the whole history the case view and the case history
print show."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from pound_desk.documents import render
from pound_desk.documents.data import CaseHistoryDoc, HistoryEvent, IssuedDocument
from pound_desk.law import disposal
from pound_desk.models import Case, DocumentLog, FeedingEntry, Head
from pound_desk.models.disposal import (
    Complaint,
    ComplaintOutcome,
    Deposit,
    DepositClaim,
    DepositClosing,
    Notice,
    NoticeEvent,
    OwnerAccount,
    OwnerRefusal,
    ReportedCase,
    Sale,
    SaleShare,
    Settlement,
    UnclaimedReport,
    WrittenOrder,
)
from pound_desk.models.findings import SaleInWindow
from pound_desk.services.case import cases, documents, photos
from pound_desk.services.case.cases import CaseView, Event
from pound_desk.services.case.releases import describe
from pound_desk.services.desk import clock
from pound_desk.services.desk.kept import deliver
from pound_desk.services.disposal import sale_corrections
from pound_desk.services.disputes import penalties, protest, release_orders
from pound_desk.services.disputes.complaints import OUTCOMES
from pound_desk.services.disputes.complaints import view as complaint_view
from pound_desk.services.office import pound, settings

_PROCLAIMED = {"affixed": ("Notice {n} affixed at the office on {d}", "നോട്ടീസ് {n} {d}-ന് ഓഫീസിൽ പതിച്ചു"),
               "village": ("Notice {n} proclaimed by beat of drum in the village, {p}, on {d}",
                           "നോട്ടീസ് {n} {d}-ന് {p} ഗ്രാമത്തിൽ ചെണ്ടകൊട്ടി വിളംബരം ചെയ്തു"),
               "market": ("Notice {n} proclaimed by beat of drum in the market place, {p}, on {d}",
                          "നോട്ടീസ് {n} {d}-ന് {p} ചന്തയിൽ ചെണ്ടകൊട്ടി വിളംബരം ചെയ്തു")}

# the Malayalam names of the documents printed for a case
_DOCUMENTS_ML = {"notice": "നോട്ടീസ്", "proclamation": "ചെണ്ടകൊട്ടി വിളംബരം", "receipt": "രസീത്",
                 "seizer-copy": "പിടിച്ചെടുത്തയാൾക്കുള്ള പകർപ്പ്", "sale-receipt": "വാങ്ങിയയാളുടെ രസീത്",
                 "sale-list": "ലേലപ്പട്ടിക", "owner-account": "ഉടമയ്ക്കുള്ള കണക്ക്", "complaint": "പരാതി",
                 "protest-deposit": "പ്രതിഷേധ നിക്ഷേപം", "protest-refund": "പ്രതിഷേധ നിക്ഷേപം തിരികെ നൽകിയത്",
                 "release-order": "വിട്ടുകൊടുക്കൽ ഉത്തരവ്", "case-history": "നാൾവഴി", "register": "രജിസ്റ്റർ",
                 "unclaimed-report": "അവകാശപ്പെടാത്തവയുടെ റിപ്പോർട്ട്"}


def view(case: Case | str) -> CaseView:
    """A case as it stands with its whole history, in the order it happened."""
    cv = cases.view(case)
    return replace(cv, events=tuple(_case_events(cv)))


def _case_events(cv: CaseView) -> list[Event]:
    """The case's own events (intake, amendments, feeding, releases) and
    those of its disposal, disputes and documents."""
    n = len(cv.heads)
    out = [
        Event(cv.seized_at, f"Seized at {cv.seized_place}", f"{cv.seized_place} എന്ന സ്ഥലത്ത് പിടിച്ചെടുത്തു")
        if cv.seized_at else None,
        Event(cv.brought_at, f"{n} head brought to the pound", f"{n} എണ്ണം പൗണ്ടിൽ എത്തിച്ചു"),
        Event(cv.entered_at, "Entered in the register (s. 7)", "രജിസ്റ്ററിൽ ചേർത്തു (വകുപ്പ് 7)"),
    ]
    for a in cv.amendments:
        out.append(Event(a.made_at, f"Amended {a.what}: '{a.old}' → '{a.new}' ({a.reason})",
                         f"തിരുത്തി: {a.what}: '{a.old}' → '{a.new}' ({a.reason})"))
    days: dict = {}     # day -> [first logged, fed, watered]: two duties (s. 8)
    for f in (FeedingEntry.select(FeedingEntry.day, FeedingEntry.logged_at, FeedingEntry.fed,
                                  FeedingEntry.watered)
              .join(Head).where(Head.case == cv.id)):
        seen = days.setdefault(f.day, [f.logged_at, False, False])
        seen[1], seen[2] = seen[1] or bool(f.fed), seen[2] or bool(f.watered)
    for day, (logged, fed, watered) in sorted(days.items()):
        if fed and watered:
            en, ml = "Fed and watered", "തീറ്റയും വെള്ളവും നൽകി"
        elif fed:
            en, ml = "Fed (watering not logged)", "തീറ്റ നൽകി (വെള്ളം രേഖപ്പെടുത്തിയിട്ടില്ല)"
        else:
            en, ml = "Watered (feeding not logged)", "വെള്ളം നൽകി (തീറ്റ രേഖപ്പെടുത്തിയിട്ടില്ല)"
        out.append(Event(logged, f"{en} for {day:%d-%m-%Y} (s. 8)", f"{day:%d-%m-%Y} {ml} (വകുപ്പ് 8)"))
    for r in cv.releases:
        en, ml = describe(r)   # "<day and hour>: head(s) ..." for the register; the history gives the hour itself
        out.append(Event(r.released_at, en.split(": ", 1)[-1], ml.split(": ", 1)[-1]))
    out += [Event(at, en, ml) for at, en, ml in events(cv.id, cv.case_no, list(cv.receipts))]
    return sorted((e for e in out if e is not None), key=lambda e: e.at)


_Line = tuple[datetime, str, str]


def _report_events(case_id: int) -> list[_Line]:
    out = []
    for rc in ReportedCase.select(ReportedCase, UnclaimedReport).join(UnclaimedReport).where(
            ReportedCase.case == case_id):
        r = rc.report
        out.append((r.entered_at, f"Reported unclaimed to {r.addressed_to} on {r.made_on:%d-%m-%Y} (s. 13(1))",
                    f"{r.made_on:%d-%m-%Y}-ന് ആരും അവകാശപ്പെട്ടില്ലെന്ന് {r.addressed_to}-ന് റിപ്പോർട്ട് ചെയ്തു (വകുപ്പ് 13(1))"))
    return out


def _notice_events(case_id: int) -> list[_Line]:
    """The notices issued, then their affixing and proclamations."""
    out = []
    notices = {n.id: n for n in Notice.select().where(Notice.case == case_id)}
    for n in notices.values():
        out.append((n.entered_at, f"Notice N-{n.id} issued by {n.issued_by} on {n.issued_on:%d-%m-%Y} (s. 13(2))",
                    f"നോട്ടീസ് N-{n.id} {n.issued_on:%d-%m-%Y}-ന് {n.issued_by} പുറപ്പെടുവിച്ചു (വകുപ്പ് 13(2))"))
    if notices:
        for e in NoticeEvent.select().where(NoticeEvent.notice.in_(list(notices))):
            en, ml = _PROCLAIMED.get(e.event, ("Notice {n}: " + e.event + " on {d}", "നോട്ടീസ് {n}: {d}"))
            values = dict(n=f"N-{e.notice_id}", d=f"{e.on:%d-%m-%Y}", p=e.place)
            by = f" by {e.by_whom}" if e.by_whom else ""
            out.append((e.entered_at, en.format(**values) + by, ml.format(**values)))
    return out


def _refusal_events(case_id: int) -> list[_Line]:
    return [(r.at, f"{r.claimant_name} ({r.claimant_capacity}) appeared and refused or omitted to pay (s. 15(1))",
             f"{r.claimant_name} ഹാജരായി, പണമടയ്ക്കാൻ വിസമ്മതിച്ചു (വകുപ്പ് 15(1))")
            for r in OwnerRefusal.select().where(OwnerRefusal.case == case_id)]


def _filed(c: Complaint, v) -> _Line:
    """A complaint filed: by whom, to whom, of what and against whom (s. 19)."""
    g_en, g_ml = v.ground_words
    against_en = f" against {v.against}" if v.against else ""
    against_ml = f", {v.against}-നെതിരെ" if v.against else ""
    return (c.entered_at, f"Complaint by {c.complainant} to {c.authority} on {c.filed_on:%d-%m-%Y}: "
                          f"{g_en.lower()}{against_en} (s. 19)",
            f"{c.filed_on:%d-%m-%Y}-ന് {c.complainant} {c.authority}-ന് പരാതി നൽകി: {g_ml}{against_ml} (വകുപ്പ് 19)")


def _decided(o: ComplaintOutcome, v) -> _Line:
    """The order on a complaint; on a finding of illegality, what the one
    liable pays (s. 21)."""
    en, ml = v.state_words if v.outcome else OUTCOMES.get(o.outcome, (o.outcome, o.outcome))
    extra_en = extra_ml = ""
    if o.outcome == "illegal":
        l_en, l_ml = v.liable_words
        extra_en = (f"; payable by {l_en}: " + ", ".join(
            f"{w.lower()} {m}" for w, _, m in v.working()[:-1]) + f", in all {v.payable_by_seizer} (s. 21)")
        extra_ml = (f"; {l_ml} നൽകേണ്ടത്: " + ", ".join(
            f"{w} {m}" for _, w, m in v.working()[:-1]) + f", ആകെ {v.payable_by_seizer} (വകുപ്പ് 21)")
    return (o.entered_at, f"Complaint decided on {o.decided_on:%d-%m-%Y}: {en} ({o.reference}){extra_en}",
            f"പരാതിയിൽ {o.decided_on:%d-%m-%Y}-ന് തീർപ്പ്: {ml} ({o.reference}){extra_ml}")


def _complaint_events(case_id: int) -> list[_Line]:
    out = []
    for c in Complaint.select().where(Complaint.case == case_id):
        v = complaint_view(c)
        out.append(_filed(c, v))
        out += [_decided(o, v) for o in ComplaintOutcome.select().where(ComplaintOutcome.complaint == c)]
    return out


def _sale_in_window_events(case_id: int) -> list[_Line]:
    return [(w.entered_at, f"Sale {w.sale.number} made before the owner's time to complain ran out "
                           f"({w.window_ends:%d-%m-%Y}, s. 19); reason recorded: {w.reason}",
             f"ലേലം {w.sale.number} ഉടമയ്ക്ക് പരാതി നൽകാനുള്ള സമയം ({w.window_ends:%d-%m-%Y}, വകുപ്പ് 19) "
             f"കഴിയും മുമ്പ്; കാരണം: {w.reason}")
            for w in (SaleInWindow.select(SaleInWindow, Sale).join(Sale).join(SaleShare).join(Head)
                      .where(Head.case == case_id).distinct())]


def _order_events(case_id: int) -> list[_Line]:
    return [(o.entered_at, f"Written order {o.number} of {o.authority}, {o.issued_on:%d-%m-%Y} "
                           f"({o.purpose.replace('_', ' ')}): {o.reasons}",
             f"{o.authority}-ന്റെ രേഖാമൂലമുള്ള ഉത്തരവ് {o.number}, {o.issued_on:%d-%m-%Y}: {o.reasons}")
            for o in WrittenOrder.select().where(WrittenOrder.case == case_id)]


def _settled(s: Settlement) -> _Line:
    rest = (f"surplus {s.surplus}" if s.surplus_paise else
            f"shortfall {s.shortfall} written off" if s.shortfall_paise else "nothing left over")
    rest_ml = (f"ബാക്കി {s.surplus}" if s.surplus_paise else
               f"കുറവ് {s.shortfall} എഴുതിത്തള്ളി" if s.shortfall_paise else "ബാക്കിയില്ല")
    return (s.entered_at, f"Proceeds of {s.proceeds} settled: fines {s.fines}, "
                          f"feeding {s.feeding}, expenses {s.expenses}; {rest} "
                          "(ss. 15(2), 16)",
            f"ലേലത്തുക {s.proceeds}-ന്റെ കണക്കുതീർത്തു: പിഴ {s.fines}, തീറ്റ "
            f"{s.feeding}, ചെലവ് {s.expenses}; {rest_ml} (വകുപ്പ് 15(2), 16)")


def _account_given(a: OwnerAccount) -> _Line:
    if a.accepted:
        return (a.at, f"Account given to {a.claimant_name}; the remaining cattle and the balance of "
                      f"{a.balance} taken, receipt signed (s. 15(3), (4))",
                f"കണക്ക് {a.claimant_name}-ന് നൽകി; ബാക്കി കന്നുകാലികളും {a.balance} "
                "ബാക്കിത്തുകയും ഏറ്റുവാങ്ങി, രസീത് ഒപ്പിട്ടു (വകുപ്പ് 15(3), (4))")
    return (a.at, f"Account given to {a.claimant_name}, who refused the remaining cattle and the "
                  "balance: deemed unclaimed (s. 15(5))",
            f"കണക്ക് {a.claimant_name}-ന് നൽകി; ബാക്കി ഏറ്റുവാങ്ങാൻ വിസമ്മതിച്ചു: അവകാശപ്പെടാത്തതായി "
            "കണക്കാക്കുന്നു (വകുപ്പ് 15(5))")


def _settlement_events(case_id: int) -> list[_Line]:
    out = []
    for s in Settlement.select().where(Settlement.case == case_id):
        out.append(_settled(s))
        out += [_account_given(a) for a in OwnerAccount.select().where(OwnerAccount.settlement == s)]
    return out


def _deposit_closed(c: DepositClosing) -> _Line:
    en = ("credited to the local authority's fund (s. 17)" if c.outcome == "credited"
          else "paid to the claimant (s. 16(3))")
    ml = "തദ്ദേശസ്ഥാപന ഫണ്ടിലേക്ക് വരവുവച്ചു (വകുപ്പ് 17)" if c.outcome == "credited" else "അവകാശിക്ക് നൽകി"
    return (c.entered_at, f"Deposit {en} on {c.closed_on:%d-%m-%Y} ({c.reference})",
            f"നിക്ഷേപം {c.closed_on:%d-%m-%Y}-ന് {ml} ({c.reference})")


def _deposit_events(case_id: int) -> list[_Line]:
    """The surplus in deposit (s. 16(3)), claims to it, and how it closed."""
    out = []
    closed = settings.closed_days()
    for d in Deposit.select().where(Deposit.case == case_id):
        ends = disposal.deposit_claim_ends(d.deposited_on, closed)
        out.append((d.entered_at, f"{d.amount} held in deposit from {d.deposited_on:%d-%m-%Y}; "
                                  f"a claim may be preferred until {ends:%d-%m-%Y} (s. 16(3))",
                    f"{d.amount} {d.deposited_on:%d-%m-%Y} മുതൽ നിക്ഷേപത്തിൽ; {ends:%d-%m-%Y} വരെ "
                    "അവകാശവാദം ഉന്നയിക്കാം (വകുപ്പ് 16(3))"))
        out += [(c.entered_at, f"Claim to the deposit by {c.claimant} on {c.preferred_on:%d-%m-%Y}",
                 f"{c.preferred_on:%d-%m-%Y}-ന് {c.claimant} നിക്ഷേപത്തിന് അവകാശവാദം ഉന്നയിച്ചു")
                for c in DepositClaim.select().where(DepositClaim.deposit == d)]
        out += [_deposit_closed(c) for c in DepositClosing.select().where(DepositClosing.deposit == d)]
    return out


def _printed_events(case_id: int, case_no: str, receipts: list[str]) -> list[_Line]:
    """Documents printed for the case: its own number, its receipts and the
    buyers' receipts of its sales, its notices, and the accounts to its owner."""
    out = []
    for d in documents_of(case_id, case_no, receipts):
        ref_ml = d.ref.removesuffix(f" case {case_no}").removeprefix(f"{d.kind} ")
        out.append((d.created_at, f"Printed {d.kind.replace('-', ' ')} {d.ref}",
                    f"അച്ചടിച്ചു: {_DOCUMENTS_ML.get(d.kind, d.kind)} {ref_ml}"))
    return out


def events(case_id: int, case_no: str, receipts: list[str]) -> list[tuple[datetime, str, str]]:
    """(when recorded, English, Malayalam), unsorted."""
    return (_report_events(case_id) + _notice_events(case_id) + _refusal_events(case_id)
            + _complaint_events(case_id) + _sale_in_window_events(case_id) + _order_events(case_id)
            + _settlement_events(case_id) + _deposit_events(case_id)
            + release_orders.events(case_id) + penalties.events(case_id)
            + _printed_events(case_id, case_no, receipts)
            + protest.events(case_id) + photos.events(case_id)
            + [(v.reversed_at, *v.words()) for v in sale_corrections.of_case(case_id)])


def _sale_numbers(case_id: int) -> list[str]:
    return [n for (n,) in Sale.select(Sale.number).join(SaleShare).join(Head, on=(SaleShare.head == Head.id))
            .where(Head.case == case_id).distinct().tuples()]


def documents_of(case_id: int, case_no: str, receipts: list[str]):
    """The documents kept for a case, in the order they were written."""
    numbers = [*receipts, *_sale_numbers(case_id)]
    found = (DocumentLog.ref.in_([case_no, *numbers]) | DocumentLog.ref.endswith(f" case {case_no}")
             | DocumentLog.ref.startswith(f"{case_no}-settlement-"))
    for number in numbers:   # a receipt on another paper, or a duplicate ("<number> 58mm duplicate …")
        found |= DocumentLog.ref.startswith(f"{number} ")
    return DocumentLog.select().where(found).order_by(DocumentLog.id)


STATUS = {"held": ("All heads held in the pound", "എല്ലാം പൗണ്ടിൽ"),
          "part_released": ("Some heads released", "ചിലത് വിട്ടുകൊടുത്തു"),
          "released": ("All heads have left the pound", "എല്ലാം പൗണ്ടിൽ നിന്ന് പോയി")}


def history_doc(case_no: str, now: datetime | None = None):
    """The case's entry, its events in order and the documents issued for it."""
    cv = view(case_no)
    events = tuple(HistoryEvent(e.at, e.en, e.ml) for e in cv.events if not e.en.startswith("Printed "))
    issued = tuple(IssuedDocument(d.created_at, d.kind, d.ref, d.sha256)
                   for d in documents_of(cv.id, cv.case_no, list(cv.receipts)))
    en, ml = STATUS[cv.status]
    return CaseHistoryDoc(pound.header(), documents.case_entry(cv), en, ml, events, issued, now or clock.now())


def print_case_history(case_no: str, out=None):
    """Render the history, keep it in the documents folder, and return its path."""
    doc = history_doc(case_no)
    pdf = render.pdf(doc)
    return deliver("case-history", doc.case.case_no, pdf, out)

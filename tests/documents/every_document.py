"""One of every kind of document the desk prints, from records held in
Malayalam, each with the text its renderer drew.

The text is taken where it is drawn: every string a paragraph or a register
line puts on the page passes through ``SourceTextObject._formatText``, shaped
or not, and the text it was written as (``SourcedStr.source`` for shaped
Malayalam) is kept beside the document. So a heading, a cell or a caption
added to a document is checked without anyone listing it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path

from pound_desk.documents import actual_text
from pound_desk.law.money import Money
from pound_desk.services import case_history, guide, returns
from pound_desk.services.books import accounts
from pound_desk.services.case import documents, releases
from pound_desk.services.disposal import auctions, settlements, unclaimed
from pound_desk.services.disputes import complaints, protest, release_orders
from pound_desk.services.office import exhibit
from tests.documents.test_pdf_text import BIDDER, BROUGHT, CLAIMANT, OWNER, ml_case
from tests.services.disposal.test_auctions import AUCTION_AT, NOW, auction, head_ids, refused
from tests.services.disposal.test_settlements import SETTLE_AT

# every renderer of documents/render.py, by the name used below
KINDS = ("seizer copy", "receipt", "receipt slip", "register", "case history", "release order",
         "protest deposit", "complaint acknowledgement", "refund voucher", "unclaimed report", "notice",
         "proclamation", "sale receipt", "sale receipt slip", "sale list", "owner's account", "exhibit",
         "setup sheet", "advance acknowledgment", "daily statement", "remittance voucher", "cash book",
         "monthly return", "guide booklet")


@dataclass
class Printed:
    path: Path
    drawn: list[str] = field(default_factory=list)    # each string drawn, as written


def _drawn_texts(monkeypatch) -> list[str]:
    """Every string drawn from now on, as written, appended to the list returned."""
    drawn: list[str] = []
    original = actual_text.SourceTextObject._formatText

    def formatted(self, text):
        drawn.append(text.source if isinstance(text, actual_text.SourcedStr) else str(text))
        return original(self, text)

    monkeypatch.setattr(actual_text.SourceTextObject, "_formatText", formatted)
    return drawn


def print_every_document(tmp_path: Path, monkeypatch) -> dict[str, Printed]:
    """Each kind of document printed once for the Malayalam pound of
    ``test_pdf_text``'s ``pound`` fixture, which must be in use."""
    import io
    import zipfile

    drawn = _drawn_texts(monkeypatch)
    out: dict[str, Printed] = {}

    def keep(kind: str, make) -> None:
        drawn.clear()
        path = Path(make())
        out[kind] = Printed(path, list(drawn))

    # a day's case, released for payment, and the day's accounts
    day, evening = BROUGHT.date(), BROUGHT.replace(hour=18)
    case = ml_case()
    keep("seizer copy", lambda: documents.print_seizer_copy(case.case_no, tmp_path / "seizer.pdf"))
    due = releases.release_on_payment(case.case_no, BROUGHT + timedelta(hours=5), CLAIMANT,
                                      Money.of_rupees(2000), now=BROUGHT + timedelta(hours=5, minutes=2))
    keep("receipt", lambda: documents.print_receipt(due.number, tmp_path / "receipt.pdf"))
    keep("receipt slip", lambda: documents.print_receipt(due.number, tmp_path / "slip.pdf", paper="80mm"))
    keep("advance acknowledgment", lambda: accounts.record_advance(
        day, "കാലിത്തീറ്റയ്ക്കുള്ള മുൻകൂർ", Money.of_rupees(750), "നഗരസഭ വൗച്ചർ 31/6", now=evening).pdf_path)
    accounts.make_statement(day, now=evening)
    keep("daily statement", lambda: accounts.print_statement(day, tmp_path / "statement.pdf"))
    remitted = accounts.remit(day, now=evening)
    keep("remittance voucher", lambda: accounts.print_voucher(remitted.number, tmp_path / "voucher.pdf"))
    keep("cash book", lambda: accounts.print_cash_book(day, day, tmp_path / "cash.pdf"))
    keep("case history", lambda: case_history.print_case_history(case.case_no, tmp_path / "history.pdf"))

    # released on an order
    ox = ml_case(("ox",))
    release = release_orders.release_on_order(
        ox.case_no, BROUGHT + timedelta(days=2),
        release_orders.OrderDraft("civil_court", "മുൻസിഫ് കോടതി, നെടുമങ്ങാട്", "O.S. 77/2026",
                                  date(2026, 6, 2), "ഹർജിക്കാരന് അനുകൂലമായ ഇൻജങ്ഷൻ"),
        CLAIMANT, taken_by_capacity="claimant", now=BROUGHT + timedelta(days=2, minutes=5),
        seen_by="കെ. ശശിധരൻ")
    keep("release order", lambda: release_orders.print_release_order(release.release_id, tmp_path / "order.pdf"))

    # a deposit under protest, the complaint and the refund it ordered
    goat = ml_case(("cow", "goat"))
    dep = protest.deposit(goat.case_no, BROUGHT + timedelta(days=1), CLAIMANT, Money.of_rupees(500),
                          "പശു സ്വന്തം പറമ്പിലായിരുന്നു; ജില്ലാ മജിസ്ട്രേറ്റിന് പരാതി നൽകും",
                          depositor_capacity="agent", evidence="ജൂൺ 2-ലെ അധികാരപത്രം",
                          now=BROUGHT + timedelta(days=1, minutes=5))
    keep("protest deposit", lambda: protest.print_deposit(dep.number, tmp_path / "deposit.pdf"))
    c = complaints.record(goat.case_no, date(2026, 6, 5), CLAIMANT, "ജുഡീഷ്യൽ ഫസ്റ്റ് ക്ലാസ് മജിസ്ട്രേറ്റ്",
                          now=datetime(2026, 6, 5, 12, 0))
    keep("complaint acknowledgement", lambda: complaints.print_acknowledgement(c.id, tmp_path / "ack.pdf"))
    complaints.decide(c.id, date(2026, 6, 20), "illegal", "CMP 4/2026", refund=True,
                      now=datetime(2026, 6, 20, 12, 0))
    keep("refund voucher", lambda: protest.print_refund(dep.number, tmp_path / "refund.pdf"))

    # unclaimed cattle: the report, the notice and its proclamation
    kept_case = ml_case()
    keep("unclaimed report", lambda: unclaimed.make_report(now=datetime(2026, 6, 9, 10, 0))[1])
    notice = unclaimed.issue_notice(kept_case.case_no, date(2026, 6, 9), "മഞ്ചാടി", "നെടുമങ്ങാട് ചന്ത",
                                    now=datetime(2026, 6, 9, 11, 0))
    keep("notice", lambda: unclaimed.print_notice(notice))
    keep("proclamation", lambda: unclaimed.print_proclamation(notice))

    # an auction of cattle whose owner refused them, and the owner's account
    sold = ml_case(("cow", "cow", "cow"))
    refused(sold)
    a = auction(place="നെടുമങ്ങാട് ചന്ത മൈതാനം", conditions="ലേലം ഉറപ്പിക്കുമ്പോൾ പണം",
                conductor="സെക്രട്ടറി, നെടുമങ്ങാട് നഗരസഭ")
    h1, h2, _ = head_ids(sold)
    l1, l2 = auctions.add_lot(a.id, [h1]), auctions.add_lot(a.id, [h2])
    b = auctions.register_bidder(a.id, BIDDER, "പഴകുറ്റി", True)
    auctions.sell(l1.id, b.id, Money.of_rupees(3000), AUCTION_AT, now=NOW)
    auctions.sell(l2.id, b.id, Money.of_rupees(1500), AUCTION_AT + timedelta(minutes=10), now=NOW)
    sale = auctions.sales(a.id)[0]
    keep("sale receipt", lambda: auctions.print_sale_receipt(sale.number, tmp_path / "sale.pdf"))
    keep("sale receipt slip", lambda: auctions.print_sale_receipt(sale.number, tmp_path / "sale-slip.pdf",
                                                                  paper="58mm"))
    keep("sale list", lambda: auctions.print_sale_list(a.id, tmp_path / "list.pdf"))
    s = settlements.settle(sold.case_no, SETTLE_AT, now=NOW)
    settlements.record_account(s.id, datetime(2026, 6, 19, 12, 30), OWNER, "owner", True, now=NOW)
    keep("owner's account", lambda: settlements.print_account(s.id, tmp_path / "account.pdf"))

    # the office's papers and the month's return, last, over everything above
    keep("register", lambda: documents.print_register(date(2026, 6, 1), date(2026, 6, 30), tmp_path / "register.pdf"))
    keep("exhibit", lambda: exhibit.print_exhibit(date(2026, 6, 1), tmp_path / "exhibit.pdf"))
    keep("setup sheet", lambda: returns.setup_sheet(now=datetime(2026, 6, 1, 9, 0))[1])

    def monthly_return():
        _, bundle, _, _ = returns.build("2026-06", now=datetime(2026, 7, 2, 10, 0))
        path = tmp_path / "return.pdf"
        with zipfile.ZipFile(io.BytesIO(bundle)) as z:
            path.write_bytes(z.read("return.pdf"))
        return path

    keep("monthly return", monthly_return)
    keep("guide booklet", lambda: guide.booklet("ml"))     # the keeper's guide, in Malayalam
    assert set(out) == set(KINDS)
    return out

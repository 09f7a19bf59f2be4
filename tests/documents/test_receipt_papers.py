"""Receipts on a thermal roll (80 mm, 58 mm) or an A5 sheet as well as A4:
the width of the paper, one piece of roll as long as the receipt, every
particular of the A4 receipt present, nothing drawn off the paper; the
first paper of a receipt is the original, every later one a duplicate."""
from __future__ import annotations

from datetime import datetime

import pytest
from pdf_checks import MM, ink_outside, page_sizes, text
from reportlab.pdfgen.canvas import Canvas

from pound_desk.documents import papers
from pound_desk.documents.slips import render_receipt_slip, render_sale_receipt_slip
from pound_desk.models import DocumentLog
from pound_desk.services import demo
from pound_desk.services.case import documents
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.disposal import auctions
from pound_desk.services.office import settings

NOW = datetime(2026, 11, 30, 10, 0)
NUMBER = "2026-27/00001"


@pytest.fixture
def demo_pound(db):
    demo.create_demo(now=NOW)


def particulars(doc) -> list[str]:
    """What the receipt must carry, from its data (not from the renderer)."""
    from pound_desk.text import money

    out = [doc.number, doc.case_no, doc.claimant_name, doc.keeper_name, doc.short_code,
           money(doc.total), money(doc.tendered), money(doc.change), "Receipt", "s. 12"]
    for line in doc.lines:
        out += [line.kind_en, money(line.fine), money(line.feeding)]
    return out


def test_the_checker_finds_ink_off_the_page(tmp_path):
    path = tmp_path / "off.pdf"
    c = Canvas(str(path), pagesize=(58 * MM, 100 * MM))
    c.drawString(40 * MM, 50 * MM, "a line too long for a 58 mm roll of paper")
    c.save()
    assert ink_outside(path) == [1]


@pytest.mark.parametrize("code", ["80mm", "58mm"])
def test_a_thermal_receipt_is_the_rolls_width_one_piece_and_whole(demo_pound, tmp_path, code):
    doc = documents.receipt_doc(NUMBER)
    paper = papers.paper(code)
    path = tmp_path / f"{code}.pdf"
    path.write_bytes(render_receipt_slip(doc, paper))
    (size,) = page_sizes(path)                       # one piece of paper
    assert size[0] == pytest.approx(paper.width, abs=0.01)
    assert 200 * MM < size[1] < 1000 * MM            # as long as the receipt, not a sheet
    got = text(path)
    for wanted in particulars(doc):
        assert wanted in got, wanted
    assert "ORIGINAL" in got and "DUPLICATE" not in got
    assert ink_outside(path) == []


def test_an_a5_receipt(demo_pound, tmp_path):
    doc = documents.receipt_doc(NUMBER)
    path = tmp_path / "a5.pdf"
    path.write_bytes(render_receipt_slip(doc, papers.paper("a5")))
    for w, h in page_sizes(path):
        assert (w, h) == (pytest.approx(148 * MM, abs=0.01), pytest.approx(210 * MM, abs=0.01))
    got = text(path)
    for wanted in particulars(doc):
        assert wanted in got, wanted
    assert ink_outside(path) == []


def test_the_first_paper_is_the_original_and_later_ones_duplicates(demo_pound, tmp_path):
    first = documents.print_receipt(NUMBER)
    second = documents.print_receipt(NUMBER, paper="58mm")
    third = documents.print_receipt(NUMBER)
    assert len({first, second, third}) == 3          # a duplicate never replaces the original's file
    assert "ORIGINAL" in text(first) and "DUPLICATE" not in text(first)
    for path in (second, third):
        assert "DUPLICATE" in text(path) and "ORIGINAL" not in text(path)
    refs = [d.ref for d in DocumentLog.select().where(DocumentLog.kind == "receipt").order_by(DocumentLog.id)]
    assert refs[0] == NUMBER and refs[1].startswith(f"{NUMBER} 58mm duplicate")
    # the same issue on another paper keeps its mark when asked to
    again = documents.print_receipt(NUMBER, paper="80mm", copy="original", out=tmp_path / "o.pdf")
    assert "ORIGINAL" in text(again)


def test_cli_prints_a_receipt_on_a_roll(tmp_path, monkeypatch):
    from cli_helpers import add_users_to, signed_main

    from pound_desk.models import close_database
    from pound_desk.services.desk.storage import open_database

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    db = tmp_path / "pound.sqlite3"
    open_database(db)
    demo.create_demo(now=NOW)
    close_database()
    add_users_to(db)
    out = tmp_path / "r.pdf"
    assert signed_main(["--db", str(db), "print", "receipt", NUMBER, "--paper", "58mm", "--out", str(out)]) == 0
    assert page_sizes(out)[0][0] == pytest.approx(58 * MM, abs=0.01)
    assert NUMBER in text(out)


@pytest.mark.parametrize("code", ["80mm", "58mm", "a5"])
def test_the_buyers_receipt_on_each_paper(pound, tmp_path, code):
    from tests.services.disposal.test_settlements import sold_s15

    case = sold_s15()
    sale = auctions.sales(auctions.auctions()[0].id)[0]
    doc = auctions.receipt_doc(sale.number)
    paper = papers.paper(code)
    path = tmp_path / f"{code}.pdf"
    path.write_bytes(render_sale_receipt_slip(doc, paper))
    sizes = page_sizes(path)
    assert all(w == pytest.approx(paper.width, abs=0.01) for w, _ in sizes)
    if paper.roll:
        assert len(sizes) == 1
    got = text(path)
    for wanted in (sale.number, doc.buyer_name, "₹3,000.00", "Rupees Three Thousand Only", case.case_no,
                   "s. 18(1)", doc.auction.conductor, "ORIGINAL", doc.short_code):
        assert wanted in got, wanted
    assert ink_outside(path) == []
    printed = auctions.print_sale_receipt(sale.number, paper=code)
    assert "ORIGINAL" in text(printed)
    assert "DUPLICATE" in text(auctions.print_sale_receipt(sale.number, paper=code))


def test_each_printer_keeps_its_paper(db):
    assert settings.paper_for("Office thermal") == "a4"          # not set: a sheet
    settings.save_printer_paper("Office thermal", "58mm")
    settings.save_printer_paper("HP LaserJet", "a5")
    assert settings.printer_papers() == {"Office thermal": "58mm", "HP LaserJet": "a5"}
    settings.save_printer_paper("Office thermal", None)
    assert settings.paper_for("Office thermal") == "a4"
    with pytest.raises(Invalid) as e:
        settings.save_printer_paper("  ", "roll")
    assert {p.field for p in e.value.problems} == {"printer", "paper"}


def test_the_case_history_lists_a_receipt_on_every_paper(demo_pound):
    from pound_desk.services import case_history
    from pound_desk.services.case import cases

    documents.print_receipt(NUMBER)
    documents.print_receipt(NUMBER, paper="80mm")
    cv = cases.view(documents.receipt_doc(NUMBER).case_no)
    refs = [d.ref for d in case_history.documents_of(cv.id, cv.case_no, list(cv.receipts))
            if d.kind == "receipt"]
    assert refs[0] == NUMBER and refs[1].startswith(f"{NUMBER} 80mm duplicate")

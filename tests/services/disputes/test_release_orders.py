"""s. 18(2): cattle leave the pound only under the Chapter or on a written
order stating reasons; a contested case (Q15) leaves only on such an order;
the audit finds any release without its basis or its document."""
from __future__ import annotations

import hashlib
import sqlite3
from datetime import date, datetime
from pathlib import Path

import pytest
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models import DB, DocumentLog, Release, chain
from pound_desk.models.disposal import WrittenOrder
from pound_desk.services import case_history
from pound_desk.services.books import ledger
from pound_desk.services.case import cases, releases
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disputes import release_orders
from pound_desk.services.disputes.release_orders import OrderDraft

BROUGHT = datetime(2026, 3, 1, 9, 0)
AT = datetime(2026, 3, 3, 11, 0)
NOW = datetime(2026, 3, 3, 11, 5)
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(200))


def order(**kw) -> OrderDraft:
    values = dict(authority_role="magistrate", authority="Sub-Divisional Magistrate, Nedumangad",
                  number="Cr.M.P. 114/2026", issued_on=date(2026, 3, 2),
                  reasons="Ownership shown by the purchase deed; released pending the complaint")
    values.update(kw)
    return OrderDraft(**values)


def fields(excinfo) -> set[str]:
    return {p.field for p in excinfo.value.problems}


def test_s18_2_release_without_reasons_or_number_is_refused_and_nothing_leaves(pound):
    case = seize(BROUGHT, kinds=("cow", "ox"))
    with pytest.raises(Invalid) as e:
        release_orders.release_on_order(case.case_no, AT, order(reasons="  ", number=""), "Sudhakaran", now=NOW,
                                        seen_by="K. Sasidharan")
    assert {"reasons", "number"} <= fields(e)
    with pytest.raises(Invalid) as e:
        release_orders.release_on_order(case.case_no, AT, order(issued_on=None, authority=""), "", now=NOW,
                                        seen_by="K. Sasidharan")
    assert {"issued_on", "authority", "taken_by"} <= fields(e)
    assert Release.select().count() == 0 and WrittenOrder.select().count() == 0
    assert len(cases.view(case.case_no).held) == 2


def test_s18_2_order_dated_after_the_release_is_refused(pound):
    case = seize(BROUGHT)
    with pytest.raises(Invalid) as e:
        release_orders.release_on_order(case.case_no, AT, order(issued_on=date(2026, 3, 4)), "Sudhakaran",
                                        now=datetime(2026, 3, 4, 12, 0), seen_by="K. Sasidharan")
    assert "issued_on" in fields(e)


def test_s18_2_release_on_an_order_the_day_it_is_made(pound):
    case = seize(BROUGHT, kinds=("cow", "ox"))
    o = release_orders.release_on_order(case.case_no, AT, order(issued_on=AT.date()), "Sudhakaran",
                                        head_seqs=[2], now=NOW, seen_by="K. Sasidharan")
    cv = cases.view(case.case_no)
    assert [h.seq for h in cv.held] == [1]
    assert cv.releases[0].basis == "s18_2" and cv.releases[0].head_seqs == (2,)
    assert o.order.purpose == "release_s18_2" and o.order.reasons.startswith("Ownership shown")
    en, ml = releases.describe(cv.releases[0])
    assert "written order stating reasons, s. 18(2)" in en and "18(2)" in ml
    # nothing is paid on an order: the ledger has no transaction and still balances
    assert ledger.check().ok
    assert DB.execute_sql("SELECT COUNT(*) FROM ledger_txn").fetchone()[0] == 0


def test_s18_2_authority_not_allowed_by_the_setting_is_refused(pound):
    case = seize(BROUGHT)
    release_orders.set_allowed_authorities(["local_authority"])   # an amended text (Q18)
    assert release_orders.allowed_authorities() == ("local_authority",)
    with pytest.raises(Invalid) as e:
        release_orders.release_on_order(case.case_no, AT, order(authority_role="director"), "Sudhakaran", now=NOW,
                                        seen_by="K. Sasidharan")
    assert "authority_role" in fields(e)
    assert "local authority" in str(e.value)
    o = release_orders.release_on_order(case.case_no, AT, order(authority_role="local_authority",
                                                                authority="Nedumangad Municipality"),
                                        "Sudhakaran", now=NOW, seen_by="K. Sasidharan")
    assert o.order.authority_role == "local_authority"


def test_s18_2_an_officer_is_not_an_authority_for_release_orders(pound):
    case = seize(BROUGHT)
    with pytest.raises(Invalid) as e:
        release_orders.release_on_order(case.case_no, AT, order(authority_role="officer"), "Sudhakaran", now=NOW,
                                        seen_by="K. Sasidharan")
    assert "authority_role" in fields(e)
    with pytest.raises(Invalid):
        release_orders.set_allowed_authorities([])
    with pytest.raises(Invalid):
        release_orders.set_allowed_authorities(["officer"])


def test_s18_2_scan_is_copied_with_its_checksum(pound, tmp_path):
    case = seize(BROUGHT)
    scan = tmp_path / "order.png"
    scan.write_bytes(PNG)
    o = release_orders.release_on_order(case.case_no, AT, order(), "Sudhakaran", scan=scan, now=NOW)
    kept = Path(o.scan_path)
    assert kept.exists() and kept != scan and kept.read_bytes() == PNG
    expected = hashlib.sha256(PNG).hexdigest()
    assert o.scan_sha256 == expected
    log = DocumentLog.get(DocumentLog.kind == "order-scan")
    assert log.sha256 == expected and log.ref.endswith(f" case {case.case_no}")


def test_s18_2_missing_or_wrong_scan_is_a_clear_error(pound, tmp_path):
    case = seize(BROUGHT)
    with pytest.raises(Invalid) as e:
        release_orders.release_on_order(case.case_no, AT, order(), "Sudhakaran", scan=tmp_path / "gone.pdf",
                                        now=NOW)
    assert "scan" in fields(e) and "cannot be read" in str(e.value)
    text = tmp_path / "order.txt"
    text.write_text("an order")
    with pytest.raises(Invalid) as e:
        release_orders.release_on_order(case.case_no, AT, order(), "Sudhakaran", scan=text, now=NOW)
    assert "PDF, JPEG or PNG" in str(e.value)
    fake = tmp_path / "order.pdf"
    fake.write_bytes(PNG)
    with pytest.raises(Invalid) as e:
        release_orders.release_on_order(case.case_no, AT, order(), "Sudhakaran", scan=fake, now=NOW)
    assert "not a PDF file" in str(e.value)
    assert Release.select().count() == 0


def test_s18_2_record_of_the_release_is_printed_and_kept(pound, tmp_path):
    from pypdf import PdfReader

    case = seize(BROUGHT)
    o = release_orders.release_on_order(case.case_no, AT, order(), "Sudhakaran", now=NOW, seen_by="K. Sasidharan")
    path = release_orders.print_release_order(o.release_id, tmp_path / "r.pdf")
    text = "".join(p.extract_text() for p in PdfReader(path).pages)
    for expected in ("Cr.M.P. 114/2026", "02-03-2026", "Sudhakaran", case.case_no, "s. 18(2)",
                     "purchase deed"):
        assert expected in text
    assert DocumentLog.get(DocumentLog.kind == "release-order").ref == f"R18-{o.release_id} case {case.case_no}"


def test_q15_contested_case_cannot_be_released_on_payment(pound):
    case = seize(BROUGHT, owner="Joseph")
    row = release_orders.mark_contested(case.case_no, date(2026, 3, 2), "Joseph and Mathew", now=NOW)
    c = release_orders.contest(case.case_no)
    assert (c.id, c.raised_on, c.claimants, c.particulars) == (row.id, row.raised_on, row.claimants, row.particulars)
    with pytest.raises(ServiceError) as e:
        releases.release_on_payment(case.case_no, AT, "Joseph", Money.of_rupees(1000), now=NOW)
    assert "contested" in str(e.value) and "18(2)" in str(e.value)
    assert Release.select().count() == 0 and ledger.check().ok
    # the order releases it
    release_orders.release_on_order(case.case_no, AT, order(), "Mathew", taken_by_capacity="claimant", now=NOW,
                                    seen_by="K. Sasidharan")
    assert cases.view(case.case_no).status == "released"
    history = "\n".join(e.en for e in case_history.view(case.case_no).events)
    assert "Ownership contested by Joseph and Mathew" in history


def test_q15_an_uncontested_case_is_still_released_on_payment(pound):
    case = seize(BROUGHT, owner="Joseph")
    receipt = releases.release_on_payment(case.case_no, AT, "Joseph", Money.of_rupees(1000), now=NOW)
    assert receipt.number and ledger.check().ok


def test_q15_contest_needs_claimants_and_cannot_be_dated_before_intake(pound):
    case = seize(BROUGHT)
    with pytest.raises(Invalid) as e:
        release_orders.mark_contested(case.case_no, date(2026, 3, 2), " ", now=NOW)
    assert "claimants" in fields(e)
    with pytest.raises(Invalid) as e:
        release_orders.mark_contested(case.case_no, date(2026, 2, 28), "Joseph", now=NOW)
    assert "raised_on" in fields(e)


def test_s18_2_audit_is_clean_for_the_known_paths(pound):
    a = seize(BROUGHT)
    b = seize(datetime(2026, 3, 1, 10, 0))
    releases.release_on_payment(a.case_no, AT, "Joseph", Money.of_rupees(1000), now=NOW)
    release_orders.release_on_order(b.case_no, AT, order(), "Mathew", now=NOW, seen_by="K. Sasidharan")
    assert release_orders.release_audit() == []


def _raw(db) -> sqlite3.Connection:
    con = sqlite3.connect(db.database)
    con.create_function(chain.HASH_FUNCTION, 4, chain.chain_hash)
    con.create_function(chain.ACTOR_FUNCTION, 1, lambda table: "outside")
    return con


def test_s18_2_audit_lists_a_release_inserted_by_raw_sql(pound, db):
    a = seize(BROUGHT)
    b = seize(datetime(2026, 3, 1, 10, 0))
    head_a = cases.view(a.case_no).heads[0].id
    DB.close()
    con = _raw(db)
    try:
        # a release with no basis the Act knows, and one claiming s. 12 with no receipt
        con.execute("INSERT INTO release (case_id, released_at, basis, receipt_id, claimant_name, "
                    "claimant_capacity) VALUES (?, '2026-03-02 10:00:00', 'friendly', NULL, 'Kuttan', 'owner')",
                    (a.id,))
        con.execute("INSERT INTO released_head (release_id, head_id) VALUES (last_insert_rowid(), ?)", (head_a,))
        con.execute("INSERT INTO release (case_id, released_at, basis, receipt_id, claimant_name, "
                    "claimant_capacity) VALUES (?, '2026-03-02 11:00:00', 's12', NULL, 'Kuttan', 'owner')",
                    (b.id,))
        con.commit()
    finally:
        con.close()
    DB.connect(reuse_if_open=True)
    found = release_orders.release_audit()
    assert [(f.case_no, f.basis) for f in found] == [(a.case_no, "friendly"), (b.case_no, "s12")]
    assert "does not allow" in found[0].en and "Form III receipt" in found[1].en
    assert all(f.ml for f in found)


def test_s18_2_audit_accepts_s14_deposits_and_s21_orders(pound):
    from pound_desk.services.disputes import complaints, protest

    a = seize(datetime(2026, 6, 1, 10, 0), owner="Joseph")
    b = seize(datetime(2026, 6, 1, 11, 0), owner="Mary")
    protest.deposit(a.case_no, datetime(2026, 6, 2, 11, 0), "Joseph", Money.of_rupees(320),
                    "Will complain to the Magistrate", now=datetime(2026, 6, 2, 11, 5))
    c = complaints.record(b.case_no, date(2026, 6, 5), complainant="Mary", authority="JFCM Nedumangad",
                          now=datetime(2026, 6, 5, 15, 0))
    complaints.decide(c.id, date(2026, 6, 9), "illegal", "CMP 4/2026", released_at=datetime(2026, 6, 9, 11, 0),
                      now=datetime(2026, 6, 9, 12, 0))
    assert sorted(r.basis for r in Release.select()) == ["s14", "s21"]
    assert release_orders.release_audit() == []
    assert ledger.check().ok


def test_q15_contested_case_is_not_offered_for_sale(pound):
    from pound_desk.services.disposal import unclaimed

    case = seize(BROUGHT, owner="Joseph")
    assert unclaimed.sale_footing(case, datetime(2026, 3, 20, 10, 0)).problems   # no notice yet, either
    release_orders.mark_contested(case.case_no, date(2026, 3, 2), "Joseph and Mathew", now=NOW)
    footing = unclaimed.sale_footing(case, datetime(2026, 3, 20, 10, 0))
    assert footing.path == "" and "contested" in footing.problems[0].message
    # the day before the contest was raised, the old footing stands
    before = unclaimed.sale_footing(case, datetime(2026, 3, 1, 12, 0))
    assert "contested" not in before.problems[0].message


def test_q18_the_authorities_setting_is_date_effective(pound):
    """From 1 March 2026 only the local authority's orders are accepted: an
    order the Director made on 28 February still stands, one of 1 March not."""
    release_orders.set_allowed_authorities(["local_authority"], effective_from=date(2026, 3, 1))
    assert release_orders.allowed_authorities(date(2026, 2, 28)) == release_orders.AUTHORITIES
    assert release_orders.allowed_authorities(date(2026, 3, 1)) == ("local_authority",)
    assert release_orders.allowed_authorities() == ("local_authority",)
    a = seize(datetime(2026, 2, 27, 9, 0))
    b = seize(datetime(2026, 2, 27, 10, 0))
    release_orders.release_on_order(a.case_no, AT, order(authority_role="director", issued_on=date(2026, 2, 28)),
                                    "Sudhakaran", now=NOW, seen_by="K. Sasidharan")
    with pytest.raises(Invalid) as e:
        release_orders.release_on_order(b.case_no, AT, order(authority_role="director", issued_on=date(2026, 3, 1)),
                                        "Sudhakaran", now=NOW, seen_by="K. Sasidharan")
    assert "authority_role" in fields(e)
    # a setting without a date replaces the whole history
    release_orders.set_allowed_authorities(["magistrate"])
    assert release_orders.allowed_authorities(date(2026, 2, 28)) == ("magistrate",)
    assert release_orders.allowed_authorities(date(2026, 3, 1)) == ("magistrate",)


def test_s18_2_release_needs_the_scan_or_the_order_seen_without_scan(pound):
    case = seize(BROUGHT)
    with pytest.raises(Invalid) as e:
        release_orders.release_on_order(case.case_no, AT, order(), "Sudhakaran", now=NOW)
    assert fields(e) == {"scan"} and "s. 18(2)" in e.value.problems[0].message
    assert Release.select().count() == 0
    o = release_orders.release_on_order(case.case_no, AT, order(), "Sudhakaran", seen_by=" K. Sasidharan ",
                                        now=NOW)
    assert [s.seen_by for s in o.seen] == ["K. Sasidharan"]
    doc = release_orders.order_release_doc(o.release.id)
    assert doc.seen_by == "K. Sasidharan" and doc.scan_sha256 == ""
    import io

    import pypdf

    from pound_desk.documents.release_order import render_release_order
    text = " ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(render_release_order(doc))).pages)
    assert "order seen, no scan kept: K. Sasidharan" in text.replace("\n", " ")

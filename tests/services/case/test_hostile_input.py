"""Hostile input (hypothesis): huge and empty strings, control characters,
mixed scripts, SQL and search metacharacters, dates far in the past or the
future, negative and enormous amounts and counts. Each is refused with a
message that names its field, or stored exactly as typed (after the NFC
normalisation every text gets); none crashes and none leaves the database
half-written or failing its checks."""
from __future__ import annotations

import unicodedata
from datetime import datetime, timedelta
from decimal import Decimal, localcontext

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pound_desk.law.money import Money, MoneyError
from pound_desk.law.seizure import MAX_TEXT, HeadDraft, SeizureDraft
from pound_desk.models import DB, Case
from pound_desk.services import tamper
from pound_desk.services.books import ledger
from pound_desk.services.case import cases, register, seizures
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import auctions

NOW = datetime(2026, 3, 10, 15, 0)

# text a person, a broken keyboard or a malicious file could produce
nasty_text = st.one_of(
    st.text(max_size=40),
    st.text(alphabet=st.characters(codec="utf-8"), min_size=MAX_TEXT - 2, max_size=MAX_TEXT + 50),
    st.sampled_from(["", " ", "\x00", "a\x07b", "'; DROP TABLE \"case\"; --", "\" OR 1=1 --",
                     "NEAR(a b)", "*", "\"unbalanced", "രാജൻ\u200dX", "ർ", "Rajan\u202eevil",
                     "👍🏽", "a" * 10_000, "\n\n", "\t", "%_%", "\\", "ﷺ" * 30]),
)
any_datetime = st.datetimes(min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 31))

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def _stored_as_typed(stored: str, typed: str) -> bool:
    return stored == unicodedata.normalize("NFC", typed.strip())


def _draft(text: str, brought: datetime, seized: datetime, heads: int) -> SeizureDraft:
    return SeizureDraft(
        brought_at=brought, seized_at=seized, seized_place=text or "x", local_area="Nedumangad",
        basis="s9", seizer_name=text, seizer_residence="Manjadi", seizer_capacity="cultivator",
        owner_name=text, owner_residence="", police_aid="",
        heads=[HeadDraft("cow", "female", text[:50], text[:50], "")] * heads)


def _database_sound() -> None:
    assert DB.execute_sql("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert DB.execute_sql("PRAGMA foreign_key_check").fetchall() == []
    assert ledger.check().ok
    assert tamper.check().intact


@SETTINGS
@given(text=nasty_text, brought=any_datetime, seized_before=st.integers(0, 10**6), heads=st.integers(0, 520))
def test_hostile_seizures_are_refused_by_field_or_stored_as_typed(pound, text, brought, seized_before, heads):
    seized = brought - timedelta(minutes=min(seized_before, (brought - datetime(1, 1, 1)) // timedelta(minutes=1)))
    before = Case.select().count()
    try:
        case = seizures.register(_draft(text, brought, seized, heads), now=NOW, without_fine_scale=True)
    except Invalid as e:
        assert e.problems and all(p.field and p.message for p in e.problems)
        assert Case.select().count() == before          # nothing half-written
    else:
        cv = cases.view(case.case_no)
        assert _stored_as_typed(cv.seizer_name, text) and _stored_as_typed(cv.owner_name, text)
        assert len(cv.heads) == heads
        # dues and the needs-action list can be worked out for it without trouble
        cases.dues(cv, max(NOW, cv.brought_at))
    _database_sound()


@SETTINGS
@given(query=nasty_text)
def test_hostile_search_never_fails(pound, query):
    seizures.register(_draft("Rajan", NOW - timedelta(hours=3), NOW - timedelta(hours=4), 1), now=NOW)
    for field in ("any", "owner", "seizer", "case_no", "ear_tag", "kind"):
        found = register.page(register.Query(text=query, field=field), 0, 20)
        assert isinstance(found, list)


@settings(max_examples=200, deadline=None)
@given(text=st.one_of(st.text(max_size=30), st.sampled_from(
    ["1e5", "NaN", "inf", "-0", "12.345", "₹1,00,000.00", "1,23,45,678", "٣٤", "१२", "0x10", "1_000",
     "99999999999999999999999", "--5", "+5", " 12.5 ", "12,50", "Rs. 100", "₹"])))
def test_hostile_amounts_are_refused_or_exact(text):
    try:
        m = Money.of_rupees(text)
    except MoneyError:
        return
    # the same number as typed, to the paisa (Decimal as an independent reading)
    digits = text.strip().replace(",", "").replace("₹", "").replace("Rs.", "").replace("Rs", "").strip()
    with localcontext() as ctx:
        ctx.prec = 200   # enough for any amount typed (the default 28 digits would round)
        assert Decimal(digits.replace(" ", "")) * 100 == m.paise
    assert Money.of_rupees(m.plain()) == m


@SETTINGS
@given(name=nasty_text, residence=nasty_text, price=st.integers(-10**12, 10**12))
def test_hostile_bidders_and_prices(pound, name, residence, price):
    a = auctions.create(NOW, "Market yard", "local_authority", "Secretary", "Cash", "LB/1", now=NOW)
    try:
        bidder = auctions.register_bidder(a.id, name, residence, True)
    except (Invalid, ServiceError) as e:
        assert str(e)
        return
    assert _stored_as_typed(bidder.name, name)
    lot_heads = []
    case = seizures.register(_draft("Rajan", NOW - timedelta(days=20), NOW - timedelta(days=20, hours=1), 1),
                             now=NOW)
    from pound_desk.services.disposal import unclaimed

    unclaimed.record_refusal(case.case_no, NOW - timedelta(days=19), "Rajan", now=NOW)
    lot_heads.append(cases.view(case.case_no).heads[0].id)
    lot = auctions.add_lot(a.id, lot_heads)
    with pytest.raises((Invalid, ServiceError)) if price <= 0 else _maybe():
        auctions.sell(lot.id, bidder.id, Money(price * 100 if abs(price) < 10**9 else price), NOW, now=NOW)
    _database_sound()


class _maybe:
    """A positive price may still be refused (e.g. the bidder is barred); it must not crash."""

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        return kind is not None and issubclass(kind, (Invalid, ServiceError))


@SETTINGS
@given(cells=st.lists(nasty_text, min_size=15, max_size=15), raw=st.binary(max_size=300))
def test_hostile_register_files_are_refused_by_numbered_line_or_imported(pound, cells, raw):
    """A register file with a row of hostile cells, and a file of random
    bytes: each is imported or refused with problems naming a line (or the
    file); a refused file imports nothing."""
    import csv
    import io

    from pound_desk.exchange import csv_import

    header = ("case_no,brought_at,seized_at,seized_place,local_area,basis,seizer_name,seizer_residence,"
              "owner_name,owner_residence,kind,sex,colour,marks,ear_tag")
    out = io.StringIO()
    csv.writer(out).writerow(cells)
    for data in ((header + "\n" + out.getvalue()).encode("utf-8"), raw):
        before = Case.select().count()
        try:
            csv_import.import_register(data, now=NOW)
        except Invalid as e:
            assert e.problems and all(p.field.startswith(("line.", "file")) for p in e.problems), e.problems
            assert Case.select().count() == before
    _database_sound()

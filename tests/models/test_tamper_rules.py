"""The key-holder's forgeries that only the rules catch (services/rechecks.py).

Each record here is written by another program, chained by the register's
own triggers as the desk would chain it, and sealed by the keeper with the
keeper's own key, exactly as the program seals: the chain and its seals
hold. What gives each away is that the program would have refused it.
Each test fails if its forgery goes unseen."""
from __future__ import annotations

from datetime import date, datetime

import test_tamper_insider
from cli_helpers import KEEPER, PASSWORDS
from test_tamper_insider import other_program
from test_tamper_keyholder import last_seq, now, rehash_from, seal_as, unsealed_from

from pound_desk.law.money import Money
from pound_desk.models import DB
from pound_desk.services import rechecks, tamper
from pound_desk.services.desk import session, users

office = test_tamper_insider.office   # a pound, its users, a receipt issued by the keeper


def keeper():
    session.sign_in(users.authenticate(KEEPER, PASSWORDS[KEEPER]))
    actor = session.current()
    session.sign_out()
    return actor


def kinds() -> set[str]:
    return {f.kind for f in tamper.check().findings}


def added_and_sealed_by_the_keeper(*statements) -> None:
    """Rows added by another program (the register's triggers link them, in
    the keeper's name) and sealed with the keeper's own key."""
    who = keeper()
    con = other_program()
    con.create_function("pd_actor", 1, lambda table: who.label)
    first = unsealed_from(con)
    for sql, args in statements:
        con.execute(sql, args)
    seal_as(con, who.signing_key, who.user_id, first, last_seq(con), at=now())


def changed_and_resealed_by_the_keeper(tables: tuple[str, ...], *statements) -> None:
    """Rows changed by another program, the chain re-hashed from the first
    link they touch, and every seal from there replaced by the keeper's
    (over the supervisor's closed day too, which is named for it)."""
    who = keeper()
    con = other_program(drop=(*tables, "chain_link", "chain_seal"))
    con.create_function("pd_actor", 1, lambda table: who.label)
    for sql, args in statements:
        con.execute(sql, args)
    marks = ", ".join("?" * len(tables))
    start = con.execute("SELECT min(l.seq) FROM chain_link l JOIN chain_layout y ON y.id = l.layout "
                        f"WHERE y.tbl IN ({marks})", list(tables)).fetchone()[0]
    rehash_from(con, start)
    first = con.execute("SELECT first_seq FROM chain_seal WHERE first_seq <= ? AND last_seq >= ?",
                        [start, start]).fetchone()[0]
    con.execute("UPDATE chain_link SET actor = ? WHERE seq >= ?", [who.label, first])
    con.execute("DELETE FROM chain_seal WHERE last_seq >= ?", [first])
    seal_as(con, who.signing_key, who.user_id, first, last_seq(con), at=now())


def test_the_fixture_is_clean_of_broken_rules(office):
    assert rechecks.findings() == []


# ------------------------------------------------------------------ 3. a payment above the cash in hand

def test_a_maintenance_payment_above_the_cash_in_hand_sealed_by_the_keeper_is_named(office):
    cash = sum(r[0] for r in DB.execute_sql("SELECT amount_paise FROM ledger_posting WHERE account = 'cash'"))
    big = cash + Money.of_rupees(50000).paise
    added_and_sealed_by_the_keeper(
        ("INSERT INTO ledger_txn (at, kind, memo, reference, entered_at) VALUES "
         "('2026-03-04 12:00:00', 'maintenance', 'Maintenance: fodder', '', '2026-03-04 12:00:00')", []),
        ("INSERT INTO ledger_posting (txn_id, account, amount_paise) VALUES "
         "((SELECT max(id) FROM ledger_txn), 'maintenance', ?)", [big]),
        ("INSERT INTO ledger_posting (txn_id, account, amount_paise) VALUES "
         "((SELECT max(id) FROM ledger_txn), 'cash', ?)", [-big]))
    found = kinds()
    assert found == {"above_cash"}, found
    assert "more than the cash in hand" in str(next(f for f in tamper.check().findings if f.kind == "above_cash"))


def test_a_transaction_that_does_not_balance_is_named(office):
    added_and_sealed_by_the_keeper(
        ("INSERT INTO ledger_txn (at, kind, memo, reference, entered_at) VALUES "
         "('2026-03-04 12:00:00', 'advance', 'Advance', '', '2026-03-04 12:00:00')", []),
        ("INSERT INTO ledger_posting (txn_id, account, amount_paise) VALUES "
         "((SELECT max(id) FROM ledger_txn), 'cash', 100000)", []),
        ("INSERT INTO ledger_posting (txn_id, account, amount_paise) VALUES "
         "((SELECT max(id) FROM ledger_txn), 'advance', -90000)", []))
    assert "unbalanced" in kinds()


# ------------------------------------------------------------------ 4. a rate only a supervisor fixes

def test_a_fine_scale_row_sealed_by_the_keeper_is_named(office):
    added_and_sealed_by_the_keeper(
        ("INSERT INTO rate (type, local_area, kind, amount_paise, effective_from, reference, entered_at) "
         "VALUES ('fine', 'Nedumangad', 'cow', 100, '2026-01-01', 'G.O. 1/2026', '2026-03-04 12:00:00')", []))
    found = tamper.check().findings
    assert [(f.kind, f.table) for f in found] == [("role_may_not", "rate")], [str(f) for f in found]
    assert KEEPER in str(found[0]) and "only a supervisor" in str(found[0])


def test_a_closed_day_sealed_by_the_keeper_is_named(office):
    added_and_sealed_by_the_keeper(
        ("INSERT INTO closed_day (day, reason) VALUES ('2026-03-09', 'Holiday')", []))
    assert kinds() == {"role_may_not"}


# ------------------------------------------------------------------ 1. a receipt lowered, lines and all

def test_a_receipt_lowered_with_its_lines_and_ledger_and_resealed_by_the_keeper_is_named(office):
    """Total, line and cash all lowered by Rs 100 together, balanced and
    re-sealed with the keeper's own key: only the Act's rates give it away."""
    rid = office.id
    changed_and_resealed_by_the_keeper(
        ("receipt", "receipt_line", "ledger_posting"),
        ("UPDATE receipt SET total_paise = total_paise - 10000 WHERE id = ?", [rid]),
        ("UPDATE receipt_line SET feeding_paise = feeding_paise - 10000 WHERE id = "
         "(SELECT min(id) FROM receipt_line WHERE receipt_id = ? AND feeding_paise >= 10000)", [rid]),
        ("UPDATE ledger_posting SET amount_paise = amount_paise - 10000 WHERE account = 'cash' AND txn_id = "
         "(SELECT id FROM ledger_txn WHERE receipt_id = ? AND kind = 'receipt')", [rid]),
        ("UPDATE ledger_posting SET amount_paise = amount_paise + 10000 WHERE account = 'feeding' AND txn_id = "
         "(SELECT id FROM ledger_txn WHERE receipt_id = ? AND kind = 'receipt')", [rid]))
    found = kinds()
    assert found == {"receipt_dues", "role_may_not"}, found
    assert office.number in str(next(f for f in tamper.check().findings if f.kind == "receipt_dues"))


def test_a_receipt_total_alone_lowered_is_named(office):
    changed_and_resealed_by_the_keeper(
        ("receipt",), ("UPDATE receipt SET total_paise = total_paise - 10000 WHERE id = ?", [office.id]))
    assert kinds() == {"receipt_total", "role_may_not"}


def test_a_receipt_renumbered_out_of_order_is_named(office):
    changed_and_resealed_by_the_keeper(
        ("receipt",), ("UPDATE receipt SET serial = 2, number = substr(number, 1, length(number) - 5) || '00002' "
                       "WHERE id = ?", [office.id]))
    assert kinds() == {"receipt_order", "role_may_not"}


def test_a_back_dated_rate_added_after_the_receipt_does_not_make_it_wrong(office):
    """A supervisor's revision entered later, even taking effect earlier, was
    not the program's to apply to a receipt already issued."""
    from cli_helpers import SUPERVISOR

    from pound_desk.law.rates import RateEntry, RateType
    from pound_desk.services.office import rates

    session.sign_in(users.authenticate(SUPERVISOR, PASSWORDS[SUPERVISOR]))
    rates.add([RateEntry(RateType.FEEDING, "Nedumangad", "cow", Money.of_rupees(99), date(2026, 3, 1),
                         "Order 9/2026", date(2026, 2, 20))])
    session.sign_out()
    assert rechecks.findings() == []


# ------------------------------------------------------------------ a sale before its notice ran out

def test_a_sale_moved_before_its_notice_ran_out_is_named(pound):
    from record_helpers import seize

    from pound_desk.services.disposal import auctions
    from tests.services.disposal.test_auctions import AUCTION_AT, BROUGHT, NOW, auction, bidder, head_ids, noticed

    case = seize(BROUGHT, ("cow",), owner="")
    noticed(case)
    a = auction()
    lot = auctions.add_lot(a.id, head_ids(case))
    auctions.sell(lot.id, bidder(a).id, Money.of_rupees(9001), AUCTION_AT, now=NOW)
    assert rechecks.findings() == []
    con = other_program(drop=("sale",))
    con.execute("UPDATE sale SET sold_at = ?", [datetime(2026, 6, 15, 11, 0).isoformat(sep=" ")])
    found = rechecks.findings()
    assert [f.kind for f in found] == ["sale_early"], [str(f) for f in found]
    assert "s. 13(3)" in str(found[0])


def test_a_receipt_for_a_head_whose_kind_was_amended_before_the_release_holds(pound):
    """A goat entered as a cow and amended before the release is charged as a
    goat; the receipt then is what the amended case gives, not the entry."""
    from record_helpers import seize

    from pound_desk.services.case import cases, releases

    case = seize(datetime(2026, 3, 2, 9, 0), kinds=("cow",), owner="Rajan")
    cases.amend(case.case_no, "kind", "goat", "The head is a goat", head_seq=1, now=datetime(2026, 3, 2, 10, 0))
    releases.release_on_payment(case.case_no, datetime(2026, 3, 3, 10, 0), "Rajan", Money.of_rupees(2000),
                                now=datetime(2026, 3, 3, 10, 5))
    assert rechecks.findings() == []

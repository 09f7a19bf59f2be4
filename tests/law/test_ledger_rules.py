"""The ledger's rules (ss. 11(3), 16, 17; rules 12-17): a transaction
balances, names only the ledger's accounts and moves some money; the trial
balance's two sides agree whenever every transaction balanced."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pound_desk.law import ledger
from pound_desk.law.ledger import ACCOUNTS, Posting, Unbalanced, credit, debit
from pound_desk.law.money import Money

R = Money.of_rupees


def test_check_keeps_a_balanced_transaction_without_its_zero_lines():
    kept = ledger.check([debit("cash", R(300)), credit("fines", R(200)), credit("feeding", R(100)),
                         credit("shortfall", R(0))])
    assert kept == (Posting("cash", R(300)), Posting("fines", -R(200)), Posting("feeding", -R(100)))


def test_check_refuses_an_unbalanced_transaction():
    with pytest.raises(Unbalanced, match="differ by ₹0.01"):
        ledger.check([debit("cash", Money(30001)), credit("fines", R(300))])


def test_check_refuses_an_unknown_account():
    with pytest.raises(Unbalanced, match="no account 'petty_cash'"):
        ledger.check([debit("petty_cash", R(5)), credit("cash", R(5))])


@pytest.mark.parametrize("postings", [[], [debit("cash", R(0)), credit("fines", R(0))]])
def test_check_refuses_an_empty_transaction(postings):
    with pytest.raises(Unbalanced, match="moves some money"):
        ledger.check(postings)


def test_receipt_postings_s12_fines_and_feeding_on_their_own_heads():
    assert ledger.receipt_postings(R(200), R(60)) == (
        Posting("cash", R(260)), Posting("fines", -R(200)), Posting("feeding", -R(60)))
    # a receipt of feeding only (no fine leviable) has no zero line
    assert ledger.receipt_postings(R(0), R(60)) == (Posting("cash", R(60)), Posting("feeding", -R(60)))


def test_trial_balance_sides_and_totals():
    postings = [*ledger.receipt_postings(R(200), R(60)),
                debit("maintenance", R(40)), credit("cash", R(40)),
                debit("remitted", R(220)), credit("cash", R(220))]
    lines, debits, credits = ledger.trial_balance(postings)
    by = {ln.account: (ln.debit, ln.credit) for ln in lines}
    assert set(by) == set(ACCOUNTS)
    assert by["cash"] == (R(0), R(0))
    assert by["remitted"] == (R(220), R(0)) and by["maintenance"] == (R(40), R(0))
    assert by["fines"] == (R(0), R(200)) and by["feeding"] == (R(0), R(60))
    assert debits == credits == R(260)


def test_normal_balance_reads_a_liability_positive():
    assert ledger.normal_balance("deposit", -R(5)) == R(5)
    assert ledger.normal_balance("cash", R(5)) == R(5)


def test_every_account_is_named_in_both_languages():
    for a in ACCOUNTS.values():
        assert a.en and a.ml and a.nature in {"asset", "liability", "income", "expense"}
        assert any("\u0d00" <= ch <= "\u0d7f" for ch in a.ml)


_accounts = st.sampled_from(sorted(ACCOUNTS))


@st.composite
def balanced(draw):
    """A transaction: some debits and credits, the last line making it balance."""
    lines = draw(st.lists(st.tuples(_accounts, st.integers(-10**9, 10**9)), min_size=1, max_size=6))
    postings = [Posting(a, Money(p)) for a, p in lines]
    rest = -sum(p.amount.paise for p in postings)
    postings.append(Posting(draw(_accounts), Money(rest)))
    return postings


@given(st.lists(balanced(), max_size=20))
def test_any_balanced_transactions_give_equal_totals(txns):
    everything = [p for t in txns for p in t]
    _, debits, credits = ledger.trial_balance(everything)
    assert debits == credits
    assert sum((b for b in ledger.balances(everything).values()), Money.zero()) == Money.zero()


@given(balanced(), st.integers(1, 10**6))
def test_a_transaction_off_by_any_amount_is_refused(postings, off):
    postings = postings + [Posting("cash", Money(off))]
    with pytest.raises(Unbalanced):
        ledger.check(postings)

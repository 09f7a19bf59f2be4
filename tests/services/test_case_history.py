"""A case's history tells its whole course after intake: the refusal to
pay, the sale, the settlement, the account refused and the deposit, and
the documents printed for it."""
from __future__ import annotations

from datetime import datetime

from pound_desk.services import case_history
from pound_desk.services.disposal import auctions, settlements
from tests.services.disposal.test_auctions import NOW
from tests.services.disposal.test_settlements import SETTLE_AT, sold_s15


def _texts(case_no: str) -> list[str]:
    return [e.en for e in case_history.view(case_no).events]


def test_history_follows_a_case_from_refusal_to_the_deposit(pound):
    case = sold_s15()
    s = settlements.settle(case.case_no, SETTLE_AT, now=NOW)
    settlements.record_account(s.id, datetime(2026, 6, 19, 13, 0), "Joseph", "owner", False, now=NOW)
    number = auctions.sales(auctions.auctions()[0].id)[0].number
    auctions.print_sale_receipt(number)
    settlements.print_account(s.id)
    texts = _texts(case.case_no)
    joined = "\n".join(texts)
    assert "Joseph (owner) appeared and refused or omitted to pay (s. 15(1))" in joined
    assert "Proceeds of ₹4500.00 settled" in joined
    assert "refused the remaining cattle and the balance: deemed unclaimed (s. 15(5))" in joined
    assert "held in deposit from 19-06-2026; a claim may be preferred until 19-09-2026 (s. 16(3))" in joined
    assert f"Printed sale receipt {number}" in joined
    assert f"Printed owner account {case.case_no}-settlement-{s.id}" in joined
    # in order: the refusal before the settlement before the deposit
    def first(text):
        return next(i for i, t in enumerate(texts) if text in t)
    assert first("refused or omitted") < first("Proceeds of") < first("held in deposit")
    # every line has its Malayalam
    assert all(e.ml for e in case_history.view(case.case_no).events)


def test_history_of_another_case_shows_none_of_it(pound):
    sold_s15()
    from record_helpers import seize

    other = seize(datetime(2026, 6, 2, 9, 0))
    joined = "\n".join(_texts(other.case_no))
    assert "refused" not in joined and "Proceeds" not in joined and "sale receipt" not in joined

"""Any sequence of the workflows keeps the ledger balanced and leaves no money
unaccounted for (hypothesis, stateful): seizures, releases on payment, the
owner's refusal, the report, notices and their proclamations, auctions and
sales at any price, expenses, settlements (with write-offs), accounts to
owners accepted or refused, remittances, maintenance and advances, deposits
credited; refusals of any of them change nothing.

After every step the ledger check passes, and the balances agree with the
records they come from, counted independently: the cash with the receipts,
sale prices, expenses, balances paid, remittances and the maintenance
entries; the sale proceeds awaiting distribution with the sales not yet
settled; the deposit with the deposits not yet closed."""
from __future__ import annotations

import shutil
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from record_helpers import base_rates, seize

from pound_desk.law import disposal
from pound_desk.law.money import Money
from pound_desk.models import Case, Head, Receipt, close_database
from pound_desk.models.disposal import Deposit, DepositClosing, OwnerAccount, Sale, SaleExpense, SaleShare, Settlement
from pound_desk.models.ledger import LedgerPosting, LedgerTxn, Remittance
from pound_desk.services.books import accounts, ledger
from pound_desk.services.case import cases, releases
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.desk.storage import open_database
from pound_desk.services.disposal import auctions, deposits, settlements, unclaimed

START = datetime(2026, 3, 2, 9, 0)
WRITE_OFF = dict(authority="Secretary, Nedumangad Municipality", number="WO/1", issued_on=None,
                 reasons="Proceeds short; not pursued")


def _sum(query) -> int:
    return sum(query) if query else 0


class Office(RuleBasedStateMachine):
    @initialize()
    def open_pound(self):
        import os

        from pound_desk.services.office import pound as pound_service
        from pound_desk.services.office import rates

        self.folder = Path(tempfile.mkdtemp(prefix="pound-props-"))
        os.environ["POUND_DESK_HOME"] = str(self.folder / "home")
        open_database(self.folder / "pound.sqlite3")
        pound_service.set_up("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality",
                             "Nedumangad", "K. Sasidharan")
        rates.add(base_rates())
        self.now = START
        self.auction = None

    def teardown(self):
        close_database()
        shutil.rmtree(self.folder, ignore_errors=True)

    # ------------------------------------------------------------ helpers
    def _case(self, i: int) -> Case | None:
        all_cases = list(Case.select().order_by(Case.id))
        return all_cases[i % len(all_cases)] if all_cases else None

    def _try(self, work):
        """A refused workflow writes nothing: the ledger is as it was."""
        before = LedgerPosting.select().count(), LedgerTxn.select().count()
        try:
            return work()
        except ServiceError:
            assert (LedgerPosting.select().count(), LedgerTxn.select().count()) == before
            return None

    # ------------------------------------------------------------ the clock
    @rule(hours=st.one_of(st.integers(1, 72), st.integers(24, 100 * 24)))
    def time_passes(self, hours):
        self.now += timedelta(hours=hours)

    # ------------------------------------------------------------ intake and release
    @rule(kinds=st.lists(st.sampled_from(["cow", "goat", "buffalo", "pig"]), min_size=1, max_size=3),
          owner=st.booleans())
    def seizure(self, kinds, owner):
        self.now += timedelta(minutes=10)
        seize(self.now, kinds=tuple(kinds), owner="Joseph" if owner else "", now=self.now)

    @rule(i=st.integers(0, 50), extra=st.integers(0, 500))
    def release_on_payment(self, i, extra):
        case = self._case(i)
        if case is None:
            return
        self.now += timedelta(minutes=5)

        def work():
            due = cases.dues(case.case_no, self.now).total
            return releases.release_on_payment(case.case_no, self.now, "Joseph", due + Money.of_rupees(extra),
                                               now=self.now)
        self._try(work)

    @rule(i=st.integers(0, 50))
    def owner_refuses(self, i):
        case = self._case(i)
        if case is not None:
            self._try(lambda: unclaimed.record_refusal(case.case_no, self.now, "Joseph", now=self.now))

    @rule(i=st.integers(0, 50))
    def report_and_notice(self, i):
        case = self._case(i)
        if case is None:
            return
        self._try(lambda: unclaimed.make_report(now=self.now))

        def notice():
            n = unclaimed.issue_notice(case, self.now.date(), "Manjadi", "Nedumangad market", now=self.now)
            for event in ("affixed", "village", "market"):
                unclaimed.record_event(n, event, self.now.date(), "Raghu", now=self.now)
            return n
        self._try(notice)

    # ------------------------------------------------------------ the auction
    @rule(i=st.integers(0, 50), price=st.integers(1, 60000), expense=st.integers(0, 300))
    def sell_a_head(self, i, price, expense):
        # mostly a case that may be sold; now and then any case (refused, changing nothing)
        saleable = [c for c in Case.select().order_by(Case.id) if unclaimed.sale_footing(c, self.now).path]
        case = saleable[i % len(saleable)] if saleable and i % 5 else self._case(i)
        if case is None:
            return
        self.now += timedelta(minutes=10)
        if self.auction is None or self.auction.held_at.date() != self.now.date():
            self.auction = auctions.create(self.now, "Market yard", "local_authority", "Secretary",
                                           "Cash on the fall of the hammer", "LB/12", now=self.now)
            self.bidder = auctions.register_bidder(self.auction.id, "Abdul Khader", "Pazhakutty", True)
        held = cases.held_at(cases.view(case), self.now)
        if not held:
            return
        lot = self._try(lambda: auctions.add_lot(self.auction.id, [held[0].id]))
        if lot is None:
            return
        if expense:
            self._try(lambda: auctions.add_expense(self.auction.id, case.case_no, Money.of_rupees(expense),
                                                   "Crier and drum", self.now.date(), now=self.now))
        self.now += timedelta(minutes=1)
        self._try(lambda: auctions.sell(lot.id, self.bidder.id, Money.of_rupees(price), self.now, now=self.now))

    @rule(i=st.integers(0, 50), close=st.booleans())
    def settle(self, i, close):
        sold = list(Case.select().where(Case.id.in_(
            SaleShare.select(Head.case).join(Head, on=(SaleShare.head == Head.id)))).order_by(Case.id))
        case = sold[i % len(sold)] if sold and i % 5 else self._case(i)
        if case is None:
            return
        self.now += timedelta(minutes=5)
        write_off = dict(WRITE_OFF, issued_on=self.now.date())
        self._try(lambda: settlements.settle(case.case_no, self.now, close=close, write_off=write_off,
                                             now=self.now))

    @rule(i=st.integers(0, 50), price=st.integers(1, 60000), expense=st.integers(0, 300), close=st.booleans())
    def refusal_sale_and_settlement(self, i, price, expense, close):
        """The common run of a sale day: the owner has refused, a head is sold,
        the case is settled (so that the later steps have something to act on)."""
        case = self._case(i)
        if case is None:
            return
        if not unclaimed.sale_footing(case, self.now).path:
            self.owner_refuses(i)
        self.sell_a_head(i, price, expense)
        self.settle(i, close)

    @rule(accepted=st.booleans())
    def account_to_owner(self, accepted):
        pending = [s for s in Settlement.select().where(Settlement.path == "s15")
                   if not OwnerAccount.select().where(OwnerAccount.settlement == s).exists()]
        if pending:
            self.now += timedelta(minutes=5)
            self._try(lambda: settlements.record_account(pending[0].id, self.now, "Joseph", "owner", accepted,
                                                         now=self.now))

    # ------------------------------------------------------------ the accounts
    @rule()
    def remit(self):
        self._try(lambda: accounts.remit(self.now.date(), now=self.now))

    @rule(amount=st.integers(-5, 400), advance=st.booleans())
    def maintenance_or_advance(self, amount, advance):
        work = accounts.record_advance if advance else accounts.record_maintenance
        self._try(lambda: work(self.now.date(), "Hay and water", Money.of_rupees(amount), now=self.now))

    @rule(wait_out=st.booleans())
    def credit_deposits(self, wait_out):
        for d in Deposit.select():
            if not DepositClosing.select().where(DepositClosing.deposit == d).exists():
                if wait_out:   # three months pass with no claim (s. 16(3))
                    ends = disposal.deposit_claim_ends(d.deposited_on) + timedelta(days=1)
                    self.now = max(self.now, datetime.combine(ends, self.now.time()))
                self._try(lambda d=d: deposits.credit(d.id, self.now.date(), "LA order", now=self.now))

    # ------------------------------------------------------------ what must always hold
    @invariant()
    def ledger_balances(self):
        if not hasattr(self, "now"):
            return
        result = ledger.check()
        assert result.ok, result.problems

    @invariant()
    def nothing_unaccounted_for(self):
        if not hasattr(self, "now"):
            return
        bal = ledger.balances()

        def kind_total(kind: str) -> int:
            return _sum([p.amount_paise for p in LedgerPosting.select().join(LedgerTxn)
                         .where(LedgerTxn.kind == kind, LedgerPosting.account == "cash")])

        cash = (_sum([r.total_paise for r in Receipt.select()])
                + _sum([s.price_paise for s in Sale.select()])
                - _sum([e.amount_paise for e in SaleExpense.select()])
                - _sum([a.balance_paise for a in OwnerAccount.select() if a.accepted])
                - _sum([r.amount_paise for r in Remittance.select()])
                + kind_total("advance") + kind_total("maintenance") + kind_total("feeding_retained"))
        assert bal["cash"].paise == cash
        settled = _sum([s.proceeds_paise for s in Settlement.select()])
        shares = _sum([s.amount_paise for s in SaleShare.select()])
        assert -bal["sale_proceeds"].paise == shares - settled
        closed = {c.deposit_id for c in DepositClosing.select()}
        held = _sum([d.amount_paise for d in Deposit.select() if d.id not in closed])
        assert -bal["deposit"].paise == held
        # maintenance is only ever paid out, advances only received
        assert kind_total("maintenance") <= 0 <= kind_total("advance")


Office.TestCase.settings = settings(max_examples=60, stateful_step_count=30, deadline=None,
                                    suppress_health_check=[HealthCheck.too_slow])
test_any_sequence_of_workflows_keeps_the_money_accounted_for = Office.TestCase

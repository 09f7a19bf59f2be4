"""A case's position at a moment (what its sales have brought, what it owes,
what its sale cost): the sale needs it for "as many as may be necessary"
(s. 15(1), rules.md Q13) and the settlement for s. 15(2)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import peewee as pw

from pound_desk.language import translate
from pound_desk.law import bases, disposal
from pound_desk.law import dues as law_dues
from pound_desk.law.money import Money
from pound_desk.models import Case, Head, Release, ReleasedHead
from pound_desk.models.disposal import OtherDisposal, SaleExpense, SaleShare, Settlement
from pound_desk.services.case import cases
from pound_desk.services.disposal.footing import sale_footing
from pound_desk.services.disposal.sale_corrections import reversed_ids
from pound_desk.services.office import rates, settings
from pound_desk.text import money

PATHS = {"s13": ("Unclaimed after notice (s. 13(3))", "നോട്ടീസിനു ശേഷം അവകാശപ്പെടാത്തവ (വകുപ്പ് 13(3))"),
         "s15": ("Owner refused to pay (s. 15(1))", "ഉടമ പണമടയ്ക്കാൻ വിസമ്മതിച്ചു (വകുപ്പ് 15(1))")}


def _as_written(context: str, text: str) -> str:
    """``translate`` for text that stays English: the English half of a
    message kept in both languages, and the documents."""
    return text


@dataclass(frozen=True)
class Position:
    """A case's money at a moment, since its last settlement: the proceeds
    its sales (and disposals) brought, the fines and feeding charges its
    heads incurred (sold heads up to their sale, and, with ``held``, the
    heads still in the pound up to ``at``), and its expenses of sale."""

    case_no: str
    at: datetime
    path: str
    proceeds: Money
    fines: Money
    feeding: Money
    expenses: Money
    sold: int
    held: int

    @property
    def dues(self) -> Money:
        return self.fines + self.feeding

    @property
    def covered(self) -> bool:
        return disposal.covered(self.proceeds, self.dues, self.expenses)

    @property
    def figures(self) -> str:
        """The figures, in the language on screen."""
        return self._figures(translate)

    @property
    def figures_en(self) -> str:
        """The figures in English, for the English half of a message kept
        in both languages (``SaleResult.messages``)."""
        return self._figures(_as_written)

    def _figures(self, translate) -> str:
        return translate("auctions", "proceeds {proceeds}; fines {fines}, feeding charges {feeding} and "
                         "expenses of sale {expenses}: {total} to cover").format(
            proceeds=money(self.proceeds), fines=money(self.fines), feeding=money(self.feeding),
            expenses=money(self.expenses), total=money(self.dues + self.expenses))


def _sold_heads(case: Case, at: datetime) -> list[tuple[Head, datetime, Money]]:
    """Heads of the case that left by sale or disposal otherwise by ``at``,
    with when and what each brought."""
    out = []
    rows = (ReleasedHead.select(ReleasedHead, Release, Head).join(Release)
            .switch(ReleasedHead).join(Head)
            .where(Release.case == case, Release.basis.in_(bases.DISPOSED_BY_THE_POUND),
                   Release.released_at <= at))
    shares = {s.head_id: s.amount for s in
              SaleShare.select().join(Head).where(Head.case == case, SaleShare.sale.not_in(reversed_ids()))}
    for rh in rows:
        out.append((rh.head, rh.release.released_at, shares.get(rh.head_id, Money.zero())))
    return out


def _other_proceeds(case: Case, at: datetime) -> Money:
    total = (OtherDisposal.select(pw.fn.SUM(OtherDisposal.proceeds_paise)).join(Release)
             .where(Release.case == case, Release.released_at <= at).scalar() or 0)
    return Money(total)


def position(case: Case | str, at: datetime, with_held: bool | None = None) -> Position:
    """The case's position at ``at`` less what its settlements already took.
    ``with_held`` counts the heads still held (the s. 15 path does: the owner
    owes for all his cattle); by default it follows the case's footing."""
    if isinstance(case, str):
        case = cases.find(case)
    cv = cases.view(case)
    footing = sale_footing(case, at)
    path = footing.path
    if with_held is None:
        with_held = path == "s15"
    sold = _sold_heads(case, at)
    kinds = {h.id: h.kind for h in cv.heads}
    seqs = {h.id: h.seq for h in cv.heads}
    table, closed, stay = rates.table(), settings.closed_days(), cases.stay(cv)
    fines = feeding = Money.zero()
    for head, sold_at, _ in sold:
        d = law_dues.dues(stay, [(seqs[head.id], kinds[head.id])], table, sold_at, closed)
        fines, feeding = fines + d.fine, feeding + d.feeding
    held = cases.held_at(cv, at)
    if with_held and held and at >= cv.brought_at:
        d = law_dues.dues(stay, [(h.seq, h.kind) for h in held], table, at, closed)
        fines, feeding = fines + d.fine, feeding + d.feeding
    proceeds = sum((m for _, _, m in sold), Money.zero()) + _other_proceeds(case, at)
    expenses = Money(SaleExpense.select(pw.fn.SUM(SaleExpense.amount_paise))
                     .where(SaleExpense.case == case, SaleExpense.spent_on <= at.date()).scalar() or 0)
    done = list(Settlement.select().where(Settlement.case == case, Settlement.at <= at))

    def less(total: Money, column: str) -> Money:
        rest = total - Money(sum(getattr(s, column) for s in done))
        return rest if rest.paise > 0 else Money.zero()

    return Position(cv.case_no, at, path, less(proceeds, "proceeds_paise"), less(fines, "fines_paise"),
                    less(feeding, "feeding_paise"), less(expenses, "expenses_paise"), len(sold), len(held))

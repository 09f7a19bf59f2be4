"""A return's figures as its own records give them.

The pound writes ``totals`` from its register; the same return carries the
records those totals are counted from (the entries, releases, receipts,
sales, deposits, open cases and the ledger's movements). Whoever holds the
pound's key can sign a return whose totals were lowered afterwards; the
local authority recounts them here from the records the return carries and
refuses a return whose figures do not follow (docs/RETURNS.md).

The return as read by ``returns.schema`` in, plain findings out: no database, no Qt. The pound's side
(``services/returns.py``) counts the heads that left by the same bases."""
from __future__ import annotations

from dataclasses import dataclass

from pound_desk.returns import schema
from pound_desk.returns.schema import MonthlyReturn

# how the heads that left the pound are counted in the totals; every other
# basis (s12, earlier_register, s15, s18_2 …) is a release to an owner or claimant
SOLD_BASES = frozenset({"sale"})
DISPOSED_BASES = frozenset({"s13_proviso", "s25"})   # otherwise than by the pound's auction; s. 25: a court's sale

MONEY = schema.MONEY_TOTALS
RECORDS = schema.RECORDS
missing_records = schema.missing_records


@dataclass(frozen=True)
class Mismatch:
    figure: str          # the total's key, or "receipt NUMBER" / "ledger"
    stated: int
    counted: int

    @property
    def money(self) -> bool:
        return self.figure in MONEY or self.figure.startswith("receipt ") or self.figure == "ledger"


def _in_period(data: MonthlyReturn, when: str | None) -> bool:
    start, end = data.period.start, data.period.end
    return bool(start and end and isinstance(when, str) and start <= when[:10] <= end)


def _impounded(data: MonthlyReturn) -> dict[str, int]:
    return {"impounded": sum(len(case.heads) for case in data.cases)}


def basis_count(basis: str) -> str:
    """Which total a head released on ``basis`` counts in."""
    return "sold" if basis in SOLD_BASES else "disposed_otherwise" if basis in DISPOSED_BASES else "released"


def _left(data: MonthlyReturn) -> dict[str, int]:
    left = {"released": 0, "sold": 0, "disposed_otherwise": 0}
    for r in data.releases:
        left[basis_count(r.basis)] += len(r.head_seqs)
    return left


def _held(data: MonthlyReturn) -> dict[str, int]:
    return {"held_at_end": sum(r.heads_held for r in data.open_cases),
            "overdue_cases": sum(1 for r in data.open_cases if r.overdue)}


def _proceeds(data: MonthlyReturn) -> dict[str, int]:
    return {"sale_proceeds_paise": sum(s.price_paise for s in data.sales if not s.reversed)
            + sum(d.proceeds_paise for d in data.disposals_otherwise)}


def _deposits(data: MonthlyReturn) -> dict[str, int]:
    held = [d for d in data.deposits if d.held_at_end]
    return {"deposits_held_paise": sum(d.amount_paise for d in held),
            "deposits_due_paise": sum(d.amount_paise for d in held if d.due_at_end)}


def _protest(data: MonthlyReturn) -> dict[str, int]:
    sums = {"taken": 0, "refunded": 0, "converted": 0, "held": 0}
    for d in data.protest_deposits:
        if _in_period(data, d.at):
            sums["taken"] += d.total_paise
        if d.state_at_end in ("refunded", "converted") and _in_period(data, d.closed_at):
            sums[d.state_at_end] += d.total_paise
        if d.state_at_end == "held":
            sums["held"] += d.total_paise
    return {f"protest_{k}_paise": v for k, v in sums.items()}


# each step: the records it needs, and the totals it counts from them
_STEPS = ((("cases",), _impounded), (("releases",), _left), (("open_cases",), _held),
          (("sales", "disposals_otherwise"), _proceeds), (("deposits",), _deposits),
          (("protest_deposits",), _protest))


def counted(data: MonthlyReturn) -> dict[str, int]:
    """Each total the records present give, by its key (a total whose
    records the return does not carry is left out)."""
    out: dict[str, int] = {}
    for needs, step in _STEPS:
        if all(getattr(data, name) is not None for name in needs):
            out.update(step(data))
    return out


def _ledger(data: MonthlyReturn, totals: dict[str, int]) -> list[Mismatch]:
    """The fines and feeding charges received, and what the one liable paid,
    from the ledger's movements of the month (a charge to the one liable,
    s. 21(2), moves fines and feeding against the seizer's account: money
    due, not received); and every movement balancing."""
    moved, at_end = data.ledger.moved, data.ledger.balances_at_end
    out = []
    if sum(moved.values()):
        out.append(Mismatch("ledger", 0, sum(moved.values())))
    if sum(at_end.values()):
        out.append(Mismatch("ledger", 0, sum(at_end.values())))
    due = totals.get("due_from_liable_paise", 0)
    fines, feeding = -moved.get("fines", 0), -moved.get("feeding", 0)
    if due == 0:
        out += [Mismatch(k, totals[k], v) for k, v in (("fines_paise", fines), ("feeding_paise", feeding))
                if totals[k] != v]
    elif totals["fines_paise"] + totals["feeding_paise"] != fines + feeding - due:
        # the charge's split between fines and feeding is not in the return: their sum is
        stated = totals["fines_paise"] + totals["feeding_paise"]
        out.append(Mismatch("fines_paise", totals["fines_paise"],
                            totals["fines_paise"] + fines + feeding - due - stated))
    paid = -moved.get("seizer_receivable", 0) + due
    if "paid_by_liable_paise" in totals and totals["paid_by_liable_paise"] != paid:
        out.append(Mismatch("paid_by_liable_paise", totals["paid_by_liable_paise"], paid))
    return out


def _receipts(data: MonthlyReturn) -> list[Mismatch]:
    """Each receipt's sums from its own lines."""
    out = []
    for r in data.receipts:
        fines = sum(x.fine_paise for x in r.lines)
        feeding = sum(x.feeding_paise for x in r.lines)
        for said, count in zip((r.fines_paise, r.feeding_paise, r.total_paise), (fines, feeding, fines + feeding)):
            if said != count:
                out.append(Mismatch(f"receipt {r.number}", said, count))
                break
    return out


def _stock(data: MonthlyReturn, found: dict[str, int], totals: dict[str, int]) -> list[Mismatch]:
    """The heads held at the end from those at the start and the month's comings and goings."""
    if data.opening is None or not all(k in found for k in ("impounded", "released", "sold", "disposed_otherwise")):
        return []
    stock = (data.opening.held_at_start + found["impounded"] - found["released"] - found["sold"]
             - found["disposed_otherwise"])
    return [Mismatch("held_at_end", totals["held_at_end"], stock)] if stock != totals["held_at_end"] else []


def check(data: MonthlyReturn) -> list[Mismatch]:
    """Every figure of the return's totals that its records do not give."""
    totals = {k: v for k in schema.TOTAL_KEYS if (v := getattr(data.totals, k)) is not None}
    found = counted(data)
    out = [Mismatch(k, totals[k], v) for k, v in found.items() if k in totals and totals[k] != v]
    if not any(m.figure == "held_at_end" for m in out):
        out += _stock(data, found, totals)
    if data.receipts is not None:
        out += _receipts(data)
    if data.ledger is not None:
        out += _ledger(data, totals)
    return out

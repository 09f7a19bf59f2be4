"""A return's figures as its own records give them.

The pound writes ``totals`` from its register; the same return carries the
records those totals are counted from (the entries, releases, receipts,
sales, deposits, open cases and the ledger's movements). Whoever holds the
pound's key can sign a return whose totals were lowered afterwards; the
local authority recounts them here from the records the return carries and
refuses a return whose figures do not follow (docs/RETURNS.md).

Plain data in, plain findings out: no database, no Qt. The pound's side
(``services/returns.py``) counts the heads that left by the same bases."""
from __future__ import annotations

from dataclasses import dataclass

# how the heads that left the pound are counted in the totals; every other
# basis (s12, earlier_register, s15, s18_2 …) is a release to an owner or claimant
SOLD_BASES = frozenset({"sale"})
DISPOSED_BASES = frozenset({"s13_proviso", "s25"})   # otherwise than by the pound's auction; s. 25: a court's sale

# the records a return of this version carries whole; a return with its chain
# section (every return made since) must carry all of them
RECORDS = ("opening", "cases", "releases", "receipts", "sales", "disposals_otherwise", "deposits",
           "protest_deposits", "open_cases", "ledger")
MONEY = {"fines_paise", "feeding_paise", "sale_proceeds_paise", "deposits_held_paise", "deposits_due_paise",
         "due_from_liable_paise", "paid_by_liable_paise", "protest_taken_paise", "protest_refunded_paise",
         "protest_converted_paise", "protest_held_paise"}


@dataclass(frozen=True)
class Mismatch:
    figure: str          # the total's key, or "receipt NUMBER" / "ledger"
    stated: int
    counted: int

    @property
    def money(self) -> bool:
        return self.figure in MONEY or self.figure.startswith("receipt ") or self.figure == "ledger"


class Unreadable(ValueError):
    """A record the figures are counted from is not of its shape; ``str()``
    names it (in English: the caller words it for a person)."""


def _int(value, what: str) -> int:
    if type(value) is not int:
        raise Unreadable(what)
    return value


def _list(data: dict, key: str) -> list:
    value = data.get(key)
    if not isinstance(value, list) or not all(isinstance(x, dict) for x in value):
        raise Unreadable(key)
    return value


def missing_records(data: dict) -> list[str]:
    return [k for k in RECORDS if k not in data]


def _in_period(data: dict, when) -> bool:
    period = data.get("period") or {}
    start, end = str(period.get("start") or ""), str(period.get("end") or "")
    return bool(start and end and isinstance(when, str) and start <= when[:10] <= end)


def counted(data: dict) -> dict[str, int]:
    """Each total the records present give, by its key (a total whose
    records the return does not carry is left out). Raises ``Unreadable``."""
    out: dict[str, int] = {}
    if "cases" in data:
        heads = 0
        for i, case in enumerate(_list(data, "cases")):
            if not isinstance(case.get("heads"), list):
                raise Unreadable(f"cases[{i}].heads")
            heads += len(case["heads"])
        out["impounded"] = heads
    if "releases" in data:
        left = {"released": 0, "sold": 0, "disposed_otherwise": 0}
        for i, r in enumerate(_list(data, "releases")):
            seqs = r.get("head_seqs")
            if not isinstance(seqs, list):
                raise Unreadable(f"releases[{i}].head_seqs")
            basis = r.get("basis")
            key = "sold" if basis in SOLD_BASES else "disposed_otherwise" if basis in DISPOSED_BASES else "released"
            left[key] += len(seqs)
        out.update(left)
    if "open_cases" in data:
        rows = _list(data, "open_cases")
        out["held_at_end"] = sum(_int(r.get("heads_held"), "open_cases.heads_held") for r in rows)
        out["overdue_cases"] = sum(1 for r in rows if r.get("overdue"))
    if "sales" in data and "disposals_otherwise" in data:
        proceeds = sum(_int(s.get("price_paise"), "sales.price_paise")
                       for s in _list(data, "sales") if not s.get("reversed"))
        proceeds += sum(_int(d.get("proceeds_paise"), "disposals_otherwise.proceeds_paise")
                        for d in _list(data, "disposals_otherwise"))
        out["sale_proceeds_paise"] = proceeds
    if "deposits" in data:
        rows = _list(data, "deposits")
        out["deposits_held_paise"] = sum(_int(d.get("amount_paise"), "deposits.amount_paise")
                                         for d in rows if d.get("held_at_end"))
        out["deposits_due_paise"] = sum(_int(d.get("amount_paise"), "deposits.amount_paise")
                                        for d in rows if d.get("held_at_end") and d.get("due_at_end"))
    if "protest_deposits" in data:
        sums = {"taken": 0, "refunded": 0, "converted": 0, "held": 0}
        for d in _list(data, "protest_deposits"):
            total = _int(d.get("total_paise"), "protest_deposits.total_paise")
            state = d.get("state_at_end")
            if _in_period(data, d.get("at")):
                sums["taken"] += total
            if state in ("refunded", "converted") and _in_period(data, d.get("closed_at")):
                sums[state] += total
            if state == "held":
                sums["held"] += total
        out.update({f"protest_{k}_paise": v for k, v in sums.items()})
    return out


def _ledger(data: dict, totals: dict) -> list[Mismatch]:
    """The fines and feeding charges received, and what the one liable paid,
    from the ledger's movements of the month (a charge to the one liable,
    s. 21(2), moves fines and feeding against the seizer's account: money
    due, not received); and every movement balancing."""
    ledger = data.get("ledger")
    if not isinstance(ledger, dict) or not isinstance(ledger.get("moved"), dict) \
            or not isinstance(ledger.get("balances_at_end"), dict):
        raise Unreadable("ledger")
    moved = {str(k): _int(v, f"ledger.moved.{k}") for k, v in ledger["moved"].items()}
    at_end = {str(k): _int(v, f"ledger.balances_at_end.{k}") for k, v in ledger["balances_at_end"].items()}
    out = []
    if sum(moved.values()):
        out.append(Mismatch("ledger", 0, sum(moved.values())))
    if sum(at_end.values()):
        out.append(Mismatch("ledger", 0, sum(at_end.values())))
    due = totals.get("due_from_liable_paise", 0)
    due = due if type(due) is int else 0
    fines, feeding = -moved.get("fines", 0), -moved.get("feeding", 0)
    if due == 0:
        out += [Mismatch(k, totals[k], v) for k, v in (("fines_paise", fines), ("feeding_paise", feeding))
                if k in totals and totals[k] != v]
    elif "fines_paise" in totals and "feeding_paise" in totals \
            and totals["fines_paise"] + totals["feeding_paise"] != fines + feeding - due:
        # the charge's split between fines and feeding is not in the return: their sum is
        stated = totals["fines_paise"] + totals["feeding_paise"]
        out.append(Mismatch("fines_paise", totals["fines_paise"],
                            totals["fines_paise"] + fines + feeding - due - stated))
    if "paid_by_liable_paise" in totals and totals["paid_by_liable_paise"] != -moved.get("seizer_receivable", 0) + due:
        out.append(Mismatch("paid_by_liable_paise", totals["paid_by_liable_paise"],
                            -moved.get("seizer_receivable", 0) + due))
    return out


def _receipts(data: dict) -> list[Mismatch]:
    """Each receipt's sums from its own lines."""
    out = []
    for r in _list(data, "receipts"):
        lines = r.get("lines")
        if not isinstance(lines, list) or not all(isinstance(x, dict) for x in lines):
            raise Unreadable("receipts.lines")
        fines = sum(_int(x.get("fine_paise"), "receipts.lines.fine_paise") for x in lines)
        feeding = sum(_int(x.get("feeding_paise"), "receipts.lines.feeding_paise") for x in lines)
        stated = (_int(r.get("fines_paise"), "receipts.fines_paise"),
                  _int(r.get("feeding_paise"), "receipts.feeding_paise"),
                  _int(r.get("total_paise"), "receipts.total_paise"))
        for said, count in zip(stated, (fines, feeding, fines + feeding)):
            if said != count:
                out.append(Mismatch(f"receipt {r.get('number', '')}", said, count))
                break
    return out


def check(data: dict) -> list[Mismatch]:
    """Every figure of ``data['totals']`` that its records do not give.
    Raises ``Unreadable`` for a record not of its shape."""
    totals = data.get("totals")
    if not isinstance(totals, dict):
        raise Unreadable("totals")
    totals = {k: v for k, v in totals.items() if type(v) is int}
    found = counted(data)
    out = [Mismatch(k, totals[k], v) for k, v in found.items() if k in totals and totals[k] != v]
    opening = data.get("opening")
    if isinstance(opening, dict) and "held_at_end" in totals and \
            all(k in found for k in ("impounded", "released", "sold", "disposed_otherwise")):
        stock = (_int(opening.get("held_at_start"), "opening.held_at_start") + found["impounded"]
                 - found["released"] - found["sold"] - found["disposed_otherwise"])
        if stock != totals["held_at_end"] and not any(m.figure == "held_at_end" for m in out):
            out.append(Mismatch("held_at_end", totals["held_at_end"], stock))
    if "receipts" in data:
        out += _receipts(data)
    if "ledger" in data:
        out += _ledger(data, totals)
    return out

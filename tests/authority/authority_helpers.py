"""Making signed return bundles for the authority's tests, with the pound
side's own writer (returns.bundle.write_bundle) and data.json of the agreed
shape."""
from __future__ import annotations

from datetime import datetime
from functools import lru_cache

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from reportlab.pdfgen.canvas import Canvas

from pound_desk.returns import keys
from pound_desk.returns.bundle import bundle_name, write_bundle

ZERO = {"impounded": 0, "released": 0, "sold": 0, "disposed_otherwise": 0, "held_at_end": 0,
        "fines_paise": 0, "feeding_paise": 0, "sale_proceeds_paise": 0, "deposits_held_paise": 0,
        "deposits_due_paise": 0, "overdue_cases": 0}


@lru_cache(maxsize=1)
def tiny_pdf() -> bytes:
    import io

    out = io.BytesIO()
    c = Canvas(out)
    c.drawString(100, 700, "Return")
    c.save()
    return out.getvalue()


def new_key() -> Ed25519PrivateKey:
    return Ed25519PrivateKey.generate()


def records_for(totals: dict, open_cases: list) -> dict:
    """Records from which the totals follow (the authority counts them again):
    a case of the heads impounded, a release of each kind, the open cases
    padded to the heads held, a sale, deposits and the ledger's movements."""
    t = dict(ZERO, **totals)
    # the figures a test leaves out that its open cases give
    t.setdefault("held_at_end", 0)
    if "held_at_end" not in totals:
        t["held_at_end"] = sum(c["heads_held"] for c in open_cases)
    if "overdue_cases" not in totals:
        t["overdue_cases"] = sum(1 for c in open_cases if c.get("overdue"))
    heads = [{"seq": i + 1, "kind": "cow", "sex": "F", "colour": "brown", "marks": "", "ear_tag": ""}
             for i in range(t["impounded"])]
    cases = [{"case_no": "001/2026", "seized_place": "Nedumangad", "heads": heads}] if heads else []
    releases = [{"case_no": "001/2026", "basis": basis, "head_seqs": list(range(1, t[key] + 1))}
                for key, basis in (("released", "s12"), ("sold", "sale"), ("disposed_otherwise", "s13_proviso"))
                if t[key]]
    opened = list(open_cases)
    pad = t["held_at_end"] - sum(c["heads_held"] for c in opened)
    if pad > 0:
        opened.append({"case_no": "900/2026", "heads_held": pad, "dues_paise": 0, "overdue": []})
    sales = [{"number": "A-2026-01/1", "price_paise": t["sale_proceeds_paise"]}] if t["sale_proceeds_paise"] else []
    deposits = [{"amount_paise": t["deposits_held_paise"] - t["deposits_due_paise"], "held_at_end": True,
                 "due_at_end": False},
                {"amount_paise": t["deposits_due_paise"], "held_at_end": True, "due_at_end": True}]
    money = t["fines_paise"] + t["feeding_paise"]
    ledger = {"fines": -t["fines_paise"], "feeding": -t["feeding_paise"], "cash": money}
    out = {"cases": cases, "releases": releases, "open_cases": opened, "sales": sales, "disposals_otherwise": [],
           "deposits": deposits, "protest_deposits": [], "receipts": [],
           "ledger": {"moved": ledger, "balances_at_end": ledger}}
    start = t["held_at_end"] - t["impounded"] + t["released"] + t["sold"] + t["disposed_otherwise"]
    if start >= 0:
        out["opening"] = {"held_at_start": start}
    return out


def data_json(period: str, totals: dict | None = None, open_cases: list | None = None) -> dict:
    import calendar

    y, m = map(int, period.split("-"))
    data = {"format_version": 1,
            "period": {"start": f"{period}-01", "end": f"{period}-{calendar.monthrange(y, m)[1]:02d}"},
            "remittances": [], "daily_statements": [], "notices": [], "settlements": [], "owner_accounts": [],
            "complaints": [], "orders": [],
            "totals": dict(ZERO, **(totals or {}))}
    data.update(records_for(totals or {}, open_cases or []))
    data["totals"].update({k: sum(c["heads_held"] for c in data["open_cases"]) if k == "held_at_end" else
                           sum(1 for c in data["open_cases"] if c.get("overdue"))
                           for k in ("held_at_end", "overdue_cases") if k not in (totals or {})})
    return data


def bundle(key, period: str, sequence: int, revision: int = 0, totals: dict | None = None,
           open_cases: list | None = None, name: str = "Nedumangad Municipal Pound",
           data: dict | None = None, extra: dict | None = None) -> tuple[str, bytes]:
    import json

    manifest = {"format": "pound-desk-return", "format_version": 1,
                "pound": {"name": name, "place": "Nedumangad", "local_authority": "Nedumangad Municipality",
                          "local_area": "Nedumangad"},
                "period": period, "sequence": sequence, "revision": revision,
                "made_at": datetime(2026, 12, 1, 10, 0).isoformat(), "chain_head": "ab" * 32}
    manifest.update(extra or {})   # a field set as a hostile sender would
    body = json.dumps(data if data is not None else data_json(period, totals, open_cases)).encode()
    files = {"data.json": body, "return.pdf": tiny_pdf()}
    return bundle_name(keys.pound_id(key.public_key()), period, revision), write_bundle(manifest, files, key)

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


def data_json(period: str, totals: dict | None = None, open_cases: list | None = None) -> dict:
    import calendar

    y, m = map(int, period.split("-"))
    return {"format_version": 1,
            "period": {"start": f"{period}-01", "end": f"{period}-{calendar.monthrange(y, m)[1]:02d}"},
            "cases": [], "releases": [], "receipts": [], "remittances": [], "daily_statements": [],
            "notices": [], "sales": [], "settlements": [], "owner_accounts": [], "deposits": [],
            "complaints": [], "orders": [],
            "open_cases": open_cases or [],
            "totals": dict(ZERO, **(totals or {}))}


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

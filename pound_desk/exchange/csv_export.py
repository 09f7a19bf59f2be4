"""Rate tables out as CSV, in the format ``csv_import.import_rates`` reads,
so that one office can share a Gazette table with others."""
from __future__ import annotations

import io
from pathlib import Path

from pound_desk import csv_cells
from pound_desk.exchange.rates_csv import RATE_COLUMNS
from pound_desk.services.desk import audit
from pound_desk.services.office import rates


def rates_csv() -> bytes:
    """Every version of every rate, by type, area, kind and date (UTF-8)."""
    out = io.StringIO()
    writer = csv_cells.writer(out, lineterminator="\r\n")
    writer.writerow(RATE_COLUMNS)
    for e in sorted(rates.entries(), key=lambda e: (e.type.value, e.local_area, e.kind, e.effective_from)):
        writer.writerow([e.type.value, e.local_area, e.kind, e.amount.plain(),
                         e.effective_from.isoformat(), e.reference])
    return out.getvalue().encode("utf-8")


def export_rates(path: Path | str) -> int:
    """Write the rates to ``path``; returns the number of entries."""
    data = rates_csv()
    Path(path).write_bytes(data)
    audit.record("export_csv", "rates", audit.file_detail(path, rows=data.count(b"\r\n") - 1))
    return data.count(b"\r\n") - 1

"""From the pound's register to the authority's report: the pound exports
its month's return with its own services (services.returns.export), the
authority registers the pound's public key and imports the bundle, a
correction and the next month, on SQLite and PostgreSQL.

June 2026 (cow: fine Rs 200, feeding Rs 60 a commenced 24 hours; goat:
fine Rs 100, feeding Rs 30): a cow brought 1 June 10:00, released 2 June
11:00 (25 h = 2 periods: fine 200 + feeding 120); a goat brought 20 June
00:00, still held at the end. So June: impounded 2, released 1, held at
the end 1, fines Rs 200, feeding Rs 120; July: nothing brought, the goat
still held."""
from __future__ import annotations

from datetime import datetime

from record_helpers import seize

from pound_desk.authority import imports, pounds, reports
from pound_desk.law.money import Money
from pound_desk.returns import keys
from pound_desk.services import returns
from pound_desk.services.books import ledger
from pound_desk.services.case import cases, releases


def test_a_pounds_own_returns_imported_and_reported(pound, adb, tmp_path):
    cow = seize(datetime(2026, 6, 1, 10, 0), kinds=("cow",))
    releases.release_on_payment(cow.case_no, datetime(2026, 6, 2, 11, 0), "Anil", Money.of_rupees(320),
                                now=datetime(2026, 6, 2, 11, 5))
    goat = seize(datetime(2026, 6, 20, 0, 0), kinds=("goat",))
    assert ledger.check().ok
    stick = tmp_path / "stick"
    stick.mkdir()
    june = returns.export("2026-06", stick, now=datetime(2026, 7, 2, 10, 0))

    pounds.register("Nedumangad Municipal Pound", keys.public_pem(returns.the_key()), "Nedumangad Municipality")
    first = imports.import_file(june.path)
    assert first.status == "imported", first.message
    line = reports.build("2026-06").lines[0]
    assert line.figures == {"impounded": 2, "released": 1, "sold": 0, "disposed_otherwise": 0,
                            "held_at_end": 1, "fines_paise": 20000, "feeding_paise": 12000,
                            "sale_proceeds_paise": 0, "deposits_held_paise": 0, "deposits_due_paise": 0,
                            "overdue_cases": line.figures["overdue_cases"]}

    # an amendment to a June entry: the pound exports June again as revision 1
    cases.amend(goat.case_no, "seized_place", "Karakulam junction", "Place misheard",
                now=datetime(2026, 7, 3, 10, 0))
    fixed = returns.export("2026-06", stick, now=datetime(2026, 7, 3, 11, 0))
    july = returns.export("2026-07", stick, now=datetime(2026, 8, 1, 9, 0))
    outcomes = imports.import_paths([stick])
    assert [(o.file, o.status) for o in outcomes] == [
        (june.path.name, "already"), (fixed.path.name, "correction"), (july.path.name, "imported")]
    year = reports.build("2026").lines[0]
    assert (year.returns, year.revisions, year.last_period) == (2, 1, "2026-07")
    assert (year.figures["impounded"], year.figures["released"], year.figures["held_at_end"],
            year.figures["fines_paise"]) == (2, 1, 1, 20000)
    assert ledger.check().ok

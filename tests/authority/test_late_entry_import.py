"""A return whose release was entered late (with its reason) imports at
the local authority like any other: the lines it adds are the pound's
words, not figures to recount."""
from __future__ import annotations

from datetime import datetime

from record_helpers import seize

from pound_desk.authority import imports, pounds
from pound_desk.law.money import Money
from pound_desk.returns import keys
from pound_desk.services import returns
from pound_desk.services.case import late_entries, releases


def test_a_return_with_a_release_entered_late_imports(pound, adb, tmp_path):
    late_entries.use_test_margin(None)
    try:
        cow = seize(datetime(2026, 6, 1, 10, 0), kinds=("cow",))
        releases.release_on_payment(cow.case_no, datetime(2026, 6, 2, 11, 0), "Anil", Money.of_rupees(320),
                                    now=datetime(2026, 6, 9, 11, 5), late_reason="Written up from the slip")
    finally:
        late_entries.use_test_margin(10 ** 6)
    june = returns.export("2026-06", tmp_path, now=datetime(2026, 7, 2, 10, 0))
    pounds.register("Nedumangad Municipal Pound", keys.public_pem(returns.the_key()), "Nedumangad Municipality")
    outcome = imports.import_file(june.path)
    assert outcome.status == "imported", outcome.message

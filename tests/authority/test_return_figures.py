"""The insider who holds the pound's key: a return edited and signed again
with it is whole and signed by the registered key, so the authority checks
what it says. Its figures are counted again from the records it carries; a
pound that has sent its chain of records must go on sending it; a return far
out of proportion to the pound is held for an officer instead of imported.
Each through the service (SQLite and PostgreSQL) and the command line."""
from __future__ import annotations

import json
from datetime import datetime

import pytest
from record_helpers import seize

from pound_desk import cli
from pound_desk.authority import held, imports, pounds
from pound_desk.authority.models import HeldDecision, HeldReturn, ImportedReturn
from pound_desk.law.money import Money
from pound_desk.returns import figures
from pound_desk.returns.bundle import read_bundle, write_bundle
from pound_desk.services import returns
from pound_desk.services.case import releases


def _months(tmp_path):
    """June (three cows released on payment: a receipt, fines and feeding received) and July."""
    stick = tmp_path / "stick"
    stick.mkdir()
    seize(datetime(2026, 6, 1, 10, 0), kinds=("cow", "cow", "cow"), owner="Anil")
    releases.release_on_payment("1/2026", datetime(2026, 6, 2, 11, 0), "Anil", Money.of_rupees(960),
                                now=datetime(2026, 6, 2, 11, 5))
    seize(datetime(2026, 6, 20, 9, 0), kinds=("goat", "goat"))
    june = returns.export("2026-06", stick, now=datetime(2026, 7, 2, 10, 0))
    seize(datetime(2026, 7, 5, 9, 0), kinds=("ox",))
    july = returns.export("2026-07", stick, now=datetime(2026, 8, 1, 9, 0))
    return june.path, july.path


def _signed_again(path, tmp_path, edit=None, drop_chain=False, name=None):
    """The bundle at ``path`` with its data.json edited by ``edit`` (or its
    chain section taken out), signed again with the pound's own key."""
    b = read_bundle(path.read_bytes())
    manifest = {k: v for k, v in b.manifest.items() if k != "files"}
    files = dict(b.files)
    if edit is not None:
        data = json.loads(files["data.json"])
        edit(data)
        files["data.json"] = json.dumps(data, ensure_ascii=False).encode("utf-8")
    if drop_chain:
        del files["chain.json"]
        for k in ("chain_from_links", "chain_from_head"):
            manifest.pop(k, None)
    out = tmp_path / (name or path.name)
    out.write_bytes(write_bundle(manifest, files, returns.the_key()))
    return out


def _register(capacity=None):
    pounds.register("Nedumangad Municipal Pound", returns.keys.public_pem(returns.the_key()),
                    "Nedumangad Municipality", capacity=capacity)


def _fines_lowered(data):
    data["totals"]["fines_paise"] -= 50000


def test_the_figures_of_a_real_return_follow_from_its_records(pound, tmp_path):
    june, july = _months(tmp_path)
    for path in (june, july):
        data = read_bundle(path.read_bytes()).data
        assert figures.missing_records(data) == [] and figures.check(data) == []
    assert read_bundle(june.read_bytes()).data.totals.fines_paise > 50000


def test_fines_lowered_by_500_and_signed_again_with_the_pounds_key_are_refused(pound, adb, tmp_path):
    june, _ = _months(tmp_path)
    _register()
    forged = _signed_again(june, tmp_path, _fines_lowered, name="forged.pdreturn")
    outcome = imports.import_file(forged)
    assert outcome.status == "refused"
    assert "the return's figures do not follow from its records" in outcome.message
    assert "fines_paise says" in outcome.message and "(₹500.00 less)" in outcome.message
    assert ImportedReturn.select().count() == 0
    assert imports.import_file(june).status == "imported"     # the return as made goes in


def test_a_receipt_lowered_with_the_total_is_refused_by_the_ledger(pound, adb, tmp_path):
    """The insider lowers the receipt too (its line, its sums and the total):
    the ledger's movements of the month still say what was received."""
    june, _ = _months(tmp_path)
    _register()

    def lowered(data):
        r = data["receipts"][0]
        r["lines"][0]["fine_paise"] -= 50000
        r["fines_paise"] -= 50000
        r["total_paise"] -= 50000
        data["totals"]["fines_paise"] -= 50000

    outcome = imports.import_file(_signed_again(june, tmp_path, lowered, name="forged.pdreturn"))
    assert outcome.status == "refused" and "fines_paise says" in outcome.message
    # a receipt whose lines do not make its sum is named
    def receipt_only(data):
        data["receipts"][0]["fines_paise"] -= 50000

    outcome = imports.import_file(_signed_again(june, tmp_path, receipt_only, name="forged2.pdreturn"))
    assert outcome.status == "refused" and f"receipt {read_bundle(june.read_bytes()).data.receipts[0].number}" \
        in outcome.message


def test_a_return_without_the_records_its_figures_come_from_is_refused(pound, adb, tmp_path):
    june, _ = _months(tmp_path)
    _register()
    outcome = imports.import_file(_signed_again(june, tmp_path, lambda d: d.pop("ledger"),
                                                name="forged.pdreturn"))
    assert outcome.status == "refused"
    assert outcome.message.endswith("the return lacks records its figures are counted from: ledger")


def test_a_return_signed_again_without_its_chain_section_is_refused_after_one_with_it(pound, adb, tmp_path):
    june, july = _months(tmp_path)
    _register()
    bare = _signed_again(july, tmp_path, drop_chain=True, name="bare.pdreturn")
    assert "chain.json" not in read_bundle(bare.read_bytes()).files
    assert imports.import_file(june).status == "imported"
    outcome = imports.import_file(bare)
    assert outcome.status == "refused"
    assert outcome.message == ("the return has no chain of records, which the pound has sent since its return "
                               "of 2026-06: it was taken out")
    assert imports.import_file(july).status == "imported"


def _junk(count):
    """``count`` made-up cases of a head each, all released the same month:
    totals that follow from the records, signed with the pound's key."""
    def edit(data):
        data["cases"] += [{"case_no": f"{9000 + i}/2026", "brought_at": "2026-07-10T10:00:00",
                           "seized_place": "Nowhere", "heads": [{"seq": 1, "kind": "cow"}], "amendments": []}
                          for i in range(count)]
        data["releases"] += [{"case_no": f"{9000 + i}/2026", "released_at": "2026-07-11T10:00:00",
                              "basis": "s12", "head_seqs": [1]} for i in range(count)]
        data["totals"]["impounded"] += count
        data["totals"]["released"] += count
    return edit


def test_a_return_of_50000_junk_cases_signed_with_the_pounds_key_is_held_not_imported(pound, adb, tmp_path):
    june, july = _months(tmp_path)
    _register(capacity=20)
    junk = _signed_again(july, tmp_path, _junk(50000), name="junk.pdreturn")
    assert figures.check(read_bundle(junk.read_bytes()).data) == []    # it adds up
    assert imports.import_file(june).status == "imported"
    outcome = imports.import_file(junk)
    assert outcome.status == "held" and not outcome.ok
    assert "held for an officer's decision (held no. 1)" in outcome.message
    assert "50001 cases" in outcome.message
    assert ImportedReturn.select().count() == 1
    [line] = held.listing()
    assert (line.number, line.period, line.cases, line.capacity, line.decision) == (1, "2026-07", 50001, 20, "")
    # again: still waiting, nothing written twice
    again = imports.import_file(junk)
    assert again.status == "held" and "is held for an officer's decision (held no. 1)" in again.message
    assert HeldReturn.select().count() == 1

    with pytest.raises(held.HeldError, match="Give the reason"):
        held.refuse(1, "K. Radha, Secretary", " ")
    held.refuse(1, "K. Radha, Secretary", "not this pound's month: 50,000 cases made up",
                now=datetime(2026, 8, 3, 11, 0))
    [line] = held.listing()
    assert (line.decision, line.officer, line.reason) == ("refused", "K. Radha, Secretary",
                                                           "not this pound's month: 50,000 cases made up")
    refused = imports.import_file(junk)
    assert refused.status == "refused"
    assert refused.message == ("refused by K. Radha, Secretary on 03-08-2026: not this pound's month: "
                               "50,000 cases made up")
    with pytest.raises(held.HeldError, match="already refused by K. Radha"):
        held.accept(1, "Someone", "changed my mind")
    assert ImportedReturn.select().count() == 1
    assert imports.import_file(july).status == "imported"    # the month as made


def test_an_officer_accepts_a_held_return_and_it_is_imported_with_who_and_why(pound, adb, tmp_path):
    june, july = _months(tmp_path)
    _register(capacity=2)
    big = _signed_again(july, tmp_path, _junk(700), name="big.pdreturn")
    assert imports.import_file(june).status == "imported"
    assert imports.import_file(big).status == "held"
    outcome = held.accept(1, "K. Radha, Secretary", "the cattle fair month: checked with the pound",
                          now=datetime(2026, 8, 3, 11, 0))
    assert outcome.status == "imported"
    ret = ImportedReturn.get(ImportedReturn.period == "2026-07")
    decision = HeldDecision.get()
    assert (decision.accepted, decision.officer, decision.ret.id) == (True, "K. Radha, Secretary", ret.id)
    assert imports.import_file(big).status == "already"


def test_a_busy_month_within_proportion_is_imported(pound, adb, tmp_path):
    june, july = _months(tmp_path)
    _register(capacity=20)
    assert imports.import_file(june).status == "imported"
    busy = _signed_again(july, tmp_path, _junk(400), name="busy.pdreturn")
    assert imports.import_file(busy).status == "imported"


def test_the_three_on_the_command_line(pound, tmp_path, capsys):
    june, july = _months(tmp_path)
    db = str(tmp_path / "authority.sqlite3")
    pem = tmp_path / "pound.pem"
    pem.write_bytes(returns.keys.public_pem(returns.the_key()))
    assert cli.main(["authority", "--db", db, "pound", "add", "Nedumangad Municipal Pound", "--pubkey", str(pem),
                     "--capacity", "20"]) == 0
    capsys.readouterr()
    forged = _signed_again(june, tmp_path, _fines_lowered, name="forged.pdreturn")
    assert cli.main(["authority", "--db", db, "import", str(forged)]) == 1
    out = capsys.readouterr().out
    assert "forged.pdreturn: refused: the return's figures do not follow from its records" in out
    assert "(₹500.00 less)" in out
    assert cli.main(["authority", "--db", db, "import", str(june)]) == 0
    bare = _signed_again(july, tmp_path, drop_chain=True, name="bare.pdreturn")
    assert cli.main(["authority", "--db", db, "import", str(bare)]) == 1
    assert "bare.pdreturn: refused: the return has no chain of records" in capsys.readouterr().out
    junk = _signed_again(july, tmp_path, _junk(50000), name="junk.pdreturn")
    assert cli.main(["authority", "--db", db, "import", str(junk)]) == 1
    out = capsys.readouterr().out
    assert "junk.pdreturn: held: held for an officer's decision (held no. 1)" in out
    assert out.splitlines()[-1] == ("1 file(s): 0 imported or already there, 0 refused, "
                                    "1 held for an officer's decision (held list)")
    assert cli.main(["authority", "--db", db, "held", "list"]) == 0
    assert "waiting for an officer's decision" in capsys.readouterr().out
    assert cli.main(["authority", "--db", db, "held", "refuse", "1", "--officer", "K. Radha",
                     "--reason", "made up"]) == 0
    capsys.readouterr()
    assert cli.main(["authority", "--db", db, "held", "list"]) == 0
    assert "refused by K. Radha on" in capsys.readouterr().out
    assert cli.main(["authority", "--db", db, "held", "accept", "1", "--officer", "X", "--reason", "y"]) == 1
    assert "already refused by K. Radha" in capsys.readouterr().err
    assert cli.main(["authority", "--db", db, "import", str(july)]) == 0

"""Records the Act requires and the papers that state them: the owner's
receipt in the register (s. 12(b)), fed and watered as two duties (ss. 8,
27), kinds added by notification (s. 2(1)), the written order of s. 18(2),
the Act's extent and commencement (s. 1), compensation out of s. 25 fines
(s. 28), and the Malayalam names of the kinds."""
from __future__ import annotations

import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from record_helpers import seize
from pound_desk.law.kinds import ACT_KINDS, BY_CODE
from pound_desk.law.money import Money
from pound_desk.models import KindRow, close_database, open_database

SCHEMA_V1 = Path(__file__).parent / "data" / "schema_v1.sql"


# --- s. 2(1): the Malayalam names of the kinds --------------------------------------

def test_s2_1_ram_and_ewe_are_sheep_not_goats_in_malayalam():
    # മുട്ടനാട് is a he-goat and പെണ്ണാട് a she-goat: a ram and a ewe are sheep
    assert BY_CODE["ram"].ml == "ആൺചെമ്മരിയാട്"
    assert BY_CODE["ewe"].ml == "പെൺചെമ്മരിയാട്"
    sheep = BY_CODE["sheep"].ml
    for code in ("ram", "ewe", "lamb"):
        assert sheep in BY_CODE[code].ml or "ചെമ്മരിയാട്ടിൻ" in BY_CODE[code].ml, code
    # every kind has its own Malayalam name
    names = [k.ml for k in ACT_KINDS]
    assert len(set(names)) == len(names)


def test_s2_1_migration_corrects_the_stored_names_of_ram_and_ewe(tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    path = tmp_path / "pound.sqlite3"
    con = sqlite3.connect(path)
    con.executescript(SCHEMA_V1.read_text(encoding="utf-8"))
    for pos, (code, en, ml) in enumerate([("ram", "Ram", "മുട്ടനാട്"), ("ewe", "Ewe", "പെണ്ണാട്"),
                                          ("goat", "Goat", "ആട്")]):
        con.execute('INSERT INTO "kind" (code, en, ml, reference, effective_from, position, in_use) '
                    "VALUES (?, ?, ?, 's. 2(1)', NULL, ?, 1)", (code, en, ml, pos))
    con.commit()
    con.close()
    try:
        open_database(path)
        stored = {k.code: k.ml for k in KindRow.select()}
    finally:
        close_database()
    assert stored == {"ram": "ആൺചെമ്മരിയാട്", "ewe": "പെൺചെമ്മരിയാട്", "goat": "ആട്"}

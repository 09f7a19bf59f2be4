"""s. 11(1), Q8: a head with no fine scale is never registered silently with
no fine: the desk, the register import and the command line stop and name
what is missing (the kind, the local area)."""
from __future__ import annotations

from datetime import datetime

import pytest
from record_helpers import draft

from pound_desk.exchange import csv_import
from pound_desk.models import Case
from pound_desk.services.case import seizures
from pound_desk.services.desk.errors import Invalid

BROUGHT = datetime(2026, 3, 2, 9, 0)


def test_s11_head_without_a_scale_is_refused_naming_the_kind(pound):
    with pytest.raises(seizures.NoFineScale) as e:
        seizures.register(draft(BROUGHT, kinds=("cow", "pig")), now=BROUGHT)
    assert e.value.missing == [(2, "pig", "Nedumangad")]
    assert "Pig" in str(e.value) and "Nedumangad" in str(e.value)
    assert Case.select().count() == 0


def test_s11_local_area_without_any_scale_is_refused_naming_the_area(pound):
    # what the transliteration switch made of the pre-filled "Nedumangad"
    with pytest.raises(seizures.NoFineScale) as e:
        seizures.register(draft(BROUGHT, local_area="നെടുമങ്ങട്"), now=BROUGHT)
    assert e.value.whole_area
    assert "നെടുമങ്ങട്" in str(e.value) and "at all" in str(e.value)
    assert Case.select().count() == 0


def test_s11_registered_without_a_fine_only_when_agreed(pound):
    case = seizures.register(draft(BROUGHT, kinds=("pig",)), now=BROUGHT, without_fine_scale=True)
    assert case.case_no


def test_s11_register_import_names_the_line_of_a_head_without_a_scale(pound):
    data = ("case_no,brought_at,seized_at,seized_place,local_area,basis,seizer_name,seizer_residence,"
            "seizer_capacity,owner_name,owner_residence,kind,sex,colour,marks,ear_tag\n"
            "1/2026,2026-03-02T09:00,2026-03-02T08:00,Manjadi,Nedumangad,s9,Raman,Manjadi,cultivator,,,"
            "pig,female,black,,\n").encode()
    with pytest.raises(Invalid) as e:
        csv_import.import_register(data, now=BROUGHT)
    assert any("Line 2" in p.message and "pig" in p.message.lower() for p in e.value.problems), e.value.problems
    assert Case.select().count() == 0


def test_s11_cli_register_import_refuses_a_head_without_a_scale_unless_told(pound, tmp_path, capsys):
    from cli_helpers import add_users
    from cli_helpers import signed_main as main

    from pound_desk.models import close_database

    csv = tmp_path / "old.csv"
    csv.write_text("case_no,brought_at,seized_at,seized_place,local_area,basis,seizer_name,seizer_residence,"
                   "seizer_capacity,owner_name,owner_residence,kind,sex,colour,marks,ear_tag\n"
                   "1/2026,2026-03-02T09:00,2026-03-02T08:00,Manjadi,Nedumangad,s9,Raman,Manjadi,cultivator,,,"
                   "pig,female,black,,\n")
    db_path = tmp_path / "pound.sqlite3"
    add_users()
    close_database()
    assert main(["--db", str(db_path), "register", "import", str(csv)]) == 1
    err = capsys.readouterr().err
    assert "Pig" in err and "Nedumangad" in err and "Traceback" not in err
    assert main(["--db", str(db_path), "register", "import", "--without-fine-scale", str(csv)]) == 0

"""The register's table model, without any widget: paging, searching,
and opening at once on a large register."""
from __future__ import annotations

from datetime import timedelta

import pytest
from desk_helpers import NOW, a_draft
from PySide6.QtCore import QModelIndex, Qt

from pound_desk.law.money import Money
from pound_desk.models import DB
from pound_desk.services.case import register, releases, seizures
from pound_desk.services.case.register import Query
from pound_desk.services.office import pound as pound_service
from pound_desk.ui import register_model as rm
from pound_desk.ui.register_model import RegisterModel


def sqlite_steps(work) -> int:
    """How much SQLite did while ``work`` ran, in hundreds of its virtual
    machine's steps (its progress handler counts them on the connection)."""
    counted = [0]

    def tick() -> int:
        counted[0] += 1
        return 0          # go on

    connection = DB.connection()
    connection.set_progress_handler(tick, 100)
    try:
        work()
    finally:
        connection.set_progress_handler(None, 100)
    return counted[0]


def seed(count: int, start=NOW - timedelta(days=400)) -> list[str]:
    """``count`` cases an hour apart, entered through the workflow's own insert."""
    made = []
    with DB.atomic():
        for i in range(count):
            brought = start + timedelta(hours=i)
            owner = "Mary Thomas" if i % 10 == 0 else f"Owner {i}"
            made.append(seizures.insert_case(a_draft(brought, owner=owner), now=NOW).case_no)
    return made


def test_first_page_only_then_fetch_more(pound, qtmodeltester):
    made = seed(450)
    model = RegisterModel()
    model.set_query(Query())
    assert model.total == 450
    assert model.rowCount() == rm.PAGE_SIZE
    assert model.canFetchMore(QModelIndex())
    # newest first, as the register service orders it
    assert model.case_no_at(0) == made[-1]
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 2 * rm.PAGE_SIZE
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 450
    assert not model.canFetchMore(QModelIndex())
    assert model.case_no_at(449) == made[0]
    qtmodeltester.check(model)


def test_headers_and_cells_readable(pound):
    seed(3)
    model = RegisterModel()
    model.set_query(Query())
    assert model.columnCount() == rm.COLUMN_COUNT
    tip = model.headerData(rm.CASE_NO, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    shown = model.headerData(rm.CASE_NO, Qt.Orientation.Horizontal)
    assert tip == shown == "Case no."
    status = model.data(model.index(0, rm.STATUS))
    assert status == "Held"
    heads = model.data(model.index(0, rm.HEADS))
    assert "Cow" in heads
    assert model.data(model.index(0, rm.BROUGHT)).endswith(("AM", "PM"))


def test_a_new_search_resets_the_model(pound, qtbot):
    seed(250)
    model = RegisterModel()
    model.set_query(Query())
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 250
    with qtbot.waitSignal(model.modelReset):
        model.set_query(Query(text="Mary", field="owner"))
    expected = register.count(Query(text="Mary", field="owner"))
    assert expected == 25
    assert model.total == expected and model.rowCount() == expected
    assert all(model.row_at(i).owner_name == "Mary Thomas" for i in range(model.rowCount()))


def test_status_search_follows_a_release(pound):
    made = seed(5)
    releases.release_on_payment(made[0], NOW, "Owner 0", Money.of_rupees(100000), now=NOW)
    model = RegisterModel()
    model.set_query(Query(status="released"))
    assert [model.case_no_at(i) for i in range(model.rowCount())] == [made[0]]
    model.set_query(Query(status="held"))
    assert model.rowCount() == 4
    model.set_query(Query(date_from=NOW.date(), date_to=NOW.date()))
    assert model.rowCount() == 0


@pytest.mark.slow
def test_opens_at_once_on_a_hundred_thousand_cases(pound):
    n = 100_000
    # seeded in SQL: building 100,000 entries through Python would take most of a minute
    with DB.atomic():
        DB.execute_sql(
            'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) '
            'INSERT INTO "case"(pound_id, year, serial, case_no, brought_at, seized_place, local_area, '
            'basis, seizer_name, seizer_residence, seizer_capacity, owner_name, owner_residence, '
            'police_aid, flags, source, entered_at) '
            "SELECT ?, 2018, i, i || '/2018', datetime('2018-01-01', '+' || (i * 40) || ' minutes'), "
            "'Road', 'Nedumangad', 's10', 'Seizer', 'Town', '', 'Owner ' || i, '', '', '', 'desk', "
            "'2026-03-01 00:00:00' FROM n", [n, pound_service.the_pound().id])
        DB.execute_sql("INSERT INTO head(case_id, seq, kind, sex, colour, marks, ear_tag) "
                       "SELECT id, 1, 'cow', 'unknown', '', '', '' FROM \"case\"")
    # "at once" for a person, counted in SQLite's own steps rather than in
    # seconds (a shared machine's clock says little): opening and the next
    # page each cost under a fifth of reading the register through once (about
    # 400 and 5,000 hundreds of steps at 100,000 cases)
    whole = sqlite_steps(lambda: DB.execute_sql('SELECT case_no, owner_name, brought_at FROM "case"').fetchall())
    model = RegisterModel()
    opening = sqlite_steps(lambda: model.set_query(Query()))
    assert model.total == n
    assert model.rowCount() == rm.PAGE_SIZE
    assert model.case_no_at(0) == f"{n}/2018"
    assert opening < whole / 5, f"opening took {opening} steps; reading every case once takes {whole}"
    next_page = sqlite_steps(lambda: model.fetchMore(QModelIndex()))
    assert model.rowCount() == 2 * rm.PAGE_SIZE
    assert next_page < whole / 5, f"the next page took {next_page} steps; every case once takes {whole}"


def test_a_search_of_more_than_a_thousand_says_so_and_reads_on(pound, monkeypatch):
    """The count stops past the cap ("more than 1,000"); the pages are read on
    as the keeper scrolls until one comes back short, and then the number is known."""
    monkeypatch.setattr(rm, "COUNT_CAP", 300)
    seed(450)               # every case: "Owner i" or "Mary Thomas"
    model = RegisterModel()
    model.set_query(Query(text="owner", field="owner"))
    assert model.more_than_cap and model.total == 301 and model.known_total is None
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    assert model.rowCount() == 405 and model.known_total == 405
    model.set_query(Query(text="mary", field="owner"))
    assert not model.more_than_cap and model.known_total == model.total == 45

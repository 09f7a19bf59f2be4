"""The register's head on paper and beside the backups (services/heads.py):
a backup copied over the database, or records cut from its end, are named
at the next start, by verify, and against the head printed on a daily
statement or a return."""
from __future__ import annotations

import shutil
import sqlite3
from datetime import datetime

import pytest
from cli_helpers import signed_main
from record_helpers import seize

from pound_desk.models import DB, close_database
from pound_desk.services import backups, heads, return_heads
from pound_desk.services.desk import session, users
from pound_desk.services.desk.storage import open_database

T0 = datetime(2026, 3, 2, 9, 0)


@pytest.fixture
def backed_up(pound):
    """A case, a backup (its head written down), then a second case."""
    seize(T0, kinds=("cow",))
    path = DB.obj.database
    written = backups.back_up(path, "manual", datetime(2026, 3, 2, 18, 0))
    seize(T0.replace(hour=11), kinds=("goat",))
    return path, written.path


def laid_over(copy, path) -> None:
    """An older copy laid over the database by hand, outside the program."""
    close_database()
    older = copy.with_name("older.sqlite3")
    shutil.copy(copy, older)
    con = sqlite3.connect(older)
    con.execute("DROP TABLE IF EXISTS backup_carried")
    con.commit()
    con.close()
    shutil.copy(older, path)
    open_database(path)


def test_a_backup_writes_the_head_down(backed_up):
    path, _ = backed_up
    last = heads.newest(path)
    assert last is not None and last.why == "backup"
    assert heads.extends(last.links, last.digest)
    assert heads.older_than_remembered(path) is None


def test_an_older_copy_put_in_place_outside_the_program_is_named(backed_up):
    path, copy = backed_up
    # the database now written down, then an older copy laid over it by hand
    backups.back_up(path, "manual", datetime(2026, 3, 2, 19, 0))
    laid_over(copy, path)
    why = heads.older_than_remembered(path)
    assert why is not None and "not the one this desk last wrote down" in why and "a backup" in why


def test_records_cut_from_the_end_are_named(backed_up):
    path, _ = backed_up
    backups.back_up(path, "manual", datetime(2026, 3, 2, 19, 0))
    last = heads.newest(path)
    con = sqlite3.connect(path)
    con.execute("DROP TRIGGER IF EXISTS chain_link_no_delete")
    for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'chain_link'")\
            .fetchall():
        con.execute(f'DROP TRIGGER "{name}"')
    con.execute("DELETE FROM chain_link WHERE seq >= ?", [last.links - 2])
    con.commit()
    con.close()
    assert heads.older_than_remembered(path) is not None


def test_a_backup_restored_by_the_supervisor_is_taken(backed_up, tmp_path):
    path, copy = backed_up
    from cli_helpers import KEEPER, PASSWORDS, SUPERVISOR, add_users  # noqa: F401

    add_users("K. Sasidharan")
    session.sign_in(users.authenticate(SUPERVISOR, PASSWORDS[SUPERVISOR]))
    close_database()
    backups.restore(path, copy, when=datetime(2026, 3, 3, 9, 0))
    open_database(path)
    session.sign_out()
    assert heads.newest(path).why == "restored"
    assert heads.older_than_remembered(path) is None


def test_parse_takes_the_short_head_and_the_whole_one():
    assert heads.parse("1234:3F9AC2D177B01E4F") == (1234, "3f9ac2d177b01e4f")
    assert heads.parse("12:" + "a" * 64) == (12, "a" * 64)
    assert heads.parse("12:abc") is None and heads.parse("x:" + "a" * 16) is None


def test_verify_checks_the_head_printed_on_a_daily_statement(backed_up, capsys):
    """The head on the statement's paper is its own link's: verify --head
    takes it as printed; one digit off, it does not."""
    from pound_desk.services.books import accounts

    path, _ = backed_up
    statement = accounts.make_statement(T0.date(), now=datetime(2026, 3, 2, 18, 30))
    printed = accounts.statement_doc(statement.day).register_head
    assert printed == heads.of_row("daily_statement", statement.id).short
    close_database()
    capsys.readouterr()
    assert signed_main(["--db", str(path), "verify", "--head", printed], user=None) == 0
    assert "It extends the head" in capsys.readouterr().out
    wrong = printed[:-1] + ("0" if printed[-1] != "0" else "1")
    assert signed_main(["--db", str(path), "verify", "--head", wrong], user=None) == 1
    open_database(path)


def test_the_head_of_a_return_on_a_stick_is_checked(pound, tmp_path):
    """The return on the stick carries the head, signed: a register laid back
    below it is named when the stick is in, even with the backups folder's
    list gone with the old computer."""
    from record_helpers import seize
    from test_returns_export import JULY_2, june  # noqa: F401

    from pound_desk.services import returns

    seize(datetime(2026, 6, 2, 9, 0), kinds=("cow",))
    path = DB.obj.database
    copy = backups.back_up(path, "manual", datetime(2026, 6, 3, 9, 0)).path
    seize(datetime(2026, 6, 5, 9, 0), kinds=("goat",))
    stick = tmp_path / "stick"
    stick.mkdir()
    returns.export("2026-06", stick, now=JULY_2)
    (heads.backups_dir(path) / heads.FILE).unlink()
    laid_over(copy, path)
    assert heads.older_than_remembered(path) is None               # nothing written down here now
    assert "a monthly return" in return_heads.older_than_remembered(path, (stick,))

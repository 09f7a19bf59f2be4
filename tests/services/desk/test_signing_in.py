"""Every path signed in: the command line names a user who signs in with a
password for everything that writes, prints or exports; the same action is
refused for the same roles at the desk (the services) and at the command
line; a disabled account or a suspended keeper (s. 5(3)) stops at the next
write of a session already open; --demo never opens a register with users."""
from __future__ import annotations

import sqlite3
from datetime import date, datetime
from pathlib import Path

import pytest
from cli_helpers import AUDITOR, KEEPER, PASSWORDS, SUPERVISOR, add_users, signed_main
from record_helpers import base_rates, seize

from pound_desk.law.money import Money
from pound_desk.models import DB, close_database
from pound_desk.services.case import releases
from pound_desk.services.desk import session, users
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.desk.storage import open_database
from pound_desk.services.office import keepers

DATA = Path(__file__).parents[2] / "data"


def suspend() -> None:
    """The local authority's order suspending the keeper (s. 5(3))."""
    keepers.record("K. Sasidharan", "appointed", date(2026, 1, 1), "LA order 1/2026")
    keepers.record("K. Sasidharan", "suspended", date(2026, 3, 5), "LA order 9/2026")


def dump(path) -> list[str]:
    """The database's content, less the count of wrong sign-in tries (kept
    so that a restart does not reset it), its links in the chain and the
    seals over them alone."""
    con = sqlite3.connect(path)
    try:
        lock = {seq for (seq,) in con.execute(
            "SELECT seq FROM chain_link WHERE layout IN (SELECT id FROM chain_layout WHERE tbl = 'sign_in_lock')")}
        links = [str(row) for row in con.execute("SELECT * FROM chain_link ORDER BY seq") if row[0] not in lock]
        sealed = [str(row) for row in con.execute("SELECT * FROM chain_seal ORDER BY id")
                  if not set(range(row[1], row[2] + 1)) <= lock]
        return [line for line in con.iterdump() if "sign_in_lock" not in line
                and not line.startswith(('INSERT INTO "chain_link"', 'INSERT INTO "chain_seal"'))] + links + sealed
    finally:
        con.close()


@pytest.fixture
def office(pound, monkeypatch, capsys):
    """The pound with one case held, its three users, and the database
    closed for the command line; ``office.cli(*argv, user=...)``."""
    case = seize(datetime(2026, 3, 1, 9, 0), kinds=("cow",), owner="Rajan P.")
    add_users("K. Sasidharan")
    path = DB.obj.database
    close_database()

    class Office:
        db = path
        case_no = case.case_no

        @staticmethod
        def cli(*argv, user="default", stdin=""):
            code = signed_main(["--db", path, *argv], user, stdin)
            out, err = capsys.readouterr()
            return code, out, err

    yield Office
    session.sign_out()


def test_a_command_that_writes_needs_someone_signed_in(office):
    before = dump(office.db)
    code, _, err = office.cli("release", office.case_no, "--at", "2026-03-02T10:00", "--claimant", "Rajan P.",
                              "--paid", "1000", user=None)
    assert code == 1 and "sign in with --user NAME" in err
    for argv in (["print", "register", "--from", "2026-03-01", "--to", "2026-03-31"],
                 ["rates", "export", "/tmp/never.csv"], ["backup"], ["users", "list"]):
        code, _, err = office.cli(*argv, user=None)
        assert code == 1 and "sign in with --user NAME" in err, argv
    assert dump(office.db) == before


def test_a_wrong_password_is_refused_and_changes_nothing(office):
    before = dump(office.db)
    code, _, err = office.cli("--user", KEEPER, "--password-stdin", "release", office.case_no, "--at",
                              "2026-03-02T10:00", "--claimant", "Rajan P.", "--paid", "1000", user=None,
                              stdin="not-the-password\n")
    assert code == 1 and "The name or the password is wrong" in err
    code, _, err = office.cli("--user", "nobody", "--password-stdin", "backup", user=None, stdin="whatever1\n")
    assert code == 1 and "The name or the password is wrong" in err
    assert dump(office.db) == before


def test_read_only_commands_need_no_one(office):
    assert office.cli("dues", office.case_no, "--as-of", "2026-03-02T10:00", user=None)[0] == 0
    assert office.cli("case", office.case_no, user=None)[0] == 0
    assert office.cli("ledger", "check", user=None)[0] == 0
    code, out, _ = office.cli("verify", user=None)
    assert code == 0 and "intact" in out


def test_a_keeper_cannot_add_a_supervisor_or_reset_a_password(office):
    before = dump(office.db)
    code, _, err = office.cli("users", "add", "mallory", "--role", "supervisor", "--password-stdin",
                              user="keeper", stdin="mallory-pass\n")
    assert code == 1 and "only a supervisor" in err
    code, _, err = office.cli("users", "password", SUPERVISOR, "--password-stdin", user="keeper",
                              stdin="taken-over!\n")
    assert code == 1 and "only a supervisor" in err
    code, _, err = office.cli("users", "disable", AUDITOR, user="auditor")
    assert code == 1 and "only a supervisor" in err
    assert dump(office.db) == before
    # the supervisor may, and one's own password needs the present one (the one signed in with)
    assert office.cli("users", "password", KEEPER, "--password-stdin", user="supervisor",
                      stdin="new-keeper-pass\n")[0] == 0
    assert office.cli("users", "password", AUDITOR, "--password-stdin", user="auditor",
                      stdin="new-auditor-pass\n")[0] == 0


def test_a_disabled_account_and_a_suspended_keeper_cannot_sign_in(office):
    assert office.cli("users", "disable", AUDITOR, user="supervisor")[0] == 0
    code, _, err = office.cli("print", "register", "--from", "2026-03-01", "--to", "2026-03-31", user="auditor")
    assert code == 1 and "is disabled" in err
    open_database(office.db)
    suspend()
    close_database()
    before = dump(office.db)
    code, _, err = office.cli("register", "import", str(DATA / "register.csv"), user="keeper")
    assert code == 1 and "suspended" in err and "s. 5(3)" in err
    assert dump(office.db) == before


def test_an_open_session_stops_at_its_next_write_once_disabled_or_suspended(office):
    open_database(office.db)
    session.sign_in(users.authenticate(KEEPER, PASSWORDS[KEEPER]))
    # disabled at another desk (a supervisor's own connection: here, the program)
    session.sign_out()
    session.sign_in(users.authenticate(SUPERVISOR, PASSWORDS[SUPERVISOR]))
    users.set_enabled(KEEPER, False)
    session.sign_in(session.Actor(KEEPER, "keeper", users.account(KEEPER).id))   # the keeper's desk, still open
    with pytest.raises(ServiceError, match="is disabled"):
        releases.release_on_payment(office.case_no, datetime(2026, 3, 2, 10, 0), "Rajan P.", Money(100000))
    session.sign_out()
    users.set_enabled(KEEPER, True)
    session.sign_in(session.Actor(KEEPER, "keeper", users.account(KEEPER).id))
    session.sign_out()
    suspend()
    session.sign_in(session.Actor(KEEPER, "keeper", users.account(KEEPER).id))
    with pytest.raises(ServiceError, match="suspended"):
        seize(datetime(2026, 3, 2, 9, 0))
    from pound_desk.exchange import csv_import
    with pytest.raises(ServiceError, match="suspended"):
        csv_import.import_register((DATA / "register.csv").read_bytes())
    session.sign_out()
    close_database()


def test_an_auditor_prints_and_changes_nothing_on_both_paths(office, tmp_path):
    out = tmp_path / "register.pdf"
    code, _, err = office.cli("print", "register", "--from", "2026-03-01", "--to", "2026-03-31",
                              "--out", str(out), user="auditor")
    assert code == 0, err
    assert out.read_bytes().startswith(b"%PDF")
    before = dump(office.db)
    code, _, err = office.cli("release", office.case_no, "--at", "2026-03-02T10:00", "--claimant", "Rajan P.",
                              "--paid", "1000", user="auditor")
    assert code == 1 and "auditor" in err
    assert dump(office.db) == before


# the same action, at the desk (the service, with the person signed in) and at
# the command line: refused for the same roles
ACTIONS = {
    "release": (lambda c: releases.release_on_payment(c, datetime(2026, 3, 2, 10, 0), "Rajan P.", Money(100000)),
                lambda c: ["release", c, "--at", "2026-03-02T10:00", "--claimant", "Rajan P.", "--paid", "1000"]),
    "rates": (lambda c: __import__("pound_desk.services.office.rates", fromlist=["add"]).add(base_rates()[:1]),
              lambda c: ["rates", "import", str(DATA / "rates.csv")]),
    "add user": (lambda c: users.create("Mallory", "supervisor", "mallory-pass"),
                 lambda c: ["users", "add", "Mallory", "--role", "supervisor", "--password-stdin"]),
}


@pytest.mark.parametrize("action", sorted(ACTIONS))
@pytest.mark.parametrize("role", ["keeper", "supervisor", "auditor"])
def test_the_desk_and_the_command_line_refuse_the_same_roles(office, action, role):
    service, argv = ACTIONS[action]
    name = {"keeper": KEEPER, "supervisor": SUPERVISOR, "auditor": AUDITOR}[role]
    open_database(office.db)
    session.sign_in(users.authenticate(name, PASSWORDS[name]))
    try:
        with DB.atomic() as txn:
            service(office.case_no)
            txn.rollback()   # only whether it is allowed
        desk = True
    except ServiceError:
        desk = False
    finally:
        session.sign_out()
        close_database()
    code, _, err = office.cli(*argv(office.case_no), user=role, stdin="mallory-pass\n")
    assert (code == 0) == desk, (role, action, err)


def test_init_makes_the_first_supervisor_and_the_demo_prints_its_users(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    db = str(tmp_path / "demo" / "pound-desk-demo.sqlite3")   # the demo's own file
    assert signed_main(["--db", str(tmp_path / "pound.sqlite3"), "init", "--demo"], user=None) == 0
    out = capsys.readouterr().out
    lines = [line.split() for line in out.splitlines() if "password" in line and line.startswith("  ")]
    assert {(w[0], w[1]) for w in lines} == {("supervisor", "supervisor"), ("keeper", "keeper"),
                                              ("auditor", "auditor")}
    keeper_password = next(w[3] for w in lines if w[0] == "keeper")
    import io
    import sys
    monkeypatch.setattr(sys, "stdin", io.StringIO(keeper_password + "\n"))
    from pound_desk.cli import main
    assert main(["--db", db, "--user", "keeper", "--password-stdin", "print", "register",
                 "--from", "2020-01-01", "--to", "2030-01-01"]) == 0


def test_demo_never_opens_a_register_that_has_users(office):
    pytest.importorskip("PySide6")
    from pound_desk.ui.app import demo_refusal
    open_database(office.db)
    try:
        assert "has users" in demo_refusal()
    finally:
        close_database()


def test_demo_never_opens_a_real_register_set_up_before_users(pound):
    pytest.importorskip("PySide6")
    from pound_desk.ui.app import demo_refusal
    assert "not the demo pound" in demo_refusal()


def test_a_one_time_password_on_the_command_line_only_chooses_a_password(office):
    """A supervisor's reset (attack 8 of the insider): whoever signs in with
    the one-time password is told who set it and when, chooses a password,
    and the command is not run; the release needs the password chosen."""
    assert office.cli("users", "password", KEEPER, "--password-stdin", user="supervisor",
                      stdin="one-time-pass\n")[0] == 0
    release = ("release", office.case_no, "--at", "2026-03-02T10:00", "--claimant", "Rajan P.", "--paid", "1000")
    code, _, err = office.cli("--user", KEEPER, "--password-stdin", *release, user=None, stdin="one-time-pass\nshort\n")
    assert code == 1 and "8 characters" in err and "reset by Asha (supervisor)" in err
    before = dump(office.db)
    code, _, err = office.cli("--user", KEEPER, "--password-stdin", *release, user=None,
                              stdin="one-time-pass\nkeepers-choice\n")
    assert code == 1 and "run the command again" in err and "reset by Asha (supervisor)" in err
    after = dump(office.db)
    assert not [line for line in after if line not in before and line.startswith('INSERT INTO "receipt"')]
    code, _, err = office.cli("--user", KEEPER, "--password-stdin", *release, user=None, stdin="one-time-pass\n")
    assert code == 1 and "used already" in err
    code, out, err = office.cli("--user", KEEPER, "--password-stdin", *release, user=None, stdin="keepers-choice\n")
    assert code == 0, err

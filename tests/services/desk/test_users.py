"""User accounts, signing in and roles (rules.md item 6; s. 5(3))."""
from __future__ import annotations

import dataclasses
from datetime import date, datetime

import peewee
import pytest
from record_helpers import base_rates, seize

from pound_desk.law.money import Money
from pound_desk.models import DB
from pound_desk.models.chain import ChainLayout, ChainLink
from pound_desk.models.schema import Receipt
from pound_desk.models.users import User, UserEvent
from pound_desk.services.books import ledger
from pound_desk.services.desk import session, signing_in, users
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.desk.session import Actor
from pound_desk.services.office import keepers, rates, settings


@pytest.fixture(autouse=True)
def signed_out():
    session.sign_out()
    users.reset_tries()
    yield
    session.sign_out()
    users.reset_tries()
    users.clock_seconds = __import__("time").time


def _later_rates():
    return [dataclasses.replace(e, effective_from=date(2030, 1, 1)) for e in base_rates()]


def _people(keeper_name="K. Raman"):
    """The first supervisor (made by the program), who then adds the others."""
    users.create("Asha", "supervisor", "supervisor-pass")
    session.sign_in(users.authenticate("Asha", "supervisor-pass"))
    users.create("Raman", "keeper", "keeper-pass", keeper_name=keeper_name)
    users.create("Audrey", "auditor", "auditor-pass")
    session.sign_out()


def test_users_hash_is_scrypt_at_owasps_parameters_unless_the_tests_lower_them():
    import importlib

    from pound_desk.services.desk import passwords
    try:
        importlib.reload(passwords)   # as the program starts: OWASP's n=2**17, r=8, p=1
        scheme, n, r, p, salt, digest = users.hash_password("correct horse").split("$")
        assert (scheme, n, r, p) == ("scrypt", str(2 ** 17), "8", "1")
    finally:
        users.use_test_parameters()
    h = users.hash_password("correct horse")
    scheme, n, r, p, salt, digest = h.split("$")
    assert (scheme, n, r, p) == ("scrypt", "16", "8", "1")
    assert len(bytes.fromhex(salt)) == 16 and len(bytes.fromhex(digest)) == 32
    assert users.hash_password("correct horse") != h   # a fresh salt each time
    assert users.check_password("correct horse", h)
    assert not users.check_password("correct horsf", h)
    assert not users.check_password("correct horse", "plain$text")


def test_users_password_needs_eight_characters(pound):
    with pytest.raises(Invalid) as e:
        users.create("Asha", "supervisor", "1234567")
    assert [p.field for p in e.value.problems] == ["password"]
    users.create("Asha", "supervisor", "12345678")   # exactly eight
    with pytest.raises(Invalid) as e:
        users.create("Bina", "supervisor", "12345678", again="12345679")
    assert [p.field for p in e.value.problems] == ["again"]


def test_users_first_user_is_a_supervisor_and_no_default_password(pound):
    assert users.needs_first_user()
    assert User.select().count() == 0      # nothing was created for us: no default account or password
    with pytest.raises(Invalid):
        users.create("Raman", "keeper", "keeper-pass", keeper_name="K. Raman")
    with pytest.raises(Invalid):
        users.create("Asha", "supervisor", "")
    users.create("Asha", "supervisor", "supervisor-pass")
    assert not users.needs_first_user()


def test_users_sign_in_right_and_wrong(pound):
    _people()
    actor = signing_in.sign_in("asha", "supervisor-pass")
    assert (actor.name, actor.role) == ("Asha", "supervisor")
    assert session.current() == actor
    from pound_desk.models.audit import AuditEntry

    logged = AuditEntry.select().where(AuditEntry.action == "sign_in").get()
    assert (logged.actor, logged.role, logged.subject) == ("Asha", "supervisor", "Asha")
    session.sign_out()
    with pytest.raises(users.SignInRefused) as wrong_pw:
        users.authenticate("Asha", "supervisor-pasS")
    with pytest.raises(users.SignInRefused) as wrong_name:
        users.authenticate("Ashaa", "supervisor-pass")
    # the same words either way: which of the two was wrong is not said
    assert str(wrong_pw.value) == str(wrong_name.value)
    assert session.current().role == "system"


def test_users_five_wrong_tries_wait_thirty_seconds(pound):
    _people()
    t = [1000.0]
    users.clock_seconds = lambda: t[0]
    for _ in range(4):
        with pytest.raises(users.SignInRefused) as e:
            users.authenticate("Asha", "nope-nope")
        assert e.value.wait == 0
    with pytest.raises(users.SignInRefused) as e:
        users.authenticate("Asha", "nope-nope")
    assert e.value.wait == 30
    t[0] += 29.5
    with pytest.raises(users.SignInRefused) as e:       # even the right password waits
        users.authenticate("Asha", "supervisor-pass")
    assert 0 < e.value.wait <= 0.5
    t[0] += 0.5
    assert users.authenticate("Asha", "supervisor-pass").name == "Asha"


def test_users_a_right_password_resets_the_count(pound):
    _people()
    for _ in range(4):
        with pytest.raises(users.SignInRefused):
            users.authenticate("Asha", "nope-nope")
    users.authenticate("Asha", "supervisor-pass")
    for _ in range(4):
        with pytest.raises(users.SignInRefused) as e:
            users.authenticate("Asha", "nope-nope")
        assert e.value.wait == 0


def test_users_suspended_or_removed_keeper_cannot_sign_in(pound):
    _people(keeper_name=keepers.standing(date(2025, 1, 1)).name)
    name = keepers.standing(date(2025, 1, 1)).name
    keepers.record(name, "appointed", date(2025, 1, 1), "LA/1")
    keepers.record(name, "suspended", date(2025, 3, 10), "LA/2")
    assert users.authenticate("Raman", "keeper-pass", on=date(2025, 3, 9)).role == "keeper"   # a day before
    with pytest.raises(users.SignInRefused, match=r"suspended.*s\. 5\(3\)"):
        users.authenticate("Raman", "keeper-pass", on=date(2025, 3, 10))               # on the day
    keepers.record(name, "reinstated", date(2025, 3, 31), "LA/3")
    assert users.authenticate("Raman", "keeper-pass", on=date(2025, 3, 31)).role == "keeper"
    keepers.record(name, "removed", date(2025, 4, 30), "LA/4")
    with pytest.raises(users.SignInRefused, match=r"removed.*s\. 5\(3\)"):
        users.authenticate("Raman", "keeper-pass", on=date(2025, 4, 30))
    # a supervisor is not a pound-keeper: still signs in
    assert users.authenticate("Asha", "supervisor-pass", on=date(2025, 4, 30)).role == "supervisor"


def test_users_keeper_account_of_another_keeper_refused(pound):
    _people(keeper_name="Someone Else")
    with pytest.raises(users.SignInRefused, match="not the pound-keeper"):
        users.authenticate("Raman", "keeper-pass")


def test_users_disabled_cannot_sign_in_and_history_kept(pound):
    _people(keeper_name=keepers.standing(date.today()).name)
    session.sign_in(users.authenticate("Asha", "supervisor-pass"))
    users.set_enabled("Raman", False)
    with pytest.raises(users.SignInRefused, match="disabled"):
        users.authenticate("Raman", "keeper-pass")
    users.set_enabled("Raman", True)
    assert users.authenticate("Raman", "keeper-pass").role == "keeper"
    events = [e.event for e in users.history("Raman")]
    assert events == ["created", "disabled", "enabled"]
    assert users.history("Raman")[1].by == "Asha (supervisor)"
    with pytest.raises(ServiceError, match="own account"):
        users.set_enabled("Asha", False)


def test_users_change_password_own_and_others(pound):
    _people()
    session.sign_in(users.authenticate("Audrey", "auditor-pass"))
    with pytest.raises(Invalid):
        users.change_password("Audrey", "auditor-new", old="wrong-old")
    users.change_password("Audrey", "auditor-new", again="auditor-new", old="auditor-pass")   # an auditor may
    with pytest.raises(ServiceError, match="supervisor"):
        users.change_password("Raman", "taken-over")
    session.sign_out()
    with pytest.raises(users.SignInRefused):
        users.authenticate("Audrey", "auditor-pass")
    assert users.authenticate("Audrey", "auditor-new").role == "auditor"
    session.sign_in(users.authenticate("Asha", "supervisor-pass"))
    users.change_password("Audrey", "reset-by-asha")
    assert users.authenticate("Audrey", "reset-by-asha").role == "auditor"
    assert User.select().count() == 3 and all(u.role for u in User.select())   # rows never change


def test_users_roles_keeper_cannot_change_rates_or_settings(pound):
    _people(keeper_name=keepers.standing(date.today()).name)
    session.sign_in(users.authenticate("Raman", "keeper-pass"))
    before = len(rates.entries())
    with pytest.raises(ServiceError, match="supervisor"):
        rates.add(_later_rates())
    with pytest.raises(ServiceError, match="supervisor"):
        settings.save(settings.current())
    with pytest.raises(ServiceError, match="supervisor"):
        keepers.record("X", "appointed", date(2030, 1, 1), "LA/9")
    with pytest.raises(ServiceError, match="supervisor"):
        users.create("Mallory", "keeper", "mallory-pass", keeper_name="X")
    assert len(rates.entries()) == before
    session.sign_in(users.authenticate("Asha", "supervisor-pass"))
    assert rates.add(_later_rates()) > 0
    session.sign_out()   # the program itself (command line, tests) is never refused
    settings.save(settings.current())


def test_users_keeper_does_the_days_work_and_auditor_cannot(pound):
    _people(keeper_name=keepers.standing(date.today()).name)
    session.sign_in(users.authenticate("Raman", "keeper-pass"))
    case = seize(datetime(2025, 5, 1, 10, 0))
    assert case.case_no
    session.sign_in(users.authenticate("Audrey", "auditor-pass"))
    with pytest.raises(ServiceError, match="auditor"):
        seize(datetime(2025, 5, 1, 11, 0))
    with pytest.raises(ServiceError):
        keepers.require_in_office(datetime.now())
    assert ledger.check().ok


def test_users_auditor_cannot_release(pound):
    from pound_desk.services.case import releases
    case = seize(datetime(2025, 5, 1, 10, 0))
    _people()
    session.sign_in(users.authenticate("Audrey", "auditor-pass"))
    with pytest.raises(ServiceError, match="auditor"):
        releases.release_on_payment(case.case_no, datetime(2025, 5, 2, 10, 0), "The Owner", Money.of_rupees(5000))
    assert Receipt.select().count() == 0
    assert ledger.check().ok


def test_users_auditor_cannot_write_records_by_any_path(pound):
    _people()
    session.sign_in(users.authenticate("Audrey", "auditor-pass"))
    count = DB.obj.execute_sql("SELECT count(*) FROM keeper_event").fetchone()[0]
    with pytest.raises(Exception, match="auditor|user-defined function"):
        # straight into a table of record, past every service: the chain's trigger refuses
        DB.obj.execute_sql("INSERT INTO keeper_event (name, event, effective_on, reference, entered_at) "
                           "VALUES ('X', 'appointed', '2030-01-01', 'LA/1', '2030-01-01 10:00:00')")
    assert DB.obj.execute_sql("SELECT count(*) FROM keeper_event").fetchone()[0] == count


def test_users_each_record_carries_its_actor(pound):
    _people(keeper_name=keepers.standing(date.today()).name)
    session.sign_in(users.authenticate("Raman", "keeper-pass"))
    case = seize(datetime(2025, 5, 1, 10, 0))
    layout = ChainLayout.get(ChainLayout.table == "case")
    link = ChainLink.get(ChainLink.layout == layout.id, ChainLink.row_id == case.id)
    assert link.actor == "Raman (keeper)"
    session.sign_out()
    other = seize(datetime(2025, 5, 1, 10, 0))
    link = ChainLink.get(ChainLink.layout == layout.id, ChainLink.row_id == other.id)
    assert link.actor.startswith("system:") and link.actor.endswith("(system)")
    from pound_desk.models import chain_check
    from pound_desk.models.tables import RECORD_MODELS
    verdict = chain_check.verify(DB.obj, [m._meta.table_name for m in RECORD_MODELS])
    # the keeper's case is signed by the keeper; the case written with no one
    # signed in, once the register has users, is signed by no person
    assert [(f.kind, f.table, f.row_id) for f in verdict.findings] == [("unattributed", "case", other.id)]


def test_users_tables_are_documents_of_record(pound):
    _people()
    with pytest.raises(peewee.IntegrityError, match="document of record: amend, never update"):
        DB.obj.execute_sql("UPDATE user_event SET event = 'enabled'")
    with pytest.raises(peewee.IntegrityError, match="document of record: amend, never delete"):
        DB.obj.execute_sql("DELETE FROM user_account")


def test_users_lock_minutes_setting(pound):
    assert users.lock_minutes() == 10
    users.set_lock_minutes(3)
    assert users.lock_minutes() == 3
    with pytest.raises(Invalid):
        users.set_lock_minutes(0)
    _people()
    session.sign_in(Actor("Raman", "keeper", 2))
    with pytest.raises(ServiceError):
        users.set_lock_minutes(5)


def test_users_auditor_refused_in_words_by_any_workflow(pound):
    """A workflow that checks no role (a complaint, s. 19) is still refused
    for an auditor, by the chain's trigger, and the refusal is in words."""
    from pound_desk.services.disputes import complaints
    case = seize(datetime(2025, 5, 1, 10, 0))
    _people()
    session.sign_in(users.authenticate("Audrey", "auditor-pass"))
    with pytest.raises(ServiceError, match="auditor reads and prints") as e:
        complaints.record(case.case_no, date(2025, 5, 2), "The Owner", authority="Magistrate, Nedumangad",
                          particulars="Seized from my own field", now=datetime(2025, 5, 2, 11, 0))
    assert not isinstance(e.value, Invalid)
    session.sign_out()
    complaints.record(case.case_no, date(2025, 5, 2), "The Owner", authority="Magistrate, Nedumangad",
                      particulars="Seized from my own field", now=datetime(2025, 5, 2, 11, 0))
    assert ledger.check().ok


def test_users_command_line(pound, monkeypatch, capsys):
    """The first supervisor of a register without users is added without
    signing in; after that every change is made by a supervisor signed in."""
    import io

    from pound_desk.cli import main
    from pound_desk.models import close_database
    path = DB.obj.database
    close_database()

    def cli(*argv, stdin=""):
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
        code = main(["--db", path, *argv])
        out, err = capsys.readouterr()
        return code, out, err

    code, _, err = cli("users", "add", "Asha", "--role", "supervisor", "--password-stdin", stdin="short\n")
    assert code != 0 and "8 characters" in err
    assert cli("users", "add", "Asha", "--role", "supervisor", "--password-stdin",
               stdin="supervisor-pass\n")[0] == 0
    # now a second "first supervisor" needs a supervisor signed in
    code, _, err = cli("users", "add", "Mallory", "--role", "supervisor", "--password-stdin", stdin="mallory-pass\n")
    assert code == 1 and "sign in with --user NAME" in err
    signed = ("--user", "Asha", "--password-stdin")
    assert cli(*signed, "users", "add", "Raman", "--role", "keeper", "--keeper", "K. Raman",
               "--password-stdin", stdin="supervisor-pass\nkeeper-pass\n")[0] == 0
    assert cli(*signed, "users", "disable", "Raman", stdin="supervisor-pass\n")[0] == 0
    assert cli("--user", "Asha", "--password-stdin", "users", "list", stdin="supervisor-pass\n")[0] == 0
    code, out, _ = cli("--user", "Asha", "--password-stdin", "users", "list", stdin="supervisor-pass\n")
    assert "Asha  supervisor  enabled" in out and "Raman  keeper  disabled" in out and "K. Raman" in out


def test_users_the_wait_after_wrong_tries_survives_a_restart(pound, monkeypatch, capsys):
    """Five wrong tries from the command line (each its own process, in
    effect): the sixth, even with the right password, waits."""
    import io

    from pound_desk.cli import main
    from pound_desk.models import close_database
    _people()
    path = DB.obj.database
    close_database()
    for _ in range(5):
        monkeypatch.setattr("sys.stdin", io.StringIO("wrong-password\n"))
        assert main(["--db", path, "--user", "Asha", "--password-stdin", "users", "list"]) == 1
    monkeypatch.setattr("sys.stdin", io.StringIO("supervisor-pass\n"))
    assert main(["--db", path, "--user", "Asha", "--password-stdin", "users", "list"]) == 1
    assert "wait" in capsys.readouterr().err
    from pound_desk.services.desk.storage import open_database
    open_database(path)   # for the fixture's close


def test_users_an_account_from_before_keys_gets_one_at_its_first_sign_in(pound):
    """An account made before records were signed (schema v8 kept no key):
    its first sign-in makes its key, in a 'key' event sealed by that key,
    and what it then writes verifies as signed by it."""
    from pound_desk.models import chain_check
    from pound_desk.models.tables import RECORD_MODELS
    with DB.atomic():
        user = User.create(name="Old", role="supervisor", keeper_name="", created_at=datetime(2025, 1, 1))
        UserEvent.create(user=user, event="created", password_hash=users.hash_password("old-password"),
                         by="system", at=datetime(2025, 1, 1))
    actor = users.authenticate("Old", "old-password")
    assert actor.signing_key is not None
    assert [e.event for e in users.history("Old")] == ["created", "key"]
    session.sign_in(actor)
    rates.add(_later_rates())
    session.sign_out()
    verdict = chain_check.verify(DB.obj, [m._meta.table_name for m in RECORD_MODELS])
    assert verdict.intact, [str(f) for f in verdict.findings]
    # the next sign-in unseals the same key
    again = users.authenticate("Old", "old-password")
    assert again.signing_key.public_key().public_bytes_raw() == actor.signing_key.public_key().public_bytes_raw()

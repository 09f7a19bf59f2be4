"""Attack 8 of the insider: a supervisor who resets the keeper's password
and acts as the keeper. The reset gives a one-time password that can only
choose a new one, carries no key, is told to the keeper at the next sign-in,
and is in the audit log with that sign-in."""
from __future__ import annotations

from datetime import datetime

import pytest
from cli_helpers import KEEPER, PASSWORDS, SUPERVISOR, add_users
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models.schema import Receipt
from pound_desk.models.users import UserEvent
from pound_desk.services import tamper
from pound_desk.services.case import releases
from pound_desk.services.desk import audit, session, users
from pound_desk.services.desk.errors import ServiceError

ONE_TIME = "given-by-asha"
T0 = datetime(2026, 3, 2, 9, 0)


@pytest.fixture
def office(pound):
    """A pound with its users; the keeper registers a case."""
    add_users("K. Sasidharan")
    session.sign_in(users.authenticate(KEEPER, PASSWORDS[KEEPER]))
    seize(T0, owner="Rajan")
    session.sign_out()


def reset_by_supervisor() -> None:
    session.sign_in(users.authenticate(SUPERVISOR, PASSWORDS[SUPERVISOR]))
    users.change_password(KEEPER, ONE_TIME)
    session.sign_out()


def test_the_supervisor_with_the_one_time_password_cannot_release_cattle(office):
    case = seize(T0.replace(day=4), owner="Rajan")
    reset_by_supervisor()
    receipts = Receipt.select().count()
    session.sign_in(users.authenticate(KEEPER, ONE_TIME))
    with pytest.raises(ServiceError, match="one-time password"):
        releases.release_on_payment(case.case_no, datetime(2026, 3, 5, 10, 0), "Rajan",
                                    Money.of_rupees(1000), now=datetime(2026, 3, 5, 10, 5))
    session.sign_out()
    assert Receipt.select().count() == receipts


def test_the_one_time_password_is_spent_when_the_keeper_chooses_their_own(office):
    reset_by_supervisor()
    session.sign_in(users.authenticate(KEEPER, ONE_TIME))
    users.change_password(KEEPER, "keepers-own-choice", "keepers-own-choice")
    session.sign_out()
    assert users.pending_reset(KEEPER) is None
    with pytest.raises(users.SignInRefused, match="used already"):
        users.authenticate(KEEPER, ONE_TIME)


def test_the_keeper_is_told_who_reset_it_and_when_and_the_audit_has_both(office):
    reset_by_supervisor()
    actor = users.authenticate(KEEPER, ONE_TIME)
    assert actor.one_time and actor.signing_key is None
    notice = users.reset_notice(users.pending_reset(KEEPER))
    reset = UserEvent.select().where(UserEvent.event == "reset").get()
    assert "Asha (supervisor)" in notice and f"{reset.at:%d-%m-%Y %H:%M}" in notice
    session.sign_in(actor)
    users.change_password(KEEPER, "keepers-own-choice", "keepers-own-choice")
    session.sign_out()
    actions = [(e.action, e.subject, e.actor) for e in audit.entries()]
    assert ("password_reset", KEEPER, SUPERVISOR) in actions
    assert ("sign_in_one_time", KEEPER, KEEPER) in actions


def test_after_the_keeper_chooses_a_password_the_one_time_password_unseals_no_key(office):
    reset_by_supervisor()
    session.sign_in(users.authenticate(KEEPER, ONE_TIME))
    users.change_password(KEEPER, "keepers-own-choice", "keepers-own-choice")
    keeper = session.current()
    assert not keeper.one_time and keeper.signing_key is not None
    seize(T0.replace(day=6))   # the keeper works again, signing with the new key
    session.sign_out()
    assert users.pending_reset(KEEPER) is None
    # whatever the one-time password opens in the account's history, it is
    # not a key the keeper signs with
    for event in users.history(KEEPER):
        if event.password_hash:
            ok, key = users.unlock(ONE_TIME, event)
            assert key is None
    assert users.authenticate(KEEPER, "keepers-own-choice").signing_key is not None


def test_a_reset_and_the_password_chosen_after_it_verify_clean(office):
    reset_by_supervisor()
    session.sign_in(users.authenticate(KEEPER, ONE_TIME))
    users.change_password(KEEPER, "keepers-own-choice", "keepers-own-choice")
    seize(T0.replace(day=6))
    session.sign_out()
    verdict = tamper.check()
    assert verdict.intact, [str(f) for f in verdict.findings]


def test_a_one_time_password_used_by_someone_else_first_is_said_to_the_keeper(office):
    reset_by_supervisor()
    session.sign_in(users.authenticate(KEEPER, ONE_TIME))   # the supervisor, with what they gave
    users.change_password(KEEPER, "supervisors-choice", "supervisors-choice")
    session.sign_out()
    with pytest.raises(users.SignInRefused, match="used already"):
        users.authenticate(KEEPER, ONE_TIME)   # the keeper learns it was not them

"""The people of a consolidation database (a local authority's, or the level
above's): the first is an officer, later ones are added by an officer; an
auditor is refused every change; every signing in and every refusal is in the
log, which is never changed; a refusal writes nothing else."""
from __future__ import annotations

import peewee as pw
import pytest

from pound_desk.authority import upper_users
from pound_desk.authority.models import UpperLog, UpperUser


def events() -> list[tuple[str, str, str]]:
    return [(x.name, x.event, x.detail) for x in UpperLog.select().order_by(UpperLog.id)]


def test_roles_are_checked_and_every_signing_in_and_refusal_logged(adb):
    with pytest.raises(upper_users.SignInRefused, match="add the first officer \\(pound-desk authority user add"):
        upper_users.sign_in("K. Radha", "secretary-1", command="pound-desk authority")
    with pytest.raises(upper_users.SignInRefused, match="The first person is an officer"):
        upper_users.add("P. Anil", "auditor", "auditor-01", None)
    officer = upper_users.add("K. Radha", "officer", "secretary-1", None)
    auditor = upper_users.add("P. Anil", "auditor", "auditor-01", officer)
    with pytest.raises(upper_users.SignInRefused, match="The name or the password is wrong"):
        upper_users.sign_in("P. Anil", "secretary-1")
    with pytest.raises(upper_users.SignInRefused, match="The name or the password is wrong"):
        upper_users.sign_in("No One", "secretary-1")
    assert upper_users.sign_in(" P.  Anil ", "auditor-01", where="window").id == auditor.id
    upper_users.may(auditor, writes=False, what="report")          # an auditor reads
    with pytest.raises(upper_users.SignInRefused, match="P. Anil is an auditor: an auditor reads and changes"):
        upper_users.may(auditor, writes=True, what="upper import")
    with pytest.raises(upper_users.SignInRefused, match="Only an officer adds people"):
        upper_users.add("S. Latha", "auditor", "auditor-02", auditor)
    upper_users.may(officer, writes=True, what="upper import")
    assert [u.name for u in UpperUser.select()] == ["K. Radha", "P. Anil"]     # the refusals wrote no one
    assert events() == [
        ("K. Radha", "added", "K. Radha, officer"),
        ("K. Radha", "added", "P. Anil, auditor"),
        ("P. Anil", "refused", "sign-in (command line): the name or the password is wrong"),
        ("No One", "refused", "sign-in (command line): the name or the password is wrong"),
        ("P. Anil", "signed_in", "window, as auditor"),
        ("P. Anil", "refused", "upper import: an auditor changes nothing"),
        ("P. Anil", "refused", "adding a person: only an officer adds people"),
    ]
    assert [x.event for x in upper_users.log_listing(2)] == ["refused", "refused"]   # the newest first


def test_the_log_is_never_changed_nor_deleted(sqlite_adb):
    upper_users.add("K. Radha", "officer", "secretary-1", None)
    with pytest.raises(pw.DatabaseError, match="upper_log is a record"):
        UpperLog.update(detail="nothing happened").execute()
    with pytest.raises(pw.DatabaseError, match="upper_log is a record"):
        UpperLog.delete().execute()
    assert len(events()) == 1

"""Shared fixtures: a fresh temporary database per test, seeded with a
minimal pound and its rates. Qt runs offscreen (set before Qt is imported)."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read the English source strings; the first start's language
# question is answered (the tests of the language choice lift this).
os.environ.setdefault("POUND_DESK_LANGUAGE", "en")

from hypothesis import settings  # noqa: E402

# a busy 2-core machine can take longer than hypothesis's 200 ms deadline;
# the properties are what the tests check, not the speed
settings.register_profile("pound-desk", deadline=None)
settings.load_profile("pound-desk")

from pound_desk.models import close_database  # noqa: E402
from pound_desk.services.case import late_entries as _late  # noqa: E402
from pound_desk.services.desk import users as _users  # noqa: E402
from pound_desk.services.desk.storage import open_database

# cheap password hashes for the tests (the program itself keeps OWASP's)
_users.use_test_parameters()
# records dated months before the machine's clock, as if entered then (the
# tests of late entries put the office's margin back: tests/services/case/test_late_entries.py)
_late.use_test_margin(10 ** 6)
from record_helpers import FEED_REF, FINE_REF, OTHER_AREA, POUND_AREA, base_rates  # noqa: E402,F401


@pytest.fixture(autouse=True)
def umask_kept():
    """The program sets umask 077 when a command or the desk starts; within
    this one test process that would follow every later test (and the
    programs they start), so each test gets the umask it began with back."""
    before = os.umask(0o022)
    os.umask(before)
    yield
    os.umask(before)


@pytest.fixture
def db(tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    database = open_database(tmp_path / "pound.sqlite3")
    yield database
    close_database()




@pytest.fixture
def pound(db):
    """A pound at Nedumangad with fines and feeding rates for cow, ox, buffalo
    and goat (none for pig: a kind with no scale)."""
    from pound_desk.services.office import pound as pound_service
    from pound_desk.services.office import rates

    p = pound_service.set_up("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality",
                             POUND_AREA, "K. Sasidharan")
    rates.add(base_rates())
    return p

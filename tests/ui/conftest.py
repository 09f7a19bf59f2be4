"""Fixtures for the desktop's tests: the bundled fonts on the test
application, the thread pool drained before the test's database closes,
and a fixed office clock (helpers are in ``desk_helpers``)."""
from __future__ import annotations

import pytest
from desk_helpers import NOW

from pound_desk.ui import access, workers
from pound_desk.ui.fonts import install_app_font


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: builds a large register (seconds, not minutes)")


@pytest.fixture(scope="session", autouse=True)
def app_font(qapp):
    access.install(qapp)   # as the desk does (app.make_app): windows named and left by Tab
    return install_app_font(qapp)


@pytest.fixture(autouse=True)
def drain_workers(qapp, db):
    # set up after `db`, so torn down before it: no worker reads a closed database
    yield
    workers.wait_for_all()
    qapp.processEvents()


@pytest.fixture(autouse=True)
def usual_display(qapp):
    """A test that makes the text larger or the screen high-contrast leaves
    the usual size and colours to the next."""
    yield
    from pound_desk.services.desk.display import Display
    from pound_desk.ui import display

    if display.current() != Display():
        display.apply(Display())


@pytest.fixture
def now():
    return lambda: NOW


@pytest.fixture
def malayalam(qapp):
    """The screen in Malayalam for one test; English again after it."""
    from pound_desk.ui import translations

    assert translations.apply("ml") == "ml"
    yield
    translations.apply("en")


@pytest.fixture(autouse=True)
def money_entries_confirmed(monkeypatch):
    """A money entry asks once before it is recorded: the tests answer Yes
    (tests of the question itself set their own answer)."""
    from pound_desk.ui import fields

    asked: list[tuple[str, str]] = []
    monkeypatch.setattr(fields, "ask_to_record", lambda parent, text, warning="": asked.append((text, warning)) or True)
    return asked

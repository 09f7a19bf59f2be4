"""Each connection seals its own links. peewee gives each thread a
connection of its own, and the desk writes from workers too (a printed
document's log entry, today's list, a backup's record): what one thread
wrote and has not yet committed must neither be sealed by another thread's
statement nor make it wait on the first one's lock."""
from __future__ import annotations

import threading
from datetime import date

from cli_helpers import PASSWORDS, SUPERVISOR, add_users

from pound_desk.models import DB, seals
from pound_desk.services import tamper
from pound_desk.services.desk import session, users
from pound_desk.services.office import settings


def test_a_read_on_one_thread_leaves_another_threads_links_to_it(pound):
    add_users("K. Sasidharan")
    session.sign_in(users.authenticate(SUPERVISOR, PASSWORDS[SUPERVISOR]))
    written, go_on, done = threading.Event(), threading.Event(), threading.Event()
    failed: list[BaseException] = []

    def worker() -> None:
        try:
            with DB.atomic():
                settings.add_closed_day(date(2026, 4, 14), "Vishu")   # linked, not yet committed
                written.set()
                go_on.wait(10)
        except BaseException as exc:   # handed to the test below
            failed.append(exc)
        finally:
            DB.close()   # this thread's own connection
            done.set()

    threading.Thread(target=worker, daemon=True).start()
    assert written.wait(10)
    seals_before = DB.execute_sql("SELECT COUNT(*) FROM chain_seal").fetchone()[0]
    # a read on this thread while the worker holds its transaction: before, it
    # took the worker's count of links for its own, tried to seal them, and
    # waited five seconds on the worker's lock to fail with "database is locked"
    cases = DB.execute_sql('SELECT COUNT(*) FROM "case"').fetchone()[0]
    assert cases == 0
    assert DB.execute_sql("SELECT COUNT(*) FROM chain_seal").fetchone()[0] == seals_before
    go_on.set()
    assert done.wait(10)
    assert failed == []
    verdict = tamper.check()
    assert verdict.intact, [str(f) for f in verdict.findings]
    # the worker's link is sealed once, by the worker's transaction, as the supervisor's
    last_link = DB.execute_sql("SELECT MAX(seq) FROM chain_link").fetchone()[0]
    covering = DB.execute_sql("SELECT signer, reason FROM chain_seal WHERE first_seq <= ? AND last_seq >= ?",
                              [last_link, last_link]).fetchall()
    assert len(covering) == 1 and covering[0][1] != seals.MIGRATION
    session.sign_out()

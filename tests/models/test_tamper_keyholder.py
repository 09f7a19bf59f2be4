"""The insider who holds a key: a signed forgery is still a forgery.

The attacks of tests/models/test_tamper_insider.py, made by someone who
also seals what they forged: with a key they made themselves, with the
pound's key (the ``keys`` folder the desk holds), or with their own
password's key. Each seal here is made in the second form, exactly as the
program makes it (time and writers signed), so that what is named is the
forgery, not a slip in the seal. Each test fails if its attack goes unseen.
"""
from __future__ import annotations

from datetime import datetime, timedelta

import pytest
import test_tamper_insider
from cli_helpers import KEEPER, PASSWORDS, SUPERVISOR
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from test_tamper_insider import T0, other_program

from pound_desk.models import DB, seals
from pound_desk.models.chain import chain_hash
from pound_desk.returns import keys
from pound_desk.services import tamper
from pound_desk.services.desk import session, signing, users

office = test_tamper_insider.office   # the insider's office, as a fixture here too


def found() -> list[tuple[str, str]]:
    return [(f.kind, f.table) for f in tamper.check().findings]


def seal_as(con, key, signer: int | None, first: int, last: int, reason: str = "",
            at: str = "2026-03-04 10:00:00", form: int = 2) -> None:
    """A seal over links first..last, made as the program makes one."""
    digest = con.execute("SELECT digest FROM chain_link WHERE seq = ?", [last]).fetchone()[0]
    actors = seals.actors_digest(r[0] for r in con.execute(
        "SELECT actor FROM chain_link WHERE seq BETWEEN ? AND ? ORDER BY seq", [first, last]))
    if form == 2:
        signature = seals.sign(key, first, last, digest, signer, reason, at, actors)
    else:
        signature = seals.sign(key, first, last, digest, signer, reason)
    con.execute("INSERT INTO chain_seal (first_seq, last_seq, signer, public_key, signature, reason, at, form) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [first, last, signer, keys.raw_public(key), signature, reason, at, form])


def now() -> str:
    return datetime.now().replace(microsecond=0).isoformat(sep=" ")


def last_seq(con) -> int:
    return con.execute("SELECT max(seq) FROM chain_link").fetchone()[0]


def unsealed_from(con) -> int:
    return con.execute("SELECT max(last_seq) FROM chain_seal").fetchone()[0] + 1


def rehash_from(con, start: int) -> None:
    """Every link from ``start`` recomputed to fit the rows as they now are."""
    layouts = {r[0]: (r[1], r[2].split(",")) for r in con.execute("SELECT id, tbl, fields FROM chain_layout")}
    prev = con.execute("SELECT digest FROM chain_link WHERE seq < ? ORDER BY seq DESC LIMIT 1", [start]).fetchone()
    prev = prev[0] if prev else None
    for seq, layout, row_id, stored in con.execute(
            "SELECT seq, layout, row_id, content FROM chain_link WHERE seq >= ? ORDER BY seq", [start]).fetchall():
        table, fields = layouts[layout]
        if stored is not None:
            content = stored
        else:
            content = con.execute(f'SELECT json_array({", ".join(chr(34) + f + chr(34) for f in fields)}) '
                                  f'FROM "{table}" WHERE id = ?', [row_id]).fetchone()[0]
        prev = chain_hash(prev, table, row_id, content)
        con.execute("UPDATE chain_link SET digest = ? WHERE seq = ?", [prev, seq])


def receipt_lowered_and_resealed(receipt, key, signer, reason: str, whole: bool) -> None:
    """The receipt lowered by Rs 100, the chain re-hashed from it, and every
    seal from there (or from the start) replaced by one."""
    con = other_program(drop=("receipt", "chain_link", "chain_seal"))
    con.execute("UPDATE receipt SET total_paise = total_paise - 10000 WHERE id = ?", [receipt.id])
    layout = con.execute("SELECT id FROM chain_layout WHERE tbl = 'receipt' ORDER BY id DESC").fetchone()[0]
    start = con.execute("SELECT seq FROM chain_link WHERE layout = ? AND row_id = ?",
                        [layout, receipt.id]).fetchone()[0]
    rehash_from(con, start)
    first = 1 if whole else con.execute("SELECT first_seq FROM chain_seal WHERE first_seq <= ? AND last_seq >= ?",
                                        [start, start]).fetchone()[0]
    con.execute("DELETE FROM chain_seal WHERE last_seq >= ?", [first])
    seal_as(con, key, signer, first, last_seq(con), reason, at=now())


# ------------------------------------------------------------------ 1. a receipt lowered and re-sealed

def test_a_receipt_lowered_and_sealed_as_an_upgrade_by_a_key_one_made_is_named(office):
    receipt_lowered_and_resealed(office, Ed25519PrivateKey.generate(), None, seals.MIGRATION, whole=True)
    assert "key_not_enrolled" in {k for k, _ in found()}


def test_a_receipt_lowered_and_sealed_as_an_upgrade_with_the_pounds_key_is_named(office):
    """The pound's key is enrolled, but an upgrade seals only what no person
    had signed (from the start) or the tables it brings under the chain."""
    receipt_lowered_and_resealed(office, signing.program_key(DB.obj), None, seals.MIGRATION, whole=True)
    assert "migration_forged" in {k for k, _ in found()}


def test_a_receipt_lowered_and_its_transaction_resealed_as_an_upgrade_is_named(office):
    receipt_lowered_and_resealed(office, signing.program_key(DB.obj), None, seals.MIGRATION, whole=False)
    assert {k for k, _ in found()} == {"unattributed", "receipt_total"}, found()


def test_a_receipt_lowered_and_resealed_by_the_program_is_named(office):
    receipt_lowered_and_resealed(office, signing.program_key(DB.obj), None, "", whole=False)
    assert {k for k, _ in found()} == {"unattributed", "receipt_total"}, found()


# ------------------------------------------------------------------ 2. an audit entry forged

def forge_restore_entry(key) -> None:
    con = other_program()
    first = unsealed_from(con) if con.execute("SELECT max(last_seq) FROM chain_seal").fetchone()[0] else 1
    con.execute("INSERT INTO audit_entry (at, actor, role, action, subject, detail) VALUES "
                "('2026-03-04 10:00:00', 'Asha', 'supervisor', 'backup_restored', 'pound-desk-2026-03-01.sqlite3', '')")
    seal_as(con, key, None, first, last_seq(con), at=now())


def test_an_audit_entry_forged_and_sealed_as_the_program_by_a_key_one_made_is_named(office):
    forge_restore_entry(Ed25519PrivateKey.generate())
    assert ("key_not_enrolled", "audit_entry") in found()


def test_an_audit_entry_forged_and_sealed_with_the_pounds_key_is_named(office):
    """The program signs only its own start, close and views: not a restore
    in a supervisor's name."""
    forge_restore_entry(signing.program_key(DB.obj))
    assert ("unattributed", "audit_entry") in found()


def test_the_programs_own_entry_sealed_with_the_pounds_key_holds(office):
    from pound_desk.services.desk import audit

    assert audit.record_view("app_started", "", {}) is None
    assert tamper.check().intact, [str(f) for f in tamper.check().findings]


def test_an_entry_in_a_persons_name_sealed_by_the_program_is_named(office):
    con = other_program()
    con.create_function("pd_actor", 1, lambda table: "system:x (system)")
    first = unsealed_from(con)
    con.execute("INSERT INTO audit_entry (at, actor, role, action, subject, detail) VALUES "
                "('2026-03-04 10:00:00', 'system:x', 'system', 'app_started', '', '')")
    seal_as(con, signing.program_key(DB.obj), None, first, last_seq(con),
            at=now())
    # an entry of the program's own kind, by the program: that is genuine
    assert tamper.check().intact, [str(f) for f in tamper.check().findings]
    con2 = other_program()
    con2.create_function("pd_actor", 1, lambda table: "Asha (supervisor)")
    first = unsealed_from(con2)
    con2.execute("INSERT INTO audit_entry (at, actor, role, action, subject, detail) VALUES "
                 "('2026-03-04 10:01:00', 'system:x', 'system', 'app_closed', '', '')")
    seal_as(con2, signing.program_key(DB.obj), None, first, last_seq(con2),
            at=now())
    assert ("program_wrote", "audit_entry") in found()


# ------------------------------------------------------------------ the pound's keys

def test_a_pounds_key_enrolled_by_a_keeper_is_named(office):
    """The keeper enrols a key of their own as the pound's, sealing the
    enrolment with their own key: only a supervisor enrols."""
    session.sign_in(users.authenticate(KEEPER, PASSWORDS[KEEPER]))
    mine = Ed25519PrivateKey.generate()
    keeper = session.current()
    con = other_program()
    con.create_function("pd_actor", 1, lambda table: keeper.label)
    first = unsealed_from(con)
    con.execute("INSERT INTO pound_key (public_key, by, at, note) VALUES (?, ?, '2026-03-04 10:00:00', '')",
                [keys.raw_public(mine).hex(), keeper.label])
    seal_as(con, keeper.signing_key, keeper.user_id, first, last_seq(con),
            at=now())
    session.sign_out()
    assert ("enrolled_by", "pound_key") in found()


def test_a_new_key_in_the_keys_folder_is_named_until_a_supervisor_enrols_it(office, tmp_path):
    """The keys folder lost and a key made anew: the program's own entries
    sealed by it are named, until a supervisor's session enrols it."""
    from pound_desk.services.desk import audit
    from pound_desk.services.office import settings

    path = keys.key_path(keys.keys_dir(DB.obj.database))
    path.unlink()
    DB.obj._program_key = None
    DB.obj._pound_key_enrolled = None
    audit.record_view("app_started", "", {})
    assert ("key_not_enrolled", "audit_entry") in found()
    session.sign_in(users.authenticate(SUPERVISOR, PASSWORDS[SUPERVISOR]))
    settings.add_closed_day(T0.date().replace(day=20), "Enrolment day")
    session.sign_out()
    audit.record_view("app_started", "", {})
    kinds = found()
    assert kinds.count(("key_not_enrolled", "audit_entry")) == 1, kinds   # the one before the enrolment


# ------------------------------------------------------------------ time

def test_a_seal_made_with_the_clock_put_back_is_named(office, monkeypatch):
    """The PC's clock rolled back a week before a release: the seal's time,
    which it signs, runs behind the one before it."""
    from pound_desk.services.desk import signing as signing_module

    class Back(datetime):
        @classmethod
        def now(cls, tz=None):
            return datetime.now(tz) - timedelta(days=7)

    monkeypatch.setattr(signing_module, "datetime", Back)
    session.sign_in(users.authenticate(SUPERVISOR, PASSWORDS[SUPERVISOR]))
    from pound_desk.services.office import settings
    settings.add_closed_day(T0.date().replace(day=21), "A day the clock went back")
    session.sign_out()
    assert ("clock_backwards", "closed_day") in found()


def test_a_seals_time_changed_breaks_its_signature(office):
    con = other_program(drop=("chain_seal",))
    con.execute("UPDATE chain_seal SET at = '2026-01-01 09:00:00' WHERE id = (SELECT max(id) FROM chain_seal)")
    assert "bad_seal" in {k for k, _ in found()}


def test_a_seal_of_the_old_form_after_the_new_is_named(office):
    """The first form signs neither the time nor the writers: one made after
    the register's seals took the second was made outside Pound Desk."""
    session.sign_in(users.authenticate(KEEPER, PASSWORDS[KEEPER]))
    keeper = session.current()
    session.sign_out()
    con = other_program()
    con.create_function("pd_actor", 1, lambda table: keeper.label)
    first = unsealed_from(con)
    con.execute("UPDATE pound SET local_area = 'Aruvikkara'")
    seal_as(con, keeper.signing_key, keeper.user_id, first, last_seq(con), form=1)
    assert ("old_form", "pound") in found()


# ------------------------------------------------------------------ 9. the lock, the writers, the types

def test_the_sign_in_lock_cleared_outside_the_program_is_named(office):
    with pytest.raises(users.SignInRefused):
        users.authenticate(KEEPER, "not the password")
    assert tamper.check().intact, [str(f) for f in tamper.check().findings]
    con = other_program(drop=("sign_in_lock",))
    con.execute("DELETE FROM sign_in_lock")
    assert ("removed", "sign_in_lock") in found()


def test_the_sign_in_lock_cleared_through_its_trigger_is_signed_by_no_one(office):
    with pytest.raises(users.SignInRefused):
        users.authenticate(KEEPER, "not the password")
    con = other_program()
    con.execute("UPDATE sign_in_lock SET count = 0, until = 0")
    assert ("unsealed", "sign_in_lock") in found()


def test_a_links_writer_rewritten_under_the_programs_seal_is_named(office):
    """Under the program's seal too: the seal signs the writers of its links."""
    con = other_program(drop=("chain_link",))
    seq = con.execute("SELECT max(first_seq) FROM chain_seal WHERE signer IS NULL").fetchone()[0]
    con.execute("UPDATE chain_link SET actor = 'Asha (supervisor)' WHERE seq = ?", [seq])
    assert "bad_seal" in {k for k, _ in found()}


def test_a_receipts_total_stored_as_a_real_number_is_named(office):
    """Re-hashed and sealed with the keeper's own key, the content agrees; the
    type does not."""
    session.sign_in(users.authenticate(KEEPER, PASSWORDS[KEEPER]))
    keeper = session.current()
    session.sign_out()
    con = other_program(drop=("receipt", "chain_link", "chain_seal"))
    con.execute("UPDATE receipt SET total_paise = total_paise + 0.5 WHERE id = ?", [office.id])
    layout = con.execute("SELECT id FROM chain_layout WHERE tbl = 'receipt' ORDER BY id DESC").fetchone()[0]
    start = con.execute("SELECT seq FROM chain_link WHERE layout = ? AND row_id = ?", [layout, office.id]).fetchone()[0]
    rehash_from(con, start)
    first = con.execute("SELECT first_seq FROM chain_seal WHERE first_seq <= ? AND last_seq >= ?",
                        [start, start]).fetchone()[0]
    con.execute("DELETE FROM chain_seal WHERE last_seq >= ?", [first])
    seal_as(con, keeper.signing_key, keeper.user_id, first, last_seq(con),
            at=now())
    kinds = found()
    assert ("wrong_type", "receipt") in kinds, kinds
    finding = next(f for f in tamper.check().findings if f.kind == "wrong_type")
    assert "total_paise" in str(finding)


@pytest.mark.parametrize("table, where", [("pound_key", "1 = 1"), ("user_event", "public_key != ''")])
def test_a_public_key_changed_into_what_is_not_hex_is_named_not_a_crash(office, table, where):
    con = other_program(drop=(table,))
    con.execute(f"UPDATE {table} SET public_key = 'not a key' WHERE {where}")
    verdict = tamper.check()
    assert not verdict.intact
    assert ("changed", table) in {(f.kind, f.table) for f in verdict.findings}, [str(f) for f in verdict.findings]


def test_the_words_of_each_new_finding(office):
    receipt_lowered_and_resealed(office, Ed25519PrivateKey.generate(), None, seals.MIGRATION, whole=True)
    words = [str(f) for f in tamper.check().findings]
    assert any("never enrolled" in w for w in words), words

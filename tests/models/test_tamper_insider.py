"""The insider's attacks on the register, each named by ``verify``.

The insider has the database file and the program, but no one else's
password: they open the file with another program (the sqlite3 module),
drop the triggers that refuse changes, re-implement the chain's hash, and
may even hold the pound's own key (the ``keys`` folder beside the file).
Each test makes one attack and checks that ``verify`` names it; the suite
fails if any one goes unseen. (Cutting off the tail of the chain is found
against a head kept outside the file: tests/test_anchor.py.)"""
from __future__ import annotations

import sqlite3
from datetime import date, datetime

import pytest
from cli_helpers import KEEPER, PASSWORDS, SUPERVISOR, add_users
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models import DB, seals
from pound_desk.models.chain import HASH_FUNCTION, ChainLayout, ChainLink, chain_hash
from pound_desk.returns import keys
from pound_desk.services import tamper
from pound_desk.services.case import releases
from pound_desk.services.desk import session, signing, users
from pound_desk.services.office import settings

T0 = datetime(2026, 3, 2, 9, 0)


@pytest.fixture
def office(pound):
    """A pound with its users; the keeper registers two cases and releases
    one on a receipt; the supervisor adds a closed day."""
    add_users("K. Sasidharan")
    session.sign_in(users.authenticate(KEEPER, PASSWORDS[KEEPER]))
    first = seize(T0, kinds=("cow", "goat"), owner="Rajan")
    seize(T0.replace(hour=11), kinds=("ox",))
    receipt = releases.release_on_payment(first.case_no, datetime(2026, 3, 3, 10, 0), "Rajan",
                                          Money.of_rupees(1000), now=datetime(2026, 3, 3, 10, 5))
    session.sign_in(users.authenticate(SUPERVISOR, PASSWORDS[SUPERVISOR]))
    settings.add_closed_day(date(2026, 4, 14), "Vishu")
    session.sign_out()
    assert tamper.check().intact, [str(f) for f in tamper.check().findings]
    return receipt


def other_program(drop: tuple[str, ...] = ()) -> sqlite3.Connection:
    """The file opened by another program that re-implements the hash, with
    the named tables' protecting triggers dropped."""
    con = sqlite3.connect(DB.obj.database, isolation_level=None)
    con.create_function(HASH_FUNCTION, 4, chain_hash)
    con.create_function("pd_actor", 1, lambda table: "Raman (keeper)")
    for table in drop:
        for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?",
                                   [table]).fetchall():
            if "_no_" in name or name.endswith("_chain") or "_chain_" in name:
                con.execute(f'DROP TRIGGER "{name}"')
    return con


def kinds() -> list[tuple[str, str, int]]:
    verdict = tamper.check()
    return [(f.kind, f.table, f.row_id) for f in verdict.findings]


def last_links(n: int) -> list[ChainLink]:
    return list(ChainLink.select().order_by(ChainLink.seq.desc()).limit(n))


def forge_seal(con: sqlite3.Connection, key, signer: int | None, first: int, last: int) -> None:
    digest = con.execute("SELECT digest FROM chain_link WHERE seq = ?", [last]).fetchone()[0]
    con.execute("INSERT INTO chain_seal (first_seq, last_seq, signer, public_key, signature, reason, at) "
                "VALUES (?, ?, ?, ?, ?, '', '2026-03-04 10:00:00')",
                [first, last, signer, keys.raw_public(key), seals.sign(key, first, last, digest, signer)])


def append_receipt_row(con: sqlite3.Connection) -> int:
    """A receipt copied from the last one under a new number, written by the
    other program (its chaining trigger writes the link, with the hash
    re-implemented)."""
    cols = [r[1] for r in con.execute('PRAGMA table_info("receipt")') if r[1] != "id"]
    con.execute(f'INSERT INTO receipt ({", ".join(cols)}) SELECT '
                + ", ".join("'2025-26/09999'" if c == "number" else "serial + 1000" if c == "serial" else c
                            for c in cols)
                + " FROM receipt ORDER BY id DESC LIMIT 1")
    return con.execute("SELECT max(id) FROM receipt").fetchone()[0]


# ------------------------------------------------------------------ the rows

def test_an_edited_receipt_is_named(office):
    con = other_program(drop=("receipt",))
    con.execute("UPDATE receipt SET total_paise = total_paise - 10000 WHERE id = ?", [office.id])
    assert ("changed", "receipt", office.id) in kinds()


def test_a_deleted_receipt_is_named(office):
    con = other_program(drop=("receipt",))
    con.execute("PRAGMA foreign_keys = OFF")
    con.execute("DELETE FROM receipt WHERE id = ?", [office.id])
    assert ("removed", "receipt", office.id) in kinds()


def test_a_receipt_inserted_without_its_link_is_named(office):
    con = other_program(drop=("receipt",))
    row = append_receipt_row(con)
    assert ("inserted", "receipt", row) in kinds()


def test_a_receipt_appended_with_the_hash_reimplemented_is_signed_by_no_one(office):
    con = other_program()          # the triggers in place: the link is written, and right
    row = append_receipt_row(con)
    assert ("unsealed", "receipt", row) in kinds()


def test_an_appended_receipt_signed_with_a_key_of_ones_own_is_an_unknown_signer(office):
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    con = other_program()
    row = append_receipt_row(con)
    seq = con.execute("SELECT max(seq) FROM chain_link").fetchone()[0]
    keeper = users.account(KEEPER).id
    forge_seal(con, Ed25519PrivateKey.generate(), keeper, seq, seq)
    assert ("signer_unknown", "receipt", row) in kinds()


def test_an_appended_receipt_signed_with_the_pounds_key_is_unattributed(office):
    """The insider who also holds the pound's key (the keys folder) can seal
    as the program, but the program writes no receipt alone once the
    register has users."""
    con = other_program()
    row = append_receipt_row(con)
    seq = con.execute("SELECT max(seq) FROM chain_link").fetchone()[0]
    forge_seal(con, signing.program_key(DB.obj), None, seq, seq)
    assert ("unattributed", "receipt", row) in kinds()


def test_a_chain_rehashed_from_an_edited_row_breaks_the_signatures(office):
    """The receipt edited and every link from it to the end recomputed: the
    links agree again, but the keeper's signature over them does not."""
    con = other_program(drop=("receipt", "chain_link"))
    con.execute("UPDATE receipt SET total_paise = total_paise - 10000 WHERE id = ?", [office.id])
    layouts = {r[0]: (r[1], r[2].split(",")) for r in con.execute("SELECT id, tbl, fields FROM chain_layout")}
    receipt_layout = next(i for i, (t, _) in layouts.items() if t == "receipt")
    start = con.execute("SELECT seq FROM chain_link WHERE layout = ? AND row_id = ?",
                        [receipt_layout, office.id]).fetchone()[0]
    prev = con.execute("SELECT digest FROM chain_link WHERE seq < ? ORDER BY seq DESC LIMIT 1",
                       [start]).fetchone()[0]
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
    found = tamper.check().findings
    # the seal breaks; and the lowered total is no longer its lines' (services/rechecks.py)
    assert {f.kind for f in found} == {"bad_seal", "receipt_total"}, [str(f) for f in found]


def test_a_rewritten_actor_is_named(office):
    con = other_program(drop=("chain_link",))
    receipt_layout = ChainLayout.get(ChainLayout.table == "receipt").id
    con.execute("UPDATE chain_link SET actor = 'Asha (supervisor)' WHERE layout = ? AND row_id = ?",
                [receipt_layout, office.id])
    # the seal signs each link's writer (its second form): the seal over the
    # receipt's transaction no longer holds
    found = tamper.check().findings
    assert any(f.kind == "bad_seal" for f in found), [str(f) for f in found]


def test_a_swapped_signer_breaks_the_signature(office):
    con = other_program(drop=("chain_seal",))
    supervisor = users.account(SUPERVISOR).id
    keeper = users.account(KEEPER).id
    con.execute("UPDATE chain_seal SET signer = ? WHERE signer = ?", [supervisor, keeper])
    assert "bad_seal" in {k for k, *_ in kinds()}


def test_a_removed_seal_leaves_its_records_signed_by_no_one(office):
    con = other_program(drop=("chain_seal",))
    keeper = users.account(KEEPER).id
    first, last = con.execute("SELECT first_seq, last_seq FROM chain_seal WHERE signer = ? ORDER BY id DESC",
                              [keeper]).fetchone()
    con.execute("DELETE FROM chain_seal WHERE signer = ? AND last_seq = ?", [keeper, last])
    assert "unsealed" in {k for k, *_ in kinds()}


def test_a_second_seal_over_the_same_records_is_named(office):
    con = other_program()
    last = con.execute("SELECT max(seq) FROM chain_link").fetchone()[0]
    forge_seal(con, signing.program_key(DB.obj), None, last, last)
    assert "seal_overlap" in {k for k, *_ in kinds()}


# ------------------------------------------------------------------ the tables that change

def test_a_setting_edited_outside_the_program_is_named(office):
    con = other_program(drop=("closed_day",))
    rowid = con.execute("SELECT rowid FROM closed_day").fetchone()[0]
    con.execute("UPDATE closed_day SET reason = 'Onam' WHERE rowid = ?", [rowid])
    assert ("changed", "closed_day", rowid) in kinds()


def test_a_closed_day_added_outside_the_program_is_named(office):
    con = other_program(drop=("closed_day",))
    con.execute("INSERT INTO closed_day (day, reason) VALUES ('2026-03-04', 'A day off')")
    rowid = con.execute("SELECT rowid FROM closed_day WHERE day = '2026-03-04'").fetchone()[0]
    assert ("inserted", "closed_day", rowid) in kinds()


def test_the_pound_changed_through_its_trigger_is_signed_by_no_one(office):
    con = other_program()          # the trigger writes the link, but nobody seals it
    con.execute("UPDATE pound SET local_area = 'Aruvikkara'")
    assert "unsealed" in {k for k, *_ in kinds()}


# ------------------------------------------------------------------ the people

def test_a_supervisor_added_by_sql_is_signed_by_no_one(office):
    con = other_program()
    con.execute("INSERT INTO user_account (name, role, keeper_name, created_at) "
                "VALUES ('mallory', 'supervisor', '', '2026-03-04 10:00:00')")
    uid = con.execute("SELECT id FROM user_account WHERE name = 'mallory'").fetchone()[0]
    made = users.new_credentials("mallory-pass")
    con.execute("INSERT INTO user_event (user_id, event, password_hash, by, at, public_key, sealed_key) "
                "VALUES (?, 'created', ?, 'Asha (supervisor)', '2026-03-04 10:00:00', ?, ?)",
                [uid, made.password_hash, made.public_key, made.sealed_key])
    found = kinds()
    assert ("unsealed", "user_account", uid) in found
    # sealed with the pound's key instead: written by the program with no one signed in
    first = con.execute("SELECT min(seq) FROM chain_link WHERE seq > (SELECT max(last_seq) FROM chain_seal)"
                        ).fetchone()[0]
    last = con.execute("SELECT max(seq) FROM chain_link").fetchone()[0]
    forge_seal(con, signing.program_key(DB.obj), None, first, last)
    assert ("unattributed", "user_account", uid) in kinds()


def test_a_supervisor_added_by_sql_cannot_sign_in_their_way_to_valid_records(office):
    """Even a 'supervisor' slipped in by SQL whose own key then signs is an
    unknown signer: their account has no link signed by anyone."""
    con = other_program()
    con.execute("INSERT INTO user_account (name, role, keeper_name, created_at) "
                "VALUES ('mallory', 'supervisor', '', '2026-03-04 10:00:00')")
    uid = con.execute("SELECT id FROM user_account WHERE name = 'mallory'").fetchone()[0]
    made = users.new_credentials("mallory-pass")
    con.execute("INSERT INTO user_event (user_id, event, password_hash, by, at, public_key, sealed_key) "
                "VALUES (?, 'created', ?, 'Asha (supervisor)', '2026-03-04 10:00:00', ?, ?)",
                [uid, made.password_hash, made.public_key, made.sealed_key])
    first = con.execute("SELECT min(seq) FROM chain_link WHERE seq > (SELECT max(last_seq) FROM chain_seal)"
                        ).fetchone()[0]
    last = con.execute("SELECT max(seq) FROM chain_link").fetchone()[0]
    forge_seal(con, made.private, uid, first, last)
    assert "signer_unknown" in {k for k, *_ in kinds()}


def test_records_signed_by_a_disabled_account_are_named(office, monkeypatch):
    """A keeper disabled, whose key is then used anyway (an older program
    that did not check, or the file written by hand with the keeper's key)."""
    session.sign_in(users.authenticate(SUPERVISOR, PASSWORDS[SUPERVISOR]))
    keeper_session = users.authenticate(KEEPER, PASSWORDS[KEEPER])
    users.set_enabled(KEEPER, False)
    monkeypatch.setattr(users, "write_refusal", lambda table="": None)
    session.sign_in(keeper_session)
    seize(T0.replace(day=5))
    session.sign_out()
    assert "signer_disabled" in {k for k, *_ in kinds()}, kinds()


def test_a_record_by_the_program_with_no_one_signed_in_is_unattributed(office):
    seize(T0.replace(day=6))     # no one signed in: the program itself
    assert "unattributed" in {k for k, *_ in kinds()}


def test_every_finding_says_what_and_where(office):
    row = append_receipt_row(other_program())
    con = other_program(drop=("receipt",))
    con.execute("UPDATE receipt SET total_paise = 1 WHERE id = ?", [office.id])
    texts = [str(f) for f in tamper.check().findings]
    assert any(f"Row {office.id} of table receipt does not match" in t for t in texts)
    assert any(f"Row {row} of table receipt is signed by no one" in t for t in texts)

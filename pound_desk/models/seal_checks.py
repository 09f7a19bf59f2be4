"""The seals over the chain, as verify (models/chain_check.py) walks it:
every link under exactly one seal whose signature holds, by someone who had
that key and was enabled then (or by the program, with a pound's key the
register enrolled, before the register had users or for its own start,
close and views; or an upgrade's, of the tables it chains); the seals'
times run forward. What each account's key and standing were at a link is
told by the chain itself, as the walk reaches the rows that changed them."""
from __future__ import annotations

import hashlib
from datetime import datetime, timedelta

import peewee as pw

from pound_desk.models import seals as seal_models  # the signatures over the chain
from pound_desk.models.chain import Finding, table_columns


class _Signers:
    """Who may sign, as the chain tells it up to a point: each account's
    name, its key (from its created, password and key events) and whether
    it is enabled."""

    def __init__(self, db: pw.Database):
        self.names: dict[int, str] = {}
        self.keys: dict[int, bytes] = {}
        self.key_event: dict[int, str] = {}   # the event that gave each its present key
        self.enabled: dict[int, bool] = {}
        tables = set(db.get_tables())
        cols = set(table_columns(db, "user_event")) if "user_event" in tables else set()
        key_col = '"public_key"' if "public_key" in cols else "''"
        self.accounts = ({r[0]: r[1] for r in db.execute_sql('SELECT id, name FROM "user_account"')}
                         if "user_account" in tables else {})
        self.events = ({r[0]: (r[1], r[2], r[3]) for r in db.execute_sql(
            f'SELECT id, user_id, event, {key_col} FROM "user_event"')} if cols else {})
        self.roles = ({r[0]: r[1] for r in db.execute_sql('SELECT id, role FROM "user_account"')}
                      if "user_account" in tables else {})
        # the pound's keys: each enrolment row, those enrolled so far, and all of them
        self.pound_rows = ({r[0]: _key_bytes(r[1]) for r in db.execute_sql(
            'SELECT id, public_key FROM "pound_key"')} if "pound_key" in tables else {})
        self.pound_keys_all = frozenset(self.pound_rows.values())
        self.pound_keys: set[bytes] = set()

    def keyed_event(self, table: str, row_id: int) -> bool:
        """Whether the row is an account's event that gives it a key."""
        if table != "user_event" or row_id not in self.events:
            return False
        _, event, key = self.events[row_id]
        return bool(key) and event in ("created", "password", "key")

    def apply(self, table: str, row_id: int) -> None:
        if table == "pound_key" and row_id in self.pound_rows:
            self.pound_keys.add(self.pound_rows[row_id])
        elif table == "user_account" and row_id in self.accounts:
            self.names[row_id] = self.accounts[row_id]
        elif table == "user_event" and row_id in self.events:
            user, event, key = self.events[row_id]
            if event in ("created", "password", "key") and key:
                self.keys[user] = _key_bytes(key)
                self.key_event[user] = event
            elif event == "reset":   # a one-time password: no key until its holder chooses one
                self.keys.pop(user, None)
                self.key_event[user] = event
            if event in ("created", "enabled"):
                self.enabled[user] = True
            elif event == "disabled":
                self.enabled[user] = False

    def snapshot(self, signer: int | None) -> tuple[bool, bytes | None, bool, bool, frozenset[bytes]]:
        """(known, key, enabled, any users, the pound's keys enrolled) for a
        seal starting here."""
        return (signer in self.names, self.keys.get(signer), self.enabled.get(signer, False),
                bool(self.names), frozenset(self.pound_keys))


def _key_bytes(text) -> bytes:
    """A stored public key's bytes; a key changed into what is not hex (by
    hand, with the file open) reads as no key, which verifies no signature,
    so the seals it would stand behind are named, not a crash of the check."""
    try:
        return bytes.fromhex(text or "")
    except (TypeError, ValueError):
        return b""


class _Seal:
    """A seal as verify reads it (a plain row: a register has millions)."""

    __slots__ = ("id", "first_seq", "last_seq", "signer", "public_key", "signature", "reason", "at", "form")

    def __init__(self, row):
        (self.id, self.first_seq, self.last_seq, self.signer, self.public_key, self.signature, self.reason,
         self.at, self.form) = row
        self.public_key = bytes(self.public_key)
        self.at = str(self.at or "")


def _read_seals(db: pw.Database) -> list[_Seal]:
    cols = set(table_columns(db, "chain_seal"))
    form = '"form"' if "form" in cols else "1"
    return [_Seal(r) for r in db.execute_sql(
        f"SELECT id, first_seq, last_seq, signer, public_key, signature, reason, at, {form} FROM chain_seal "
        "ORDER BY first_seq, id")]


# the margin a seal's time may fall behind the one before it (two programs
# sealing at once, a clock corrected by a minute or two) before it is named
CLOCK_MARGIN = timedelta(minutes=5)


def _earlier(at: str, before: str) -> bool:
    """Whether the seal made at ``at`` is earlier than ``before`` by more
    than the margin (times as stored, to the second)."""
    if not before or at >= before:
        return False
    try:
        return datetime.fromisoformat(at) < datetime.fromisoformat(before) - CLOCK_MARGIN
    except ValueError:
        return True


# what the program may sign alone once the register has users: the log of
# its own start and close and of views before anyone signs in, and the
# sign-in lock's count of wrong tries (before anyone is signed in)
PROGRAM_MAY_SIGN = frozenset({"audit_entry", "sign_in_lock"})
# what an upgrade after the one that brought signatures may link under its own
# seal: the rows of the tables it brings under the chain, never linked before
# (v18: the sign-in lock and the pound's keys it enrols). A later upgrade that
# chains a table adds it here; anything else under an upgrade's seal is named.
UPGRADE_MAY_LINK = frozenset({"sign_in_lock", "pound_key"})
# the audit log's entries the program makes itself (session role "system")
PROGRAM_ACTIONS = ("app_started", "app_closed", "verify_run", "backup_made", "document_viewed",
                   "case_opened", "sign_out")


def _program_entries(db: pw.Database, present: set[str]) -> frozenset[int]:
    """The audit entries that are the program's own to sign: by no one
    signed in, of an action the program logs itself."""
    if "audit_entry" not in present:
        return frozenset()
    marks = ", ".join("?" * len(PROGRAM_ACTIONS))
    return frozenset(r[0] for r in db.execute_sql(
        f'SELECT id FROM "audit_entry" WHERE role = \'system\' AND action IN ({marks})', list(PROGRAM_ACTIONS)))


class _SealRun:
    """What a seal's run of links says about itself, kept as the links are
    walked: a migration's seal may cover every link of a large register (30
    million at 1,000,000 cases), so the links themselves are not kept."""

    def __init__(self, tables_before: frozenset[str], own: frozenset[int] = frozenset(),
                 writers: bool = False):
        self.tables_before = tables_before     # the tables chained before the run began
        self.own = own                         # the audit entries that are the program's own
        self.last: tuple[str, int, int] | None = None
        self.first_not_program: tuple[str, int, int] | None = None   # not the program's own to sign
        # a link an upgrade does not make: of a table chained before, or of none it chains
        self.first_earlier: tuple[str, int, int] | None = None
        self.first_keyed: tuple[str, int, int] | None = None         # an event giving an account a key
        self.first_enrolment: tuple[str, int, int] | None = None     # a pound's key enrolled
        self.first_by_actor: dict[str, tuple[str, int, int]] = {}   # each name on a link, where first
        # the second form signs its links' writers, in order
        self.writers = hashlib.sha256() if writers else None

    @property
    def touches_earlier(self) -> bool:
        return self.first_earlier is not None

    def add(self, table: str, row_id: int, seq: int, actor: str | None, keyed: bool = False) -> None:
        where = (table, row_id, seq)
        self.last = where
        if self.first_not_program is None and (table not in PROGRAM_MAY_SIGN
                                               or (table == "audit_entry" and row_id not in self.own)):
            self.first_not_program = where
        if self.first_earlier is None and (table in self.tables_before or table not in UPGRADE_MAY_LINK):
            self.first_earlier = where
        if keyed and self.first_keyed is None:
            self.first_keyed = where
        if table == "pound_key" and self.first_enrolment is None:
            self.first_enrolment = where
        if actor:
            self.first_by_actor.setdefault(actor.rsplit(" (", 1)[0], where)
        if self.writers is not None:
            self.writers.update((actor or "").encode("utf-8") + b"\x1f")


def _signature_holds(seal, digest: bytes, run: _SealRun) -> bool:
    if seal.form >= 2:
        return seal_models.signature_holds(seal.public_key, seal.signature, seal.first_seq, seal.last_seq, digest,
                                           seal.signer, seal.reason, 2, seal.at,
                                           run.writers.digest() if run.writers is not None else b"")
    return seal_models.signature_holds(seal.public_key, seal.signature, seal.first_seq, seal.last_seq, digest,
                                       seal.signer, seal.reason)


def _program_findings(seal, run: _SealRun, before, signers: _Signers) -> list[Finding]:
    """What is wrong with a seal by the program (no person's key)."""
    table, row_id, seq = run.last
    users_then, enrolled = before[3], before[4]
    # only a pound's key the register enrolled; the seals before enrolment
    # (and the set-up's own, which enrols) by one that was enrolled for them
    if signers.pound_keys_all and seal.public_key not in (enrolled or signers.pound_keys_all):
        return [Finding("key_not_enrolled", table, row_id, seq)]
    if seal.reason == seal_models.MIGRATION:
        if seal.first_seq == 1:
            # the upgrade that brought signatures seals what was there: nothing
            # any person had signed (no account had a key yet)
            return [Finding("migration_forged", *run.first_keyed)] if run.first_keyed else []
        # a later upgrade links the rows of the tables it brings under the chain
        return [Finding("unattributed", *run.first_earlier)] if run.touches_earlier else []
    if not users_then:
        return []
    if run.first_not_program:
        return [Finding("unattributed", *run.first_not_program)]
    people = [(where, actor) for actor, where in run.first_by_actor.items() if not actor.startswith("system")]
    if people:
        (t, r, q), actor = min(people, key=lambda o: o[0][2])
        return [Finding("program_wrote", t, r, q, actor)]
    return []


def _seal_findings(seal, digest: bytes, run: _SealRun, before, signers: _Signers) -> list[Finding]:
    """What is wrong with one seal over the run of links ``run`` (its last
    link's digest ``digest``), given the signers' standing when it began."""
    table, row_id, seq = run.last
    if not _signature_holds(seal, digest, run):
        return [Finding("bad_seal", table, row_id, seq)]
    known, key, enabled, users_then = before[:4]
    if seal.signer is None:
        return _program_findings(seal, run, before, signers)
    name = signers.names.get(seal.signer) or f"#{seal.signer}"
    if not known:   # an account the chain did not hold before this run
        return [Finding("signer_unknown", table, row_id, seq, name)]
    if key != bytes(seal.public_key):
        # an account made before records were signed gets its key at its first
        # sign-in: a 'key' event, in the seal of that key itself
        if not (key is None and signers.keys.get(seal.signer) == bytes(seal.public_key)
                and signers.key_event.get(seal.signer) in ("key", "password")):
            return [Finding("signer_unknown", table, row_id, seq, name)]
    if known and not enabled:
        return [Finding("signer_disabled", table, row_id, seq, name)]
    # the first link in the run that names someone else
    other = [(where, actor) for actor, where in run.first_by_actor.items() if actor != name]
    if other:
        (t, r, q), actor = min(other, key=lambda o: o[0][2])
        return [Finding("actor_rewritten", t, r, q, actor)]
    if run.first_enrolment and signers.roles.get(seal.signer) != "supervisor":
        return [Finding("enrolled_by", *run.first_enrolment, name)]
    return []


class SealCheck:
    """The seals as the walk meets the links, one link at a time: a link
    under no seal, a seal of the old form after the new, a seal's time put
    back, and at the end of each seal's run what is wrong with the seal
    itself; each appended to ``findings`` as the link that shows it goes by."""

    def __init__(self, db: pw.Database, present: set[str], findings: list[Finding]):
        self.findings = findings
        self.signers = _Signers(db)
        self.own = _program_entries(db, present)
        self.seals: list[_Seal] = []
        for s in _read_seals(db):   # a seal that overlaps the one before was not made by the program
            if self.seals and s.first_seq <= self.seals[-1].last_seq:
                findings.append(Finding("seal_overlap", "chain_seal", s.id, s.last_seq))
                continue
            self.seals.append(s)
        self.at = 0              # the seal in force, or the next one
        self.state = None        # the signer's standing when the seal in force began
        self.run = _SealRun(frozenset(), self.own)   # what the seal in force covers so far
        self.tables_seen: set[str] = set()
        self.last_at = ""        # the time of the seal before
        self.second_form = False   # a seal of the second form was met

    def link(self, table: str, row_id: int, seq: int, actor: str | None, digest: bytes) -> None:
        """The link ``seq`` (its digest ``digest``) of ``table``'s row ``row_id``, written by ``actor``."""
        seal = self._seal_over(seq)
        if seal is None:
            self.findings.append(Finding("unsealed", table, row_id, seq))
        else:
            if seq == seal.first_seq:
                self._begin(seal, table, row_id, seq)
            self.run.add(table, row_id, seq, actor, self.signers.keyed_event(table, row_id))
        self.tables_seen.add(table)
        self.signers.apply(table, row_id)
        if seal is not None and seq == seal.last_seq:   # the run's end: its signature, as of then
            self.findings.extend(_seal_findings(seal, digest, self.run, self.state, self.signers))

    def _seal_over(self, seq: int) -> _Seal | None:
        """The seal whose run holds the link ``seq`` (the seals are in order)."""
        seals = self.seals
        while self.at < len(seals) and seals[self.at].last_seq < seq:
            self.at += 1
        return seals[self.at] if self.at < len(seals) and seals[self.at].first_seq <= seq else None

    def _begin(self, seal: _Seal, table: str, row_id: int, seq: int) -> None:
        """A seal's first link: the signer's standing before the run it signs,
        and its form and time against the seals before it."""
        self.state = self.signers.snapshot(seal.signer)
        self.run = _SealRun(frozenset(self.tables_seen), self.own, seal.form >= 2)
        if seal.form >= 2:
            self.second_form = True
        elif self.second_form:
            self.findings.append(Finding("old_form", table, row_id, seq))
        if _earlier(seal.at, self.last_at):
            self.findings.append(Finding("clock_backwards", table, row_id, seq, seal.at))
        self.last_at = max(self.last_at, seal.at)

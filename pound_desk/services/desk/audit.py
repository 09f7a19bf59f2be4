"""The audit log: who did what at the desk and when, for good.

``record`` writes one entry with the actor from ``session.current()``: in
its own short transaction, or inside the caller's when there is one (so an
action and its entry are kept together or not at all). An action that
writes is logged with ``record``: if the log cannot be written, the action's
own write could not have been either, and the error is the action's.
A view (a PDF shown, a case opened, the register verified) writes nothing
else, so ``record_view`` never raises: it returns the error's text for the
status bar and the view goes on.
"""
from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any

from pound_desk import csv_cells
from pound_desk.language import translate
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB
from pound_desk.models.audit import AuditEntry
from pound_desk.models.database import PRAGMAS, PoundDatabase
from pound_desk.services.desk import session
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.desk.storage import DESK

log = logging.getLogger(__name__)

# the actions the desk logs, with their names in English and Malayalam
ACTIONS: dict[str, tuple[str, str]] = {
    "app_started": ("Program started", "പ്രോഗ്രാം തുടങ്ങി"),
    "app_closed": ("Program closed", "പ്രോഗ്രാം അടച്ചു"),
    "sign_in": ("Signed in", "പ്രവേശിച്ചു"),
    "sign_out": ("Signed out", "പുറത്തിറങ്ങി"),
    "password_reset": ("Password reset (one-time password)", "പാസ്‌വേഡ് പുനഃസജ്ജമാക്കി (ഒറ്റത്തവണ പാസ്‌വേഡ്)"),
    "sign_in_one_time": ("Signed in with a one-time password", "ഒറ്റത്തവണ പാസ്‌വേഡ് ഉപയോഗിച്ച് പ്രവേശിച്ചു"),
    "case_opened": ("Case opened", "കേസ് തുറന്നു"),
    "document_printed": ("Document made", "രേഖ തയ്യാറാക്കി"),
    "document_viewed": ("Document viewed", "രേഖ കണ്ടു"),
    "export_csv": ("CSV exported", "CSV കയറ്റുമതി ചെയ്തു"),
    "return_exported": ("Return exported", "റിട്ടേൺ കയറ്റുമതി ചെയ്തു"),
    "backup_made": ("Backup made", "ബാക്കപ്പ് എടുത്തു"),
    "backup_restored": ("Backup restored", "ബാക്കപ്പ് പുനഃസ്ഥാപിച്ചു"),
    "settings_changed": ("Settings changed", "ക്രമീകരണങ്ങൾ മാറ്റി"),
    "verify_run": ("Register verified", "രജിസ്റ്റർ പരിശോധിച്ചു"),
}

COLUMNS = ("at", "actor", "role", "action", "subject", "detail")


@dataclass(frozen=True)
class Entry:
    id: int
    at: datetime
    actor: str
    role: str
    action: str
    subject: str
    detail: str

    @property
    def action_en(self) -> str:
        return ACTIONS.get(self.action, (self.action, self.action))[0]

    @property
    def action_ml(self) -> str:
        return ACTIONS.get(self.action, (self.action, self.action))[1]


def _now() -> datetime:
    """To the second (the office clock keeps minutes, for the register)."""
    return datetime.now().replace(microsecond=0)


def _detail(detail: Any) -> str:
    if isinstance(detail, str):
        return detail.strip()
    return json.dumps(detail, ensure_ascii=False, sort_keys=True, default=str)


def _code(action: str) -> str:
    code = clean(action)
    if not code or not code.replace("_", "").isalnum() or not code.isascii() or not code.islower():
        raise Invalid([Problem("action", translate("audit", "An action is a short code in lower case, "
                                                            "e.g. case_opened"))])
    return code


def record(action: str, subject: Any = "", detail: Any = "") -> Entry:
    """Write one entry for ``action`` done now by the person at the desk."""
    code = _code(action)
    who = session.current()
    with DB.atomic("IMMEDIATE"):   # a savepoint inside the caller's transaction
        row = AuditEntry.create(at=_now(), actor=who.name, role=who.role,
                                action=code, subject=clean(str(subject)), detail=_detail(detail))
    return _entry(row)


def record_view(action: str, subject: Any = "", detail: Any = "") -> str | None:
    """Log a read-only action; never raises. Returns None when logged, or
    the error's text (for the status bar) when the log could not be written."""
    try:
        record(action, subject, detail)
        return None
    except Exception as exc:   # the view goes on; the failure is said, not hidden
        log.exception("audit log: %s not recorded", action)
        return translate("audit", "Not recorded in the audit log: {action}: {error}").format(
            action=action, error=f"{type(exc).__name__}: {exc}")


def _same_file(db_path: Path) -> bool:
    if DB.obj is None or DB.is_closed():
        return False
    try:
        return Path(DB.obj.database).resolve() == Path(db_path).resolve()
    except OSError:
        return False


def record_file(db_path: Path | str, action: str, subject: Any = "", detail: Any = "") -> str | None:
    """Log an action done on the database file itself (a backup made, a
    backup restored), into that database: through the open connection when
    it is the one open, else through a connection of its own (the file may
    be closed while it is restored). The file's action is done by then and
    is not undone: never raises; returns the error's text when not logged."""
    if _same_file(Path(db_path)):
        return record_view(action, subject, detail)
    db = PoundDatabase(str(db_path), DESK, pragmas=PRAGMAS)   # its links are sealed like the program's
    try:
        db.connect()
        if AuditEntry._meta.table_name not in db.get_tables():
            # an older file: it has no audit log until it is opened and upgraded
            return translate("audit", "Not recorded in the audit log: {action}: no audit log in {path}").format(
                action=action, path=db_path)
        code, who = _code(action), session.current()
        with db.atomic("IMMEDIATE"):   # plain SQL: the models stay bound to the open database
            db.execute_sql(f'INSERT INTO "{AuditEntry._meta.table_name}" (at, actor, role, action, subject, detail) '
                           "VALUES (?, ?, ?, ?, ?, ?)",
                           (str(_now()), who.name, who.role, code,
                            clean(str(subject)), _detail(detail)))
        return None
    except Exception as exc:
        log.exception("audit log: %s not recorded in %s", action, db_path)
        return translate("audit", "Not recorded in the audit log: {action}: {error}").format(action=action, error=exc)
    finally:
        db.close()


def file_detail(path: Path | str, **more: Any) -> dict:
    """A file's name, size and sha256, for an export's entry."""
    path = Path(path)
    data = path.read_bytes()
    return {"file": str(path), "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest(), **more}


def _entry(row: AuditEntry) -> Entry:
    return Entry(row.id, row.at, row.actor, row.role, row.action, row.subject, row.detail)


def _query(action: str | None = None, actor: str | None = None,
           start: date | None = None, end: date | None = None):
    q = AuditEntry.select()
    if action:
        q = q.where(AuditEntry.action == action)
    if actor:
        q = q.where(AuditEntry.actor == actor)
    if start is not None:
        q = q.where(AuditEntry.at >= datetime.combine(start, time()))
    if end is not None:
        q = q.where(AuditEntry.at < datetime.combine(end + timedelta(days=1), time()))
    return q


def _check_range(start: date | None, end: date | None) -> None:
    if start is not None and end is not None and end < start:
        raise Invalid([Problem("end", translate("audit", "The end of the range is before its start"))])


def entries(action: str | None = None, actor: str | None = None, start: date | None = None,
            end: date | None = None, limit: int = 200, offset: int = 0,
            newest_first: bool = True) -> list[Entry]:
    """A window of the log (dates inclusive), newest first unless asked."""
    _check_range(start, end)
    order = (AuditEntry.at.desc(), AuditEntry.id.desc()) if newest_first else (AuditEntry.at, AuditEntry.id)
    q = _query(action, actor, start, end).order_by(*order).limit(limit).offset(offset)
    return [_entry(r) for r in q]


def count(action: str | None = None, actor: str | None = None,
          start: date | None = None, end: date | None = None) -> int:
    _check_range(start, end)
    return _query(action, actor, start, end).count()


def actions_seen() -> list[str]:
    """Every action code in the log, those the desk knows first."""
    seen = {r.action for r in AuditEntry.select(AuditEntry.action).distinct()}
    return [a for a in ACTIONS if a in seen] + sorted(seen - set(ACTIONS))


def actors_seen() -> list[str]:
    return sorted(r.actor for r in AuditEntry.select(AuditEntry.actor).distinct())


def export_csv(path: Path | str, start: date | None = None, end: date | None = None,
               action: str | None = None, actor: str | None = None) -> int:
    """Write the entries of a range, oldest first, to ``path`` (UTF-8 with a
    byte-order mark, so that a spreadsheet reads Malayalam); the export is
    itself logged. Returns the number of entries written."""
    _check_range(start, end)
    path = Path(path)
    tmp = path.with_name(path.name + ".part")
    written = 0
    with open(tmp, "w", encoding="utf-8-sig", newline="") as f:
        w = csv_cells.writer(f, lineterminator="\r\n")
        w.writerow(COLUMNS)
        q = _query(action, actor, start, end).order_by(AuditEntry.at, AuditEntry.id)
        for r in q.iterator():
            w.writerow([r.at.isoformat(sep=" "), r.actor, r.role, r.action, r.subject, r.detail])
            written += 1
    tmp.replace(path)
    record("export_csv", "audit-log", file_detail(path, rows=written,
                                                  start=start.isoformat() if start else "",
                                                  end=end.isoformat() if end else ""))
    return written

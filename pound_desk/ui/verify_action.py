"""File → Verify the register: the tamper-evident chain walked on a worker,
with progress, and the verdict in words."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from pound_desk.services.desk import audit
from pound_desk.text import count
from pound_desk.ui import later, workers


def _work(progress, cancelled):
    verdict = later.CHECK_CHAIN(progress, cancelled)
    if verdict is None:
        raise workers.Cancelled()
    audit.record_view("verify_run", "register", {"intact": verdict.intact, "links": verdict.links,
                                                 "findings": len(verdict.findings)})
    return verdict


def verdict_text(verdict) -> tuple[bool, str]:
    if verdict.intact:
        return True, QCoreApplication.translate(
            "Verify", "The register is intact: %1 records checked, none changed, removed or added "
                        "outside Pound Desk.\n\nLast link: %2").replace("%1", count(verdict.links)).replace(
                            "%2", verdict.head)
    lines = "\n".join(f"• {f}" for f in verdict.findings[:5])
    return False, QCoreApplication.translate(
        "Verify",
        "The register was altered outside Pound Desk. The first finding is where it starts; keep this database as it is and tell the local authority.") + lines  # noqa: E501 (a translated text is kept whole)


def add_verify_action(window: QMainWindow, menu: QMenu) -> QAction:
    action = QAction(QCoreApplication.translate("Verify", "Verify the register…"), window)

    def show(ok: bool, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information if ok else QMessageBox.Icon.Warning,
                          QCoreApplication.translate("Verify", "Verify the register"), text,
                          QMessageBox.StandardButton.Ok, window)
        window.verify_message = box   # kept, and readable by tests
        box.show()

    def start() -> workers.Task:
        task = workers.Task(_work)
        window.verify_task = task
        workers.run_with_progress(window, QCoreApplication.translate("Verify", "Checking every record…"), task,
                                  on_finished=lambda verdict: show(*verdict_text(verdict)),
                                  on_failed=lambda exc: show(False, str(exc)))
        return task

    action.triggered.connect(start)
    menu.addAction(action)
    window.verify_action = action
    window.verify_register = start
    return action

"""File → Verify the register: the tamper-evident chain walked on a worker,
with progress, and the verdict in words."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from pound_desk.services import audit, tamper
from pound_desk.ui import workers


def tr(text: str) -> str:
    return QCoreApplication.translate("Verify", text)


def _work(progress, cancelled):
    verdict = tamper.check(progress, cancelled)
    if verdict is None:
        raise workers.Cancelled()
    audit.record_view("verify_run", "register", {"intact": verdict.intact, "links": verdict.links, "findings": len(verdict.findings)})
    return verdict


def verdict_text(verdict) -> tuple[bool, str]:
    if verdict.intact:
        return True, tr("The register is intact: %1 records checked, none changed, removed or added "
                        "outside Pound Desk.\nരജിസ്റ്റർ കേടുകൂടാതെയുണ്ട്: %1 രേഖകൾ പരിശോധിച്ചു.\n\n"
                        "Last link / അവസാന കണ്ണി: %2").replace("%1", f"{verdict.links:,}").replace(
                            "%2", verdict.head)
    lines = "\n".join(f"• {f}" for f in verdict.findings[:5])
    return False, tr("The register was altered outside Pound Desk. The first finding is where it "
                     "starts; keep this database as it is and tell the local authority.\n"
                     "രജിസ്റ്റർ പൗണ്ട് ഡെസ്കിന് പുറത്ത് മാറ്റം വരുത്തിയിരിക്കുന്നു.\n\n") + lines


def add_verify_action(window: QMainWindow, menu: QMenu) -> QAction:
    action = QAction(tr("Verify the register… / രജിസ്റ്റർ പരിശോധിക്കുക…"), window)

    def show(ok: bool, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information if ok else QMessageBox.Icon.Warning,
                          tr("Verify the register / രജിസ്റ്റർ പരിശോധന"), text,
                          QMessageBox.StandardButton.Ok, window)
        window.verify_message = box   # kept, and readable by tests
        box.show()

    def start() -> workers.Task:
        task = workers.Task(_work)
        window.verify_task = task
        workers.run_with_progress(window, tr("Checking every record… / പരിശോധിക്കുന്നു…"), task,
                                  on_finished=lambda verdict: show(*verdict_text(verdict)),
                                  on_failed=lambda exc: show(False, str(exc)))
        return task

    action.triggered.connect(start)
    menu.addAction(action)
    window.verify_action = action
    window.verify_register = start
    return action

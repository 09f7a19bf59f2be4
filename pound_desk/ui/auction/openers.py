"""Opening a case's settlement and its disposal otherwise, from the Auction
menu, the auction window and the case's own buttons alike: a module of its
own, so that the auction window (loaded by name from the menu) does not
import the menu back."""
from __future__ import annotations

from pound_desk.ui import later


def open_settlement(parent, case_no: str, changed, keep=None):
    dialog = later.SETTLEMENT_DIALOG(case_no, parent, now=parent._now)
    dialog.settled.connect(changed)
    (keep(dialog) if keep else dialog).show()
    return dialog


def open_disposal(parent, case_no: str, changed, keep=None):
    dialog = later.DISPOSAL_DIALOG(case_no, parent, now=parent._now)
    dialog.disposed.connect(changed)
    (keep(dialog) if keep else dialog).show()
    return dialog

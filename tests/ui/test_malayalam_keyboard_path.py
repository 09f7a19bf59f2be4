"""The day's main path on a Malayalam screen with the keyboard alone: a
seizure (Tab through every field, the pre-filled local area left as it is),
the release on payment, the receipt with the cow's fine, and the month's
return. Names are typed in English letters and written in Malayalam by the
transliteration switch; Malayalam itself goes through the input method
(``keyClicks`` with Malayalam aborts inside Qt)."""
from __future__ import annotations

import json
from datetime import datetime

from desk_helpers import CTRL, NOW, focused, pdf_text, press, tab_to, type_text
from PySide6.QtCore import Qt

from pound_desk.law.money import Money
from pound_desk.services import returns
from pound_desk.services.case import cases
from pound_desk.ui.case_view import CaseViewDialog
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.release_dialog import ReleaseDialog
from pound_desk.ui.seizure_form import SeizureForm


def down_until(qtbot, combo, data):
    """Choose from a list by the arrow keys (typed search would need the
    Malayalam of the item): from the top, down to the item."""
    if combo.currentData() != data:
        press(qtbot, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        press(qtbot, Qt.Key.Key_Down)
    assert combo.currentData() == data


def test_malayalam_seizure_release_receipt_and_return_by_keyboard(pound, malayalam, qtbot, now):
    window = MainWindow(now=now)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: not window.needs.loading, timeout=10000)

    press(qtbot, Qt.Key.Key_N, CTRL)
    form = window.dialogs[-1]
    assert isinstance(form, SeizureForm)
    form.confirm_discard = lambda: True          # a failed test's closing must not wait on the question
    qtbot.waitUntil(lambda: focused() is form.brought_at)
    tab_to(qtbot, form.seized_at)
    qtbot.keyClicks(focused(), "100320261105am")
    tab_to(qtbot, form.seized_place)
    qtbot.keyClicks(focused(), "manjadi vayal")                 # written in Malayalam as typed
    tab_to(qtbot, form.local_area)
    tab_to(qtbot, form.basis)                                    # leaving the pre-filled area as it is
    assert form.local_area.currentText() == "Nedumangad"
    down_until(qtbot, form.basis, "s9")
    tab_to(qtbot, form.seizer_capacity)
    down_until(qtbot, form.seizer_capacity, "cultivator")
    tab_to(qtbot, form.seizer_name)
    qtbot.keyClicks(focused(), "raman")
    tab_to(qtbot, form.seizer_residence)
    type_text(focused(), "മഞ്ചാടി")
    tab_to(qtbot, form.owner_name)
    qtbot.keyClicks(focused(), "rajan")
    tab_to(qtbot, form.owner_residence)
    type_text(focused(), "കരകുളം")
    tab_to(qtbot, form.police_aid)
    heads = form.heads
    tab_to(qtbot, heads.kind)
    down_until(qtbot, heads.kind, "cow")
    assert heads.sex.currentData() == "female"       # a cow: the sex follows from the kind
    tab_to(qtbot, heads.colour)
    type_text(focused(), "കറുപ്പ്")
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)     # Alt+A adds the line
    assert heads.table.rowCount() == 1
    press(qtbot, Qt.Key.Key_Return, CTRL)                            # Ctrl+Enter registers
    assert form.case_no, form.general_error.text()
    case_no = form.case_no
    cv = cases.view(case_no)
    assert cv.local_area == "Nedumangad" and cv.seizer_name == "രാമൻ"
    assert cases.dues(cv, NOW).fine == Money.of_rupees(200)      # the cow's fine, not ₹0.00
    press(qtbot, Qt.Key.Key_Escape)                                  # the done page closes
    qtbot.waitUntil(lambda: not form.isVisible())

    # the case from the register with Enter, the release from its button by Space
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: focused() is window.table)
    press(qtbot, Qt.Key.Key_Return)
    view = window.dialogs[-1]
    assert isinstance(view, CaseViewDialog)
    view.release_button.setFocus()
    qtbot.waitUntil(lambda: focused() is view.release_button)
    press(qtbot, Qt.Key.Key_Space)
    release = view.child
    assert isinstance(release, ReleaseDialog)
    qtbot.waitUntil(lambda: focused() is release.claimant_name)
    assert release.claimant_name.text() == "രാജൻ"            # the owner, as stored
    release.paid.setFocus()
    qtbot.keyClicks(focused(), "260")
    press(qtbot, Qt.Key.Key_Return)
    number = release.receipt_no
    assert number, release.errors.message("paid")
    text = pdf_text(release.preview.path)
    assert number in text and "200.00" in text and "260.00" in text   # the fine on the receipt

    # the month's return carries the receipt and its fine
    plan, bundle, name, body = returns.build("2026-03", now=datetime(2026, 4, 2, 10, 0))
    data = json.loads(body)
    assert number in json.dumps(data, ensure_ascii=False)
    assert "20000" in json.dumps(data)

"""The desk's records of the Act: the owner's receipt in the register
(s. 12(b)) chosen in the release dialog."""
from __future__ import annotations

from datetime import timedelta

from desk_helpers import NOW, a_draft
from pound_desk.services import cases, seizures
from pound_desk.ui.release_dialog import ReleaseDialog


def test_s12b_release_dialog_records_a_refusal_to_sign(pound, qtbot, now):
    case_no = seizures.register(a_draft(NOW - timedelta(days=2), kinds=("cow",)), now=NOW).case_no
    dialog = ReleaseDialog(case_no, now=now)
    qtbot.addWidget(dialog)
    codes = [dialog.signature.itemData(i) for i in range(dialog.signature.count())]
    assert codes == ["signed", "agent", "refused"]          # signed is the first, as before
    dialog.signature.setCurrentIndex(codes.index("refused"))
    dialog.paid.setText("5000")
    dialog.submit()
    assert dialog.receipt_no
    assert [r.signature for r in cases.view(case_no).releases] == ["refused"]

"""Ear tags scanned and receipts on the office's printers, into this folder:
``python docs/screenshots/take_receipt_papers.py``.

On the demo pound, in Malayalam: the seizure form after an ear tag of a
head released earlier is scanned (its earlier case and the owner offered);
the office settings with a thermal printer set to its roll; and the owner's
receipt as printed on an 80 mm and a 58 mm roll and on an A5 sheet, and the
buyer's receipt of an auction on a 58 mm roll (rendered with ``pdftoppm``
from poppler-utils). A person then looks at each PNG: is the Malayalam
shaped and legible at 58 mm? is anything cut?"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(HERE))


def pdf_png(pdf: Path, name: str, dpi: int = 110) -> None:
    if shutil.which("pdftoppm") is None:
        print("pdftoppm missing: skipped", name)
        return
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", "-singlefile", "-f", "1", "-l", "1", str(pdf),
                    str(HERE / name)], check=True)
    print("saved", f"{name}.png")


def main() -> int:
    from take_screenshots import save, settle

    home = Path(tempfile.mkdtemp(prefix="pound-desk-paper-shots-"))
    os.environ["POUND_DESK_HOME"] = str(home)
    from pound_desk.models import Head, Receipt
    from pound_desk.services.case import documents
    from pound_desk.services.office import settings
    from pound_desk.ui import app as desk
    from pound_desk.ui import translations, workers
    from pound_desk.ui.office.settings_dialog import SettingsDialog

    qapp = desk.make_app([])
    translations.apply("ml")
    window = desk.main_window_for(home / "demo.sqlite3", demo_pound=True)
    window.show()
    workers.wait_for_all()
    settle(qapp)

    # a head released earlier comes in again: its tag scanned into the owner's name field
    receipt = Receipt.select().order_by(Receipt.id).first()
    tag = next(h.ear_tag for h in Head.select().where(Head.case == receipt.case) if h.ear_tag)
    form = window.new_seizure()
    form.seized_place.setText("ചന്ത റോഡ്")
    form.owner_name.setFocus()
    form.take_scan(tag, form.owner_name)
    save(form, "seizure-form-scanned-tag", qapp, (1100, 760))
    form.confirm_discard = lambda: True
    form.close()

    settings.save_printer_paper("TVS RP3160 (counter)", "80mm")
    settings.save_printer_paper("HP LaserJet 1020", "a4")
    dialog = SettingsDialog(window)
    dialog.show()
    dialog.printer.setCurrentText("TVS RP3160 (counter)")
    save(dialog, "office-settings-printers", qapp, (900, 900))
    dialog.close()

    for paper in ("80mm", "58mm", "a5"):
        path = documents.print_receipt(receipt.number, paper=paper, copy="original")
        pdf_png(path, f"receipt-{paper}")
    pdf_png(documents.print_receipt(receipt.number, paper="58mm"), "receipt-58mm-duplicate")

    # an auction's buyer: a cow of a case sold unclaimed
    from record_helpers import base_rates

    from pound_desk.models import close_database
    from pound_desk.services.desk.storage import open_database
    from pound_desk.services.disposal import auctions
    from pound_desk.services.office import pound, rates
    from tests.services.disposal.test_settlements import sold_s15

    window.close()
    close_database()
    open_database(home / "auction.sqlite3")
    pound.set_up("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality", "Nedumangad",
                 "K. Sasidharan")
    rates.add(base_rates())
    sold_s15()
    sale = auctions.sales(auctions.auctions()[0].id)[0]
    pdf_png(auctions.print_sale_receipt(sale.number, paper="58mm"), "sale-receipt-58mm")
    close_database()
    return 0


if __name__ == "__main__":
    sys.exit(main())

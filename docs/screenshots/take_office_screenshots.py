"""Grab the office's screens (rate tables, the s. 11(4) list, the
pound-keeper, settings) on the demo pound, offscreen, into this folder, and
write the s. 11(4) list as a PDF beside them:
``python docs/screenshots/take_office_screenshots.py``. A person then looks
at each PNG (and at the PDF through ``pdftoppm -r 70 -png``)."""
from __future__ import annotations

import os
import sys
import tempfile
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from take_screenshots import save, settle  # noqa: E402


def main() -> int:
    home = Path(tempfile.mkdtemp(prefix="pound-desk-office-shots-"))
    os.environ["POUND_DESK_HOME"] = str(home)
    from pound_desk.law.money import Money
    from pound_desk.law.rates import RateEntry, RateType
    from pound_desk.services.office import exhibit, pound, rate_book, settings
    from pound_desk.ui import app as desk
    from pound_desk.ui import workers

    qapp = desk.make_app([])

    # the screens in the office's default language (POUND_DESK_LANGUAGE=en for English)
    from pound_desk.ui import translations


    translations.apply(os.environ.get("POUND_DESK_LANGUAGE", "ml"))
    window = desk.main_window_for(home / "demo.sqlite3", demo_pound=True)
    area = pound.the_pound().local_area
    today = date.today()
    # an enhanced-fine notification, then a base fine lowered under it
    rate_book.revise(RateEntry(RateType.ENHANCED_FINE, area, "cow", Money.of_rupees(400),
                               date(today.year, 1, 1), "Gazette notification 12/2026", date(today.year - 1, 12, 20)))
    settings.save(settings.OfficeSettings("daily", "remit", frozenset({6}),
                                          "Government of Kerala\nNedumangad Municipality"))
    settings.add_closed_day(date(today.year, 8, 15), "Independence Day / സ്വാതന്ത്ര്യദിനം")
    window.show()
    window.refresh()
    workers.wait_for_all()
    settle(qapp)
    save(window, "office-needs-action", qapp, (1280, 800))

    rates = window.open_rates()
    rates.type.setCurrentIndex(rates.type.findData(RateType.FINE.value))
    rates.kind.setCurrentIndex(rates.kind.findData("cow"))
    rates.amount.setText("150")
    rates.reference.setText("G.O.(P) 31/2026/LSGD")
    rates.effective.setDate(date(today.year, 12, 1))
    rates.submit()
    save(rates, "office-rate-tables", qapp, (1240, 780))
    rates.amount.setText("999")
    rates.type.setCurrentIndex(rates.type.findData(RateType.ENHANCED_FINE.value))
    rates.submit()
    save(rates, "office-rate-refused", qapp, (1240, 780))
    rates.close()

    dialog = window.open_exhibit()
    save(dialog, "office-exhibit-dialog", qapp)
    dialog.close()
    pdf = exhibit.print_exhibit(today, HERE / "exhibit-s11-4.pdf")
    print("saved", pdf.name)

    keeper = window.open_keeper()
    save(keeper, "office-keeper", qapp)
    keeper.close()
    insp = window.open_inspection()
    insp.officer.setText("Secretary, Nedumangad Municipality")
    for box in insp.checks.values():
        box.setChecked(True)
    insp.checks["drainage"].setChecked(False)
    insp.counts["cow"].setValue(3)
    insp.counts["goat"].setValue(1)
    save(insp, "office-inspection", qapp, (900, 760))
    insp.close()
    from pound_desk.services.office import authorities

    authorities.add_holder("member", "Suma Devi", "Ward 12 councillor", date(2020, 12, 21), "Election 2020")
    authorities.add_holder("police", "Anil Kumar", "SI, Nedumangad", date(2024, 6, 1), "Posting order 44/2024")
    authorities.add_place(area, "Manjadi", "village")
    auth = window.open_authorities()
    save(auth, "office-pound-and-areas", qapp, (900, 680))
    auth.tabs.setCurrentIndex(3)
    save(auth, "office-lists", qapp, (900, 680))
    auth.close()
    st = window.open_settings()
    save(st, "office-settings", qapp)
    st.close()
    workers.wait_for_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())

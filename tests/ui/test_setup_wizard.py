"""First run: the wizard sets up the pound, then its rates; refused rates
leave nothing half-written, or are corrected on the same page."""
from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QWizard

from pound_desk.law.money import Money
from pound_desk.law.rates import RateType
from pound_desk.services.case import register
from pound_desk.services.case.register import Query
from pound_desk.services.office import pound, rates
from pound_desk.ui.setup_wizard import FIRST_USER, KINDS, PARTICULARS, RATES, SetupWizard

PARTICULARS_TYPED = {"name": "Vithura Panchayat Pound", "place": "Vithura",
                     "local_authority": "Vithura Grama Panchayat", "local_area": "Vithura",
                     "keeper_name": "M. Leela"}


@pytest.fixture
def wizard(db, qtbot):
    w = SetupWizard()
    qtbot.addWidget(w)
    w.show()
    return w


def click(qtbot, wizard, which):
    qtbot.mouseClick(wizard.button(which), Qt.MouseButton.LeftButton)


def to_rates_page(qtbot, wizard):
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == PARTICULARS
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()   # all required
    for name, text in PARTICULARS_TYPED.items():
        qtbot.keyClicks(wizard.particulars.edits[name], text)
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == KINDS
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == FIRST_USER
    fill_first_user(qtbot, wizard)
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == RATES


def fill_first_user(qtbot, wizard, name="S. Devi", password="a-long-password", again=None):
    fields = wizard.user_page.fields
    for edit, text in ((fields.name, name), (fields.password, password),
                       (fields.again, password if again is None else again)):
        edit.clear()
        qtbot.keyClicks(edit, text)


def test_sets_up_the_pound_and_its_rates(wizard, qtbot):
    to_rates_page(qtbot, wizard)
    page = wizard.rates_page
    chosen = wizard.kinds_page.chosen()
    assert "cow" in chosen and "goat" in chosen and "elephant" not in chosen
    assert list(page.fines) == chosen            # one line per chosen kind
    qtbot.keyClicks(page.fine_ref, "G.O.(P) 7/2024/LSGD")
    page.fine_from.setDate(QDate(2024, 4, 1))
    qtbot.keyClicks(page.feed_ref, "Panchayat order 12/2024")
    page.feed_from.setDate(QDate(2024, 6, 1))
    qtbot.keyClicks(page.fines["cow"], "250")
    qtbot.keyClicks(page.feeding["cow"], "75.50")
    qtbot.keyClicks(page.fines["goat"], "1,100")
    click(qtbot, wizard, QWizard.WizardButton.FinishButton)

    assert wizard.result() == wizard.DialogCode.Accepted
    h = pound.header()
    assert (h.name, h.place, h.local_authority, h.local_area, h.keeper_name) == tuple(PARTICULARS_TYPED.values())
    assert sorted(k.code for k in pound.kinds(in_use_only=True)) == sorted(chosen)
    got = sorted((e.type, e.kind, e.amount, e.effective_from, e.reference, e.local_area)
                 for e in rates.entries())
    assert got == sorted([
        (RateType.FINE, "cow", Money.of_rupees("250"), date(2024, 4, 1), "G.O.(P) 7/2024/LSGD", "Vithura"),
        (RateType.FINE, "goat", Money.of_rupees(1100), date(2024, 4, 1), "G.O.(P) 7/2024/LSGD", "Vithura"),
        (RateType.FEEDING, "cow", Money.of_rupees("75.50"), date(2024, 6, 1), "Panchayat order 12/2024",
         "Vithura"),
    ])


def test_rates_without_a_reference_write_nothing(wizard, qtbot):
    to_rates_page(qtbot, wizard)
    page = wizard.rates_page
    qtbot.keyClicks(page.fines["cow"], "200")
    click(qtbot, wizard, QWizard.WizardButton.FinishButton)
    assert wizard.isVisible() and wizard.currentId() == RATES
    assert "notification or order" in page.ref_errors.message("fine_ref")
    assert not pound.is_set_up() and rates.entries() == []
    # corrected on the same page, and finished
    qtbot.keyClicks(page.fine_ref, "G.O.(P) 7/2024/LSGD")
    click(qtbot, wizard, QWizard.WizardButton.FinishButton)
    assert pound.is_set_up() and len(rates.entries()) == 1


def test_rates_refused_by_the_service_are_shown_beside_their_line(wizard, qtbot, monkeypatch):
    to_rates_page(qtbot, wizard)
    page = wizard.rates_page
    qtbot.keyClicks(page.fine_ref, "G.O.(P) 7/2024/LSGD")
    qtbot.keyClicks(page.fines["cow"], "200")
    qtbot.keyClicks(page.fines["goat"], "100")
    real_add = rates.add

    def refuse_second(entries):
        from pound_desk.law.problems import Problem
        from pound_desk.services.desk.errors import Invalid
        raise Invalid([Problem("entry.2", "Entry 2: refused for the test")])

    monkeypatch.setattr(rates, "add", refuse_second)
    click(qtbot, wizard, QWizard.WizardButton.FinishButton)
    assert wizard.currentId() == RATES
    assert "refused for the test" in page.row_errors["goat"].text()
    assert page.row_errors["cow"].isHidden()
    # the pound and its rates are one transaction: nothing was written
    assert not pound.is_set_up()
    monkeypatch.setattr(rates, "add", real_add)
    click(qtbot, wizard, QWizard.WizardButton.FinishButton)
    assert wizard.result() == wizard.DialogCode.Accepted
    assert pound.is_set_up()
    assert len(rates.entries()) == 2
    assert len(pound.kinds(in_use_only=True)) == len(wizard.kinds_page.chosen())


def test_demo_pound_instead(wizard, qtbot):
    wizard.welcome.demo.setChecked(True)
    assert wizard.button(QWizard.WizardButton.FinishButton).isVisible()
    click(qtbot, wizard, QWizard.WizardButton.FinishButton)
    # the demo lives in its own file: nothing is written into the database being set up
    assert wizard.created_demo and not pound.is_set_up()
    assert register.count(Query()) == 0 and not rates.entries()


def test_the_first_user_page_checks_the_password_and_creates_the_supervisor(wizard, qtbot):
    from pound_desk.services.desk import users
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    for name, text in PARTICULARS_TYPED.items():
        qtbot.keyClicks(wizard.particulars.edits[name], text)
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == FIRST_USER
    errors = wizard.user_page.fields.errors
    # nothing typed: no default account, no default password
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == FIRST_USER
    assert "required" in errors.message("name") and "8 characters" in errors.message("password")
    fill_first_user(qtbot, wizard, password="seven77")            # one short of eight
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == FIRST_USER and "8 characters" in errors.message("password")
    fill_first_user(qtbot, wizard, password="eight888", again="eight889")
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == FIRST_USER and "differ" in errors.message("again")
    assert errors.message("password") == ""
    fill_first_user(qtbot, wizard, password="eight888")           # exactly eight
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentId() == RATES
    assert users.needs_first_user()          # nothing written before Finish
    qtbot.keyClicks(wizard.rates_page.fine_ref, "G.O.(P) 7/2024/LSGD")
    qtbot.keyClicks(wizard.rates_page.fines["cow"], "200")
    click(qtbot, wizard, QWizard.WizardButton.FinishButton)
    assert wizard.result() == wizard.DialogCode.Accepted
    assert [(a.name, a.role, a.enabled) for a in users.accounts()] == [("S. Devi", "supervisor", True)]
    assert users.authenticate("S. Devi", "eight888").role == "supervisor"

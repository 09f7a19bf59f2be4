"""Choosing the language: asked once at the first start (Malayalam first and
the default), kept beside the database, changed from the File menu (the
window is rebuilt in the new language) or from the sign-in screen."""
from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QDialog

from pound_desk import language
from pound_desk.ui import app as desk
from pound_desk.ui import language_dialog, translations
from pound_desk.ui.language_dialog import LanguageDialog
from pound_desk.ui.sign_in_dialog import SignInDialog


@pytest.fixture
def chosen_freely(monkeypatch):
    """Without the tests' standing answer (English)."""
    monkeypatch.delenv("POUND_DESK_LANGUAGE", raising=False)
    yield
    translations.apply("en")


def test_malayalam_is_offered_first_and_enter_takes_it(qtbot):
    dialog = LanguageDialog()
    qtbot.addWidget(dialog)
    assert list(dialog.buttons) == ["ml", "en"]
    assert dialog.buttons["ml"].text() == "മലയാളം" and dialog.buttons["ml"].isDefault()
    dialog.buttons["en"].click()
    assert dialog.choice == "en" and dialog.result() == QDialog.DialogCode.Accepted


def test_the_first_start_asks_once_and_keeps_the_answer(tmp_path, chosen_freely):
    asked = []
    assert language.saved(tmp_path) is None
    assert language_dialog.choose_at_first_start(tmp_path, ask=lambda: asked.append(1) or "en") == "en"
    assert language_dialog.choose_at_first_start(tmp_path, ask=lambda: asked.append(1) or "ml") == "en"
    assert asked == [1]
    assert json.loads((tmp_path / language.FILE_NAME).read_text()) == {"language": "en"}


def test_closing_the_question_takes_malayalam(tmp_path, chosen_freely):
    assert language_dialog.choose_at_first_start(tmp_path, ask=lambda: None) == "ml"
    assert language.saved(tmp_path) == "ml"


def test_a_damaged_choice_is_asked_again(tmp_path, chosen_freely):
    (tmp_path / language.FILE_NAME).write_text("{not json")
    assert language.saved(tmp_path) is None
    (tmp_path / language.FILE_NAME).write_text('{"language": "fr"}')
    assert language.saved(tmp_path) is None
    with pytest.raises(ValueError):
        language.save(tmp_path, "fr")


def test_the_environment_can_force_a_language(tmp_path, monkeypatch):
    language.save(tmp_path, "ml")
    monkeypatch.setenv("POUND_DESK_LANGUAGE", "pseudo")
    assert language.saved(tmp_path) == "pseudo"


def test_the_file_menu_rebuilds_the_window_in_the_new_language(pound, tmp_path, qtbot, chosen_freely,
                                                                monkeypatch):
    translations.apply("ml")
    window = desk.open_main_window(tmp_path)
    qtbot.addWidget(window)
    malayalam_title = window.new_action.text()

    def answer(dialog):
        dialog.choice = "en"
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(LanguageDialog, "exec", answer)
    window.language_action.trigger()
    fresh = desk._windows[0]
    qtbot.addWidget(fresh)
    assert fresh is not window and fresh.isVisible() and not window.isVisible()
    assert fresh.new_action.text() == "New seizure (Ctrl+N)" != malayalam_title
    assert language.current() == "en" and language.saved(tmp_path) == "en"


def test_the_sign_in_screen_offers_the_other_language(qtbot, malayalam):
    dialog = SignInDialog(offer_language=True)
    qtbot.addWidget(dialog)
    assert dialog.language_button.text() == "English"
    dialog.language_button.click()
    assert dialog.result() == SignInDialog.SWITCH_LANGUAGE and dialog.switch_to == "en"

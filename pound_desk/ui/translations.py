"""The desktop in Malayalam or English: Qt's own translation files.

Every visible string is English in the source, passed through ``tr`` or
``translate`` (the services through ``pound_desk.language.translate``).
``resources/i18n/pound_desk_ml.ts`` holds the Malayalam of each one; it is
kept up to date with ``pyside6-lupdate`` and compiled to ``.qm`` with
``pyside6-lrelease`` by the build (``python -m pound_desk.ui.translations``),
the installer and, if the ``.qm`` is missing or older, the first start
(ui/translation_tools.py builds; ui/translation_files.py says where).
English needs no file: it is the source.

A third mode, "pseudo", lengthens every string by half and brackets it, so
that a label cut off by its widget shows at once (its closing bracket is
missing).
"""
from __future__ import annotations

import json
import sys
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from shiboken6 import isValid

from pound_desk import language
from pound_desk.ui import later
from pound_desk.ui.translation_files import (  # noqa: F401 (the files, asked of this module too)
    PACKAGE,
    compiled_current,
    contexts_file,
    i18n_dir,
    qm_file,
    translated_languages,
    ts_file,
)

PSEUDO_OPEN, PSEUDO_CLOSE, PSEUDO_PAD = "⟦", "⟧", "~"


# ---------------------------------------------------------------- loading


@lru_cache(maxsize=None)
def contexts_by_source(code: str) -> dict[str, tuple[str, ...]]:
    """source text -> the contexts the .ts gives it. PySide's ``self.tr``
    looks a string up under the class of the object, while lupdate files it
    under the class whose method says it; a subclass must still find it.

    Read at the start in Malayalam (Qt's own strings are looked up, and miss,
    as the first window is made): the table compiled with the .qm
    (ui/translation_tools.py), not the .ts itself, which only a missing or
    unreadable table sends the desk to scan."""
    try:
        found = json.loads(contexts_file(code).read_bytes())   # UTF-8, as written
    except (OSError, ValueError):
        found = later.SCAN_CONTEXTS(ts_file(code))
    return {source: tuple(contexts) for source, contexts in found.items()}


class OtherContexts(QTranslator):
    """A text the compiled .qm has under another context of the same source
    text, when the object's own class has none.

    Installed before the .qm's own translator, so that Qt asks it only what
    the .qm did not answer: the look-ups it answers (almost all) stay in Qt,
    without a call into Python each (524 of the 555 made before the rows are
    painted, at the start)."""

    def __init__(self, code: str, compiled: QTranslator):
        super().__init__()
        self.code, self.compiled = code, compiled

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102 (Qt's)
        if not isValid(self.compiled):
            return None   # the .qm's translator gone before this one, as the program closes
        # asked before the .qm's own translator is installed too: Qt asks each new translator
        # for the direction of the writing, which the .qm answers without the contexts' table
        found = self.compiled.translate(context, source, disambiguation, n)
        if found:
            return found
        for other in contexts_by_source(self.code).get(source, ()):
            if other != context:
                found = self.compiled.translate(other, source, disambiguation, n)
                if found:
                    return found
        # None, not "": Qt takes an empty string for a translation and would
        # blank the text; a null one lets it fall back to the English source
        return None

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's)
        return self.compiled.isEmpty()


def lengthen(text: str) -> str:
    """Pseudo-translation: half as long again, bracketed, each line."""
    if not text:
        return text
    def pad(n: int) -> str:
        # in runs of five with spaces, so that a wrapped label can still wrap
        runs = [PSEUDO_PAD * 5] * (n // 6) + [PSEUDO_PAD * (n % 6)]
        return " ".join(r for r in runs if r)

    return "\n".join(f"{PSEUDO_OPEN}{line}{pad((len(line) + 1) // 2)}{PSEUDO_CLOSE}"
                     if line else line for line in text.split("\n"))


class PseudoTranslator(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102 (Qt's)
        return lengthen(source)

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's)
        return False


_installed: list[QTranslator] = []


def apply(code: str) -> str:
    """Make ``code`` the language of the screen (and of the services'
    messages) from now on; returns the language in use, English when the
    Malayalam file cannot be loaded."""
    app = QCoreApplication.instance()
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    if code == language.PSEUDO:
        _install(app, PseudoTranslator())
    elif code != "en":
        translator = QTranslator()
        if not compiled_current(code):
            # late: a checkout whose .ts changed compiles it here; an installed desk has its .qm
            # and contexts' table, and its start does not load the build's tools (subprocess among them)
            from pound_desk.ui.translation_tools import compiled

            compiled(code)   # False: a read-only install folder, whose .qm is used as it is
        if not translator.load(str(qm_file(code))):
            print(f"Pound Desk: no {code} translation at {qm_file(code)}; English is used",
                  file=sys.stderr)
            code = "en"
        else:
            _install(app, OtherContexts(code, translator))
            _install(app, translator)    # asked first: Qt asks the last installed first
    QLocale.setDefault(QLocale(QLocale.Language.Malayalam if code == "ml" else QLocale.Language.English,
                               QLocale.Country.India))
    language.set_current(code, None if code == "en" else QCoreApplication.translate)
    return code


def _install(app: QCoreApplication, translator: QTranslator) -> None:
    app.installTranslator(translator)
    _installed.append(translator)


if __name__ == "__main__":
    from pound_desk.ui.translation_tools import main

    sys.exit(main(sys.argv[1:]))

"""The language the rules speak in: the screen's.

A rule's message is written in English and passed through ``translate``;
the desktop installs Qt's translation behind it (``set_current``), so one
``.ts`` file holds every message. Without the desktop (the command line,
tests) the English text is returned as it is. Kept here, at the bottom of
the house, so that the rules import nothing but the standard library;
``pound_desk.language`` adds the saved choice of a pound.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

# Not offered to users: every string lengthened, to find clipped labels.
PSEUDO = "pseudo"


@dataclass
class Screen:
    """The language on screen ("ml", "en" or "pseudo"; "en" until the
    desktop sets one) and the translation behind it."""
    code: str = "en"
    translate: Callable[[str, str], str] | None = None


SCREEN = Screen()


def current() -> str:
    return SCREEN.code


def set_current(code: str, translate_fn: Callable[[str, str], str] | None) -> None:
    SCREEN.code = code
    SCREEN.translate = translate_fn


def translate(context: str, text: str) -> str:
    """``text`` (English) in the language on screen."""
    fn = SCREEN.translate
    return fn(context, text) if fn else text


def pick(en: str, ml: str) -> str:
    """One of a name kept in both languages; English where no Malayalam
    was given."""
    if current() == "ml" and ml:
        return ml
    if current() == PSEUDO:
        return translate("", en)
    return en

"""Pieces the office dialogs share: a date field, the words for rate types
and the office's local areas."""
from __future__ import annotations

from datetime import date
from typing import Iterable

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import QDateEdit

from pound_desk.law.rates import RateType
from pound_desk.services.office import authorities, rate_book
from pound_desk.ui.fields import DATE_FORMAT


def date_edit(value: date) -> QDateEdit:
    edit = QDateEdit(QDate(value))
    edit.setDisplayFormat(DATE_FORMAT)
    edit.setCalendarPopup(True)
    return edit


def local_areas(also: Iterable[str] = ()) -> list[str]:
    """The office's local areas, for a box that chooses one: the rates' (the
    pound's own first), those it serves and borders, those places are listed
    under, then ``also`` (the form's own, already named)."""
    e = authorities.establishment()
    listed = sorted({p.local_area for p in authorities.places()})
    return list(dict.fromkeys([*rate_book.areas(), *e.service_areas, *e.neighbours, *listed, *also]))


def rate_type(t: RateType) -> str:
    words = {
        RateType.FINE: QCoreApplication.translate("Office", "Fine (s. 11(1))"),
        RateType.ENHANCED_FINE: QCoreApplication.translate("Office", "Enhanced fine (s. 11(2))"),
        RateType.FEEDING: QCoreApplication.translate("Office", "Feeding and watering (s. 4)"),
    }
    return words[t]

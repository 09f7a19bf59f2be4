"""The dialog every form of the desk is: labelled fields each with its red
message underneath, a general message for what names no field, and the
button row whose first button Enter presses. ``submit()`` clears the
messages, asks the form's own ``save()``, and shows every refusal at once
beside the fields named, focusing the first of them on the form."""
from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtWidgets import QDialog, QFormLayout, QHBoxLayout, QPushButton, QWidget

from pound_desk.law.problems import Problem
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.ui.fields import ErrorLabel, FieldErrors, add_field, submit_and_cancel


class FormDialog(QDialog):
    """A form. A subclass lays out its fields with ``add_field``, puts
    ``general`` and the ``button_row`` in its layout, and writes ``save()``:
    it raises ``Invalid`` to refuse (``refuse_all`` gathers the form's own
    refusals with a service's), and returns what was recorded (not None).

    A register window that records from a form and stays open (the
    keeper's orders, the inspections) lays out its own buttons, connecting
    its record button to ``submit``.

    Every text is the subclass's (``self.tr`` there), so each keeps its
    translation under the subclass's name."""

    def __init__(self, parent: QWidget | None = None, route: Callable[[str], str] | None = None):
        super().__init__(parent)
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general, route)

    def add_field(self, form: QFormLayout, name: str, text: str, field: QWidget) -> ErrorLabel:
        """``field`` under its label ``text``, its message under it; the
        service's problems named ``name`` are shown there."""
        error = add_field(form, text, field)
        self.errors.add(name, error, field)
        return error

    def button_row(self, submit_text: str, cancel_text: str, left: Iterable[QWidget] = (),
                   between: Iterable[QWidget] = (), cancel_first: bool = False) -> QHBoxLayout:
        """The submit button (the default, Ctrl+Enter too) and Cancel, at
        the right; ``left`` (a "Saved" note, a print button) at the left,
        ``between`` (a next step's button) between the two. ``cancel_first``:
        Quit, then Sign in, as a sign-in box has them."""
        self.submit_button = QPushButton(submit_text)
        self.cancel_button = QPushButton(cancel_text)
        submit_and_cancel(self, self.submit_button, self.cancel_button, self.submit)
        row = QHBoxLayout()
        for widget in left:
            row.addWidget(widget)
        row.addStretch(1)
        ends = (self.cancel_button, self.submit_button) if cancel_first else (self.submit_button, self.cancel_button)
        for widget in (ends[0], *between, ends[1]):
            row.addWidget(widget)
        return row

    def submit(self):
        """What ``save()`` recorded, or None when it was refused: the
        refusals beside their fields, a refusal of the whole in the general
        message."""
        self.errors.clear()
        try:
            return self.save()
        except Invalid as e:
            self.show_refusals(e.problems)
        except ServiceError as e:
            self.general.show_message(str(e))
        return None

    def save(self):
        """Record the form; raise ``Invalid`` (or ``ServiceError``) to refuse."""
        raise NotImplementedError

    def show_refusals(self, problems: Iterable[Problem]) -> None:
        """Every problem beside its field; the first field refused on the form takes the focus."""
        first = self.errors.show(problems)
        if first is not None:
            first.setFocus()

    @staticmethod
    def refuse_all(own: Iterable[Problem], others: Iterable[Problem] = ()) -> None:
        """Refuse with the form's own problems (an amount that is not one)
        and a service's together, in one attempt; the form's word on a field
        stands for the service's on the same field. Nothing to refuse: returns."""
        own = list(own)
        mine = {p.field for p in own}
        problems = own + [p for p in others if p.field not in mine]
        if problems:
            raise Invalid(problems)

"""Errors a workflow reports to a person, with every problem at once."""
from __future__ import annotations

from pound_desk.language import translate
from pound_desk.law.problems import Problem


class ServiceError(Exception):
    """Refused; nothing was changed. ``str()`` says why, for a person."""


class NotFound(ServiceError):
    pass


class NotSetUp(ServiceError):
    def __init__(self) -> None:
        super().__init__(translate("errors", "This pound has not been set up yet: "
                                             "run the first-run set-up or `init`"))


class Invalid(ServiceError):
    """Input refused; ``problems`` name the field (or numbered line) and why."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("; ".join(p.message for p in self.problems))

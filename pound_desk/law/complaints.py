"""Complaints of illegal seizure or detention (ss. 19-22): what an order on
a complaint may say, and whether a complaint holds the case's sales (rules.md
Q16). The window to complain is ``periods.complaint_window_ends``."""
from __future__ import annotations

from pound_desk.law.money import Money
from pound_desk.law.problems import Problem
from pound_desk.law.words import translate

OUTCOMES = {"dismissed": ("Dismissed", "തള്ളി"), "illegal": ("Adjudged illegal", "നിയമവിരുദ്ധമെന്ന് വിധിച്ചു"),
            "withdrawn": ("Withdrawn", "പിൻവലിച്ചു")}
# s. 21(1): what was adjudged illegal, and the words of the finding
ADJUDGED = {"seizure": ("Seizure adjudged illegal", "പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധം"),
            "detention": ("Detention adjudged illegal", "തടഞ്ഞുവെക്കൽ നിയമവിരുദ്ധം")}
# s. 21: the one liable is "the person who made the seizure or detained the cattle"
LIABLE_ROLES = {"seizer": ("the seizer", "പിടിച്ചെടുത്തയാൾ"),
                "pound_keeper": ("the pound-keeper", "പൗണ്ട് സൂക്ഷിപ്പുകാരൻ"),
                "other": ("the person who detained the cattle", "കന്നുകാലികളെ തടഞ്ഞുവെച്ചയാൾ")}
# s. 21(1): compensation "not exceeding one hundred rupees"
MAX_COMPENSATION = Money.of_rupees(100)


def outcome_problems(outcome: str, compensation: Money, refund: bool, adjudged: str | None,
                     liable_role: str | None, liable_name: str) -> list[Problem]:
    """ss. 21, 22: an order on a complaint awards compensation of at most
    Rs 100, and it and a refund only on a finding of illegality; an illegal
    seizure is paid for by the seizer, an illegal detention by whoever
    detained the cattle (named)."""
    problems = []
    if outcome not in OUTCOMES:
        problems.append(Problem("outcome", translate("complaints", "Choose the outcome")))
    if compensation.paise < 0:
        problems.append(Problem("compensation", translate("complaints", "Compensation cannot be negative")))
    elif compensation > MAX_COMPENSATION:
        problems.append(Problem("compensation", translate(
            "complaints", "Compensation is at most {most} (s. 21(1))").format(most=MAX_COMPENSATION)))
    if adjudged is not None and adjudged not in ADJUDGED:
        problems.append(Problem("adjudged", translate("complaints", "The seizure or the detention (s. 21)")))
    if liable_role is not None and liable_role not in LIABLE_ROLES:
        problems.append(Problem("liable_role", translate(
            "complaints", "The one who made the seizure or who detained the cattle (s. 21)")))
    elif adjudged == "seizure" and liable_role not in (None, "seizer"):
        problems.append(Problem("liable_role", translate(
            "complaints", "An illegal seizure is paid for by the person who made it (s. 21(1))")))
    elif liable_role == "other" and not liable_name:
        problems.append(Problem("liable_name", translate("complaints", "Who detained the cattle?")))
    if outcome != "illegal" and (compensation or refund):
        problems.append(Problem("compensation", translate(
            "complaints", "Compensation and a refund follow only a finding that the seizure was illegal")))
    return problems


def sale_held(complaint_pending: bool, sale_ordered_despite: bool) -> bool:
    """rules.md Q16: while a complaint under s. 19 is pending the case's
    cattle are not sold (a sale would defeat a release under s. 21(2)),
    unless a written order allows the sale."""
    return complaint_pending and not sale_ordered_despite


def finding(ground: str, adjudged: str | None, liable_role: str | None) -> tuple[str, str]:
    """s. 21: what an illegal finding adjudged and who is liable, where the
    order does not say: what the complaint was of (a detention, or else the
    seizure), and "the person who made the seizure or detained the cattle":
    the seizer for a seizure, the pound-keeper for a detention."""
    adjudged = adjudged or ("detention" if ground == "detention" else "seizure")
    return adjudged, liable_role or ("seizer" if adjudged == "seizure" else "pound_keeper")

"""The penalty sections of the Act (ss. 23–27), the fines each allows, and
which fines a court may order paid from the sale of the cattle (s. 28)."""
from __future__ import annotations

from pound_desk.law.money import Money
from pound_desk.law.problems import Problem
from pound_desk.law.words import translate

# the fines the Act allows: (least, most), inclusive
FINE_LIMITS = {
    "s23": (Money(1), Money.of_rupees(500)),
    "s24": (Money.of_rupees(25), Money.of_rupees(250)),
    "s27": (Money(1), Money.of_rupees(50)),
    # s. 25: a fine for mischief by causing cattle to trespass, imposed under
    # the Penal Code (its limit is the court's), recovered by sale of the cattle
    "s25": (Money(1), None),
}
SECTIONS = {"s23": ("s. 23: forcible opposition or rescue", "വകുപ്പ് 23: ബലപ്രയോഗം, മോചനം"),
            "s24": ("s. 24: cattle allowed to stray or damage", "വകുപ്പ് 24: കന്നുകാലികളെ അലയാൻ വിട്ടു"),
            "s25": ("s. 25: fine for mischief by causing cattle to trespass, recovered by sale",
                    "വകുപ്പ് 25: കന്നുകാലികളെ അതിക്രമിച്ചു കയറ്റിയ ദ്രോഹത്തിനുള്ള പിഴ, വിൽപനയിലൂടെ ഈടാക്കുന്നത്"),
            "s27": ("s. 27: the pound-keeper's failure", "വകുപ്പ് 27: പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ വീഴ്ച")}
APPROPRIABLE = ("s24", "s25", "s27")   # s. 28: fines recovered under ss. 24, 25 and 27


def fine_problems(section: str, amount: Money | None) -> list[Problem]:
    """ss. 23, 24, 25, 27: a fine recorded is one the section allows
    (s. 24: Rs 25 to Rs 250)."""
    if section not in FINE_LIMITS:
        return [Problem("section", translate("penalties", "Choose the section the fine was imposed under"))]
    if amount is None:
        return [Problem("amount", translate("penalties", "Give the fine imposed"))]
    least, most = FINE_LIMITS[section]
    if amount < least or (most is not None and amount > most):
        if section == "s24":
            return [Problem("amount", translate(
                "penalties", "A fine under s. 24 is at least {least} and at most {most}").format(
                    least=least, most=most))]
        return [Problem("amount", translate("penalties", "A fine under s. {section} is at most {most}").format(
            section=section.removeprefix("s"), most=most))]
    return []


def appropriable(section: str, recovered_by_sale: bool) -> bool:
    """s. 28: a fine under s. 24, 25 or 27 may be paid as compensation for
    loss proved; a fine a court's order of sale recovers is one under s. 25."""
    return section in APPROPRIABLE or recovered_by_sale

"""Written orders (s. 13 proviso, s. 13(3) deputation, Q16, Q19): who made
them, their number, date and reasons. Kept as documents of record."""
from __future__ import annotations

from datetime import date, datetime

from pound_desk.language import pick, translate
from pound_desk.law.problems import Problem, clean
from pound_desk.law.seizure import FUTURE_SLACK
from pound_desk.models import Case
from pound_desk.models.disposal import WrittenOrder
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.office.roles import ROLES

PURPOSES = {
    "dispose_otherwise": ("Disposal otherwise than by auction (s. 13 proviso)",
                          "ലേലത്തിലല്ലാതെ വിനിയോഗം (വകുപ്പ് 13 ക്ലിപ്തനിബന്ധന)"),
    "sale_despite_complaint": ("Sale although a complaint is pending", "പരാതി നിലനിൽക്കെ വിൽപന"),
    "deputation": ("Deputation to conduct an auction (s. 13(3))", "ലേലം നടത്താൻ നിയോഗം (വകുപ്പ് 13(3))"),
    "write_off": ("Write-off of a shortfall of proceeds", "ലേലത്തുകയിലെ കുറവ് എഴുതിത്തള്ളൽ"),
    "release_s18_2": ("Release of cattle on a written order stating reasons (s. 18(2))",
                      "കാരണം വ്യക്തമാക്കിയ രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം വിട്ടുകൊടുക്കൽ (വകുപ്പ് 18(2))"),
}
# who may make each kind of order
MAY_ISSUE = {
    "dispose_otherwise": {"director"},
    "sale_despite_complaint": {"director", "local_authority", "magistrate", "civil_court"},
    "deputation": {"local_authority", "officer"},
    "write_off": {"local_authority"},
    # s. 18(2); which of them the office accepts is a setting (services.release_orders)
    "release_s18_2": {"director", "local_authority", "magistrate", "civil_court"},
}


def order_problems(purpose: str, authority_role: str, authority: str, number: str,
                   issued_on: date | None, reasons: str, now: datetime | None = None,
                   prefix: str = "") -> list[Problem]:
    """What is missing from an order; field names carry ``prefix`` so a form
    holding an order among other fields can place each message."""
    now = now or clock.now()
    out = []
    if purpose not in PURPOSES:
        out.append(Problem(prefix + "purpose", translate("orders", "Choose what the order is for")))
    elif authority_role not in MAY_ISSUE[purpose]:
        allowed = ", ".join(pick(*ROLES[r]) for r in sorted(MAY_ISSUE[purpose]))
        out.append(Problem(prefix + "authority_role",
                           translate("orders", "This order is made by: {allowed}").format(allowed=allowed)))
    if not clean(authority):
        out.append(Problem(prefix + "authority", translate("orders", "Name the office or person who made the order")))
    if not clean(number):
        out.append(Problem(prefix + "number", translate("orders", "Give the order's number")))
    if issued_on is None:
        out.append(Problem(prefix + "issued_on", translate("orders", "Give the order's date")))
    elif issued_on > (now + FUTURE_SLACK).date():
        out.append(Problem(prefix + "issued_on", translate("orders", "An order cannot be dated in the future")))
    if not clean(reasons):
        out.append(Problem(prefix + "reasons", translate("orders", "An order in writing states its reasons")))
    return out


def record(purpose: str, authority_role: str, authority: str, number: str, issued_on: date,
           reasons: str, case: Case | None = None, now: datetime | None = None) -> WrittenOrder:
    """Within the caller's transaction: the workflow that rests on the order
    records it, so that both land or neither does."""
    found = order_problems(purpose, authority_role, authority, number, issued_on, reasons, now)
    if found:
        raise Invalid(found)
    return WrittenOrder.create(purpose=purpose, case=case, authority_role=authority_role,
                               authority=clean(authority), number=clean(number), issued_on=issued_on,
                               reasons=clean(reasons))

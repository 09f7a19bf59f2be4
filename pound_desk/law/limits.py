"""How long each kind of text a record holds may be: one table, read by the
services (a refusal beside the field names the limit) and by the property
test that every accepted record prints.

The limits are generous for what the register holds (a Malayalam name of
120 characters is a long one) and small enough that a receipt, a register
page or a return lays the value out on its page.
"""
from __future__ import annotations

from pound_desk.law.problems import Problem
from pound_desk.law.seizure import MAX_TEXT
from pound_desk.law.words import translate

# kind of text -> the most characters it may have
LIMITS: dict[str, int] = {
    "name": 120,            # a claimant, depositor, bidder, buyer, recipient
    "residence": MAX_TEXT,  # as the s. 7 entry allows for the seizer and owner
    "place": MAX_TEXT,
    "evidence": 300,        # what was shown as proof of ownership or authority
    "description": 300,     # an expense, a manner of disposal
    "reference": 150,       # an order's, a notification's or a receipt's reference
    "reason": 500,          # why an entry is reversed or amended
}


def problems(**fields: tuple[str, str]) -> list[Problem]:
    """``claimant_name=(value, "name")``: a problem for each value longer
    than its kind allows, named by the field."""
    found = []
    for field, (value, kind) in fields.items():
        most = LIMITS[kind]
        if value and len(value) > most:
            found.append(Problem(field, translate(
                "limits", "Too long: {length} characters; at most {most}, so that every document can print it")
                .format(length=len(value), most=most)))
    return found

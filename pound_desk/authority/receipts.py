"""A receipt's check code at the local authority: signed by which
registered pound's key, and whether the receipt appears, with the same
amount and date, in the returns received from it."""
from __future__ import annotations

import json

from pound_desk.authority.models import ImportedReturn, RegisteredPound
from pound_desk.language import translate
from pound_desk.returns import keys
from pound_desk.returns import receipt_code as codes


def check(text: str) -> tuple[bool, str]:
    """(genuine and received, what to say)."""
    try:
        code = codes.parse(text)
    except ValueError:
        return False, translate("authority_receipts", "This is not a receipt's check code (PD1.…)")
    for pound in RegisteredPound.select():
        if codes.genuine(code, keys.load_public(pound.public_key_pem.encode("ascii"))):
            break
    else:
        return False, translate("authority_receipts", "Not genuine: receipt {number} is signed by no registered "
                                                      "pound").format(number=code.number)
    for ret in (ImportedReturn.select().where((ImportedReturn.pound == pound)
                                              & ImportedReturn.superseded_by.is_null())):
        for r in json.loads(ret.data_json).get("receipts", []):
            if r.get("number") == code.number:
                same = r.get("total_paise") == code.paise and str(r.get("issued_at", ""))[:10] == code.day.isoformat()
                if same:
                    return True, translate("authority_receipts", "Genuine: receipt {number} of {pound}, in its "
                                                                 "return of {period}").format(
                        number=code.number, pound=pound.name, period=ret.period)
                return False, translate("authority_receipts", "Signed by {pound}, but its return of {period} shows "
                                                              "receipt {number} with another amount or date").format(
                    number=code.number, pound=pound.name, period=ret.period)
    return False, translate("authority_receipts", "Signed by {pound}, but receipt {number} is in none of its "
                                                  "returns received (a return not yet sent, or the receipt "
                                                  "left out of it)").format(number=code.number, pound=pound.name)

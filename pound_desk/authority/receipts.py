"""A receipt's check code at the local authority: signed by which
registered pound's key, and whether the receipt appears, with the same
amount and date, in the returns received from it. The short code printed
under the QR code (XXXX-XXXX-XXXX) is looked up among the codes the returns
carry. A buyer's receipt at an
auction (PDS1.…) is looked for among the returns' sales, and said with its
lot, buyer, hammer price and day, and its reversal if the return shows one."""
from __future__ import annotations

from typing import Iterator

from pound_desk.authority.models import ImportedReturn, RegisteredPound
from pound_desk.language import translate
from pound_desk.law.money import Money
from pound_desk.returns import data_json, keys
from pound_desk.returns import receipt_code as codes
from pound_desk.returns.schema import MonthlyReturn
from pound_desk.text import money


def check(text: str) -> tuple[bool, str]:
    """(genuine and received, what to say)."""
    if codes.is_short(text):
        found = _by_short(codes.normal_short(text))
        if found is None:
            return False, translate("authority_receipts", "No receipt in the returns received has the check code "
                                                          "{short} (a return made by an earlier Pound Desk names no "
                                                          "owner's receipt by it: check such a receipt by the code "
                                                          "of its QR code, PD1.…)").format(
                short=codes.normal_short(text))
        text = found
    try:
        code = codes.read(text)
    except ValueError:
        return False, translate("authority_receipts", "This is not a receipt's check code (PD1.… or PDS1.…)")
    for pound in RegisteredPound.select():
        if codes.genuine(code, keys.load_public(pound.public_key_pem.encode("ascii"))):
            break
    else:
        return False, translate("authority_receipts", "Not genuine: receipt {number} is signed by no registered "
                                                      "pound").format(number=code.number)
    if isinstance(code, codes.SaleCode):
        return _check_sale(code, pound)
    for ret, data in _received(pound):
        for r in data.receipts or ():
            if r.number == code.number:
                same = r.total_paise == code.paise and (r.issued_at or "")[:10] == code.day.isoformat()
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


def _by_short(short: str) -> str | None:
    """The full code of the receipt whose short code is ``short``, from the
    returns received: an owner's receipt among their receipts, a buyer's
    among their sales (each carries its code; an owner's receipt in a return
    made by an earlier Pound Desk carries none)."""
    for _, data in _read(ImportedReturn.select().where(ImportedReturn.superseded_by.is_null())):
        for rows, parse in ((data.receipts or (), codes.parse), (data.sales or (), codes.parse_sale)):
            for row in rows:
                full = row.check_code or ""
                try:
                    if full and parse(full).short == short:
                        return full
                except ValueError:
                    continue
    return None


def _read(rows) -> Iterator[tuple[ImportedReturn, MonthlyReturn]]:
    """Each return with what it carries, read by its schema (one that cannot be read is passed over)."""
    for ret in rows:
        try:
            yield ret, data_json.read_return(ret.data_json)
        except data_json.SchemaError:
            continue


def _received(pound: RegisteredPound) -> Iterator[tuple[ImportedReturn, MonthlyReturn]]:
    """The pound's returns as they stand (the latest revision of each month)."""
    return _read(ImportedReturn.select().where((ImportedReturn.pound == pound)
                                               & ImportedReturn.superseded_by.is_null()))


def _check_sale(code: codes.SaleCode, pound: RegisteredPound) -> tuple[bool, str]:
    for ret, data in _received(pound):
        for s in data.sales or ():
            if s.number != code.number:
                continue
            if s.price_paise != code.paise or (s.sold_at or "")[:10] != code.day.isoformat() or s.lot != code.lot:
                return False, translate("authority_receipts", "Signed by {pound}, but its return of {period} "
                                                              "shows sale {number} with another hammer price, "
                                                              "day or lot").format(
                    number=code.number, pound=pound.name, period=ret.period)
            said = translate("authority_receipts", "buyer's receipt {number} of {pound}: sale at public auction on "
                                                   "{day}, lot {lot}, to {buyer}, hammer price {price}").format(
                number=code.number, pound=pound.name, day=f"{code.day:%d-%m-%Y}", lot=code.lot,
                buyer=s.buyer, price=money(Money(code.paise)))
            gone = s.reversed
            if gone:
                again = gone.recorded_again_as
                text = translate("authority_receipts", "Genuine paper, but the sale was REVERSED: {said}. Reversed "
                                                       "on {at} by {by}: {reason} (return of {period})").format(
                    said=said, at=(gone.at or "")[:16].replace("T", " "), by=gone.by, reason=gone.reason,
                    period=ret.period)
                if again:
                    text += " " + translate("authority_receipts", "Recorded again as {number}.").format(number=again)
                return False, text
            return True, translate("authority_receipts", "Genuine: {said}, in its return of {period}").format(
                said=said, period=ret.period)
    return False, translate("authority_receipts", "Signed by {pound}, but sale {number} is in none of its returns "
                                                  "received (a return not yet sent, or the sale left out of "
                                                  "it)").format(number=code.number, pound=pound.name)

"""The check code printed on every receipt (as a QR code and as text): the
receipt's number, amount and date, signed with the pound's key, so that
anyone holding the receipt can have it checked (``pound-desk
check-receipt CODE``) at the pound or at the local authority, which knows
the pound's public key from its set-up sheet.

    PD1.<number>.<paise>.<YYYYMMDD>.<signature, base32>

and a short code of 12 letters (XXXX-XXXX-XXXX) taken from the signature's
digest, for typing in: the pound finds the receipt it belongs to.

The buyer's receipt at a public auction has a code of its own, told apart
from the owner's by its prefix and signed over a message of its own (so
that neither can pass for the other), with the lot:

    PDS1.<sale no.>.<paise>.<YYYYMMDD>.<lot>.<signature, base32>
Standard library and ``cryptography`` only."""
from __future__ import annotations

import base64
import hashlib
import re
from dataclasses import dataclass
from datetime import date

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

PREFIX = "PD1"
SALE_PREFIX = "PDS1"
_SALE_CODE = re.compile(r"^PDS1\.(A-[0-9]{4}-[0-9]{2}/[0-9]{1,8})\.([0-9]{1,15})\.([0-9]{8})\.([0-9]{1,6})\."
                        r"([A-Z2-7]{100,110})$")
_CODE = re.compile(r"^PD1\.([0-9]{4}-[0-9]{2}/[0-9]{1,8})\.([0-9]{1,15})\.([0-9]{8})\.([A-Z2-7]{100,110})$")


def signature_text(signature: bytes) -> str:
    """A signature as a code writes it: base32, without its padding."""
    return base64.b32encode(signature).decode("ascii").rstrip("=")


@dataclass(frozen=True)
class ReceiptCode:
    number: str
    paise: int
    day: date
    signature: bytes

    @property
    def text(self) -> str:
        return f"{PREFIX}.{self.number}.{self.paise}.{self.day:%Y%m%d}.{signature_text(self.signature)}"

    @property
    def short(self) -> str:
        return short_of(self.signature)

    def message(self) -> bytes:
        return _message(self.number, self.paise, self.day)


@dataclass(frozen=True)
class SaleCode:
    """The code of a buyer's receipt: the sale's number, hammer price, day and lot."""

    number: str
    paise: int
    day: date
    lot: int
    signature: bytes

    @property
    def text(self) -> str:
        return (f"{SALE_PREFIX}.{self.number}.{self.paise}.{self.day:%Y%m%d}.{self.lot}."
                f"{signature_text(self.signature)}")

    @property
    def short(self) -> str:
        return short_of(self.signature)

    def message(self) -> bytes:
        return _sale_message(self.number, self.paise, self.day, self.lot)


def _sale_message(number: str, paise: int, day: date, lot: int) -> bytes:
    return f"pound-desk sale receipt v1|{number}|{paise}|{day.isoformat()}|{lot}".encode("utf-8")


def make_sale(key: Ed25519PrivateKey, number: str, paise: int, day: date, lot: int) -> SaleCode:
    return SaleCode(number, paise, day, lot, key.sign(_sale_message(number, paise, day, lot)))


def _message(number: str, paise: int, day: date) -> bytes:
    return f"pound-desk receipt v1|{number}|{paise}|{day.isoformat()}".encode("utf-8")


def make(key: Ed25519PrivateKey, number: str, paise: int, day: date) -> ReceiptCode:
    return ReceiptCode(number, paise, day, key.sign(_message(number, paise, day)))


def short_of(signature: bytes) -> str:
    letters = base64.b32encode(hashlib.sha256(signature).digest()).decode("ascii")[:12]
    return "-".join(letters[i:i + 4] for i in range(0, 12, 4))


def parse(text: str) -> ReceiptCode:
    """The code read from a receipt, or ValueError."""
    m = _CODE.match(text.strip().upper().replace("PD1.", "PD1.", 1))
    if not m:
        raise ValueError("not a receipt's check code")
    number, paise, day, sig = m.groups()
    signature = base64.b32decode(sig + "=" * (-len(sig) % 8))
    return ReceiptCode(number, int(paise), date(int(day[:4]), int(day[4:6]), int(day[6:])), signature)


def parse_sale(text: str) -> SaleCode:
    """The code read from a buyer's receipt, or ValueError."""
    m = _SALE_CODE.match(text.strip().upper())
    if not m:
        raise ValueError("not a buyer's receipt's check code")
    number, paise, day, lot, sig = m.groups()
    try:
        when = date(int(day[:4]), int(day[4:6]), int(day[6:]))
    except ValueError:
        raise ValueError("not a buyer's receipt's check code") from None
    signature = base64.b32decode(sig + "=" * (-len(sig) % 8))
    return SaleCode(number, int(paise), when, int(lot), signature)


def read(text: str) -> ReceiptCode | SaleCode:
    """Either kind of code, told apart by its prefix, or ValueError."""
    if text.strip().upper().startswith(SALE_PREFIX + "."):
        return parse_sale(text)
    return parse(text)


def is_short(text: str) -> bool:
    return bool(re.fullmatch(r"[A-Z2-7]{4}-?[A-Z2-7]{4}-?[A-Z2-7]{4}", text.strip().upper()))


def normal_short(text: str) -> str:
    letters = text.strip().upper().replace("-", "")
    return "-".join(letters[i:i + 4] for i in range(0, 12, 4))


def genuine(code: ReceiptCode | SaleCode, public_key: Ed25519PublicKey) -> bool:
    try:
        public_key.verify(code.signature, code.message())
        return True
    except InvalidSignature:
        return False

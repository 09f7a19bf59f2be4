"""Who may not buy cattle at a sale under the Act (s. 18(1)): any police
officer, any other officer or pound-keeper appointed under the Act, and any
member of the local authority controlling the pound. A name is matched as the
desk reads a name: its case and its spacing do not count. The lists (who held
which office when) are the register's; the service hands them in."""
from __future__ import annotations

from datetime import date

from pound_desk.law.problems import clean

# the lists of the office (services/office/authorities.ROLES) a holder of
# which may not purchase, directly or indirectly
BARRED_ROLES = frozenset({"police", "officer", "member"})


def name_key(name: str | None) -> str:
    """The form in which two names are compared: tidied, without case, and
    with one space between words ("  Raghu  K " and "raghu k" are one)."""
    return " ".join(clean(name).casefold().split())


def same_name(a: str | None, b: str | None) -> bool:
    return bool(name_key(a)) and name_key(a) == name_key(b)


def barred_by_listing(name: str, on: date, role: str, listed_name: str, held_from: date,
                      held_until: date | None) -> bool:
    """s. 18(1): whether an entry of the office's lists (a role, the name on
    it and the days it was held) bars ``name`` from buying on ``on``."""
    holds = held_from <= on and (held_until is None or on <= held_until)
    return role in BARRED_ROLES and holds and same_name(name, listed_name)


def barred_as_keeper(name: str, keeper_name: str) -> bool:
    """s. 18(1): whether ``name`` is the pound-keeper's, who may not purchase
    at a sale under the Act."""
    return same_name(name, keeper_name)

"""The pound's first run at the command line: the pound and its supervising
officer, who then adds the other users, in one transaction (the desk's
set-up wizard makes the same two, a page apart)."""
from __future__ import annotations

from pound_desk.models import DB, Pound
from pound_desk.services.desk import users
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.office import pound


def set_up(name: str, place: str, local_authority: str, local_area: str, keeper_name: str,
           supervisor: str, password: str, again: str) -> Pound:
    """Set up the pound (office/pound.py ``set_up``) with ``supervisor`` as
    its first user; a password refused refuses it all before anything is
    written."""
    problems = users.password_problems(password, again)
    if problems:
        raise Invalid(problems)
    # IMMEDIATE: no other writer slips in between the check that no pound is set up and the pound
    with DB.atomic("IMMEDIATE"):
        made = pound.set_up(name=name, place=place, local_authority=local_authority, local_area=local_area,
                            keeper_name=keeper_name)
        users.create(supervisor, "supervisor", password, again)
    return made

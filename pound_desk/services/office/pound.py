"""The pound's own particulars and its kinds of cattle."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path

from pound_desk.documents.header import PoundHeader
from pound_desk.language import translate
from pound_desk.law.kinds import ACT_KINDS, BY_CODE, Kind
from pound_desk.law.problems import Problem, clean
from pound_desk.law.rates import RateEntry
from pound_desk.models import DB, KindRow, Pound
from pound_desk.returns import keys
from pound_desk.services.desk.errors import Invalid, NotSetUp
from pound_desk.services.office import rates as rate_service
from pound_desk.services.office import settings


def is_set_up() -> bool:
    return Pound.select().exists()


def the_pound() -> Pound:
    pound = Pound.select().order_by(Pound.id).first()
    if pound is None:
        raise NotSetUp()
    return pound


def local_area() -> str:
    """The local area the pound serves (s. 3), as set up."""
    return the_pound().local_area


def header() -> PoundHeader:
    p = the_pound()
    return PoundHeader(p.name, p.place, p.local_authority, p.local_area, p.keeper_name,
                       settings.current().letterhead)


def set_up(name: str, place: str, local_authority: str, local_area: str, keeper_name: str,
           kinds_in_use: list[str] | None = None, rates: list[RateEntry] | None = None) -> Pound:
    """First run: the pound, its local authority and area, its keeper, which
    kinds of s. 2(1) cattle its forms offer first, and (optionally) its fine
    scale and feeding rates; all in one transaction, or nothing."""
    fields = {"name": clean(name), "place": clean(place), "local_authority": clean(local_authority),
              "local_area": clean(local_area), "keeper_name": clean(keeper_name)}
    labels = {"name": translate("pound", "Pound name"), "place": translate("pound", "Place"),
              "local_authority": translate("pound", "Local authority"),
              "local_area": translate("pound", "Local area"),
              "keeper_name": translate("pound", "Pound-keeper's name")}
    problems = [Problem(k, translate("pound", "{label} is required").format(label=labels[k]))
                for k, v in fields.items() if not v]
    codes = {k.code for k in ACT_KINDS}
    chosen = kinds_in_use if kinds_in_use is not None else [k.code for k in ACT_KINDS]
    problems += [Problem("kinds", translate("pound", "{kind} is not cattle under s. 2(1)").format(kind=repr(c)))
                 for c in chosen if c not in codes]
    if not chosen:
        problems.append(Problem("kinds", translate("pound", "Choose at least one kind of cattle")))
    if problems:
        raise Invalid(problems)
    with DB.atomic():
        if is_set_up():
            raise Invalid([Problem("name", translate("pound", "This database already has a pound"))])
        pound = Pound.create(**fields)
        for position, kind in enumerate(ACT_KINDS):
            KindRow.insert(code=kind.code, en=kind.en, ml=kind.ml, reference=kind.reference,
                           effective_from=kind.effective_from, position=position,
                           in_use=kind.code in chosen).on_conflict_ignore().execute()
        if rates:
            rate_service.add(rates)  # Invalid here undoes the pound too
    _make_return_key()
    return pound


def _make_return_key() -> None:
    """The pound's key for signing its returns (s. 6), made at set-up; if the
    keys folder cannot be written now, it is made on first need."""
    try:
        keys.load_or_create(keys.keys_dir(Path(DB.obj.database)))
    except OSError:
        pass


@dataclass(frozen=True)
class KindLine:
    """A kind of cattle (s. 2(1)) as the forms offer it."""
    code: str
    en: str
    ml: str
    reference: str             # the Act's section, or the notification adding it
    effective_from: date | None
    position: int
    in_use: bool               # offered first in this pound's forms


def kinds(in_use_only: bool = False) -> list[KindLine]:
    q = KindRow.select().order_by(KindRow.position)
    if in_use_only:
        q = q.where(KindRow.in_use == True)  # noqa: E712
    return [KindLine(k.code, k.en, k.ml, k.reference, k.effective_from, k.position, k.in_use) for k in q]


def kind_codes() -> set[str]:
    return {k.code for k in KindRow.select(KindRow.code)} or {k.code for k in ACT_KINDS}


def added_kinds() -> dict[str, Kind]:
    """Kinds added by notification (s. 2(1)), each with the date from which
    it is cattle."""
    return {k.code: Kind(k.code, k.en, k.ml, k.reference, k.effective_from)
            for k in KindRow.select().where(KindRow.effective_from.is_null(False))
            if k.code not in BY_CODE}


def kind_names() -> dict[str, tuple[str, str]]:
    """English and Malayalam names by code: the Act's kinds and those added
    by notification."""
    names = {k.code: (k.en, k.ml) for k in ACT_KINDS}
    names.update({k.code: (k.en, k.ml) for k in KindRow.select(KindRow.code, KindRow.en, KindRow.ml)})
    return names

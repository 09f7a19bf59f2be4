"""The pound, its areas and the people the Act relies on (ss. 2–5, 10, 13(2),
18(1)): the pound's particulars and the order establishing it with the area
it serves (s. 3), neighbouring local areas, the villages and market places
used in notices, kinds of cattle added by notification (s. 2(1)), and the
lists of police officers, officers under the Act, members of the local
authority and officers empowered under s. 10, each with its dates."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date

from pound_desk.language import translate
from pound_desk.law import purchasers
from pound_desk.law.kinds import BY_CODE
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB, KindRow, Pound
from pound_desk.models.office import ListEntry, Place, Setting
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.office.pound import the_pound

ROLES = {
    "police": ("Police officer (s. 18(1))", "പോലീസ് ഉദ്യോഗസ്ഥൻ"),
    "officer": ("Officer under the Act (s. 18(1))", "നിയമപ്രകാരമുള്ള ഉദ്യോഗസ്ഥൻ"),
    "member": ("Member of the local authority (s. 18(1))", "തദ്ദേശസ്ഥാപന അംഗം"),
    "s10": ("Officer empowered under s. 10", "വകുപ്പ് 10 പ്രകാരം അധികാരപ്പെടുത്തിയ ഉദ്യോഗസ്ഥൻ"),
}
PLACE_KINDS = {"village": ("Village", "ഗ്രാമം"), "market": ("Market place", "ചന്ത")}


# ---------------------------------------------------------------- the pound (s. 3)

@dataclass(frozen=True)
class Establishment:
    name: str
    place: str
    local_authority: str
    local_area: str
    order_reference: str = ""         # the order establishing the pound, s. 3(1)
    order_date: date | None = None
    service_areas: tuple[str, ...] = ()   # the area determined under s. 3(2)
    neighbours: tuple[str, ...] = ()      # neighbouring local areas


def _json(key: str, default):
    row = Setting.get_or_none(Setting.key == key)
    return json.loads(row.value) if row else default


def establishment() -> Establishment:
    p = the_pound()
    order = _json("pound_order", {})
    when = order.get("date")
    return Establishment(p.name, p.place, p.local_authority, p.local_area, order.get("reference", ""),
                         date.fromisoformat(when) if when else None,
                         tuple(_json("service_areas", [p.local_area])), tuple(_json("neighbours", [])))


def _areas(items) -> tuple[str, ...]:
    return tuple(dict.fromkeys(clean(a) for a in items if clean(a)))


def save_establishment(e: Establishment) -> Establishment:
    """The pound's particulars (copied onto documents made from now on), its
    establishing order and the areas it serves, all at once."""
    e = Establishment(clean(e.name), clean(e.place), clean(e.local_authority), clean(e.local_area),
                      clean(e.order_reference), e.order_date, _areas(e.service_areas), _areas(e.neighbours))
    problems = [Problem(f, translate("authorities", "Required"))
                for f in ("name", "place", "local_authority", "local_area") if not getattr(e, f)]
    if e.order_date and not e.order_reference:
        problems.append(Problem("order_reference", translate("authorities", "Give the number of the order "
                                                                            "establishing the pound (s. 3(1))")))
    if e.local_area and e.local_area not in e.service_areas:
        problems.append(Problem("service_areas", translate("authorities", "The pound's own local area is in the "
                                                                          "area it serves (s. 3(2))")))
    both = set(e.service_areas) & set(e.neighbours)
    if both:
        problems.append(Problem("neighbours", translate("authorities", "{areas}: served by the pound, not a "
                                                                       "neighbour")
                                .format(areas=", ".join(sorted(both)))))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        Pound.update(name=e.name, place=e.place, local_authority=e.local_authority,
                     local_area=e.local_area).where(Pound.id == the_pound().id).execute()
        for key, value in (("pound_order", {"reference": e.order_reference,
                                            "date": e.order_date.isoformat() if e.order_date else None}),
                           ("service_areas", list(e.service_areas)), ("neighbours", list(e.neighbours))):
            Setting.insert(key=key, value=json.dumps(value)).on_conflict_replace().execute()
    return e


def area_standing(area: str) -> str:
    """Where a local area of seizure stands for this pound: ``served`` (s. 3(2)),
    ``neighbour``, or ``other``; a seizure from outside the service area is
    shown as such."""
    e = establishment()
    area = clean(area)
    if area in e.service_areas:
        return "served"
    return "neighbour" if area in e.neighbours else "other"


# ---------------------------------------------------------------- places (s. 13(2))

@dataclass(frozen=True)
class PlaceLine:
    id: int
    local_area: str
    name: str
    kind: str                 # PLACE_KINDS


def places(local_area: str | None = None) -> list[PlaceLine]:
    q = Place.select().order_by(Place.local_area, Place.kind, Place.name)
    return [PlaceLine(p.id, p.local_area, p.name, p.kind)
            for p in (q.where(Place.local_area == local_area) if local_area else q)]


def add_place(local_area: str, name: str, kind: str) -> Place:
    local_area, name = clean(local_area), clean(name)
    problems = []
    if not local_area:
        problems.append(Problem("local_area", translate("authorities", "Give the local area")))
    if not name:
        problems.append(Problem("name", translate("authorities", "Give the name of the village or market place")))
    if kind not in PLACE_KINDS:
        problems.append(Problem("kind", translate("authorities", "A village or a market place")))
    with DB.atomic("IMMEDIATE"):
        if not problems and Place.select().where(Place.local_area == local_area, Place.name == name,
                                                 Place.kind == kind).exists():
            problems.append(Problem("name", translate("authorities", "{name} is already listed for {area}")
                                    .format(name=name, area=local_area)))
        if problems:
            raise Invalid(problems)
        return Place.create(local_area=local_area, name=name, kind=kind)


def remove_place(place_id: int) -> None:
    with DB.atomic("IMMEDIATE"):
        Place.delete().where(Place.id == place_id).execute()


# ---------------------------------------------------------------- kinds (s. 2(1))

def add_kind(code: str, en: str, ml: str, reference: str, effective_from: date) -> KindRow:
    """A kind of cattle added by Government notification (s. 2(1))."""
    code = clean(code).lower().replace(" ", "_")
    en, ml, reference = clean(en), clean(ml), clean(reference)
    problems = []
    if not code or not code.replace("_", "").isascii() or not code.replace("_", "").isalpha():
        problems.append(Problem("code", translate("authorities", "A short code in English letters, e.g. yak")))
    for field, value, why in (("en", en, translate("authorities", "Give the English name")),
                              ("ml", ml, translate("authorities", "Give the Malayalam name")),
                              ("reference", reference, translate("authorities", "Give the notification's reference"))):
        if not value:
            problems.append(Problem(field, why))
    with DB.atomic("IMMEDIATE"):
        if code and (code in BY_CODE or KindRow.get_or_none(KindRow.code == code)):
            problems.append(Problem("code", translate("authorities", "{code} is already a kind of cattle")
                                    .format(code=code)))
        if problems:
            raise Invalid(problems)
        last = KindRow.select(KindRow.position).order_by(KindRow.position.desc()).scalar() or 0
        return KindRow.create(code=code, en=en, ml=ml, reference=reference, effective_from=effective_from,
                              position=last + 1, in_use=True)


# ---------------------------------------------------------------- lists (ss. 10, 18(1))

@dataclass(frozen=True)
class EntryLine:
    """An entry on a list (ss. 10, 18(1)) as it was made; its end, if one
    was recorded, is the holder's."""
    id: int
    role: str                 # ROLES
    name: str
    designation: str
    held_from: date
    reference: str


@dataclass(frozen=True)
class Holder:
    entry: EntryLine
    held_until: date | None
    end_reference: str

    def holds_on(self, day: date) -> bool:
        return self.entry.held_from <= day and (self.held_until is None or day <= self.held_until)


def holders(role: str | None = None) -> list[Holder]:
    entries = ListEntry.select().order_by(ListEntry.role, ListEntry.name, ListEntry.held_from)
    endings = {e.ends_id: e for e in entries if e.ends_id}
    out = []
    for e in entries:
        if e.ends_id or (role and e.role != role):
            continue
        end = endings.get(e.id)
        out.append(Holder(EntryLine(e.id, e.role, e.name, e.designation, e.held_from, e.reference),
                          end.held_until if end else e.held_until, end.reference if end else ""))
    return out


def add_holder(role: str, name: str, designation: str, held_from: date, reference: str,
               held_until: date | None = None) -> ListEntry:
    name, designation, reference = clean(name), clean(designation), clean(reference)
    problems = []
    if role not in ROLES:
        problems.append(Problem("role", translate("authorities", "Choose which list")))
    if not name:
        problems.append(Problem("name", translate("authorities", "Give the name")))
    if not reference:
        problems.append(Problem("reference", translate("authorities", "Give the order, notification or election "
                                                                      "reference")))
    if held_until is not None and held_until < held_from:
        problems.append(Problem("held_until", translate("authorities", "The end is before the start")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        return ListEntry.create(role=role, name=name, designation=designation, held_from=held_from,
                                held_until=held_until, reference=reference)


def end_holder(entry_id: int, held_until: date, reference: str) -> ListEntry:
    """Record that a person left the list on a date (a new row; the entry stays)."""
    reference = clean(reference)
    with DB.atomic("IMMEDIATE"):
        entry = ListEntry.get_or_none(ListEntry.id == entry_id, ListEntry.ends.is_null())
        problems = []
        if entry is None:
            raise Invalid([Problem("entry", translate("authorities", "No such entry"))])
        if any(h.entry.id == entry_id and h.held_until is not None for h in holders()):
            problems.append(Problem("held_until", translate("authorities", "{name}'s entry already has an end date")
                                    .format(name=entry.name)))
        if held_until < entry.held_from:
            problems.append(Problem("held_until", translate("authorities", "The end is before the start")))
        if not reference:
            problems.append(Problem("reference", translate("authorities", "Give the order or reason the entry "
                                                                          "ends")))
        if problems:
            raise Invalid(problems)
        return ListEntry.create(role=entry.role, name=entry.name, designation=entry.designation,
                                held_from=entry.held_from, held_until=held_until, reference=reference,
                                ends=entry)


def barred_purchasers(name: str, on: date) -> list[Holder]:
    """The entries of the lists that bar ``name`` from buying on ``on``
    (s. 18(1), decided by ``law.purchasers``); the auction's bidder check."""
    return [h for h in holders() if purchasers.barred_by_listing(
        name, on, h.entry.role, h.entry.name, h.entry.held_from, h.held_until)]

"""The bidder register of an auction, the declaration each bidder signs, and
who may not purchase (s. 18(1))."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import peewee as pw

from pound_desk import language
from pound_desk.language import pick, translate
from pound_desk.law import limits, purchasers
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB
from pound_desk.models.disposal import Bidder
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.disposal.conduct import get
from pound_desk.services.office import authorities, keepers

DECLARATION = (
    ("I am not a Police officer, nor an officer or pound-keeper appointed under the Kerala Cattle "
     "Trespass Act, 1961, nor a member of the local authority under whose control the pound is, and I "
     "do not purchase for any such person, directly or indirectly (s. 18(1))."),
    ("ഞാൻ പോലീസ് ഉദ്യോഗസ്ഥനോ, 1961-ലെ കേരള കന്നുകാലി അതിക്രമ നിയമപ്രകാരം നിയമിക്കപ്പെട്ട "
     "ഉദ്യോഗസ്ഥനോ പൗണ്ട് സൂക്ഷിപ്പുകാരനോ, പൗണ്ടിന്റെ നിയന്ത്രണമുള്ള തദ്ദേശസ്ഥാപനത്തിലെ അംഗമോ അല്ല; "
     "അങ്ങനെയുള്ള ആർക്കും വേണ്ടി നേരിട്ടോ അല്ലാതെയോ വാങ്ങുന്നുമില്ല (വകുപ്പ് 18(1))."),
)


def register_bidder(auction_id: int, name: str, residence: str, declared: bool) -> Bidder:
    """A bidder signs the s. 18(1) declaration before bidding; without it
    the registration is refused."""
    name, residence = clean(name), clean(residence)
    problems = limits.problems(name=(name, "name"), residence=(residence, "residence"))
    if not name:
        problems.append(Problem("name", translate("auctions", "The bidder's name is required")))
    if not residence:
        problems.append(Problem("residence", translate("auctions", "The bidder's residence is required")))
    if not declared:
        problems.append(Problem("declared", translate(
            "auctions", "The bidder must sign the declaration under s. 18(1) before bidding")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        auction = get(auction_id)
        number = (Bidder.select(pw.fn.MAX(Bidder.number)).where(Bidder.auction == auction).scalar() or 0) + 1
        return Bidder.create(auction=auction, number=number, name=name, residence=residence, declared=True)


def register_bidder_id(auction_id: int, name: str, residence: str, declared: bool) -> int:
    """``register_bidder`` for the desktop: the id of the bidder."""
    return register_bidder(auction_id, name, residence, declared).id


def bidders(auction_id: int) -> list[Bidder]:
    return list(Bidder.select().where(Bidder.auction == auction_id).order_by(Bidder.number))


@dataclass(frozen=True)
class BidderLine:
    id: int
    number: int
    name: str
    residence: str
    declared: bool
    barred: tuple[str, ...]   # why he may not buy on the auction's day (s. 18(1)); () when he may


def bidder_lines(auction_id: int) -> list[BidderLine]:
    """The auction's bidders in their order, each with the lists (s. 18(1))
    his name is on for the day of the auction."""
    on = get(auction_id).held_at.date()
    return [BidderLine(b.id, b.number, b.name, b.residence, b.declared, tuple(bars(b.name, on)))
            for b in bidders(auction_id)]


def bars(name: str, on: date, document: bool = False) -> list[str]:
    """Why ``name`` may not buy on ``on`` (s. 18(1)): each list the name is
    on, with the entry's reference; and the pound-keeper himself. In the
    language on screen, or in both languages for the sale list
    (``document``: "Malayalam / English")."""
    if document:
        return [f"{ml} / {en}" for en, ml in _bars_both(name, on)]
    translate = language.translate
    out = []
    for h in authorities.barred_purchasers(name, on):
        role_en, role_ml = authorities.ROLES[h.entry.role][:2]
        what = f", {h.entry.designation}" if h.entry.designation else ""
        out.append(translate("auctions", "{name} is on the list: {role}, from {held_from} ({reference}); may "
                             "not purchase, directly or indirectly (s. 18(1))").format(
            name=h.entry.name + what, role=role_en if document else pick(role_en, role_ml),
            held_from=f"{h.entry.held_from:%d-%m-%Y}", reference=h.entry.reference))
    keeper = keepers.standing(on)
    if purchasers.barred_as_keeper(name, keeper.name):
        ref = f" ({keeper.reference})" if keeper.reference else ""
        out.append(translate("auctions", "{name} is the pound-keeper{reference}; a pound-keeper may not purchase "
                             "cattle at a sale under the Act (s. 18(1))").format(name=keeper.name, reference=ref))
    return out


def _bars_both(name: str, on: date) -> list[tuple[str, str]]:
    """The bars of ``bars`` in English and Malayalam, for the sale list."""
    out = []
    for h in authorities.barred_purchasers(name, on):
        role_en, role_ml = authorities.ROLES[h.entry.role][:2]
        who = h.entry.name + (f", {h.entry.designation}" if h.entry.designation else "")
        held_from, ref = f"{h.entry.held_from:%d-%m-%Y}", h.entry.reference
        out.append((f"{who} is on the list: {role_en}, from {held_from} ({ref}); may not purchase, directly or "
                    "indirectly (s. 18(1))",
                    f"{who} പട്ടികയിലുണ്ട്: {role_ml}, {held_from} മുതൽ ({ref}); നേരിട്ടോ അല്ലാതെയോ "
                    "വാങ്ങാൻ പാടില്ല (വകുപ്പ് 18(1))"))
    keeper = keepers.standing(on)
    if purchasers.barred_as_keeper(name, keeper.name):
        ref = f" ({keeper.reference})" if keeper.reference else ""
        out.append((f"{keeper.name} is the pound-keeper{ref}; a pound-keeper may not purchase cattle at a sale "
                    "under the Act (s. 18(1))",
                    f"{keeper.name} പൗണ്ട് സൂക്ഷിപ്പുകാരനാണ്{ref}; ഈ നിയമപ്രകാരമുള്ള വിൽപനയിൽ പൗണ്ട് "
                    "സൂക്ഷിപ്പുകാരൻ കന്നുകാലികളെ വാങ്ങാൻ പാടില്ല (വകുപ്പ് 18(1))"))
    return out

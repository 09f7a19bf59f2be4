"""A ready demo pound: particulars, rates and a few weeks of cases, so a new
office can try every screen before entering its own register."""
from __future__ import annotations

import random
import secrets
from datetime import date, datetime, timedelta

from pound_desk.law.money import Money
from pound_desk.law.rates import RateEntry, RateType
from pound_desk.law.seizure import HeadDraft, SeizureDraft
from pound_desk.models import DB
from pound_desk.models.office import Setting
from pound_desk.services.case import cases, feeding, releases, seizures
from pound_desk.services.desk import clock, session, users
from pound_desk.services.office import pound, rates

POUND = dict(name="Nedumangad Municipal Pound", place="Nedumangad",
             local_authority="Nedumangad Municipality", local_area="Nedumangad",
             keeper_name="K. Sasidharan")
NEIGHBOUR = "Aruvikkara"

FINES = {"cow": 200, "ox": 200, "bull": 250, "buffalo": 250, "goat": 100, "kid": 50, "pig": 150,
         "horse": 300, "fowl": 20, "sheep": 100, "elephant": 2000}
FEEDING = {"cow": 60, "ox": 60, "bull": 70, "buffalo": 70, "goat": 30, "kid": 20, "pig": 40,
           "horse": 80, "fowl": 10, "sheep": 30, "elephant": 500}

PEOPLE = [("Rajan P.", "Karakulam"), ("സുധാകരൻ", "പനവൂർ"), ("Mary Thomas", "Vembayam"),
          ("അബ്ദുൽ ഖാദർ", "ആനാട്"), ("Gopalakrishnan Nair", "Aruvikkara"), ("ലീല", "ഉഴമലയ്ക്കൽ"),
          ("Suresh Kumar", "Poovathoor"), ("ബിന്ദു", "വെള്ളനാട്")]
SEIZERS = [("Ramachandran (cultivator)", "Manjadi", "s9", "cultivator"),
           ("SI Anil Kumar, Nedumangad PS", "Nedumangad", "s10", "police"),
           ("ഷാജി (വാർഡ് ഓവർസിയർ)", "നെടുമങ്ങാട്", "s10", "la_officer"),
           ("Thankappan", "Kallamala", "s9", "crop_right")]
PLACES = [("Paddy field, Manjadi", "Nedumangad"), ("Market road near bus stand", "Nedumangad"),
          ("Aruvikkara dam road", NEIGHBOUR), ("Banana plot, Pazhakutty", "Nedumangad")]
SEX_OF = {"cow": "female", "ox": "male", "bull": "male", "mare": "female", "ewe": "female",
          "ram": "male"}
COLOURS = ["black", "white", "brown", "black and white", "കറുപ്പ്", "ചുവപ്പ്", "grey"]
MARKS = ["white patch on forehead", "left horn broken", "", "brand mark on right flank",
         "നെറ്റിയിൽ വെള്ള പാട്", ""]


def demo_rates(area: str, start: date) -> list[RateEntry]:
    out = []
    for kind, rupees in FINES.items():
        out.append(RateEntry(RateType.FINE, area, kind, Money.of_rupees(rupees), start,
                             "G.O.(P) 112/2019/LSGD, Gazette 14-03-2019"))
        out.append(RateEntry(RateType.FINE, NEIGHBOUR, kind, Money.of_rupees(rupees), start,
                             "G.O.(P) 112/2019/LSGD, Gazette 14-03-2019"))
        out.append(RateEntry(RateType.FEEDING, area, kind, Money.of_rupees(rupees and FEEDING[kind]), start,
                             "Council resolution 45/2023"))
    # s. 11(2): cattle habitually trespass around Aruvikkara dam
    for kind in ("cow", "ox", "buffalo"):
        out.append(RateEntry(RateType.ENHANCED_FINE, NEIGHBOUR, kind,
                             Money.of_rupees(FINES[kind] * 2), start, "Notification DLB/D2/4410/2021"))
    return out


def create_demo(now: datetime | None = None, count: int = 24, seed: int = 1961) -> None:
    """Set up the demo pound with ``count`` cases over the last six weeks."""
    now = now or clock.now()
    rng = random.Random(seed)
    pound.set_up(kinds_in_use=list(FINES), **POUND)
    _add_rates(now)
    made = [seizures.register(draft, now=draft.brought_at) for draft in _seizures(rng, now, count)]
    _log_feeding(made, now)
    _release_claimed(rng, made, now)
    Setting.insert(key=DEMO_KEY, value="1").on_conflict_replace().execute()


def _add_rates(now: datetime) -> None:
    start = date(2023, 4, 1)
    rates.add(demo_rates(POUND["local_area"], start))
    # a revision of the feeding rates three weeks ago: stays across it are charged at both
    revised = (now - timedelta(days=21)).date()
    rates.add([RateEntry(RateType.FEEDING, POUND["local_area"], k, Money.of_rupees(FEEDING[k] + 10),
                         revised, "Council resolution 212/2026") for k in FEEDING])


def _seizures(rng: random.Random, now: datetime, count: int) -> list[SeizureDraft]:
    """``count`` seizures over the last six weeks, in the order they were brought."""
    brought_times = sorted(now - timedelta(days=rng.uniform(0.2, 42)) for _ in range(count))
    return [_seizure(rng, brought.replace(second=0, microsecond=0)) for brought in brought_times]


def _seizure(rng: random.Random, brought: datetime) -> SeizureDraft:
    seizer = rng.choice(SEIZERS)
    place = rng.choice(PLACES)
    owner = rng.choice(PEOPLE) if rng.random() < 0.7 else ("", "")
    lag = timedelta(hours=rng.choice([2, 3, 5, 8, 20, 30]))
    kinds = [rng.choice(["cow", "cow", "ox", "buffalo", "goat", "kid", "bull"])
             for _ in range(rng.choice([1, 1, 1, 2, 3]))]
    heads = [HeadDraft(kind=k, sex=SEX_OF.get(k) or rng.choice(["female", "male"]), colour=rng.choice(COLOURS),
                       marks=rng.choice(MARKS),
                       ear_tag="".join(rng.choice("0123456789") for _ in range(12))
                       if k in ("cow", "buffalo") and rng.random() < 0.5 else "")
             for k in kinds]
    return SeizureDraft(brought_at=brought, seized_at=brought - lag, seized_place=place[0],
                        local_area=place[1], basis=seizer[2], seizer_name=seizer[0],
                        seizer_residence=seizer[1], seizer_capacity=seizer[3],
                        owner_name=owner[0], owner_residence=owner[1],
                        police_aid="Constable 2231 escorted the cattle" if seizer[3] == "police" else "",
                        heads=heads)


def _log_feeding(made: list, now: datetime) -> None:
    """Feeding logged every day up to yesterday; today's is left for the keeper."""
    day = min(c.brought_at for c in made).date()
    while day < now.date():
        feeding.log(day, now=datetime.combine(day, datetime.min.time()) + timedelta(hours=23))
        day += timedelta(days=1)


def _release_claimed(rng: random.Random, made: list, now: datetime) -> None:
    """About half the older cases claimed by their owners, in order of release time."""
    claims = []
    for case in made:
        if (now - case.brought_at).days >= 2 and rng.random() < 0.5 and case.owner_name:
            at = case.brought_at + timedelta(days=rng.randint(1, 5), hours=rng.randint(1, 6))
            if at < now:
                claims.append((at, case))
    for at, case in sorted(claims, key=lambda c: c[0]):
        due = cases.dues(case.case_no, at).total
        # owners pay in round hundreds and take their change
        releases.release_on_payment(case.case_no, at, case.owner_name, Money(-(-due.paise // 10000) * 10000),
                                    claimant_residence=case.owner_residence, now=at + timedelta(minutes=5))


DEMO_KEY = "demo_pound"
DEMO_USERS = (("supervisor", "supervisor", ""), ("keeper", "keeper", POUND["keeper_name"]),
              ("auditor", "auditor", ""))


def is_demo() -> bool:
    """Whether this register was made as the demo pound."""
    return Setting.select().where(Setting.key == DEMO_KEY).exists()


def create_demo_users() -> list[tuple[str, str, str]]:
    """A supervising officer, the demo keeper's account and an auditor, each
    with a new random password: (name, role, password), to be shown once."""
    made = []
    for name, role, keeper_name in DEMO_USERS:   # the supervisor first, who adds the others
        password = secrets.token_urlsafe(9)
        users.create(name, role, password, password, keeper_name=keeper_name)
        made.append((name, role, password))
        if role == "supervisor":
            session.sign_in(users.authenticate(name, password))
    session.sign_out()
    return made


def set_up_demo(now: datetime) -> list[tuple[str, str, str]]:
    """The demo pound (``pound-desk init --demo``) and its users, in one
    transaction: (name, role, password) of each, to be shown once."""
    with DB.atomic():
        create_demo(now)
        return create_demo_users()

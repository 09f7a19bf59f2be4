"""Names are searched through the table of name pieces (schema v16): the
cases found are those the trigram index finds for the same text, in the same
order (tested over a generated register with random queries), and a search
that finds more than a thousand cases says so without counting them all."""
from __future__ import annotations

import random
from dataclasses import replace
from datetime import datetime, timedelta

from record_helpers import draft

from pound_desk.models import DB
from pound_desk.services.case import cases, register, seizures
from pound_desk.services.case.register import Query

START = datetime(2025, 6, 1, 9, 0)
NAMES = ["K. Raman Nair", "Raman", "RAMAN P.", "രാമൻ", "രാമന്‍ നായർ", "Mary Thomas", "Thomas Mathew",
         "Abdul Rasheed", "Leela  Devi", "Sreedevi Amma", "ശ്രീദേവി അമ്മ", "Jose O'Brien", "Ann-Mary",
         "Élodie Varghese", "Suresh C.", "Constable 117/2025", "", "Ramachandran", "Padmanabhan Nair"]


def _register(rng: random.Random) -> list[str]:
    numbers = []
    brought = START
    for _ in range(120):
        brought += timedelta(hours=rng.choice([20, 30, 50]))
        d = replace(draft(brought, owner=rng.choice(NAMES)), seizer_name=rng.choice(NAMES[:-3] + ["Ramachandran"]))
        numbers.append(seizures.register(d, now=brought + timedelta(minutes=5), without_fine_scale=True).case_no)
    at = brought + timedelta(days=1)
    for case_no in rng.sample(numbers, 15):
        field = rng.choice(["owner_name", "seizer_name"])
        cases.amend(case_no, field, rng.choice(NAMES[:-4] + ["Nair Raman", "Vasu"]), "as on the ration card", now=at)
    return numbers


def _queries(rng: random.Random) -> list[tuple[str, str]]:
    con = DB.connection()
    names = [n for (n,) in con.execute('SELECT owner_name FROM "case" UNION SELECT seizer_name FROM "case" '
                                       "UNION SELECT new_value FROM amendment WHERE field LIKE '%_name'") if n]
    joined = [f"{a} {b}" for a, b in con.execute(
        "SELECT c.owner_name, a.new_value FROM amendment a JOIN \"case\" c ON c.id = a.case_id "
        "WHERE a.field = 'owner_name'")]
    out = []
    for _ in range(500):
        kind = rng.random()
        source = rng.choice(joined) if kind < 0.1 and joined else rng.choice(names)
        start = rng.randrange(len(source))
        text = source[start:start + rng.choice([1, 2, 3, 4, 5, 8, 12, 30])].strip()
        if kind > 0.85:
            text = text.upper() if rng.random() < 0.5 else text.lower()
        elif kind > 0.8:
            text = rng.choice(["raman", "Raman Nair", "nair raman", "sreedevi", "xyz", "amma", "an", "a", "Ra", "é",
                               "É", "thomas mathew", "17/2025", "117", "r p"])
        if text:
            out.append((text, rng.choice(["any", "owner", "seizer"])))
    return out


def _found(q: Query, fast: bool) -> list[str]:
    rows = register.page(q, 0, 10_000, fast=fast)
    assert register.count(q, fast=fast) == len(rows)
    return [r.case_no for r in rows]


def test_the_names_found_through_their_pieces_are_those_the_trigram_index_finds(pound, monkeypatch):
    rng = random.Random(1961)
    _register(rng)
    checked = 0
    queries = _queries(rng)
    for dense in (False, True):
        # names in many cases are read case by case, newest first: both ways checked
        monkeypatch.setattr(register, "DENSE", 1 if dense else 10_000)
        for text, field in queries:
            q = Query(text=text, field=field)
            fast, trigram = _found(q, True), _found(q, False)
            assert fast == trigram, (text, field, dense)   # the same cases, in the same order
            # counted to a cap (through the indexes alone, or known to be many)
            assert register.count(q, cap=3) == min(len(trigram), 4), (text, field, dense)
            assert register.count(Query(text=text, field=field, status="held"), cap=3) == min(
                len(_found(Query(text=text, field=field, status="held"), False)), 4)
            checked += bool(trigram)
    assert checked > 600


def test_a_name_is_not_searched_through_the_trigram_index(pound):
    seizures.register(draft(START, owner="K. Raman Nair"), now=START + timedelta(minutes=5),
                      without_fine_scale=True)
    assert _found(Query(text="raman", field="any"), True) == ["1/2025"]
    where, params = register._where(Query(text="raman", field="any"))
    plan = " ".join(str(r) for r in DB.execute_sql(f'EXPLAIN QUERY PLAN SELECT COUNT(*) FROM "case" c {where}',
                                                      params))
    assert "case_search" not in plan and "case_owner_name" in plan


def test_more_than_a_thousand_found_are_not_all_counted(pound):
    brought = START
    for i in range(1003):
        brought += timedelta(hours=3)
        d = draft(brought, owner="Raman" if i % 2 else "Leela")
        seizures.register(d, now=brought + timedelta(minutes=5), without_fine_scale=True)
    assert register.count(Query(text="Leela", field="owner"), cap=1000) == 502
    assert register.count(Query(text="Rama", field="any"), cap=1000) == 1001     # more than 1,000
    assert register.count(Query(text="Rama", field="any")) == 1003              # seizers, all of them
    assert register.count(Query(text="Rama", field="any"), fast=False, cap=1000) == 1001


def test_v16_gives_a_register_of_v15_the_pieces_of_its_names(pound, tmp_path):
    """A register written before v16 gets the table of name pieces, made
    from the names already entered and amended (with its backup first)."""
    from pound_desk.models import close_database
    from pound_desk.models import search as search_index
    from pound_desk.models.database import LATEST
    from pound_desk.services.desk.storage import open_database

    # a register of v15: no pieces, no triggers
    DB.execute_sql("DROP TRIGGER name_piece_case")
    DB.execute_sql("DROP TRIGGER name_piece_amendment")
    DB.execute_sql(f"DROP TABLE {search_index.PIECES}")
    DB.execute_sql("PRAGMA user_version = 15")
    for i, owner in enumerate(["K. Raman Nair", "ശ്രീദേവി അമ്മ", "Mary Thomas"]):
        brought = START + timedelta(days=i)
        seizures.register(draft(brought, owner=owner), now=brought + timedelta(minutes=5), without_fine_scale=True)
    cases.amend("3/2025", "owner_name", "Mary Thomas Kurian", "as on the ration card", now=START + timedelta(days=9))
    path = tmp_path / "pound.sqlite3"
    close_database()
    open_database(path)
    assert DB.execute_sql("PRAGMA user_version").fetchone()[0] == LATEST
    assert any(p.name.endswith("-before-v16.sqlite3") for p in (tmp_path / "backups").iterdir())
    pieces = {n for (n,) in DB.execute_sql(f"SELECT name FROM {search_index.PIECES} WHERE piece = 'aman'")}
    assert pieces == {"K. Raman Nair"}
    assert _found(Query(text="raman", field="owner"), True) == ["1/2025"]
    assert _found(Query(text="അമ്മ", field="any"), True) == ["2/2025"]
    assert _found(Query(text="kurian", field="owner"), True) == ["3/2025"]
    # and the triggers keep it from now on
    seizures.register(draft(START + timedelta(days=20), owner="Vasudevan"), now=START + timedelta(days=20, minutes=5),
                      without_fine_scale=True)
    assert _found(Query(text="sudev", field="owner"), True) == ["4/2025"]


def test_the_kinds_found_through_the_heads_index_are_those_the_trigram_index_finds(pound, monkeypatch):
    rng = random.Random(27)
    brought = START
    numbers = []
    kinds = ["cow", "goat", "buffalo", "ox", "pig", "bull"]
    for _ in range(60):
        brought += timedelta(hours=rng.choice([20, 30, 50]))
        d = draft(brought, kinds=rng.sample(kinds, rng.choice([1, 2, 3])), owner="Rajan")
        numbers.append(seizures.register(d, now=brought + timedelta(minutes=5), without_fine_scale=True).case_no)
    at = brought + timedelta(days=1)
    for case_no in rng.sample(numbers, 8):
        try:
            cases.amend(case_no, "kind", rng.choice(["ox", "buffalo", "sheep"]), "read again", head_seq=1, now=at)
        except Exception:   # an amendment the rules refuse (the sex recorded): none made
            pass
    words = [w for (code, en, ml) in DB.connection().execute("SELECT code, en, ml FROM kind") for w in (code, en, ml)]
    queries = []
    for _ in range(150):
        w = rng.choice(words)
        start = rng.randrange(len(w))
        text = w[start:start + rng.choice([1, 2, 3, 4, 6, 20])].strip()
        if rng.random() < 0.2:
            text = text.upper()
        if rng.random() < 0.05:
            text = rng.choice(["cow goat", "pasu", "aadu", "x"])
        if text:
            queries.append(text)
    checked = 0
    for dense in (False, True):
        monkeypatch.setattr(register, "DENSE", 1 if dense else 10_000)
        for text in queries:
            q = Query(text=text, field="kind")
            fast, trigram = _found(q, True), _found(q, False)
            assert fast == trigram, (text, dense)
            assert register.count(q, cap=3) == min(len(trigram), 4), (text, dense)
            checked += bool(trigram)
    assert checked > 150

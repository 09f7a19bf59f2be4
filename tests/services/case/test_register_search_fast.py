"""A whole case number, receipt number or ear tag is found through B-tree
indexes; the cases found are those the trigram index finds for the same
text (tested over a generated register with random queries)."""
from __future__ import annotations

import random
from datetime import datetime, timedelta

from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models import DB
from pound_desk.services.case import cases, register, releases
from pound_desk.services.case.register import Query

START = datetime(2025, 6, 1, 9, 0)
OWNERS = ["Rajan P.", "രാജൻ", "Constable 117/2025", "Mary 2025-26/00003", "K. 98765 Nair",
          "tag 100000000007 kept", "", "Leela"]


def _register(rng: random.Random) -> list[str]:
    """About 130 cases over two years (so 17/2025 and 117/2025 both exist),
    names with numbers in them, ear tags, amended tags and names, receipts."""
    numbers = []
    brought = START
    for _ in range(130):
        brought += timedelta(hours=rng.choice([20, 30, 50, 70]))
        tags = [f"{rng.randrange(10 ** 12):012d}" if rng.random() < 0.6 else "" for _ in range(rng.choice([1, 2]))]
        case = seize(brought, kinds=["cow"] * len(tags), owner=rng.choice(OWNERS), ear_tags=tags)
        numbers.append(case.case_no)
    at = brought + timedelta(days=1)
    for case_no in rng.sample(numbers, 12):
        cases.amend(case_no, "ear_tag", f"{rng.randrange(10 ** 12):012d}", "tag read again", head_seq=1, now=at)
    for case_no in rng.sample(numbers, 6):
        cases.amend(case_no, "owner_name", rng.choice(["Abdul 17/2026", "Joseph 1234 5678", "Sudha"]),
                    "name as on the ration card", now=at)
    for case_no in numbers[-25:]:
        at += timedelta(minutes=10)
        try:
            releases.release_on_payment(case_no, at, "Rajan", Money.of_rupees(100000), now=at)
        except Exception:   # a case that cannot be released on payment as it stands: no receipt
            pass
    return numbers


def _queries(rng: random.Random, numbers: list[str]) -> list[tuple[str, str]]:
    con = DB.connection()
    tags = [t for (t,) in con.execute("SELECT ear_tag FROM head WHERE ear_tag != ''")]
    tags += [t for (t,) in con.execute("SELECT new_value FROM amendment WHERE field = 'ear_tag'")]
    out = []
    for _ in range(400):
        kind = rng.random()
        if kind < 0.45:
            n = rng.choice(numbers)
            serial, year = n.split("/")
            serial = serial[rng.randrange(len(serial)):]               # a tail: 117 -> 17 -> 7
            text = f"{rng.choice(['', '0', '00']) if rng.random() < 0.1 else ''}{serial}/{year}"
            if rng.random() < 0.1:
                text = f"{rng.randint(1, 400)}/{rng.choice([2024, 2025, 2026, 2027])}"
        elif kind < 0.8:
            text = rng.choice(tags) if rng.random() < 0.8 else f"{rng.randrange(10 ** 12):012d}"
            if rng.random() < 0.05:
                text = "100000000007"
        else:
            text = f"{rng.choice(['2025-26', '2026-27'])}/{rng.randint(1, 30):05d}"
        out.append((text, rng.choice(["any", "case_no", "ear_tag", "owner"])))
    return out


def _found(q: Query, fast: bool) -> list[str]:
    rows = register.page(q, 0, 10_000, fast=fast)
    assert register.count(q, fast=fast) == len(rows)
    return [r.case_no for r in rows]


def test_the_numbers_found_by_index_are_those_the_trigram_index_finds(pound):
    rng = random.Random(1961)
    numbers = _register(rng)
    receipts = dict(DB.connection().execute(
        'SELECT r.number, c.case_no FROM receipt r JOIN "case" c ON c.id = r.case_id'))
    assert receipts, "some cases must have been released with a receipt"
    checked = 0
    for text, field in _queries(rng, numbers) + [(n, "any") for n in receipts]:
        q = Query(text=text, field=field)
        fast, trigram = _found(q, True), _found(q, False)
        if text in receipts and field == "any":
            # a receipt number also finds its case, which the trigram index cannot
            assert receipts[text] in fast
            assert sorted(set(fast) - {receipts[text]}) == sorted(set(trigram) - {receipts[text]}), text
        else:
            assert fast == trigram, (text, field)   # the same cases, in the same order
        checked += bool(trigram)
    assert checked > 100   # most queries found something


def test_a_whole_case_number_finds_the_numbers_that_end_with_it(pound):
    brought = START
    for _ in range(120):
        brought += timedelta(hours=30)
        seize(brought)
    found = _found(Query(text="17/2025", field="case_no"), True)
    assert found == ["117/2025", "17/2025"]
    assert _found(Query(text="017/2025", field="case_no"), True) == []
    assert _found(Query(text="17/2024", field="case_no"), True) == []


def test_a_receipt_number_finds_the_case_it_was_issued_for(pound):
    seize(START, owner="Rajan")
    at = START + timedelta(days=1)
    number = releases.release_on_payment("1/2025", at, "Rajan", Money.of_rupees(100000), now=at).number
    assert _found(Query(text=number, field="any"), True) == ["1/2025"]
    fy, serial = number.split("/")
    assert _found(Query(text=f"{fy}/{int(serial)}", field="any"), True) == ["1/2025"]   # zeros left out


def test_v13_adds_the_indexes_to_a_register_of_v12(tmp_path):
    """A register written before v13 gets the indexes (with its backup
    first) and its numbers are found through them."""
    from pound_desk.models import close_database
    from pound_desk.models import search as search_index
    from pound_desk.models.database import LATEST
    from pound_desk.services.desk.storage import open_database

    path = tmp_path / "pound.sqlite3"
    open_database(path)
    for sql in search_index.INDEXES:
        DB.execute_sql(f"DROP INDEX {sql.split('EXISTS ')[1].split(' ON')[0]}")
    DB.execute_sql("PRAGMA user_version = 12")
    close_database()
    try:
        open_database(path)
        assert DB.execute_sql("PRAGMA user_version").fetchone()[0] == LATEST
        names = {r[0] for r in DB.execute_sql("SELECT name FROM sqlite_master WHERE type = 'index'")}
        assert {"case_year_serial", "amendment_field_new_value", "case_owner_digits", "case_seizer_digits",
                "amendment_name_digits"} <= names
        assert any(p.name.endswith("-before-v13.sqlite3") for p in (tmp_path / "backups").iterdir())
        where, params = register._where(Query(text="123456789012", field="any"))
        plan = " ".join(str(r) for r in DB.execute_sql(f'EXPLAIN QUERY PLAN SELECT COUNT(*) FROM "case" c {where}',
                                                          params))
        assert "case_search" not in plan and "head_ear_tag" in plan and "case_owner_digits" in plan
    finally:
        close_database()


def test_a_number_entered_after_a_search_is_found_by_the_same_search_again(pound):
    """The search's statement is kept between its count and its pages, and
    made again once the register has changed (the year's highest serial)."""
    seize(START)
    q = Query(text="2/2025", field="any")
    assert register.count(q) == 0 and register.page(q, 0, 10) == []
    seize(START + timedelta(hours=1))
    assert register.count(q) == 1 and [r.case_no for r in register.page(q, 0, 10)] == ["2/2025"]

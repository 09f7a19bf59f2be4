"""The command line and the CSV imports under hostile values (hypothesis):
NUL, right-to-left overrides, huge numbers, impossible dates, formula
strings, 10,000-character fields, bytes that are not UTF-8. Whatever comes
in, no exception escapes (exit 0, 1 or 2, no traceback, no Python error
name), and a refused command leaves the database exactly as it was.

Bounded here (``POUND_DESK_FUZZ_EXAMPLES``, default 120 per test, runs in
well under a minute); the long run is ``POUND_DESK_FUZZ_EXAMPLES=50000
pytest tests/cli/test_fuzz_cli.py`` (100,000 inputs in all), with
``POUND_DESK_FUZZ_PROGRESS=FILE`` to follow it: a line every 1,000 inputs
(docs/RELIABILITY.md).
"""
from __future__ import annotations

import functools
import hashlib
import os
import re
import sqlite3
import time
from pathlib import Path

import pytest
from cli_helpers import add_users_to, signed_main
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pound_desk.cli import parser
from pound_desk.models import close_database

DATA = Path(__file__).parents[1] / "data"
POUND = ["--pound", "Nedumangad Municipal Pound", "--local-area", "Nedumangad",
         "--local-authority", "Nedumangad Municipality", "--keeper", "K. Sasidharan"]
EXAMPLES = int(os.environ.get("POUND_DESK_FUZZ_EXAMPLES", "120"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES <= 1000,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

HOSTILE = ["", " ", "\x00", "a\x00b", "\u202eRajan", "Rajan\u202e\u2066", "99999999999999999999",
           "-1", "-140", "1e308", "NaN", "inf", "0x10", "=HYPERLINK(\"http://x\")", "+1+1", "@SUM(A1)",
           "-2+3", "\ttab", "\r", "9999-12-31", "0001-01-01", "2026-02-30", "2026-13-01", "2024-02-29",
           "2026-03-01T25:61", "9999-12-31T23:59", "1/2026", "0/0", "99999999/99999", "2026-27/00001",
           "x" * 10_000, "ന" * 5_000, "../..", "..", ".", "/", "a" * 300, "\udcff", "'; DROP TABLE case; --",
           "%s%n", "{0}", "\\", "\n\n", "👍🏽", "ﷺ" * 30]
hostile = st.one_of(st.sampled_from(HOSTILE), st.text(max_size=30),
                    st.text(alphabet=st.characters(codec="utf-8"), min_size=200, max_size=400))
dates = st.one_of(st.sampled_from(["2026-03-01", "2026-03-31", "9999-12-31", "0001-01-01", "2026-02-30"]),
                  hostile)


def _templates(v: st.SearchStrategy) -> st.SearchStrategy:
    return st.one_of(
        st.tuples(st.just("dues"), v),
        st.tuples(st.just("case"), v),
        st.tuples(st.just("release"), v, st.just("--at"), dates, st.just("--claimant"), v,
                  st.just("--paid"), v),
        st.tuples(st.just("release"), st.just("18/2026"), st.just("--at"), dates, st.just("--claimant"), v,
                  st.just("--paid"), v, st.just("--heads"), v),
        st.tuples(st.just("print"), st.just("receipt"), v, st.just("--out"), v),
        st.tuples(st.just("print"), st.just("register"), st.just("--from"), dates, st.just("--to"), dates),
        st.tuples(st.just("print"), st.just("register"), st.just("--from"), st.just("2026-03-01"),
                  st.just("--to"), st.just("2026-03-31"), st.just("--out"), v),
        st.tuples(st.just("accounts"), st.just("cash-book"), st.just("--from"), dates, st.just("--to"), dates),
        st.tuples(st.just("rates"), st.just("export"), v),
        st.tuples(st.just("users"), st.just("disable"), v),
        st.tuples(st.just("auction"), st.just("reverse-sale"), v, st.just("--reason"), v),
        st.tuples(st.just("auction"), st.just("sales"), v),
        st.tuples(st.just("dues"), st.just("18/2026"), st.just("--as-of"), dates),
        st.tuples(v, v),
    )


PROGRESS = os.environ.get("POUND_DESK_FUZZ_PROGRESS")
_counts: dict[str, int] = {}
_started = time.monotonic()


def _progress(test: str) -> None:
    """One line every 1,000 inputs of a test, so a run of hours can be followed."""
    _counts[test] = _counts.get(test, 0) + 1
    if PROGRESS and _counts[test] % 1000 == 0:
        with open(PROGRESS, "a", encoding="utf-8") as f:
            f.write(f"{time.strftime('%H:%M:%S')} {test}: {_counts[test]} inputs, "
                    f"{time.monotonic() - _started:.0f} s\n")


def _fingerprint(db: Path) -> str:
    """The database's bytes (and its write-ahead log's): unchanged bytes are an
    unchanged database, so the full dump is taken only when they moved."""
    digest = hashlib.sha256()
    for path in (db, db.with_name(db.name + "-wal")):
        if path.exists():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def _dump(db: Path) -> list[tuple]:
    """The database's content: every schema entry, and each table's rows (a
    digest of them in rowid order; five times quicker than a full SQL dump,
    which a long run would spend most of its time on)."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        out = []
        for kind, name, sql in con.execute("SELECT type, name, sql FROM sqlite_master ORDER BY type, name"):
            digest = ""
            if kind == "table":
                h = hashlib.sha256()
                for row in con.execute(f'SELECT * FROM "{name}"'):
                    h.update(repr(row).encode("utf-8", "surrogatepass"))
                digest = h.hexdigest()
            out.append((kind, name, sql, digest))
        return out
    finally:
        con.close()


@pytest.fixture
def office(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)          # a relative --out lands here, not in the tests' folder
    db = tmp_path / "pound.sqlite3"
    close_database()
    for argv in (["init", *POUND, "--supervisor", "Asha"], ["rates", "import", str(DATA / "rates.csv")],
                 ["register", "import", str(DATA / "register.csv")]):
        assert signed_main(["--db", str(db), *argv]) == 0
        if argv[0] == "init":
            add_users_to(db)
    capsys.readouterr()
    # the parser is the same for every input; built once here, it leaves the
    # time to the commands themselves (a long run is hours of them)
    monkeypatch.setattr(parser, "build_parser", functools.cache(parser.build_parser))
    _known.clear()
    _pristine[db] = db.read_bytes()
    return db


_pristine: dict[Path, bytes] = {}   # the office as set up, put back after a command that changed it


def _put_back(db: Path) -> None:
    """The office as it was set up: each input meets the same register (a long
    run's successful imports would otherwise grow it, and every dump with it)."""
    for extra in (db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")):
        extra.unlink(missing_ok=True)
    db.write_bytes(_pristine[db])


_known: dict[str, list[str]] = {}   # fingerprint -> dump of the database in that state


def _run(db: Path, argv: list[str], capsys) -> tuple[int, str, str]:
    mark = _fingerprint(db)
    if mark not in _known:
        _known.clear()
        _known[mark] = _dump(db)
    before = _known[mark]
    code = signed_main(["--db", str(db), *argv])
    out, err = capsys.readouterr()
    assert code in (0, 1, 2), (argv, code)
    for text in (out, err):
        assert "Traceback" not in text, (argv, text)
        assert not re.search(r"\b[A-Z][A-Za-z]+(Error|Exception)\b", text), (argv, text)
    if code != 0:
        assert _fingerprint(db) == mark or _dump(db) == before, argv
        assert err.strip(), argv            # a refusal says why
    elif db in _pristine and _fingerprint(db) != mark:
        _put_back(db)
    return code, out, err


@FUZZ
@given(argv=_templates(hostile))
def test_hostile_arguments_never_escape_and_a_refusal_changes_nothing(office, capsys, argv):
    _progress("arguments")
    _run(office, [str(a) for a in argv], capsys)


cell = st.one_of(st.sampled_from(HOSTILE), st.text(max_size=20))


@FUZZ
@given(rows=st.lists(st.lists(cell, min_size=1, max_size=18), min_size=1, max_size=4),
       which=st.sampled_from(["rates", "register"]), mangle=st.sampled_from(["", "bom", "latin1", "junk"]))
def test_hostile_csv_imports_are_refused_by_line_or_taken_whole(office, capsys, tmp_path, rows, which,
                                                               mangle):
    _progress("imports")
    header = (DATA / f"{which}.csv").read_text(encoding="utf-8").splitlines()[0]
    text = header + "\n" + "\n".join(",".join('"' + c.replace('"', '""') + '"' for c in r) for r in rows) + "\n"
    data = text.encode("utf-8", "surrogatepass")
    if mangle == "bom":
        data = b"\xef\xbb\xbf" + data
    elif mangle == "latin1":
        data = data + b"\xff\xfe caf\xe9\n"
    elif mangle == "junk":
        data = bytes(range(256))
    path = tmp_path / f"hostile-{which}.csv"
    path.write_bytes(data)
    _run(office, [which, "import", str(path)], capsys)

"""The command line: ``main(argv)`` in-process, and once through
``python -m pound_desk`` for the real entry point.

The figures are worked out by hand from tests/data/rates.csv and
tests/data/register.csv (see the comments), never copied from output.
"""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import types
from pathlib import Path

import pypdf
import pytest
from cli_helpers import PASSWORDS, add_users_to, signed_main

from pound_desk.cli import main

DATA = Path(__file__).parents[1] / "data"
POUND = ["--pound", "Nedumangad Municipal Pound", "--local-area", "Nedumangad",
         "--local-authority", "Nedumangad Municipality", "--keeper", "K. Sasidharan", "--supervisor", "Asha"]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    return tmp_path


@pytest.fixture
def run(home, capsys):
    """``run(*argv)`` -> (exit code, stdout, stderr) against a database in tmp,
    signed in (``user``: the supervisor for rates and users, else the keeper;
    None: no one). A pound set up by ``init`` gets its keeper's and an
    auditor's accounts beside the supervisor."""
    db = home / "pound.sqlite3"

    def _run(*argv: str, user: str | None = "default", stdin: str = "") -> tuple[int, str, str]:
        code = signed_main(["--db", str(db), *argv], user, stdin)
        out, err = capsys.readouterr()
        if code == 0 and argv[:1] == ("init",) and "--supervisor" in argv:
            add_users_to(db)
        return code, out, err

    _run.db = db
    return _run


def dump(db: Path) -> list[str]:
    con = sqlite3.connect(db)
    try:
        return list(con.iterdump())
    finally:
        con.close()


def pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(path).pages)


@pytest.fixture
def ready(run):
    """init, then both sample files imported."""
    assert run("init", *POUND)[0] == 0
    assert run("rates", "import", str(DATA / "rates.csv"))[0] == 0
    assert run("register", "import", str(DATA / "register.csv"))[0] == 0
    return run


# ------------------------------------------------------------------ the whole round

def test_init_import_dues_release_and_print(run, home):
    code, out, err = run("init", *POUND)
    assert (code, err) == (0, "")
    assert "Nedumangad Municipal Pound" in out and "K. Sasidharan" in out

    code, out, err = run("rates", "import", str(DATA / "rates.csv"))
    assert (code, err) == (0, "") and "Imported 8 rate entries" in out
    code, out, err = run("register", "import", str(DATA / "register.csv"))
    assert (code, err) == (0, "") and "Imported 2 cases" in out and "17/2026, 18/2026" in out

    # 17/2026: brought 1 March 09:30; as of 4 March 10:00 that is 3 days 30 minutes,
    # so 4 commenced periods (1, 2, 3, 4 March at 09:30).
    # cow:  fine ₹200; feeding ₹60 + ₹60 + ₹75.50 + ₹75.50 (revised from 3 March) = ₹271
    # goat: fine ₹100; feeding 4 × ₹30 = ₹120
    # total: fines ₹300 + feeding ₹391 = ₹691
    code, out, err = run("dues", "17/2026", "--as-of", "2026-03-04T10:00", "--json")
    assert (code, err) == (0, "")
    d = json.loads(out)
    assert d["case_no"] == "17/2026" and d["as_of"] == "2026-03-04T10:00"
    assert [(h["seq"], h["kind"], h["fine_paise"], h["feeding_periods"], h["feeding_paise"], h["total_paise"])
            for h in d["heads"]] == [(1, "cow", 20000, 4, 27100, 47100), (2, "goat", 10000, 4, 12000, 22000)]
    assert (d["fine_paise"], d["feeding_paise"], d["total_paise"], d["feeding_periods"]) == (30000, 39100, 69100, 4)
    assert d["heads"][0]["references"] == ["G.O.(P) 112/2019/LSGD", "Council resolution 45/2023",
                                           "കൗൺസിൽ തീരുമാനം 212/2026"]
    # s. 13(1): impounded 1 March, claim window 2-8 March, report due 9 March;
    # s. 19: seized 1 March, last day to complain 11 March
    assert (d["unclaimed_report_due"], d["complaint_window_ends"], d["flags"]) == ("2026-03-09", "2026-03-11", [])

    # 18/2026: seized in Aruvikkara 2 March 06:00, brought 3 March 08:00 (26 hours: late).
    # The notified ₹350 replaces the ₹200 fine (s. 11(2); within 2 × ₹200). As of 4 March
    # 08:00, exactly 24 hours: one period, at the rate in force on 3 March, ₹75.50.
    code, out, _ = run("dues", "18/2026", "--as-of", "2026-03-04T08:00", "--json")
    d = json.loads(out)
    assert (d["fine_paise"], d["feeding_paise"], d["total_paise"], d["feeding_periods"]) == (35000, 7550, 42550, 1)
    assert set(d["flags"]) == {"late_to_pound", "enhanced_fine"}
    assert (d["unclaimed_report_due"], d["complaint_window_ends"]) == ("2026-03-11", "2026-03-12")

    code, out, _ = run("dues", "17/2026", "--as-of", "2026-03-04T10:00")
    assert code == 0
    assert "₹691.00" in out and "₹271.00" in out and "09-03-2026" in out and "11-03-2026" in out

    # ₹690 is ₹1 short of ₹691: refused, and nothing changes
    before = dump(run.db)
    code, out, err = run("release", "17/2026", "--at", "2026-03-04T10:00", "--claimant", "Rajan P.",
                         "--paid", "690")
    assert code == 1 and out == ""
    assert "₹691.00 is due" in err and "₹1.00 more is needed" in err and "Nothing was released" in err
    assert len(err.strip().splitlines()) == 1
    assert dump(run.db) == before

    code, out, err = run("release", "17/2026", "--at", "2026-03-04T10:00", "--claimant", "Rajan P.",
                         "--paid", "700", "--residence", "Karakulam")
    assert (code, err) == (0, "")
    # 4 March 2026 falls in the financial year 2025-26; the first receipt of it
    assert "Receipt 2025-26/00001" in out and "Heads 1, 2" in out and "change to return ₹9.00" in out

    code, out, _ = run("dues", "17/2026", "--as-of", "2026-03-05T10:00", "--json")
    assert json.loads(out)["heads"] == [] and json.loads(out)["total_paise"] == 0

    pdfs = home / "out"
    code, out, err = run("print", "seizer-copy", "17/2026", "--out", str(pdfs / "seizer.pdf"))
    assert (code, err) == (0, "") and str(pdfs / "seizer.pdf") in out
    assert "17/2026" in pdf_text(pdfs / "seizer.pdf")

    code, out, err = run("print", "receipt", "2025-26/00001", "--out", str(pdfs / "receipt.pdf"))
    assert (code, err) == (0, "")
    text = pdf_text(pdfs / "receipt.pdf")
    assert "2025-26/00001" in text and "17/2026" in text

    code, out, err = run("print", "register", "--from", "2026-03-01", "--to", "2026-03-31",
                         "--out", str(pdfs / "register.pdf"))
    assert (code, err) == (0, "")
    text = pdf_text(pdfs / "register.pdf")
    assert "17/2026" in text and "18/2026" in text

    # a copy of each is kept beside the database
    kept = sorted(p.relative_to(home / "documents").as_posix() for p in (home / "documents").rglob("*.pdf"))
    assert kept == ["receipt/2025-26-00001.pdf", "register/2026-03-01_2026-03-31.pdf",
                    "seizer-copy/17-2026.pdf"]


# ------------------------------------------------------------------ init

def test_init_refuses_a_second_pound(run):
    assert run("init", *POUND)[0] == 0
    before = dump(run.db)
    code, out, err = run("init", "--pound", "Other", "--local-area", "X", "--local-authority", "Y",
                         "--keeper", "Z", "--supervisor", "Someone")
    assert code == 1 and "already has a pound (Nedumangad Municipal Pound" in err
    assert dump(run.db) == before


def test_init_place_defaults_to_the_local_area(run):
    run("init", *POUND)
    from pound_desk.models import close_database
    from pound_desk.services.desk.storage import open_database
    from pound_desk.services.office.pound import the_pound

    open_database(run.db)
    try:
        assert the_pound().place == "Nedumangad"
    finally:
        close_database()


@pytest.mark.parametrize("argv, expected", [
    (["init"], "init needs --pound, --local-area, --local-authority, --keeper, --supervisor (or --demo)"),
    (["init", "--pound", "P", "--local-area", "A"], "init needs --local-authority, --keeper, --supervisor"),
    (["init", "--demo", "--pound", "P"], "takes no --pound"),
])
def test_init_usage(run, argv, expected):
    code, out, err = run(*argv)
    assert code == 2 and expected in err
    assert not run.db.exists()


def test_init_demo(run):
    code, out, err = run("init", "--demo")
    demo = run.db.parent / "demo" / "pound-desk-demo.sqlite3"
    assert (code, err) == (0, "") and "demo pound" in out and f"--db {demo}" in out
    assert demo.is_file() and not run.db.exists()   # its own file: the register named is not made
    code, out, err = run("init", "--demo")
    assert code == 1 and "already has a pound" in err


def test_init_demo_without_db_never_writes_the_real_register(home, capsys):
    from pound_desk import paths

    real = paths.default_db()
    assert signed_main(["init", "--demo"], user=None) == 0
    assert not real.exists()
    assert (real.parent / "demo" / "pound-desk-demo.sqlite3").is_file()
    # a real register set up afterwards is a file of its own, and the demo stays as it was
    demo_before = dump(real.parent / "demo" / "pound-desk-demo.sqlite3")
    assert signed_main(["init", *POUND]) == 0
    assert real.is_file() and dump(real.parent / "demo" / "pound-desk-demo.sqlite3") == demo_before
    capsys.readouterr()


def test_a_real_pound_is_never_set_up_in_the_demo_file(home, capsys):
    demo = home / "demo" / "pound-desk-demo.sqlite3"
    assert signed_main(["--db", str(demo), "init", *POUND]) == 1
    assert "demo pound's file" in capsys.readouterr().err and not demo.exists()


# ------------------------------------------------------------------ refusals and usage

def test_commands_need_a_database(run):
    code, out, err = run("dues", "1/2026")
    assert code == 1 and "No database at" in err and "init" in err
    assert not run.db.exists()


def test_commands_need_a_pound(run, home):
    from pound_desk.models import close_database
    from pound_desk.services.desk.storage import open_database

    open_database(run.db)
    close_database()
    code, out, err = run("rates", "import", str(DATA / "rates.csv"))
    assert code == 1 and "not been set up" in err


def test_import_refusal_is_reported_line_by_line(ready, home):
    bad = home / "bad.csv"
    bad.write_text("type,local_area,kind,amount,effective_from,reference\n"
                   "fine,Nedumangad,ox,200,2025-04-01,G.O. 1\n"
                   "feeding,Aruvikkara,cow,60,2025-04-01,x\n"
                   "enhanced_fine,Aruvikkara,cow,400.50,2026-04-01,N 2\n", encoding="utf-8")
    before = dump(ready.db)
    code, out, err = ready("rates", "import", str(bad))
    assert code == 1 and out == ""
    lines = err.strip().splitlines()
    assert lines[0] == f"pound-desk: {bad} refused; nothing was imported (2 problems):"
    assert lines[1].startswith("Line 3: a feeding rate is fixed by the pound's local authority")
    assert lines[2].startswith("Line 4: ₹400.50 exceeds double the s. 11(1) fine of ₹200.00")
    assert dump(ready.db) == before


def test_import_of_a_file_that_cannot_be_read(ready, home):
    code, _, err = ready("register", "import", str(home / "missing.csv"))
    assert code == 1 and "Cannot read" in err
    latin = home / "latin.csv"
    latin.write_bytes("case_no,brought_at\n1/2026,Kottayam é\n".encode("latin-1"))
    code, _, err = ready("register", "import", str(latin))
    assert code == 1 and "not UTF-8 text" in err


def test_release_refusals(ready):
    before = dump(ready.db)
    code, _, err = ready("release", "17/2026", "--at", "2026-03-04T10:00", "--claimant", "Ravi",
                         "--paid", "1000", "--agent")
    assert code == 1 and "--evidence" in err
    code, _, err = ready("release", "99/2026", "--at", "2026-03-04T10:00", "--claimant", "Ravi",
                         "--paid", "1000")
    assert code == 1 and "No case 99/2026" in err
    code, _, err = ready("release", "17/2026", "--at", "2026-02-04T10:00", "--claimant", "Ravi",
                         "--paid", "1000")
    assert code == 1 and "before the cattle were brought" in err
    code, _, err = ready("release", "17/2026", "--at", "2026-03-04T10:00", "--claimant", " ",
                         "--paid", "1000")
    assert code == 1 and "claimant's name is required" in err
    assert dump(ready.db) == before


def test_release_of_one_head_by_an_agent(ready):
    # goat only, as of 2 March 09:30 (exactly 24 hours: one period): ₹100 + ₹30 = ₹130
    code, out, err = ready("release", "017/2026", "--at", "2026-03-02T09:30", "--claimant", "Ravi",
                           "--agent", "--evidence", "Letter of authority from Rajan P.",
                           "--paid", "130", "--heads", "2")
    assert (code, err) == (0, "")
    assert "Head 2 released to Ravi (owner's agent)" in out and "Due ₹130.00; paid ₹130.00" in out
    code, out, _ = ready("dues", "17/2026", "--as-of", "2026-03-02T09:30", "--json")
    assert [h["seq"] for h in json.loads(out)["heads"]] == [1]


@pytest.mark.parametrize("argv", [
    ["dues"],
    ["dues", "17/2026", "--as-of", "4-3-2026"],
    ["release", "17/2026", "--at", "2026-03-04T10:00", "--claimant", "R", "--paid", "12.345"],
    ["release", "17/2026", "--at", "2026-03-04T10:00", "--claimant", "R", "--paid", "-5"],
    ["release", "17/2026", "--at", "2026-03-04T10:00", "--claimant", "R", "--paid", "12,50"],
    ["release", "17/2026", "--at", "2026-03-04T10:00", "--claimant", "R"],
    ["release", "17/2026", "--at", "2026-03-04T10:00", "--claimant", "R", "--paid", "5", "--heads", "a"],
    ["print", "register", "--from", "2026-03-01"],
    ["rates"],
    ["frobnicate"],
    ["--demo", "dues", "17/2026"],
])
def test_usage_errors_exit_2(run, argv):
    code, out, err = run(*argv)
    assert code == 2 and err and out == ""


def test_help_exits_0(run):
    code, out, _ = run("--help")
    assert code == 0 and "init" in out and "release" in out
    code, out, _ = run("init", "--help")
    assert code == 0 and "required without --demo" in out


def test_print_refusals(ready, home):
    code, _, err = ready("print", "register", "--from", "2026-03-31", "--to", "2026-03-01")
    assert code == 1 and "before --from" in err
    code, _, err = ready("print", "receipt", "2025-26/00099", "--out", str(home / "r.pdf"))
    assert code == 1 and "No receipt 2025-26/00099" in err
    assert not (home / "r.pdf").exists()


def test_dues_of_an_unknown_case_and_before_it_was_brought(ready):
    code, _, err = ready("dues", "99/2026", "--as-of", "2026-03-04T10:00")
    assert code == 1 and "No case 99/2026" in err
    code, _, err = ready("dues", "17/2026", "--as-of", "2026-02-04T10:00")
    assert code == 1 and "dues start from then" in err


# ------------------------------------------------------------------ the desktop

def test_no_command_starts_the_desktop(run, monkeypatch):
    calls = []
    fake = types.ModuleType("pound_desk.ui.app")
    fake.run_gui = lambda db_path, demo=False: calls.append((db_path, demo)) or 0
    monkeypatch.setitem(sys.modules, "pound_desk.ui.app", fake)
    assert main(["--db", str(run.db), "--demo"]) == 0
    assert main(["--db", str(run.db)]) == 0
    assert calls == [(run.db, True), (run.db, False)]


def test_a_command_runs_with_the_collector_on_the_desktop_starts_without(run, monkeypatch):
    # the entry point holds the cyclic collector off while the program loads
    # (pound_desk/__main__.py); a command turns it back on before it runs, the
    # desktop leaves it to its first paint (ui/app.py)
    import gc

    seen = {}
    fake = types.ModuleType("pound_desk.ui.app")
    fake.run_gui = lambda db_path, demo=False: seen.setdefault("desktop", gc.isenabled()) and 0
    monkeypatch.setitem(sys.modules, "pound_desk.ui.app", fake)
    try:
        gc.disable()
        assert main(["--db", str(run.db)]) == 0
        assert run("init", *POUND)[0] == 0
        seen["command"] = gc.isenabled()
    finally:
        gc.enable()
    assert seen == {"desktop": False, "command": True}


# ------------------------------------------------------------------ the real entry point

def test_python_m_pound_desk(home):
    env = {**os.environ, "POUND_DESK_HOME": str(home / "home"), "PYTHONIOENCODING": "utf-8"}
    db = str(home / "sub.sqlite3")

    def sub(*argv: str, user: str | None = None, stdin: str | None = None) -> subprocess.CompletedProcess:
        signing = ["--user", user, "--password-stdin"] if user else []
        return subprocess.run([sys.executable, "-m", "pound_desk", "--db", db, *signing, *argv],
                              input=PASSWORDS[user] + "\n" if user else stdin,
                              capture_output=True, text=True, encoding="utf-8", env=env, timeout=120)

    p = sub("init", *POUND, "--password-stdin", stdin=PASSWORDS["Asha"] + "\n")
    assert p.returncode == 0, p.stderr
    p = subprocess.run([sys.executable, "-m", "pound_desk", "--db", db, "init", *POUND], input="",
                       capture_output=True, text=True, encoding="utf-8", env=env, timeout=120)
    assert p.returncode == 1 and "already has a pound" in p.stderr
    p = sub("rates", "import", str(DATA / "rates.csv"))
    assert p.returncode == 1 and "sign in with --user NAME" in p.stderr
    p = sub("rates", "import", str(DATA / "rates.csv"), user="Asha")
    assert p.returncode == 0, p.stderr
    p = sub("register", "import", str(DATA / "register.csv"), user="Asha")
    assert p.returncode == 0, p.stderr
    p = sub("dues", "18/2026", "--as-of", "2026-03-04T08:00", "--json")
    assert p.returncode == 0 and json.loads(p.stdout)["total_paise"] == 42550
    p = sub("dues", "1/2026")
    assert p.returncode == 1 and "No case 1/2026" in p.stderr
    p = sub("dues")
    assert p.returncode == 2 and "usage:" in p.stderr


def test_commands_do_not_load_qt(home):
    """The command line and the layers it calls stay free of Qt (STYLE.md)."""
    db = home / "noqt.sqlite3"
    signed = ["--user", "Asha", "--password-stdin"]
    code = ("import io, sys\n"
            "from pound_desk.cli import main\n"
            f"sys.stdin = io.StringIO({PASSWORDS['Asha']!r} + '\\n')\n"
            f"assert main(['--db', {str(db)!r}, 'init', *{POUND!r}, '--password-stdin']) == 0\n"
            f"sys.stdin = io.StringIO({PASSWORDS['Asha']!r} + '\\n')\n"
            f"assert main(['--db', {str(db)!r}, *{signed!r}, 'rates', 'import', {str(DATA / 'rates.csv')!r}]) == 0\n"
            f"sys.stdin = io.StringIO({PASSWORDS['Asha']!r} + '\\n')\n"
            f"assert main(['--db', {str(db)!r}, *{signed!r}, 'register', 'import', "
            f"{str(DATA / 'register.csv')!r}]) == 0\n"
            f"assert main(['--db', {str(db)!r}, 'dues', '17/2026', '--as-of', '2026-03-04T10:00']) == 0\n"
            "qt = sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
            "assert not qt, qt\n")
    env = {**os.environ, "POUND_DESK_HOME": str(home / "home"), "PYTHONIOENCODING": "utf-8"}
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, encoding="utf-8",
                       env=env, timeout=120)
    assert p.returncode == 0, p.stderr


def test_a_command_starts_without_the_pdf_library(home):
    """Every command's start reads the whole parser, so its groups import no
    PDF library (reportlab) at their top: only a command that makes a PDF
    brings it, when it runs."""
    code = ("import sys\n"
            "from pound_desk.cli import parser\n"
            "parser.build_parser()\n"
            "assert 'pound_desk.cli.books' in sys.modules and 'pound_desk.cli.authority' in sys.modules\n"
            "pdf = sorted(m for m in sys.modules if m.split('.')[0] == 'reportlab')\n"
            "assert not pdf, pdf\n")
    env = {**os.environ, "POUND_DESK_HOME": str(home / "home"), "PYTHONIOENCODING": "utf-8"}
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, encoding="utf-8",
                       env=env, timeout=120)
    assert p.returncode == 0, p.stderr


def test_rates_export_writes_what_the_import_reads(ready, home):
    out_file = home / "shared-rates.csv"
    code, out, err = ready("rates", "export", str(out_file))
    assert code == 0, err
    lines = out_file.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "type,local_area,kind,amount,effective_from,reference"
    assert out.strip() == f"Wrote {len(lines) - 1} rate entries to {out_file}"
    # the same table imported again adds nothing
    code, out, err = ready("rates", "import", str(out_file))
    assert code == 0 and f"Imported 0 rate entries from {out_file}; {len(lines) - 1} already" in out


def test_register_search_lists_the_cases_found_newest_first(ready, monkeypatch):
    from pound_desk.services.case import register

    code, out, err = ready("register", "search", "2026", "--field", "case_no", user=None)   # reading: no sign-in
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "2 cases found:" and lines[1].split()[:2] == ["Case", "Brought"]
    assert [line.split()[0] for line in lines[2:]] == ["18/2026", "17/2026"]
    code, out, _ = ready("register", "search", "nobody at all", user=None)
    assert (code, out.strip()) == (0, "0 cases found.")
    monkeypatch.setattr(register, "COUNT_CAP", 1)
    code, out, _ = ready("register", "search", "2026", "--limit", "1", user=None)
    assert code == 0 and out.splitlines()[0] == "More than 1 cases found; the newest 1:"
    assert len(out.splitlines()) == 3

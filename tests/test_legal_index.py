"""The index of the rules in docs/LEGAL.md cannot drift: every numbered rule
and every default (Q1-Q20) of the rules Pound Desk enforces has a line, each
name on it exists (a rule decided by the Act's floor is named in
``pound_desk.law``), and a test is named for its section. The rules are kept
beside the repository (``../shared/rules.md``)."""
from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "rules.md"
LEGAL = ROOT / "docs" / "LEGAL.md"
HEADING = "## Every rule and where it is decided"
WHERE = {"law", "kept", "service"}


def rule_numbers(text: str) -> list[str]:
    """The numbered rules ("29. **[MUST] Barred purchasers …") and the
    defaults ("| Q11 | …") of rules.md, in their order."""
    numbered = re.findall(r"^(\d+)\. \*\*", text, re.M)
    defaults = re.findall(r"^\| (Q\d+) \|", text, re.M)
    return numbered + defaults


def index_rows(text: str) -> list[list[str]]:
    part = text[text.index(HEADING):]
    rows = []
    for line in part.splitlines()[1:]:
        if line.startswith("## "):
            break
        if line.startswith("| ") and not line.startswith("| rule "):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def names(cell: str) -> list[str]:
    return re.findall(r"`([^`]+)`", cell)


def resolve(dotted: str):
    """The object a dotted name stands for: the longest module that imports,
    then attributes (a class's method, a module's table)."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attr in parts[cut:]:
            obj = getattr(obj, attr)
        return obj
    raise ImportError(dotted)


def test_names() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "tests").rglob("*.py"):
        found.update(re.findall(r"^\s*def (test_\w+)\(", path.read_text(encoding="utf-8"), re.M))
    return found


test_names.__test__ = False    # a helper, not a test


@pytest.fixture(scope="module")
def rules_text() -> str:
    if not RULES.exists():
        pytest.skip(f"the rules are not beside the repository ({RULES} is absent)")
    return RULES.read_text(encoding="utf-8")


def test_the_index_parses_the_rules_numbered_and_the_defaults():
    sample = "2. **[MUST] Kinds**\n   3. not at the margin\n| Q1 | How | x |\n|---|\n| Q20 | Holidays |"
    assert rule_numbers(sample) == ["2", "Q1", "Q20"]


def test_every_rule_has_one_line_in_the_index(rules_text):
    rules = rule_numbers(rules_text)
    assert len(rules) == len(set(rules)) and "1" in rules and "Q20" in rules
    listed = [row[0] for row in index_rows(LEGAL.read_text(encoding="utf-8"))]
    assert sorted(set(rules) - set(listed)) == [], "rules with no line in docs/LEGAL.md"
    assert sorted(set(listed) - set(rules)) == [], "lines in docs/LEGAL.md for no rule"
    assert len(listed) == len(set(listed)), "a rule with two lines"


def test_each_rule_is_decided_where_its_line_says(rules_text):
    wrong = []
    for rule, _section, where, deciders, _tests in index_rows(LEGAL.read_text(encoding="utf-8")):
        if where not in WHERE or not names(deciders):
            wrong.append(f"{rule}: say law, kept or service, and name where")
        for name in names(deciders):
            if where == "law" and not name.startswith("pound_desk.law."):
                wrong.append(f"{rule}: {name} is not in pound_desk.law")
            try:
                resolve(name)
            except (ImportError, AttributeError):
                wrong.append(f"{rule}: {name} does not exist")
    assert wrong == []


def test_each_rule_has_tests_named_for_its_section(rules_text):
    have = test_names()
    wrong = []
    for rule, _section, _where, _deciders, tests in index_rows(LEGAL.read_text(encoding="utf-8")):
        if not names(tests):
            wrong.append(f"{rule}: no test named")
        for prefix in names(tests):
            if not any(t == prefix or t.startswith(prefix + "_") for t in have):
                wrong.append(f"{rule}: no test is named {prefix}…")
    assert wrong == []

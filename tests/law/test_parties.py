"""Who may act for cattle (ss. 12, 14, 15(5), 17, 18(2), 20): one table each,
kept in law/ and used by every service and document that names them."""
from __future__ import annotations

import ast
from pathlib import Path

from pound_desk.law import parties
from pound_desk.services.case import releases
from pound_desk.services.disposal import settlements, unclaimed
from pound_desk.services.disputes import complaints, release_orders

PACKAGE = Path(__file__).resolve().parents[2] / "pound_desk"


def test_parties_on_paper_is_malayalam_then_english_mid_sentence():
    assert parties.on_paper(parties.OWNER_OR_AGENT, "agent") == ("ഉടമയുടെ പ്രതിനിധി", "owner's agent")
    assert parties.on_paper(parties.ORDER_TAKERS, "officer") == (
        "അധികാരിയുടെയോ കോടതിയുടെയോ ഉദ്യോഗസ്ഥൻ", "officer of the authority or court")
    assert parties.on_paper(parties.COMPLAINANTS, "agent")[1] == "agent who knows the facts"


def test_parties_an_unknown_code_is_printed_as_stored():
    assert parties.on_paper(parties.OWNER_OR_AGENT, "uncle") == ("", "uncle")


def test_parties_an_order_may_be_taken_by_the_owner_or_agent_too():
    assert parties.OWNER_OR_AGENT.items() <= parties.ORDER_TAKERS.items()
    assert set(parties.COMPLAINANTS) == set(parties.OWNER_OR_AGENT)


def test_parties_the_services_use_the_laws_tables():
    assert releases.CAPACITIES is parties.OWNER_OR_AGENT
    assert settlements.CAPACITIES is parties.OWNER_OR_AGENT
    assert unclaimed.REFUSAL_CAPACITIES is parties.OWNER_OR_AGENT
    assert complaints.CAPACITIES is parties.COMPLAINANTS
    assert release_orders.CAPACITIES is parties.ORDER_TAKERS


def _owner_agent_tables(source: str) -> list[int]:
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Dict):
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
            if {"owner", "agent"} <= keys:
                lines.append(node.lineno)
    return lines


def test_parties_no_module_outside_law_defines_the_table_again():
    law = PACKAGE / "law"
    again = {p.relative_to(PACKAGE).as_posix(): lines for p in sorted(PACKAGE.rglob("*.py"))
             if law not in p.parents and (lines := _owner_agent_tables(p.read_text(encoding="utf-8")))}
    assert again == {}


def test_parties_the_scan_finds_a_table():
    source = 'X = 1\nCAPACITY = {"owner": ("ഉടമ", "owner"),\n            "agent": ("ഉടമയുടെ പ്രതിനിധി", "agent")}\n'
    assert _owner_agent_tables(source) == [2]



def test_q15_contested_cattle_leave_only_on_a_written_order():
    from pound_desk.law import bases
    assert [b for b in bases.ALLOWED if bases.may_leave_while_contested(b)] == [bases.S18_2]

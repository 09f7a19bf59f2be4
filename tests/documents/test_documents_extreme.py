"""Every accepted record prints (hypothesis): records made of extreme but
accepted values — the longest names and places in both scripts, long words
that do not break, many heads, every kind, zero and huge amounts — and each
kind of document made from them. A value too long to print is refused when
it is typed (law/limits.py), never found out when the receipt is made."""
from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from record_helpers import FINE_REF

from pound_desk.law.kinds import ACT_KINDS as KINDS
from pound_desk.law.limits import LIMITS
from pound_desk.law.money import Money
from pound_desk.law.rates import RateEntry, RateType
from pound_desk.law.seizure import MAX_TEXT, HeadDraft, SeizureDraft
from pound_desk.services import case_history, returns
from pound_desk.services.books import accounts
from pound_desk.services.case import documents, releases, seizures
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.disposal import unclaimed
from pound_desk.services.office import rates

BROUGHT = datetime(2026, 3, 2, 9, 0)


def longest(kind: str, script: str, unbroken: bool) -> str:
    most = LIMITS.get(kind, MAX_TEXT)
    word = "നെടുമങ്ങാട്" if script == "ml" else "Nedumangad"
    text = (word * most if unbroken else (word + " ") * most)[:most]
    return text.strip() or word


texts = st.builds(longest, st.sampled_from(["name", "residence", "evidence"]), st.sampled_from(["en", "ml"]),
                  st.booleans())


def _every_kind_fined():
    start = date(2021, 1, 1)
    rates.add([RateEntry(RateType.FINE, "Nedumangad", k.code, Money.of_rupees(99_99_999), start, FINE_REF)
               for k in KINDS] +
              [RateEntry(RateType.FEEDING, "Nedumangad", k.code, Money.of_rupees(9_999), start, FINE_REF)
               for k in KINDS])


# a handful of examples: each makes every document of a case of up to 40 heads (seconds each)
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=texts, place=texts, heads=st.sampled_from([2, 40]), script=st.sampled_from(["en", "ml"]))
@example(name=longest("name", "ml", True), place=longest("residence", "ml", True), heads=40, script="ml")
def test_every_document_is_made_from_extreme_accepted_values(pound, tmp_path, name, place, heads, script):
    from pound_desk.models import DB

    with DB.atomic() as txn:
        try:
            _every_kind_fined()
        except Invalid:
            pass
        kinds = [KINDS[i % len(KINDS)].code for i in range(heads)]
        words = longest("residence", script, True)[:MAX_TEXT]
        draft = SeizureDraft(
            brought_at=BROUGHT, seized_at=BROUGHT - timedelta(hours=1), seized_place=place[:MAX_TEXT],
            local_area="Nedumangad", basis="s9", seizer_name=name[:MAX_TEXT], seizer_residence=words,
            seizer_capacity="cultivator", owner_name=name[:MAX_TEXT], owner_residence=words,
            police_aid=words,
            heads=[HeadDraft(k, "unknown", words[:60], words, "") for k in kinds])
        case = seizures.register(draft, now=BROUGHT, without_fine_scale=True)
        documents.print_seizer_copy(case.case_no)
        at = BROUGHT + timedelta(days=3)
        receipt = releases.release_on_payment(case.case_no, at, name[:LIMITS["name"]], Money.of_rupees(99_99_99_99_999),
                                              claimant_residence=place[:LIMITS["residence"]],
                                              evidence=place[:LIMITS["evidence"]], claimant_capacity="agent",
                                              head_seqs=[1], now=at)
        documents.print_receipt(receipt.number)
        documents.print_register(date(2026, 3, 1), date(2026, 3, 31))
        case_history.print_case_history(case.case_no)
        accounts.print_cash_book(date(2026, 3, 1), date(2026, 3, 31))
        for days in range(7, 12):
            if unclaimed.due_for_report((BROUGHT + timedelta(days=days)).date()):
                unclaimed.make_report(now=BROUGHT + timedelta(days=days, hours=2))
                break
        else:
            raise AssertionError("the unclaimed report never fell due")
        returns.build("2026-03", now=datetime(2026, 4, 2, 10, 0))
        txn.rollback()


@pytest.mark.parametrize("field,kind", [("claimant_name", "name"), ("claimant_residence", "residence"),
                                        ("evidence", "evidence")])
def test_a_value_too_long_to_print_is_refused_beside_its_field(pound, field, kind):
    from record_helpers import seize

    case = seize(BROUGHT)
    values = dict(claimant_name="Rajan", claimant_residence="", evidence="")
    values[field] = "x" * (LIMITS[kind] + 1)
    with pytest.raises(Invalid) as e:
        releases.release_on_payment(case.case_no, BROUGHT + timedelta(hours=3), values["claimant_name"],
                                    Money.of_rupees(1000), claimant_residence=values["claimant_residence"],
                                    evidence=values["evidence"], now=BROUGHT + timedelta(hours=3))
    assert [p.field for p in e.value.problems] == [field]
    assert str(LIMITS[kind]) in e.value.problems[0].message

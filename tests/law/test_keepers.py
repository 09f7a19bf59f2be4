"""s. 5: who is pound-keeper on a day, and whether he may make entries,
from the local authority's orders."""
from __future__ import annotations

from datetime import date

from pound_desk.law import keepers
from pound_desk.law.keepers import KeeperOrder

ORDERS = [KeeperOrder("Raghu", "appointed", date(2026, 1, 1), "LA/1"),
          KeeperOrder("Raghu", "suspended", date(2026, 3, 1), "LA/2"),
          KeeperOrder("Raghu", "reinstated", date(2026, 3, 10), "LA/3"),
          KeeperOrder("Raghu", "removed", date(2026, 4, 1), "LA/4")]


def test_s5_1_the_keeper_named_at_set_up_acts_until_an_order_is_recorded():
    s = keepers.standing([], date(2026, 1, 1), "Anil")
    assert (s.name, s.state, s.may_act) == ("Anil", "in_office", True)


def test_s5_1_before_the_first_order_recorded_there_is_no_keeper():
    s = keepers.standing(ORDERS, date(2025, 12, 31), "Anil")
    assert (s.state, s.may_act) == ("none", False)


def test_s5_3_a_suspended_or_removed_keeper_makes_no_entry():
    by_day = {day: keepers.standing(ORDERS, day, "Anil") for day in
              (date(2026, 2, 28), date(2026, 3, 1), date(2026, 3, 10), date(2026, 4, 1))}
    assert [(s.state, s.may_act) for s in by_day.values()] == [
        ("in_office", True), ("suspended", False), ("in_office", True), ("removed", False)]
    assert by_day[date(2026, 3, 1)].reference == "LA/2"


def test_s5_3_only_the_keeper_in_charge_is_suspended_or_reinstated():
    s = keepers.standing(ORDERS, date(2026, 2, 1), "Anil")
    assert keepers.order_problems(s, "raghu", "suspended", date(2026, 2, 1)) == []
    assert [p.field for p in keepers.order_problems(s, "Kuttan", "suspended", date(2026, 2, 1))] == ["name"]
    assert [p.field for p in keepers.order_problems(s, "Raghu", "reinstated", date(2026, 2, 1))] == ["event"]
    assert [p.field for p in keepers.order_problems(s, "Raghu", "appointed", date(2026, 2, 1))] == ["name"]
    assert keepers.order_problems(keepers.NO_KEEPER, "Kuttan", "appointed", date(2026, 2, 1)) == []

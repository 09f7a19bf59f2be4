"""Money read from the integer-paise columns: an accessor beside each
column, never a field, so the tables, their migrations and the chain's
hashes (taken in SQL from the stored integers) stay as they were."""
from __future__ import annotations

from datetime import date

import peewee as pw
import pytest

from pound_desk.law.money import Money
from pound_desk.models import base
from pound_desk.models.disputes import PenaltyFine
from pound_desk.models.tables import ALL_MODELS


def accessors():
    for model in ALL_MODELS:
        for name, value in vars(model).items():
            if isinstance(value, base.MoneyOf):
                yield model, name, value


def test_each_accessor_reads_an_integer_paise_column_and_is_no_column_itself():
    found = list(accessors())
    assert len(found) >= 10
    for model, name, acc in found:
        fields = model._meta.fields
        assert name not in fields, f"{model.__name__}.{name} would be a column"
        assert acc.column.endswith("_paise") and isinstance(fields[acc.column], pw.IntegerField), (model, name)
        assert not isinstance(fields[acc.column], base.MoneyOf)


def test_a_row_hands_out_money_and_stores_paise(pound, db):
    fine = PenaltyFine.create(section="s27", offender="The keeper", amount_paise=4050, court="JFCM",
                              order_ref="C.C. 1/2026", imposed_on=date(2026, 3, 9))
    again = PenaltyFine.get_by_id(fine.id)
    assert again.amount == Money(4050) and again.amount_paise == 4050
    stored = db.execute_sql("SELECT amount_paise, typeof(amount_paise) FROM penalty_fine WHERE id = ?",
                            (fine.id,)).fetchone()
    assert stored == (4050, "integer")
    with pytest.raises(AttributeError):
        again.amount = Money(1)       # read only: writes go to the column
    assert isinstance(PenaltyFine.amount, base.MoneyOf)

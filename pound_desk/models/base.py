"""The late-bound database and the base classes of every table."""
from __future__ import annotations

import peewee as pw

from pound_desk.language import translate
from pound_desk.law.money import Money

# Bound by open_database(); tests hand in a temporary file (as Vorta does).
DB = pw.DatabaseProxy()


class RecordIsFinal(Exception):
    """A document of record cannot be changed or deleted; amend it instead."""


class MoneyOf:
    """A row's integer-paise column read as ``Money``. Not a field: the column
    stays a plain integer, so the schema, the migrations and the chain (which
    hashes the stored values in SQL) are untouched; writes still go to the
    ``*_paise`` column."""

    def __init__(self, column: str):
        self.column = column

    def __get__(self, row, owner=None):
        if row is None:
            return self
        paise = getattr(row, self.column)
        return None if paise is None else Money(paise)

    def __set__(self, row, value):
        # a record's amount is written once, in paise, when it is created
        raise AttributeError(f"{self.column} is written in paise; the Money beside it is read only")


class BaseModel(pw.Model):
    class Meta:
        database = DB
        legacy_table_names = False


class RecordModel(BaseModel):
    """A document of record: inserted once, never updated or deleted.

    The same rule is enforced by triggers in the database (see migrations),
    so that it holds for any program that opens the file.
    """

    def save(self, *args, **kwargs):
        if self._pk is not None and not kwargs.get("force_insert"):
            raise RecordIsFinal(translate("base", "{record} is a document of record; amend it instead")
                                .format(record=type(self).__name__))
        return super().save(*args, **kwargs)

    def delete_instance(self, *args, **kwargs):
        raise RecordIsFinal(translate("base", "{record} is a document of record and is never deleted")
                            .format(record=type(self).__name__))

    @classmethod
    def update(cls, *args, **kwargs):
        raise RecordIsFinal(translate("base", "{record} is a document of record; amend it instead")
                            .format(record=cls.__name__))

    @classmethod
    def delete(cls, *args, **kwargs):
        raise RecordIsFinal(translate("base", "{record} is a document of record and is never deleted")
                            .format(record=cls.__name__))

"""data.json, the machine-readable return, read into the return's schema
(``returns/schema.py``) and written from it.

``read_return`` takes any data.json the program ever wrote (a section or
field added since reads as absent) and refuses one not of its shape with
``SchemaError``, naming what is wrong: the totals every return carries
first, then the open cases, then any field of the wrong type. ``write_return``
gives the exact bytes the pound signs, the same as before the schema
existed, so bundles already signed still verify. Standard library only."""
from __future__ import annotations

import functools
import json
import types
import typing
from dataclasses import MISSING, fields, is_dataclass

from pound_desk.language import translate
from pound_desk.returns.schema import SCHEMA_VERSION, SHARED_TOTALS, TOTAL_KEYS, MonthlyReturn

MAX_FIGURE = 10 ** 15      # paise or heads: far above any pound's, far below what breaks a column
MAX_HEADS_HELD = 100_000   # heads one open case may hold


class SchemaError(ValueError):
    """A data.json not of the return's shape: ``reason`` for a person (in the
    language on screen), ``code`` for a program (unreadable, totals, open_case,
    version, records) and ``where`` the field it concerns."""

    def __init__(self, reason: str, code: str = "records", where: str = ""):
        super().__init__(reason)
        self.reason, self.code, self.where = reason, code, where

    def on_screen(self) -> str:
        return self.reason


def _key(f) -> str:
    return f.metadata.get("key", f.name)


def as_json(value):
    """A record (or any part of one) as plain JSON values."""
    if hasattr(value, "as_json"):
        return value.as_json()
    if is_dataclass(value):
        return {_key(f): as_json(getattr(value, f.name)) for f in fields(value)
                if not (f.metadata.get("omit") and getattr(value, f.name) is None)}
    if isinstance(value, (tuple, list)):
        return [as_json(v) for v in value]
    if isinstance(value, dict):
        return {k: as_json(v) for k, v in value.items()}
    return value


def write_return(data: MonthlyReturn) -> bytes:
    """The bytes of data.json: sorted keys, one space of indent, UTF-8."""
    return (json.dumps(as_json(data), ensure_ascii=False, indent=1, sort_keys=True) + "\n").encode("utf-8")


# ---- reading --------------------------------------------------------------------

def _unreadable(where: str) -> SchemaError:
    return SchemaError(translate("imports", "the return's records cannot be read: {what}").format(what=where),
                       "records", where)


@functools.cache
def _plan(cls) -> tuple[tuple[str, str, object, bool], ...]:
    """(attribute, key, type, required) of each field of ``cls``: worked out
    once, as a year's import reads thousands of returns."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, _key(f), hints[f.name], f.default is MISSING and f.default_factory is MISSING)
                 for f in fields(cls))


def _value(kind, value, where: str):
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(kind)
        if value is None and type(None) in options:
            return None
        kind = next(k for k in options if k is not type(None))
        origin = typing.get_origin(kind)
    if kind is object:
        return value
    if kind is bool:
        if type(value) is not bool:
            raise _unreadable(where)
        return value
    if kind is int:
        if type(value) is not int:
            raise _unreadable(where)
        return value
    if kind is str:
        if not isinstance(value, str):
            raise _unreadable(where)
        return value
    if origin is tuple:
        if not isinstance(value, list):
            raise _unreadable(where)
        item = typing.get_args(kind)[0]
        return tuple(_value(item, v, f"{where}[{i}]") for i, v in enumerate(value))
    if origin is dict:
        if not isinstance(value, dict):
            raise _unreadable(where)
        return {str(k): _value(typing.get_args(kind)[1], v, f"{where}.{k}") for k, v in value.items()}
    if is_dataclass(kind):
        return _record(kind, value, where)
    raise TypeError(f"the schema has no reader for {kind!r}")   # a mistake in this module, not in a return


def _record(cls, value, where: str):
    if not isinstance(value, dict):
        raise _unreadable(where)
    found = {}
    for name, key, kind, required in _plan(cls):
        if key not in value:
            if required:
                raise _unreadable(f"{where}.{key}" if where else key)
            continue
        found[name] = _value(kind, value[key], f"{where}.{key}" if where else key)
    return cls(**found)


def _check_totals(data: dict) -> None:
    """The totals every return carries, each a whole number of zero or more:
    refused with the names of those missing or wrong (a check, not an
    assertion: it holds however the program is run)."""
    totals = data.get("totals")
    if not isinstance(totals, dict):
        raise SchemaError(translate("imports", "data.json has no totals"), "totals", "totals")
    missing = [k for k in SHARED_TOTALS if k not in totals]
    if missing:
        raise SchemaError(translate("imports", "data.json's totals lack {names}").format(names=", ".join(missing)),
                          "totals", "totals")
    bad = [k for k in SHARED_TOTALS if type(totals[k]) is not int or not 0 <= totals[k] <= MAX_FIGURE]
    bad += [k for k in TOTAL_KEYS if k not in SHARED_TOTALS and k in totals and type(totals[k]) is not int]
    if bad:
        raise SchemaError(translate("imports", "data.json's totals are not whole numbers of zero or more: {names}")
                          .format(names=", ".join(bad)), "totals", "totals")


def _check_open_cases(data: dict) -> None:
    rows = data.get("open_cases", [])
    if not isinstance(rows, list):
        raise SchemaError(translate("imports", "data.json's open_cases is not a list"), "open_case", "open_cases")
    for i, row in enumerate(rows):
        heads = row.get("heads_held") if isinstance(row, dict) else None
        dues = row.get("dues_paise") if isinstance(row, dict) else None
        if (type(heads) is not int or type(dues) is not int or not 0 <= heads <= MAX_HEADS_HELD
                or not 0 <= dues <= MAX_FIGURE or not isinstance(row.get("case_no"), str)
                or not isinstance(row.get("overdue", []), list)):
            raise SchemaError(translate("imports", "data.json's open case {n} is incomplete").format(n=i + 1),
                              "open_case", f"open_cases[{i}]")


def read_return(raw: bytes | str | dict) -> MonthlyReturn:
    """The return ``raw`` (data.json's bytes, or its JSON already parsed),
    or ``SchemaError`` saying what is wrong with it."""
    if isinstance(raw, dict):
        data = raw
    else:
        try:
            data = json.loads(raw.decode("utf-8") if isinstance(raw, (bytes, bytearray)) else raw)
        except (UnicodeDecodeError, ValueError):
            data = None
        if not isinstance(data, dict):
            raise SchemaError(translate("imports", "data.json cannot be read (not UTF-8 JSON)"), "unreadable")
    version = data.get("format_version", SCHEMA_VERSION)
    if type(version) is not int or not 1 <= version <= SCHEMA_VERSION:
        raise SchemaError(translate("bundle", "Unknown format version {version}: this program reads "
                                              "version {known} (a newer Pound Desk may read it)")
                          .format(version=repr(version)[:20], known=SCHEMA_VERSION), "version", "format_version")
    _check_totals(data)
    _check_open_cases(data)
    return _record(MonthlyReturn, data, "")

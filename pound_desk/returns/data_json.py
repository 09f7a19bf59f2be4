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


class _Wrong(Exception):
    """A value not of its type; ``path`` gathers where it is as it rises."""

    def __init__(self, step: str = ""):
        super().__init__()
        self.path = [step] if step else []


def _scalar(kind: type):
    exact = kind in (int, bool)   # True is no count of heads, nor 1 a yes

    def read(value):
        if (type(value) is not kind) if exact else not isinstance(value, kind):
            raise _Wrong()
        return value
    return read


def _optional(inner):
    def read(value):
        return None if value is None else inner(value)
    return read


def _tuple(item):
    def read(value):
        if not isinstance(value, list):
            raise _Wrong()
        out = []
        for i, v in enumerate(value):
            try:
                out.append(item(v))
            except _Wrong as exc:
                exc.path.insert(0, f"[{i}]")
                raise
        return tuple(out)
    return read


def _dict(item):
    def read(value):
        if not isinstance(value, dict):
            raise _Wrong()
        out = {}
        for k, v in value.items():
            try:
                out[str(k)] = item(v)
            except _Wrong as exc:
                exc.path.insert(0, f".{k}")
                raise
        return out
    return read


def _record(cls):
    hints = typing.get_type_hints(cls)
    plan = [(f.name, _key(f), _reader(hints[f.name]), f.default is MISSING and f.default_factory is MISSING)
            for f in fields(cls)]

    def read(value):
        if not isinstance(value, dict):
            raise _Wrong()
        found = {}
        for name, key, item, required in plan:
            if key in value:
                try:
                    found[name] = item(value[key])
                except _Wrong as exc:
                    exc.path.insert(0, f".{key}")
                    raise
            elif required:
                raise _Wrong(f".{key}")
        return cls(**found)
    return read


@functools.cache
def _reader(kind):
    """The function that reads a value of ``kind`` (a type of the schema),
    made once for each type: a year's import reads thousands of returns."""
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        (inner,) = [k for k in typing.get_args(kind) if k is not type(None)]
        return _optional(_reader(inner))
    if kind is object:
        return lambda value: value
    if kind in (bool, int, str):
        return _scalar(kind)
    if origin is tuple:
        return _tuple(_reader(typing.get_args(kind)[0]))
    if origin is dict:
        return _dict(_reader(typing.get_args(kind)[1]))
    if is_dataclass(kind):
        return _record(kind)
    raise TypeError(f"the schema has no reader for {kind!r}")   # a mistake in this module, not in a return


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
    try:
        return _reader(MonthlyReturn)(data)
    except _Wrong as exc:
        raise _unreadable("".join(exc.path).lstrip(".")) from None

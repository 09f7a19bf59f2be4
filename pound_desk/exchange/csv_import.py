"""CSV imports: the rate tables (ss. 4, 11) and an earlier register (s. 7).

A file is checked whole before anything is written. Every bad line is
reported at once, numbered as a spreadsheet numbers it (the header is line
1), and a refused file imports nothing. Reading and checking are separate
from writing (``parse_rates``, ``parse_register``), so the desktop can show
a file's problems before the keeper imports it.

Problems are ``services.errors.Invalid`` with ``Problem(field="line.N",
message="Line N: ...")``, or ``field="file"`` for the file as a whole.

The rooms: ``csv_reading`` reads a file's table and the values in its
cells, ``rates_csv`` a rate table, ``register_csv`` an earlier register;
what the desk and the command line call is named here.

What a file may hold:

- UTF-8, with or without the byte-order mark spreadsheets add; blank lines
  (and rows of empty cells) are skipped; values may be in Malayalam.
- A line break inside a cell is read as a space.
- Column names in any order and any case (``Case No`` is ``case_no``); a
  missing, unknown or repeated column refuses the file.
- Optional register columns: ``seizer_capacity``, ``police_aid``, and
  ``released_at`` with ``released_to`` for a case the earlier register shows
  as released (carried over as such; no receipt is issued for it here).
- Kinds of cattle by their s. 2(1) code, English or Malayalam name, in any
  case. A local area spelt like a known one but for case is taken as it.
"""
from __future__ import annotations

from pound_desk.exchange.csv_reading import parse_money
from pound_desk.exchange.rates_csv import RATE_COLUMNS, ParsedRates, RatesImported, import_rates, parse_rates
from pound_desk.exchange.register_csv import (
    REGISTER_COLUMNS,
    REGISTER_OPTIONAL,
    ParsedCase,
    import_register,
    parse_register,
)

__all__ = ["RATE_COLUMNS", "REGISTER_COLUMNS", "REGISTER_OPTIONAL", "ParsedCase", "ParsedRates", "RatesImported",
           "import_rates", "import_register", "parse_money", "parse_rates", "parse_register"]

"""What every command shares: the program's name, the refusal a command
raises before it reaches a service, the global options, the parser that
says a usage error on one line, and the output helpers.

Kept light (no service beyond its errors, no document): the desk's start
imports it to read the global options (see ``main``).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Callable

import pound_desk
from pound_desk import paths
from pound_desk.services.desk.errors import Invalid

PROG = "pound-desk"


class Refused(Exception):
    """A command refused before it reached a service; ``str()`` says why."""


# ------------------------------------------------------------------ the parser

class Parser(argparse.ArgumentParser):
    """A usage error on one line: what is wrong, then the usage."""

    def error(self, message: str):
        usage = " ".join(self.format_usage().split())
        self.exit(2, f"{self.prog}: error: {message}; {usage}\n")


def add_global_options(parser: argparse.ArgumentParser, version_action: str = "version") -> None:
    """The options before a command: the same for the full parser and the
    desk's light one (which gives ``version_action="store_true"``: --version
    is then only noticed, and the full parser prints it)."""
    if version_action == "version":
        parser.add_argument("--version", action="version", version=f"%(prog)s {pound_desk.__version__}")
    else:
        parser.add_argument("--version", action=version_action)
    parser.add_argument("--db", metavar="PATH", type=Path, default=None,
                        help=f"the pound's database (default: {paths.default_db()}; "
                             "POUND_DESK_HOME moves the default folder)")
    parser.add_argument("--demo", action="store_true",
                        help="open the desktop on a demo pound (for trying it out; never a register "
                             "that has users)")
    parser.add_argument("--user", metavar="NAME", default=None,
                        help="sign in as NAME: every command that writes, prints or exports needs it "
                             "(the password is asked on the terminal)")
    parser.add_argument("--password-stdin", dest="signin_password_stdin", action="store_true",
                        help="read the password of --user as the first line of standard input "
                             "(for scripts; a command that also reads a new password reads it next)")
    parser.add_argument("--self-test", action="store_true",
                        help="check this installation headless: a window offscreen, a seizure and a "
                             "receipt PDF in a temporary folder (the pound's data is not touched); "
                             "exit code 0 when it works")


# ------------------------------------------------------------------ output

def out(text: str = "") -> None:
    print(text, file=sys.stdout)


def err(text: str) -> None:
    print(text, file=sys.stderr)


def problems(found, heading: str | None = None) -> None:
    if heading:
        err(f"{PROG}: {heading}")
    for p in found:
        err(p.message if heading else f"{PROG}: {p.message}")


def safe_streams() -> None:
    """A console that cannot show ₹ or Malayalam gets '?' rather than a crash;
    text that is not text (bytes that were not UTF-8) is shown escaped."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
        if hasattr(stream, "reconfigure"):
            try:
                stream.reconfigure(errors="backslashreplace" if encoding in ("utf8", "utf8sig") else "replace")
            except (ValueError, OSError):  # pragma: no cover - a stream that will not change
                pass


def table(rows: list[list[str]], right: set[int]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  ".join(c.rjust(w) if i in right else c.ljust(w)
                      for i, (c, w) in enumerate(zip(row, widths))).rstrip()
            for row in rows]


def printed(path: Path) -> int:
    out(f"Wrote {path}")
    return 0


def copy_out(kept: Path, to: Path | None) -> Path:
    """The kept PDF, and a copy at ``to`` when one is asked for."""
    if to is None:
        return kept
    to.parent.mkdir(parents=True, exist_ok=True)
    to.write_bytes(kept.read_bytes())
    return to


# ------------------------------------------------------------------ files

def check_output(path: object, flag: str) -> None:
    """A file or folder to write, refused before anything is made when it
    cannot be one: nothing is kept or logged for a copy that fails.
    ``flag`` is the option's name ("out"), or the argument's ("FILE")."""
    if not isinstance(path, Path):
        return
    text = str(path)
    flag = flag if flag.isupper() else f"--{flag}"
    if not text.strip():
        raise Refused(f"{flag}: give a file or folder name")
    for part in path.parts:
        if len(os.fsencode(part)) > 255:
            raise Refused(f"{flag}: a name in the path is too long (at most 255 bytes each)")
    if len(os.fsencode(text)) > 4000:
        raise Refused(f"{flag}: the path is too long")
    if flag != "--to" and path.is_dir():
        raise Refused(f"{flag} {text}: that is a folder; give a file name")
    parent = path.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    if parent.exists() and not parent.is_dir():
        raise Refused(f"{flag} {text}: {parent} is a file, not a folder")


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except IsADirectoryError:
        raise Refused(f"{path} is a folder, not a CSV file") from None
    except OSError as e:
        raise Refused(f"Cannot read {path}: {e.strerror or e}") from None


def import_csv(path: Path, run: Callable[[bytes], str]) -> int:
    """Read a CSV file and import it with ``run``: its summary, or every
    problem numbered under one heading (nothing imported)."""
    data = _read(path)
    try:
        out(run(data))
    except Invalid as e:
        n = len(e.problems)
        problems(e.problems, f"{path} refused; nothing was imported "
                             f"({n} problem{'s' if n != 1 else ''}):")
        return 1
    return 0

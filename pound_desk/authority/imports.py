"""Importing returns (s. 6) from signed bundles: one file, or every
``*.pdreturn`` in a folder.

Each bundle is verified (``returns.bundle.read_bundle``) and must come from
a registered pound (its key's fingerprint), then is imported in one
transaction under the sequence rules (docs/RETURNS.md):

* a pound's first return may have any sequence; after that a new period must
  have the last imported sequence + 1 ("out of sequence: expected N");
* a correction has the same period and sequence and a higher revision; it
  supersedes the latest revision before it, and both are kept;
* the same period, revision and manifest again changes nothing ("already
  imported"); the same period and revision with other content is refused.

A folder import goes on past a refused file and reports each file's outcome."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Callable, Iterable

import peewee as pw

from pound_desk.authority.database import locks_rows, transaction
from pound_desk.authority.models import (TOTAL_KEYS, ImportedReturn, RegisteredPound,
                                         ReturnOpenCase, ReturnTotals)
from pound_desk.returns.bundle import SUFFIX, Bundle, BundleError, read_bundle

IMPORTED, CORRECTION, ALREADY, REFUSED = "imported", "correction", "already", "refused"


@dataclass(frozen=True)
class Outcome:
    file: str
    status: str                 # imported, correction, already, refused
    message: str                # English / Malayalam, for a person
    pound: str = ""
    period: str = ""
    revision: int | None = None

    @property
    def ok(self) -> bool:
        return self.status != REFUSED


class Refused(Exception):
    def __init__(self, english: str, malayalam: str):
        super().__init__(f"{english} / {malayalam}")


def _totals(data: dict) -> dict[str, int]:
    totals = data.get("totals")
    if not isinstance(totals, dict):
        raise Refused("data.json has no totals", "data.json-ൽ ആകെത്തുകകൾ ഇല്ല")
    missing = [k for k in TOTAL_KEYS if k not in totals]
    if missing:
        raise Refused(f"data.json's totals lack {', '.join(missing)}",
                      f"data.json-ലെ ആകെത്തുകകളിൽ {', '.join(missing)} ഇല്ല")
    bad = [k for k in TOTAL_KEYS if type(totals[k]) is not int or totals[k] < 0]
    if bad:
        raise Refused(f"data.json's totals are not whole numbers of zero or more: {', '.join(bad)}",
                      f"data.json-ലെ ആകെത്തുകകൾ പൂർണ്ണസംഖ്യകളല്ല: {', '.join(bad)}")
    return {k: totals[k] for k in TOTAL_KEYS}


def _open_cases(data: dict) -> list[dict]:
    rows = data.get("open_cases", [])
    out = []
    if not isinstance(rows, list):
        raise Refused("data.json's open_cases is not a list", "data.json-ലെ open_cases ഒരു പട്ടികയല്ല")
    for i, row in enumerate(rows):
        try:
            overdue = row.get("overdue") or []
            out.append({"case_no": str(row["case_no"]), "heads_held": int(row["heads_held"]),
                        "dues_paise": int(row["dues_paise"]),
                        "overdue": ",".join(str(c) for c in overdue)})
        except (KeyError, TypeError, ValueError, AttributeError):
            raise Refused(f"data.json's open case {i + 1} is incomplete",
                          f"data.json-ലെ {i + 1}-ാം തുറന്ന കേസ് അപൂർണ്ണമാണ്") from None
    return out


def _made_at(text) -> datetime:
    try:
        value = datetime.fromisoformat(str(text))
    except ValueError:
        raise Refused(f"the manifest's made_at {text!r} is not a time", "നിർമ്മിച്ച സമയം തെറ്റാണ്") from None
    return value.replace(tzinfo=None) if value.tzinfo else value


def _store(bundle: Bundle, pound: RegisteredPound, name: str, now: datetime) -> Outcome:
    m = bundle.manifest
    period, revision, sequence = bundle.period, bundle.revision, bundle.sequence
    try:
        data = json.loads(bundle.files["data.json"].decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError
    except (UnicodeDecodeError, ValueError):
        raise Refused("data.json cannot be read (not UTF-8 JSON)", "data.json വായിക്കാനാവുന്നില്ല") from None
    totals, open_cases = _totals(data), _open_cases(data)
    made_at = _made_at(m.get("made_at"))
    label = f"{pound.name}, {period} r{revision}"

    def outcome(status: str, english: str, malayalam: str) -> Outcome:
        return Outcome(name, status, f"{english} / {malayalam}", pound.name, period, revision)

    with transaction():
        if locks_rows():  # two imports of one pound at once wait for each other
            RegisteredPound.select().where(RegisteredPound.id == pound.id).for_update().get()
        same = ImportedReturn.get_or_none((ImportedReturn.pound == pound) & (ImportedReturn.period == period)
                                          & (ImportedReturn.revision == revision))
        if same is not None:
            if same.manifest_sha256 == bundle.manifest_sha256:
                return outcome(ALREADY, f"already imported: {label} (nothing changed)",
                               f"ഇതിനകം ഇറക്കുമതി ചെയ്തതാണ്: {label} (ഒന്നും മാറിയില്ല)")
            raise Refused(f"{label} was already imported with other content: a correction needs a "
                          "higher revision",
                          f"{label} മറ്റൊരു ഉള്ളടക്കത്തോടെ ഇതിനകം ഇറക്കുമതി ചെയ്തു: തിരുത്തലിന് "
                          "ഉയർന്ന റിവിഷൻ വേണം")
        earlier = (ImportedReturn.select().where((ImportedReturn.pound == pound)
                                                 & (ImportedReturn.period == period))
                   .order_by(ImportedReturn.revision.desc()).first())
        if earlier is not None:
            if sequence != earlier.sequence:
                raise Refused(f"out of sequence: a correction of {period} keeps its sequence "
                              f"{earlier.sequence}, not {sequence}",
                              f"ക്രമം തെറ്റി: {period}-ന്റെ തിരുത്തലിന് ക്രമനമ്പർ {earlier.sequence} "
                              f"തന്നെ വേണം, {sequence} അല്ല")
            if revision < earlier.revision:
                raise Refused(f"{label} is older than revision {earlier.revision}, already imported",
                              f"{label} ഇതിനകം ഇറക്കുമതി ചെയ്ത റിവിഷൻ {earlier.revision}-നെക്കാൾ പഴയതാണ്")
        else:
            last = ImportedReturn.select(pw.fn.MAX(ImportedReturn.sequence)).where(
                ImportedReturn.pound == pound).scalar()
            if last is not None and sequence != last + 1:
                raise Refused(f"out of sequence: expected {last + 1}, this return of {period} has {sequence}",
                              f"ക്രമം തെറ്റി: പ്രതീക്ഷിച്ചത് {last + 1}, {period}-ന്റെ ഈ റിട്ടേണിൽ {sequence}")
        ret = ImportedReturn.create(
            pound=pound, period=period, sequence=sequence, revision=revision,
            manifest_sha256=bundle.manifest_sha256, made_at=made_at, imported_at=now,
            chain_head=str(m.get("chain_head") or ""), file_name=name,
            pound_name=str(m.get("pound", {}).get("name") or pound.name),
            place=str(m.get("pound", {}).get("place") or ""),
            local_area=str(m.get("pound", {}).get("local_area") or ""),
            manifest_json=bundle.manifest_bytes.decode("utf-8"),
            data_json=bundle.files["data.json"].decode("utf-8"))
        ReturnTotals.create(ret=ret, **totals)
        if open_cases:
            ReturnOpenCase.insert_many([dict(row, ret=ret.id) for row in open_cases]).execute()
        if earlier is not None:
            # the one change a return takes: superseded, once (the triggers allow nothing else)
            (ImportedReturn.update(superseded_by=ret.id)
             .where((ImportedReturn.pound == pound) & (ImportedReturn.period == period)
                    & (ImportedReturn.superseded_by.is_null()) & (ImportedReturn.id != ret.id))
             .execute())
            return outcome(CORRECTION, f"imported {label}: corrects revision {earlier.revision}, "
                           "which is kept",
                           f"{label} ഇറക്കുമതി ചെയ്തു: റിവിഷൻ {earlier.revision} തിരുത്തുന്നു, "
                           "പഴയതും സൂക്ഷിച്ചിട്ടുണ്ട്")
        return outcome(IMPORTED, f"imported {label} (sequence {sequence})",
                       f"{label} ഇറക്കുമതി ചെയ്തു (ക്രമനമ്പർ {sequence})")


def import_bytes(data: bytes, name: str, now: datetime | None = None) -> Outcome:
    """Import one bundle's bytes; the outcome says what happened, never raises
    for a bundle refused."""
    now = (now or datetime.now()).replace(microsecond=0)
    try:
        bundle = read_bundle(data)
    except BundleError as exc:
        return Outcome(name, REFUSED, exc.bilingual())
    pound = RegisteredPound.get_or_none(RegisteredPound.fingerprint == bundle.fingerprint)
    if pound is None:
        claimed = bundle.manifest.get("pound", {}).get("name", "")
        return Outcome(name, REFUSED,
                       f"unknown pound{f' ({claimed})' if claimed else ''}: its key's fingerprint "
                       f"{bundle.fingerprint} is not registered / അറിയാത്ത പൗണ്ട്: ഈ കീ രജിസ്റ്റർ "
                       "ചെയ്തിട്ടില്ല", claimed, bundle.period, bundle.revision)
    try:
        return _store(bundle, pound, name, now)
    except Refused as exc:
        return Outcome(name, REFUSED, str(exc), pound.name, bundle.period, bundle.revision)
    except pw.IntegrityError:
        # another import of the same return won the race: nothing of this one was written
        return Outcome(name, REFUSED, "imported at the same moment from another place; import it again "
                       "to see its outcome / ഇതേ സമയം മറ്റൊരിടത്തുനിന്ന് ഇറക്കുമതി ചെയ്തു; വീണ്ടും "
                       "ശ്രമിക്കുക", pound.name, bundle.period, bundle.revision)


def import_file(path: Path, now: datetime | None = None) -> Outcome:
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        return Outcome(path.name, REFUSED, f"cannot read the file: {exc.strerror or exc} / "
                       "ഫയൽ വായിക്കാനാവുന്നില്ല")
    return import_bytes(data, path.name, now)


def _order_key(path: Path):
    """Oldest first, so a folder holding several months imports in sequence:
    by the period and revision the name carries (return-ID-YYYY-MM-rN)."""
    stem = path.name[:-len(SUFFIX)] if path.name.endswith(SUFFIX) else path.name
    parts = stem.rsplit("-", 3)
    try:
        return (0, parts[0], parts[1] + "-" + parts[2], int(parts[3].lstrip("r")), path.name)
    except (IndexError, ValueError):
        return (1, "", "", 0, path.name)


def expand(paths: Iterable[Path]) -> list[Path]:
    """Files named, and every ``*.pdreturn`` in the folders named, oldest first."""
    files: list[Path] = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            files += [f for f in p.rglob(f"*{SUFFIX}") if f.is_file()]
        else:
            files.append(p)
    return sorted(dict.fromkeys(files), key=_order_key)


def import_paths(paths: Iterable[Path], progress: Callable[[int, int], None] | None = None,
                 cancelled: Callable[[], bool] | None = None,
                 on_outcome: Callable[[Outcome], None] | None = None) -> list[Outcome]:
    files = expand(paths)
    outcomes = []
    for i, f in enumerate(files):
        if cancelled is not None and cancelled():
            break
        result = import_file(f)
        outcomes.append(result)
        if on_outcome is not None:
            on_outcome(result)
        if progress is not None:
            progress(i + 1, len(files))
    return outcomes

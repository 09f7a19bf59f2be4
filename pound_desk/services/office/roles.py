"""Who holds the powers the Act names. The 1961 text says the Director, the
local authority, the officer the Director specifies and the Magistrate;
later amendments moved some of these powers (rules.md Q18), so each is a
setting the office fills in, not a word written into the program."""
from __future__ import annotations

import json
from dataclasses import dataclass

from pound_desk.language import translate
from pound_desk.law.problems import Problem, clean
from pound_desk.models import DB
from pound_desk.models.office import Setting
from pound_desk.services.desk import users
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.office.pound import the_pound

ROLES = {
    "director": ("The Director (ss. 13(3), 18(2))", "ഡയറക്ടർ (വകുപ്പ് 13(3), 18(2))"),
    "local_authority": ("The local authority (ss. 13, 16, 17)", "തദ്ദേശസ്ഥാപനം (വകുപ്പ് 13, 16, 17)"),
    "officer": ("The officer specified by the Director (s. 13(1))",
                "ഡയറക്ടർ നിർദേശിച്ച ഉദ്യോഗസ്ഥൻ (വകുപ്പ് 13(1))"),
    "magistrate": ("The Magistrate who hears complaints (s. 19)", "പരാതി കേൾക്കുന്ന മജിസ്ട്രേറ്റ് (വകുപ്പ് 19)"),
    "civil_court": ("A civil court (s. 18(2))", "സിവിൽ കോടതി (വകുപ്പ് 18(2))"),
}
REPORT_TO = {"local_authority": ("The local authority", "തദ്ദേശസ്ഥാപനം"),
             "officer": ("The officer specified by the Director", "ഡയറക്ടർ നിർദേശിച്ച ഉദ്യോഗസ്ഥൻ")}
_KEY = "roles"


@dataclass(frozen=True)
class Roles:
    director: str
    local_authority: str
    officer: str
    magistrate: str
    civil_court: str
    report_to: str            # local_authority | officer: who receives the s. 13(1) report

    def name(self, role: str) -> str:
        return getattr(self, role)

    @property
    def reported_to(self) -> str:
        """The s. 13(1) report's addressee, who also issues the s. 13(2) notice."""
        return self.name(self.report_to)


def current() -> Roles:
    row = Setting.get_or_none(Setting.key == _KEY)
    saved = json.loads(row.value) if row else {}
    # the defaults name the offices in both languages: they are printed on
    # bilingual documents and read on either screen (the office may rename them)
    defaults = {"director": "Director of Local Bodies / തദ്ദേശസ്വയംഭരണ ഡയറക്ടർ",
                "local_authority": the_pound().local_authority, "officer": "",
                "magistrate": "District Magistrate / ജില്ലാ മജിസ്ട്രേറ്റ്",
                "civil_court": "Civil court / സിവിൽ കോടതി",
                "report_to": "local_authority"}
    return Roles(**{k: saved.get(k) or v for k, v in defaults.items()})


def save(r: Roles) -> Roles:
    users.require("supervisor", translate("roles", "Changing the authorities named by the Act"))
    r = Roles(*(clean(getattr(r, f)) for f in ("director", "local_authority", "officer", "magistrate",
                                                 "civil_court", "report_to")))
    problems = [Problem(f, translate("roles", "Required")) for f in ("director", "local_authority", "magistrate")
                if not getattr(r, f)]
    if r.report_to not in REPORT_TO:
        problems.append(Problem("report_to", translate("roles", "The report goes to the local authority "
                                                                "or the officer")))
    elif r.report_to == "officer" and not r.officer:
        problems.append(Problem("officer", translate("roles", "Name the officer who receives the report")))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        Setting.insert(key=_KEY, value=json.dumps(r.__dict__, ensure_ascii=False)).on_conflict_replace().execute()
    return r

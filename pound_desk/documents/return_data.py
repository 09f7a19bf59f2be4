"""The plain data of the monthly return and the set-up sheet, and the steps
a return counts overdue (which the local authority's report and charts name
too); light, without the PDF library."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from pound_desk.documents.header import PoundHeader
from pound_desk.returns.schema import MonthlyReturn

OVERDUE = {
    "feeding": ("feeding not logged", "തീറ്റ രേഖപ്പെടുത്തിയില്ല"),
    "unclaimed_report": ("report under s. 13(1)", "വകുപ്പ് 13(1) റിപ്പോർട്ട്"),
    "notice_issue": ("notice", "നോട്ടീസ്"),
    "notice_events": ("affixing / proclamation", "പതിക്കൽ / വിളംബരം"),
    "may_sell": ("sale", "ലേലം"),
    "settle": ("settlement", "കണക്കുതീർപ്പ്"),
    "owner_account": ("account to the owner", "ഉടമയ്ക്കുള്ള കണക്ക്"),
    "deposit_due": ("deposit to credit", "നിക്ഷേപം വരവുവയ്ക്കൽ"),
    "protest_convert": ("deposit under protest to convert", "പ്രതിഷേധ നിക്ഷേപം പിഴയായി മാറ്റൽ"),
}


@dataclass(frozen=True)
class ReturnDoc:
    pound: PoundHeader
    data: MonthlyReturn      # what data.json holds (services.returns.gather)
    sequence: int
    revision: int
    made_at: datetime
    fingerprint: str
    register_head: str = ""   # the register's head when it was made, short (services/heads.py)


@dataclass(frozen=True)
class SetupSheetDoc:
    pound: PoundHeader
    pound_id: str
    fingerprint: str
    public_pem: str
    printed_at: datetime


def return_doc(data: MonthlyReturn, sequence: int, revision: int, made_at: datetime, fingerprint: str,
               letterhead: str = "", register_head: str = "") -> ReturnDoc:
    """The return's paper from the month's data, headed as the pound was
    when the data was gathered."""
    p = data.pound
    header = PoundHeader(p.name, p.place, p.local_authority, p.local_area, p.keeper_name, letterhead)
    return ReturnDoc(header, data, sequence, revision, made_at, fingerprint, register_head)

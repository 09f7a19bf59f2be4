"""The plain data of the papers on unclaimed cattle: the report under
s. 13(1), the notice and the proclamation; light, without the PDF library."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from pound_desk.documents.data import PhotoLine
from pound_desk.documents.header import PoundHeader
from pound_desk.law.money import Money


@dataclass(frozen=True)
class ReportedHead:
    seq: int
    kind_en: str
    kind_ml: str
    sex: str
    colour: str
    marks: str
    ear_tag: str
    fine: Money
    periods: int
    feeding: Money

    @property
    def total(self) -> Money:
        return self.fine + self.feeding


@dataclass(frozen=True)
class ReportedCaseLine:
    case_no: str
    brought_at: datetime
    seized_at: datetime | None
    seized_place: str
    local_area: str
    owner_name: str           # "" when not known
    last_claim_day: date      # the seventh day after impounding (or the next open day)
    due_on: date              # the day the report fell due
    heads: tuple[ReportedHead, ...]

    @property
    def fine(self) -> Money:
        return sum((h.fine for h in self.heads), Money.zero())

    @property
    def feeding(self) -> Money:
        return sum((h.feeding for h in self.heads), Money.zero())

    @property
    def total(self) -> Money:
        return self.fine + self.feeding


@dataclass(frozen=True)
class UnclaimedReportDoc:
    pound: PoundHeader
    number: str               # the report's number in this office, e.g. "3"
    made_at: datetime         # the dues are as of this moment
    addressed_to: str         # the name, as the roles setting has it
    addressee_en: str         # "The local authority" | "The officer specified by the Director"
    addressee_ml: str
    keeper_name: str
    cases: tuple[ReportedCaseLine, ...]

    @property
    def head_count(self) -> int:
        return sum(len(c.heads) for c in self.cases)

    @property
    def fine(self) -> Money:
        return sum((c.fine for c in self.cases), Money.zero())

    @property
    def feeding(self) -> Money:
        return sum((c.feeding for c in self.cases), Money.zero())

    @property
    def total(self) -> Money:
        return self.fine + self.feeding


@dataclass(frozen=True)
class NoticeHeadLine:
    seq: int
    kind_en: str
    kind_ml: str
    sex: str
    colour: str
    marks: str
    ear_tag: str


@dataclass(frozen=True)
class NoticeDoc:
    pound: PoundHeader
    number: str               # the notice's number, e.g. "N-4"
    case_no: str
    issued_on: date
    issuer: str               # the name, as the roles setting had it when issued
    issuer_en: str            # "The local authority" | "The officer specified by the Director"
    issuer_ml: str
    cause: str                # s13 | s15_5
    seized_at: datetime | None
    seized_place: str
    local_area: str
    brought_at: datetime
    village: str
    market: str
    heads: tuple[NoticeHeadLine, ...]
    sale_place: str = ""               # s. 13(3): where the sale will be held
    sale_at: datetime | None = None    # and the day and hour
    photos: tuple[PhotoLine, ...] = ()  # the first photo of each head that has one

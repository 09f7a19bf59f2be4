"""The cases an ear tag (Pashu Aadhaar, 12 digits) has been in: when the
head was brought, who was entered as its owner, and what became of it. The
seizure form shows them when a tag is scanned or typed, and a tag scanned
into the search bar opens the case that holds it.

A tag is found through the head table's index on ``ear_tag`` and the
amendments that gave a head a tag later; the tag a head bears now (after
its amendments) is the one that counts."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from pound_desk.language import translate
from pound_desk.law.seizure import EAR_TAG, normal_tag
from pound_desk.models import Amendment, Case, Head
from pound_desk.services.case import cases, releases


@dataclass(frozen=True)
class TagCase:
    """One head that bore the tag, in one case."""

    case_no: str
    brought_at: datetime
    head_seq: int
    kind_en: str
    kind_ml: str
    owner_name: str
    owner_residence: str
    held: bool              # still in the pound
    outcome_en: str         # what became of the head, in words
    outcome_ml: str


def normal(text: str) -> str:
    """A tag as the register keeps it (the law's one form: ``law.seizure.normal_tag``)."""
    return normal_tag(text)


def is_tag(text: str) -> bool:
    return bool(EAR_TAG.match(normal(text)))


def cases_of(tag: str) -> list[TagCase]:
    """Every case whose head bears ``tag``, newest first."""
    tag = normal(tag)
    if not tag:
        return []
    ids = {h.case_id for h in Head.select(Head.case).where(Head.ear_tag == tag)}
    ids |= {a.case_id for a in Amendment.select(Amendment.case)
            .where((Amendment.field == "ear_tag") & (Amendment.new_value == tag))}
    if not ids:
        return []
    found: list[TagCase] = []
    for cv in cases.views(list(Case.select().where(Case.id.in_(list(ids))))):
        for h in cv.heads:
            if normal(h.ear_tag) != tag:
                continue
            release = next((r for r in cv.releases if h.seq in r.head_seqs), None)
            if release is None:
                en, ml = "Still in the pound", "ഇപ്പോഴും പൗണ്ടിൽ"
            else:
                en, ml = releases.describe(release)
            found.append(TagCase(cv.case_no, cv.brought_at, h.seq, h.kind_en, h.kind_ml, cv.owner_name,
                                 cv.owner_residence, release is None, en, ml))
    return sorted(found, key=lambda t: (t.brought_at, t.case_no), reverse=True)


def known_owner(found: list[TagCase]) -> tuple[str, str] | None:
    """The owner's name and residence as the newest case that knew them
    has them (offered to the person, never filled in unasked)."""
    for t in found:
        if t.owner_name.strip():
            return t.owner_name, t.owner_residence
    return None


def case_to_open(found: list[TagCase]) -> str | None:
    """The case that holds the tag: the one whose head is still in the
    pound, else the newest."""
    chosen = [t for t in found if t.held] or found
    return chosen[0].case_no if chosen else None


def not_found(tag: str) -> str:
    return translate("tags", "No case in the register has the ear tag {tag}").format(tag=normal(tag))

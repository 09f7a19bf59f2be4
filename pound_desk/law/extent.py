"""s. 1: the Act's extent and commencement.

s. 1(2)(a): the Act extends to the whole of Kerala; (b) the Government may,
by notification in the Gazette, exclude any area from its operation from a
date specified. s. 1(3): it comes into force on a date the Government
appoints by notification.

The date the Act came into force in the pound's area, and any excluded
areas, are kept in the office settings. Until the office enters the notified
date, the commencement is taken as 15 July 1961, the date of the Gazette
Extraordinary that published the Act (act.md, the seed's footnote): no
seizure under the Act can be earlier than its publication.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

ACT_PUBLISHED = date(1961, 7, 15)
DEFAULT_REFERENCE = ("Published in the Gazette Extraordinary dated 15th July 1961 "
                     "(s. 1(3): the notified date, if later, to be entered)")


@dataclass(frozen=True)
class Exclusion:
    """An area excluded from the Act by notification from a date (s. 1(2)(b))."""
    area: str
    excluded_from: date
    reference: str              # the notification's number
    notified_on: date | None = None

    def applies(self, local_area: str, on: date) -> bool:
        return self.area.casefold() == local_area.strip().casefold() and on >= self.excluded_from


@dataclass(frozen=True)
class Extent:
    commenced_on: date = ACT_PUBLISHED
    reference: str = DEFAULT_REFERENCE
    exclusions: tuple[Exclusion, ...] = field(default_factory=tuple)

    def exclusion(self, local_area: str, on: date) -> Exclusion | None:
        """The exclusion in force for ``local_area`` on ``on``, if any."""
        found = [e for e in self.exclusions if e.applies(local_area, on)]
        return min(found, key=lambda e: e.excluded_from) if found else None


DEFAULT = Extent()

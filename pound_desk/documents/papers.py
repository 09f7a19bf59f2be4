"""The papers a pound office prints receipts on: an A4 or A5 sheet, or a
thermal roll 80 mm or 58 mm wide (a cheap receipt printer). A roll's
printer prints a band narrower than the roll (72 mm of 80, 48 mm of 58);
a receipt on a roll is one page as long as its content."""
from __future__ import annotations

from dataclasses import dataclass

# points in a millimetre (reportlab's own figure; kept here so the command
# line can name the papers without loading reportlab)
mm = 72 / 25.4
A4 = (210 * mm, 297 * mm)
A5 = (148 * mm, 210 * mm)


@dataclass(frozen=True)
class Paper:
    code: str
    en: str
    ml: str
    width: float                 # points
    height: float | None         # points; None for a roll (as long as the content)
    margin: float                # points, left and right
    base_size: float             # the text's size in points

    @property
    def roll(self) -> bool:
        return self.height is None


PAPERS: dict[str, Paper] = {p.code: p for p in (
    Paper("a4", "A4 sheet", "A4 ഷീറ്റ്", A4[0], A4[1], 15 * mm, 9.5),
    Paper("a5", "A5 sheet", "A5 ഷീറ്റ്", A5[0], A5[1], 12 * mm, 8.5),
    Paper("80mm", "Thermal roll, 80 mm", "തെർമൽ റോൾ, 80 മി.മീ.", 80 * mm, None, 4 * mm, 8),
    Paper("58mm", "Thermal roll, 58 mm", "തെർമൽ റോൾ, 58 മി.മീ.", 58 * mm, None, 5 * mm, 7),
)}
DEFAULT = "a4"


def paper(code: str) -> Paper:
    if code not in PAPERS:
        raise ValueError(f"no paper {code!r}; one of {', '.join(PAPERS)}")
    return PAPERS[code]

"""The guide's pages as plain values, read from their text files.

A page is written in a few plain marks, so that one reading serves the
guide's window (as HTML) and the printed booklet (as reportlab paragraphs):

    # Title of the page               (the first line)
    ## A heading
    1. A step (one a line)            (a numbered step; "- " for an unnumbered one)
    ![What the picture shows](pictures/seizure-form.png)
    § s. 7: what the Act says        (a section of the Act behind the steps)
    Any other line: a sentence or two of its own.

``**words**`` are set in bold. A blank line only separates; it is not kept.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

TITLE, HEADING, STEP, POINT, PICTURE, LAW, TEXT = "title", "heading", "step", "point", "picture", "law", "text"

_PICTURE = re.compile(r"^!\[(?P<caption>[^\]]*)\]\((?P<path>[^)\s]+)\)$")
_STEP = re.compile(r"^(?P<number>\d+)\.\s+(?P<text>.+)$")
_BOLD = re.compile(r"\*\*(.+?)\*\*")


@dataclass(frozen=True)
class Block:
    kind: str
    text: str              # the words (a picture's caption); ``**bold**`` kept as written
    number: int = 0        # a step's number
    picture: str = ""      # a picture's path, relative to the page's folder


@dataclass(frozen=True)
class GuidePage:
    key: str               # the page's name, the same in every language ("seizure")
    title: str
    blocks: tuple[Block, ...]

    def pictures(self) -> list[str]:
        return [b.picture for b in self.blocks if b.kind == PICTURE]

    def sections(self) -> list[str]:
        """The lines that name the Act's sections behind the page."""
        return [b.text for b in self.blocks if b.kind == LAW]


@dataclass(frozen=True)
class GuideDoc:
    """The booklet: every page of one language, in order, and the folder
    their pictures are in."""
    language: str
    title: str
    subtitle: str
    contents_title: str
    law_title: str
    pages: tuple[GuidePage, ...]
    folder: Path


class PageError(ValueError):
    """A page's file is not in the guide's form (a line says which)."""


def parse_page(key: str, text: str) -> GuidePage:
    lines = [line.rstrip() for line in text.splitlines()]
    lines = [line for line in lines if line.strip()]
    if not lines or not lines[0].startswith("# "):
        raise PageError(f"{key}: the first line must be the title (# …)")
    blocks: list[Block] = []
    for line in lines[1:]:
        line = line.strip()
        if line.startswith("# "):
            raise PageError(f"{key}: one title a page: {line}")
        if line.startswith("## "):
            blocks.append(Block(HEADING, line[3:].strip()))
        elif line.startswith("§"):
            blocks.append(Block(LAW, line[1:].strip()))
        elif line.startswith("- "):
            blocks.append(Block(POINT, line[2:].strip()))
        elif (m := _PICTURE.match(line)) is not None:
            blocks.append(Block(PICTURE, m["caption"].strip(), picture=m["path"]))
        elif line.startswith("!["):
            raise PageError(f"{key}: a picture is written ![caption](pictures/name.png): {line}")
        elif (m := _STEP.match(line)) is not None:
            blocks.append(Block(STEP, m["text"].strip(), number=int(m["number"])))
        else:
            blocks.append(Block(TEXT, line))
    return GuidePage(key, lines[0][2:].strip(), tuple(blocks))


def marked(text: str) -> list[tuple[str, bool]]:
    """``text`` cut into (words, bold) runs at its ``**`` marks."""
    out: list[tuple[str, bool]] = []
    at = 0
    for m in _BOLD.finditer(text):
        if m.start() > at:
            out.append((text[at:m.start()], False))
        out.append((m.group(1), True))
        at = m.end()
    if at < len(text):
        out.append((text[at:], False))
    return out

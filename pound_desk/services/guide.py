"""The guide for the pound-keeper: its pages in Malayalam and English, read
from ``resources/guide/<language>/<page>.md`` with their pictures beside
them (made from the program itself: tools/guide_pictures.py), and the
booklet that prints them all.

Which page belongs to which window is the desktop's own table
(ui/guide_key.py); here are only the pages and their order."""
from __future__ import annotations

from pathlib import Path

from pound_desk import language, paths
from pound_desk.documents import render
from pound_desk.documents.guide_data import GuideDoc, GuidePage, parse_page

# the pages in the order of the work: a case from seizure to sale, the day's
# and the month's accounts, then keeping the register safe
PAGES = ("start", "seizure", "feeding", "release", "refusal", "report", "notice", "auction",
         "protests", "daily-statement", "monthly-return", "backups", "trouble")
FIRST = PAGES[0]

# the booklet's own words, in the language of its pages
_BOOKLET = {
    "ml": ("പൗണ്ട് ഡെസ്ക്: പൗണ്ട് സൂക്ഷിപ്പുകാരന് ഒരു വഴികാട്ടി",
           "കേരള കന്നുകാലി അതിക്രമ നിയമം, 1961 പ്രകാരം ഒരു കന്നുകാലി പൗണ്ടിലെ ദിവസേനയുള്ള ജോലി, പടിപടിയായി.",
           "ഉള്ളടക്കം", "നിയമം പറയുന്നത്"),
    "en": ("Pound Desk: a guide for the pound-keeper",
           "The daily work of a cattle pound under the Kerala Cattle Trespass Act, 1961, step by step.",
           "Contents", "What the Act says"),
}


def folder(code: str) -> Path:
    """The folder of the pages of ``code`` (English for a language with none)."""
    base = paths.resources_dir() / "guide"
    return base / (code if (base / code).is_dir() else "en")


def language_of_screen() -> str:
    code = language.current()
    return code if code in language.LANGUAGES else "en"


def page(key: str, code: str | None = None) -> GuidePage:
    code = code or language_of_screen()
    return parse_page(key, (folder(code) / f"{key}.md").read_text(encoding="utf-8"))


def pages(code: str | None = None) -> list[GuidePage]:
    code = code or language_of_screen()
    return [page(key, code) for key in PAGES]


def booklet_doc(code: str | None = None) -> GuideDoc:
    code = code if code in _BOOKLET else language_of_screen()
    title, subtitle, contents, law = _BOOKLET[code]
    return GuideDoc(code, title, subtitle, contents, law, tuple(pages(code)), folder(code))


def booklet(code: str | None = None) -> Path:
    """The whole guide of ``code`` as one PDF, with its contents and page
    numbers, written to the guide's folder among the pound's data (it is no
    document of record: the same file is made again each time)."""
    doc = booklet_doc(code)
    out = paths.data_dir() / "guide"
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"pound-desk-guide-{doc.language}.pdf"
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(render.pdf(doc))
    tmp.replace(path)
    return path

"""Where the program's Malayalam is, for the language tests: the glossary,
the translations of the screens (each with its English), and the Malayalam
written into the code for the papers, paired with its English where the two
stand side by side (``("രസീത്", "Receipt")``, ``both("…", "…")``,
``"തിരുത്തി / Amended"``).
"""
from __future__ import annotations

import ast
import re
import unicodedata
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "resources" / "i18n" / "glossary.tsv"
TS = ROOT / "resources" / "i18n" / "pound_desk_ml.ts"
CODE = ROOT / "pound_desk"

_ML = re.compile("[\u0d00-\u0d7f]")
_LATIN = re.compile("[A-Za-z]")
# a Malayalam word: letters and signs of the block, and the joiners
ML_WORD = re.compile("[\u0d00-\u0d7f\u200c\u200d]+")
HOLE = "\x00"     # where an f-string's value goes


@dataclass(frozen=True)
class Term:
    group: str
    english: str
    malayalam: str
    stems: tuple[str, ...]
    avoid: tuple[str, ...]
    source: str

    @property
    def pattern(self) -> re.Pattern:
        """The English term in a string: at word boundaries, any case, a
        hyphen or a space alike, with the usual English endings."""
        words = [re.escape(w) for w in re.split(r"[\s-]+", self.english)]
        return re.compile(r"(?<![\w-])" + r"[\s-]".join(words) + r"(?:s|es|en|'s|s'|d|ed|ment|ments|ing)?(?![\w-])",
                          re.IGNORECASE)


def glossary() -> list[Term]:
    terms = []
    lines = [ln for ln in GLOSSARY.read_text(encoding="utf-8").splitlines() if ln and not ln.startswith("#")]
    header, rows = lines[0].split("\t"), lines[1:]
    assert header == ["group", "english", "malayalam", "stems", "avoid", "source"], header
    for row in rows:
        group, english, malayalam, stems, avoid, source = row.split("\t")
        terms.append(Term(group, english, nfc(malayalam),
                          tuple(nfc(s) for s in stems.split(",")) if stems != "-" else (nfc(malayalam),),
                          tuple(nfc(s) for s in avoid.split(",")) if avoid != "-" else (), source))
    return terms


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


@dataclass(frozen=True)
class Pair:
    english: str
    malayalam: str
    where: str


def ts_pairs() -> list[Pair]:
    """Every translated message of the screens."""
    pairs = []
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("obsolete", "vanished"):
                continue
            pairs.append(Pair(message.findtext("source") or "", nfc(translation.text or ""), f"ts:{name}"))
    return pairs


def _literal(node: ast.AST) -> str | None:
    """A string constant, or an f-string with its values as holes."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else HOLE for v in node.values)
    return None


def _is_ml(text: str) -> bool:
    return bool(_ML.search(text)) and not _LATIN.search(text.replace(HOLE, ""))


def _is_en(text: str) -> bool:
    return bool(_LATIN.search(text)) and not _ML.search(text)


# Malayalam that is letters or pieces of words, not words a person reads: the
# transliteration scheme's letters, and the number words' pieces in text.py's
# tables (the amounts they make are checked whole, in test_amounts_in_words.py).
LETTERS_ONLY = "pound_desk/transliterate.py"
PIECES_IN = ("pound_desk/text.py", "_")      # names of the tables: private, "_ONES", "_TENS_JOIN"…


def code_literals() -> list[tuple[str, str]]:
    """Every string literal of the program's code that holds Malayalam, with
    its place; docstrings are left out (nobody reads them on a screen)."""
    found = []
    for path in sorted(CODE.rglob("*.py")):
        name = str(path.relative_to(ROOT))
        if name == LETTERS_ONLY:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        inside = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in ast.walk(n) if v is not n}
        inside |= {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}     # docstrings
        # the wrong words of earlier versions, kept to correct the databases that stored them
        inside |= {id(v) for n in ast.walk(tree) if isinstance(n, (ast.Assign, ast.AnnAssign))
                   for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
                   if isinstance(t, ast.Name) and (t.id.startswith("CORRECTED")
                                                   or (name == PIECES_IN[0] and t.id.startswith(PIECES_IN[1])))
                   for v in ast.walk(n.value)}
        for node in ast.walk(tree):
            text = _literal(node)
            if text is not None and _ML.search(text) and id(node) not in inside:
                found.append((nfc(text), f"{path.relative_to(ROOT)}:{node.lineno}"))
    return found


def code_pairs() -> list[Pair]:
    """Malayalam and English written side by side in the code: neighbours in
    a tuple, a list or a call (either order), or the two halves of one
    "Malayalam / English" string."""
    pairs = []
    for path in sorted(CODE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = str(path.relative_to(ROOT))
        docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
        docstrings |= {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in ast.walk(n) if v is not n}
        for node in ast.walk(tree):
            if id(node) in docstrings:
                continue
            items = None
            if isinstance(node, (ast.Tuple, ast.List)):
                items = node.elts
            elif isinstance(node, ast.Call):
                items = node.args
            if items:
                texts = [_literal(n) for n in items]
                for (a, na), b in zip(zip(texts, items), texts[1:]):
                    if a is None or b is None:
                        continue
                    if _is_ml(a) and _is_en(b):
                        pairs.append(Pair(b, nfc(a), f"{where}:{na.lineno}"))
                    elif _is_en(a) and _is_ml(b):
                        pairs.append(Pair(a, nfc(b), f"{where}:{na.lineno}"))
            text = _literal(node)
            if text is not None and " / " in text:
                left, _, right = text.partition(" / ")
                if _is_ml(left) and _is_en(right):
                    pairs.append(Pair(right, nfc(left), f"{where}:{node.lineno}"))
    return pairs


# A word: a run of Malayalam letters and joiners that does not follow a
# hyphen, a placeholder, a digit or a Latin letter: "{day}-ലെ", "%1-ന്",
# "\x00യും" and "ഉരു(ക്കൾ)" are endings written onto something else.
_WORD = re.compile(r"(?<![\-\u0d00-\u0d7f\u200c\u200d}\x00)0-9A-Za-z])[\u0d00-\u0d7f\u200c\u200d]+")


def malayalam_words(text: str) -> list[str]:
    return _WORD.findall(nfc(text))

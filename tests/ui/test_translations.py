"""Malayalam first: every string a person reads goes through Qt's
translation, the Malayalam file is complete, and the long pseudo mode and
the language choice work."""
from __future__ import annotations

import ast
import os
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from pound_desk import language
from pound_desk.ui import translation_tools, translations

UI = Path(translations.PACKAGE) / "ui"
PLACEHOLDER = re.compile(r"%\d|%n|\{[a-z_]*\}")
TAG = re.compile(r"</?[a-z]+[^>]*>")


def _messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        for m in ctx.iter("message"):
            out[(ctx.findtext("name") or "", m.findtext("source") or "")] = m
    return out


def _text(message: ET.Element) -> str:
    tr = message.find("translation")
    forms = [f.text or "" for f in tr.findall("numerusform")]
    return " ".join(forms) if forms else (tr.text or "")


def test_the_malayalam_file_has_every_string_of_the_source(tmp_path):
    """lupdate over today's source adds nothing to the file kept in the
    repository and drops nothing from it: no string was added or changed
    without its Malayalam."""
    kept = translations.ts_file("ml")
    fresh = tmp_path / kept.name
    shutil.copy(kept, fresh)
    translation_tools.lupdate(fresh)
    before, after = _messages(kept), _messages(fresh)
    added = sorted(set(after) - set(before))
    gone = sorted(set(before) - set(after))
    assert not added, f"strings with no Malayalam yet (run the translation update): {added[:10]}"
    assert not gone, f"strings no longer in the source: {gone[:10]}"


# contexts whose words stay English in Malayalam: the names of the keys, as the keys are labelled
ENGLISH_ON_PURPOSE = {"QShortcut"}


def test_every_translation_is_finished_and_keeps_its_placeholders():
    problems = []
    for (ctx, source), m in _messages(translations.ts_file("ml")).items():
        tr = m.find("translation")
        text = _text(m)
        if tr.get("type") in ("unfinished", "vanished", "obsolete") or not text.strip():
            problems.append(f"{ctx}: {source!r} is not translated")
        elif sorted(set(PLACEHOLDER.findall(source))) != sorted(set(PLACEHOLDER.findall(text))):
            problems.append(f"{ctx}: {source!r} -> {text!r}: placeholders differ")
        elif sorted(TAG.findall(source)) != sorted(TAG.findall(text)):
            problems.append(f"{ctx}: {source!r} -> {text!r}: markup differs")
        elif (not re.search("[\u0d00-\u0d7f]", text) and re.search("[a-z]{3,}", PLACEHOLDER.sub("", source))
              and ctx not in ENGLISH_ON_PURPOSE):
            problems.append(f"{ctx}: {source!r} -> {text!r}: no Malayalam")
    assert not problems, "\n".join(problems[:20])


# -- strings written straight into a widget -------------------------------------

# Calls that put text on screen: their text must come from tr()/translate().
VISIBLE_CLASSES = {"QLabel", "QPushButton", "QAction", "QMenu", "QGroupBox", "QCheckBox", "QRadioButton",
                   "QToolButton", "QCommandLinkButton"}
VISIBLE_METHODS = {"setText", "setWindowTitle", "setToolTip", "setPlaceholderText", "addItem", "addItems",
                   "setHeaderLabels", "setHorizontalHeaderLabels", "setTitle", "setSubTitle", "showMessage",
                   "addTab", "setButtonText", "addRow", "setStatusTip", "insertItem", "setItemText",
                   "setTabText", "setLabelText", "setSpecialValueText", "setPrefix", "setSuffix",
                   "information", "warning", "critical", "question", "about", "addMenu",
                   "getSaveFileName", "getOpenFileName", "getOpenFileNames", "getExistingDirectory", "setIconText",
                   "show_message"}
# messages shown beside a field or as a refusal: which argument is the text
MESSAGE_ARGUMENT = {"Problem": 1, "ServiceError": 0, "NotFound": 0, "NotSetUp": 0, "PaymentShort": 0,
                    "DepositShort": 0, "KeeperBarred": 0, "ExportFailed": 0, "NotRestorable": 0,
                    "SignInRefused": 0, "AlreadyOpen": 0, "PoundRefused": 0, "Refused": 0, "BundleError": 0,
                    "WriteError": 0, "PeriodError": 0, "AuthorityDbError": 0, "RecordIsFinal": 0}
# words a person reads; acronyms (CSV, PDF) are the same in Malayalam
WORDS = re.compile(r"\b[A-Za-z]*[a-z][A-Za-z]*[a-z][A-Za-z]*\b|[\u0d00-\u0d7f]")
# file-dialog filters and file names are not words a person reads
NOT_WORDS = re.compile(r"\(\*[^)]*\)|\b[\w-]*\.(csv|pem|pdf|sqlite3)\b|^Pound Desk$")
# typed into the form by the start-up self-test, not shown to anyone
SKIP_FILES = {"selftest.py"}


def _literal_words(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = NOT_WORDS.sub("", node.value)
        return node.value if WORDS.search(text) else None
    if isinstance(node, ast.JoinedStr):
        text = NOT_WORDS.sub("", "".join(v.value for v in node.values if isinstance(v, ast.Constant)))
        return text if WORDS.search(text) else None
    if isinstance(node, (ast.List, ast.Tuple)):
        return next((w for w in map(_literal_words, node.elts) if w), None)
    if isinstance(node, ast.BinOp):
        return _literal_words(node.left) or _literal_words(node.right)
    return None


def untranslated_strings(folder: Path, skip=lambda path: False) -> list[str]:
    found = []
    for path in sorted(folder.rglob("*.py")):
        if path.name in SKIP_FILES or skip(path):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name in MESSAGE_ARGUMENT:
                args = node.args[MESSAGE_ARGUMENT[name]:MESSAGE_ARGUMENT[name] + 1]
            elif name in VISIBLE_CLASSES or name in VISIBLE_METHODS:
                args = node.args
            else:
                args = []
            for arg in args:
                words = _literal_words(arg)
                if words:
                    found.append(f"{path.relative_to(folder.parent)}:{node.lineno}: {name}({words!r})")
    return found


def test_no_screen_text_is_written_past_the_translation():
    assert untranslated_strings(UI) == []


def test_no_message_of_the_rules_or_services_is_written_past_the_translation():
    """Refusals and problems raised without Qt reach the screen too. The
    documents print both languages on purpose and the command line is
    English: they are not looked at."""
    package = Path(translations.PACKAGE)

    def not_shown(path: Path) -> bool:
        rel = path.relative_to(package).parts
        return rel[0] in ("ui", "documents", "cli")

    assert untranslated_strings(package, skip=not_shown) == []


def test_the_check_finds_a_string_written_straight_into_a_label(tmp_path):
    folder = tmp_path / "ui"
    folder.mkdir()
    (folder / "form.py").write_text('label = QLabel("Owner")\nok = QLabel(self.tr("Owner"))\n'
                                    'f = QFileDialog.getSaveFileName(self, self.tr("Save"), "", "CSV (*.csv)")\n'
                                    'p = Problem("amount", "Give rupees")\nq = Problem("amount", self.tr("Give"))\n')
    assert untranslated_strings(folder) == ["ui/form.py:1: QLabel('Owner')",
                                            "ui/form.py:4: Problem('Give rupees')"]


# -- loading ---------------------------------------------------------------------


def _translation_of(context: str, source: str) -> str:
    return _text(_messages(translations.ts_file("ml"))[(context, source)])


def test_malayalam_is_loaded_for_the_screen_and_the_services(malayalam, pound):
    assert language.current() == "ml"
    assert QCoreApplication.translate("MainWindow", "Quit") == _translation_of("MainWindow", "Quit")
    assert re.search("[\u0d00-\u0d7f]", QCoreApplication.translate("MainWindow", "Quit"))
    # a message raised by a service, with its value filled in after translation
    from datetime import datetime

    from pound_desk.law.money import Money
    from pound_desk.services.case import releases
    from pound_desk.services.desk.errors import ServiceError

    with pytest.raises(ServiceError) as e:
        releases.release_on_payment("NO-SUCH-CASE", datetime(2026, 3, 1, 10), "Raman", Money(0))
    assert re.search("[\u0d00-\u0d7f]", str(e.value)), str(e.value)


def test_english_is_the_source_itself():
    assert translations.apply("en") == "en"
    assert QCoreApplication.translate("MainWindow", "Quit") == "Quit"
    assert language.translate("releases", "anything") == "anything"


def test_a_subclass_finds_the_strings_of_the_class_that_says_them(malayalam):
    """PySide looks ``self.tr`` up under the object's own class; lupdate
    files it under the class whose method says it."""
    expected = _translation_of("MainWindow", "Quit")
    subclass = "SomeSubclassOfMainWindow"   # in a variable: lupdate would take it for a string of ours
    assert QCoreApplication.translate(subclass, "Quit") == expected
    assert QCoreApplication.translate("MainWindow", "Quit") == expected
    # a text in no context of the file stays the source (the check can fail)
    assert QCoreApplication.translate(subclass, "Quit now and for ever") == "Quit now and for ever"


def test_the_compiled_file_answers_its_own_contexts_without_python(malayalam, monkeypatch):
    """Qt asks the .qm's own translator first; the look-up in other contexts
    (Python) is asked only what the .qm did not answer."""
    asked = []
    other = next(t for t in translations._installed if isinstance(t, translations.OtherContexts))
    monkeypatch.setattr(translations, "contexts_by_source",
                        lambda code: asked.append(code) or {"Quit": ("MainWindow",)})
    assert QCoreApplication.translate("MainWindow", "Quit") == _translation_of("MainWindow", "Quit")
    assert asked == []
    assert other.translate("SomeSubclassOfMainWindow", "Quit") == _translation_of("MainWindow", "Quit")
    assert asked == ["ml"]


def _contexts_parsed(ts: Path) -> dict[str, tuple[str, ...]]:
    """What the .ts says, read by an XML parser: source -> its contexts."""
    found: dict[str, list[str]] = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        for message in ctx.iter("message"):
            found.setdefault(message.findtext("source") or "", []).append(ctx.findtext("name") or "")
    return {k: tuple(v) for k, v in found.items()}


# a .ts with every escape lupdate writes, a numerus message, an empty source, and
# one source in two contexts
ODD_TS = '''<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="xx">
<context>
    <name>A&amp;B</name>
    <message>
        <location filename="../x.py" line="1"/>
        <source>Fish &amp; chips &lt;hot&gt; &quot;now&quot; &#x2014; &apos;ok&apos;</source>
        <comment>not a &lt;source&gt;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)
second line</source>
        <translation><numerusform>x</numerusform></translation>
    </message>
</context>
<context>
    <name>Other</name>
    <message>
        <source></source>
        <translation>y</translation>
    </message>
    <message>
        <source>%n head(s)
second line</source>
        <translation>z</translation>
    </message>
</context>
</TS>
'''


def _as_read(found: dict[str, list[str]]) -> dict[str, tuple[str, ...]]:
    return {source: tuple(contexts) for source, contexts in found.items()}


def test_the_contexts_of_a_source_are_scanned_as_an_xml_parser_reads_them(tmp_path):
    ts = translations.ts_file("ml")
    assert _as_read(translation_tools.scan_contexts(ts)) == _contexts_parsed(ts)
    odd = tmp_path / "pound_desk_xx.ts"
    odd.write_text(ODD_TS, encoding="utf-8")
    assert _as_read(translation_tools.scan_contexts(odd)) == _contexts_parsed(odd) == {
        'Fish & chips <hot> "now" \u2014 \'ok\'': ("A&B",), "%n head(s)\nsecond line": ("A&B", "Other"),
        "": ("Other",)}


@pytest.fixture
def fresh_contexts():
    """The contexts' look-up read afresh for the test, and again after it."""
    translations.contexts_by_source.cache_clear()
    yield
    translations.contexts_by_source.cache_clear()


def _odd_language(folder: Path, monkeypatch, ts_exists: bool = True) -> tuple[Path, Path]:
    """The .ts of ODD_TS and where its contexts' table goes, as the start finds them."""
    ts, table = folder / "pound_desk_xx.ts", folder / "pound_desk_xx.contexts.json"
    ts.write_text(ODD_TS, encoding="utf-8")
    monkeypatch.setattr(translations, "contexts_file", lambda code: table)
    monkeypatch.setattr(translations, "ts_file", lambda code: ts if ts_exists else folder / "no such.ts")
    return ts, table


def test_the_build_writes_the_contexts_table_the_start_reads(tmp_path, monkeypatch, fresh_contexts):
    odd, table = _odd_language(tmp_path, monkeypatch, ts_exists=False)   # the start may not scan
    translation_tools.write_contexts(odd, table)
    assert not table.with_name(table.name + ".part").exists()
    assert translations.contexts_by_source("xx") == _contexts_parsed(odd)


@pytest.mark.parametrize("table_text", [None, '{"Fish": ["A'])   # missing; cut short by a power cut
def test_without_a_readable_table_the_start_scans_the_ts(tmp_path, monkeypatch, fresh_contexts, table_text):
    odd, table = _odd_language(tmp_path, monkeypatch)
    if table_text is not None:
        table.write_text(table_text, encoding="utf-8")
    assert translations.contexts_by_source("xx") == _contexts_parsed(odd)


def _compiled(folder: Path, monkeypatch, ts: int, qm: int, table: int) -> tuple[Path, Path, Path]:
    """A language "xx" in ``folder``: its .ts, .qm and contexts' table, each
    last written at the time given (seconds since 1970)."""
    from pound_desk.ui import translation_files

    monkeypatch.setattr(translation_files, "i18n_dir", lambda: folder)
    paths = (translation_files.ts_file("xx"), translation_files.qm_file("xx"), translation_files.contexts_file("xx"))
    for path, when in zip(paths, (ts, qm, table)):
        path.write_text("x", encoding="utf-8")
        os.utime(path, (when, when))
    return paths


def test_a_table_older_than_its_ts_is_compiled_again_with_the_qm(tmp_path, monkeypatch):
    from pound_desk.ui import translation_files

    _, _, table = _compiled(tmp_path, monkeypatch, ts=2_000_000_000, qm=2_000_000_001, table=2_000_000_001)
    assert translation_files.compiled_current("xx")
    os.utime(table, (1_999_999_999, 1_999_999_999))   # the .ts changed after the table was made
    assert translation_files.qm_current("xx") and not translation_files.compiled_current("xx")
    table.unlink()
    assert not translation_files.compiled_current("xx")


def test_the_installed_program_uses_what_its_build_compiled_whatever_the_files_times(tmp_path, monkeypatch):
    from pound_desk.ui import translation_files

    # the bundle's files as PyInstaller copies them: the .ts last, so the newest
    _, _, table = _compiled(tmp_path, monkeypatch, ts=2_000_000_001, qm=2_000_000_000, table=2_000_000_000)
    assert not translation_files.compiled_current("xx")   # from source: compiled again (the check can fail)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert translation_files.compiled_current("xx")
    table.unlink()
    assert not translation_files.compiled_current("xx")


def test_the_long_mode_lengthens_every_string_and_keeps_its_placeholders(qapp):
    text = "Paid %1 of %2\nChange"
    long = translations.lengthen(text)
    assert "%1" in long and "%2" in long and long.count("\n") == 1
    for line, out in zip(text.split("\n"), long.split("\n")):
        assert out.startswith(translations.PSEUDO_OPEN) and out.endswith(translations.PSEUDO_CLOSE)
        assert len(out) >= 1.5 * len(line)
    try:
        assert translations.apply(language.PSEUDO) == language.PSEUDO
        assert QCoreApplication.translate("MainWindow", "Quit").startswith(translations.PSEUDO_OPEN)
        assert language.translate("releases", "Nothing").startswith(translations.PSEUDO_OPEN)
    finally:
        translations.apply("en")


def test_the_build_compiles_the_malayalam_file(tmp_path):
    qm = tmp_path / "ml.qm"
    translation_tools.lrelease(translations.ts_file("ml"), qm)
    assert qm.stat().st_size > 10_000


def test_a_string_the_file_lacks_stays_english_not_blank(malayalam):
    # Qt takes an empty translation as the text itself: the look-up must say "none"
    assert QCoreApplication.translate("NoSuchContext", "Hello %1") == "Hello %1"
    assert language.translate("nowhere", "Nothing here") == "Nothing here"


def test_qt_s_own_words_at_the_start_are_answered_without_the_contexts_table(qapp, fresh_contexts):
    """Qt asks every translation for the direction of the writing, and for the
    names of the modifier keys each time it writes a menu's shortcut: the .qm
    has them, so a Malayalam start never reads the contexts' table."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    from pound_desk.ui import qt_strings

    try:
        assert translations.apply("ml") == "ml"
        assert qt_strings.layout_direction() == "LTR"
        assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
        for key in ("Ctrl", "Shift", "Alt", "Meta", "Num"):
            assert QCoreApplication.translate("QShortcut", key) == key
        assert translations.contexts_by_source.cache_info().misses == 0
        # a text of ours said in a subclass still reads the table (the check can fail)
        subclass = "SomeSubclassOfMainWindow"
        assert QCoreApplication.translate(subclass, "Quit") == _translation_of("MainWindow", "Quit")
        assert translations.contexts_by_source.cache_info().misses == 1
    finally:
        translations.apply("en")

"""The guide on the screen (Help → Guide, F1): the contents on the left, a
page on the right in large print with its pictures and the sections of the
Act behind its steps, a button for the other language and one that prints
the whole guide as a booklet. Everything is read from the program's own
files: nothing needs the internet."""
from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImageReader
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from pound_desk.documents.guide_data import HEADING, LAW, PICTURE, POINT, STEP, TEXT, GuidePage, marked
from pound_desk.services import guide
from pound_desk.ui import later, workers
from pound_desk.ui.fields import fit_to_screen

TEXT_SCALE = 1.3          # the guide's print is larger than the forms'


def show_guide(window: QWidget, page: str = guide.FIRST) -> GuideWindow:
    """The guide over ``window``, turned to ``page``; the same guide again
    when ``window`` has one open."""
    shown = getattr(window, "guide_window", None)
    if not isinstance(shown, GuideWindow):      # a guide closed is shown again, not made anew
        shown = GuideWindow(window)
        window.guide_window = shown
    shown.show_page(page)
    shown.show()
    shown.raise_()
    shown.activateWindow()
    return shown


def _runs(text: str) -> str:
    return "".join(f"<b>{escape(run)}</b>" if bold else escape(run) for run, bold in marked(text))


def page_html(page: GuidePage, law_title: str, width: int, folder: Path) -> str:
    """A page of the guide as the browser shows it; pictures no wider than ``width``."""
    out = [f"<p style='font-size: x-large; font-weight: bold'>{escape(page.title)}</p>"]
    steps: list[str] = []
    laws: list[str] = []      # the sections one after another share one box

    def end_steps() -> None:
        if steps:
            out.append("<table cellpadding='3'>" + "".join(steps) + "</table>")
            steps.clear()

    def end_laws() -> None:
        if laws:
            out.append("<table width='100%' cellpadding='8' bgcolor='#eef3f8'><tr><td>"
                       f"<b>{escape(law_title)}</b><br>" + "<br>".join(laws) + "</td></tr></table>")
            laws.clear()

    for block in page.blocks:
        if block.kind == LAW:
            end_steps()
            laws.append(_runs(block.text))
            continue
        end_laws()
        if block.kind in (STEP, POINT):
            mark = f"{block.number}." if block.kind == STEP else "•"
            steps.append(f"<tr><td align='right' valign='top'><b>{mark}</b></td><td>{_runs(block.text)}</td></tr>")
            continue
        end_steps()
        if block.kind == HEADING:
            out.append(f"<p style='font-size: large; font-weight: bold'>{_runs(block.text)}</p>")
        elif block.kind == TEXT:
            out.append(f"<p>{_runs(block.text)}</p>")
        elif block.kind == PICTURE:
            size = QImageReader(str(folder / block.picture)).size()
            shown = min(size.width(), width) if size.isValid() else width
            out.append(f"<p align='center'><img src='{escape(block.picture)}' width='{shown}'><br>"
                       f"<i>{escape(block.text)}</i></p>")
    end_steps()
    end_laws()
    return "".join(out)


class GuideWindow(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.language = guide.language_of_screen()
        self.page_key = guide.FIRST
        self.booklet_path: Path | None = None
        self.preview = None
        fit_to_screen(self, 1100, 760)

        self.contents = QListWidget()
        self.contents.setWordWrap(True)
        self.contents.setSpacing(2)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)          # no page of the guide links out of the program
        font = self.browser.font()
        font.setPointSizeF(font.pointSizeF() * TEXT_SCALE)
        self.browser.setFont(font)
        self.browser.document().setDefaultFont(font)
        self.contents.setFont(font)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.contents)
        split.addWidget(self.browser)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([280, 820])

        self.language_button = QPushButton()
        self.print_button = QPushButton(self.tr("&Print the guide (PDF)…"))
        self.close_button = QPushButton(self.tr("Close"))
        self.language_button.clicked.connect(self.other_language)
        self.print_button.clicked.connect(self.print_booklet)
        self.close_button.clicked.connect(self.close)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020")
        row = QHBoxLayout()
        row.addWidget(self.language_button)
        row.addWidget(self.message, 1)
        row.addWidget(self.print_button)
        row.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addLayout(row)

        self.contents.currentRowChanged.connect(self._chosen)
        self._resized = QTimer(self, singleShot=True, interval=150)
        self._resized.timeout.connect(self._render)
        self._load()

    # ------------------------------------------------------------ pages
    def _load(self) -> None:
        self.pages = guide.pages(self.language)
        self.law_title = guide.booklet_doc(self.language).law_title
        self.setWindowTitle(guide.booklet_doc(self.language).title)
        self.language_button.setText(self.tr("Read in &English") if self.language == "ml"
                                     else self.tr("Read in &Malayalam"))
        self.browser.setSearchPaths([str(guide.folder(self.language))])
        self.contents.blockSignals(True)
        self.contents.clear()
        for page in self.pages:
            item = QListWidgetItem(page.title)
            item.setData(Qt.ItemDataRole.UserRole, page.key)
            self.contents.addItem(item)
        self.contents.blockSignals(False)

    def show_page(self, key: str) -> None:
        keys = [p.key for p in self.pages]
        row = keys.index(key) if key in keys else 0
        self.page_key = keys[row]
        self.contents.blockSignals(True)
        self.contents.setCurrentRow(row)
        self.contents.blockSignals(False)
        self._render()

    def _chosen(self, row: int) -> None:
        if 0 <= row < len(self.pages):
            self.page_key = self.pages[row].key
            self._render()

    def _render(self) -> None:
        page = next(p for p in self.pages if p.key == self.page_key)
        width = max(200, self.browser.viewport().width() - 40)
        self.browser.setHtml(page_html(page, self.law_title, width, guide.folder(self.language)))

    def current_page(self) -> GuidePage:
        return next(p for p in self.pages if p.key == self.page_key)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._resized.start()     # the pictures fit the new width

    def other_language(self) -> None:
        self.language = "en" if self.language == "ml" else "ml"
        key = self.page_key
        self._load()
        self.show_page(key)

    # ------------------------------------------------------------ the booklet
    def print_booklet(self) -> workers.Task:
        task = workers.Task(guide.booklet, self.language, wants_progress=False)

        def done(path: Path) -> None:
            self.booklet_path = path
            self.preview = later.SHOW_PDF(path, self.windowTitle(), self)

        def failed(_exc: Exception) -> None:
            # a full disk or a folder that cannot be written: nothing of the guide is lost
            self.message.setText(self.tr("The booklet could not be written to the data folder: "
                                         "is the disk full? The guide on the screen is not affected."))

        self.message.clear()
        self.print_button.setEnabled(False)
        task.signals.finished.connect(lambda *_: self.print_button.setEnabled(True))
        task.signals.failed.connect(lambda *_: self.print_button.setEnabled(True))
        workers.run_with_progress(self, self.tr("Making the guide's booklet…"), task, done, failed)
        return task

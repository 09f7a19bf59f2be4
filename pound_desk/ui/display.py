"""The text size and the high-contrast look on the screen, chosen from the
View menu and kept for the person signed in (services/desk/display.py).

Every window follows the application font, so the size of all text is set
there, once: windows already open follow at once. What names its own size
(a heading's ``font-size: 15pt`` in a style sheet) is scaled with it, each
style sheet kept as written in a property so the scale never compounds. High
contrast is a palette (white and yellow on black), and style sheets' own
colours are turned to light ones that read on it. The register sizes its rows
from the font and colours nothing of its own, so it follows both
(main_window.py listens to ``changes``)."""
from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor, QFont, QKeySequence, QPalette
from PySide6.QtWidgets import QApplication, QFrame, QMainWindow, QMenu, QScrollArea, QVBoxLayout, QWidget

from pound_desk.services.desk import display as kept
from pound_desk.services.desk import session
from pound_desk.services.desk.display import SCALES, Display
from pound_desk.ui import fonts
from pound_desk.ui.menus import add_before_help, find_menu

SHEET = "pound_desk_sheet"      # a widget's style sheet as written, before scaling
_SIZE = re.compile(r"font-size:\s*([0-9.]+)pt")
_COLOUR = re.compile(r"(?<![-\w])(color|background(?:-color)?|border)\s*:\s*([^;]+);?")
LIGHT_ERROR = "#ff9c9c"         # a message in red, as it reads on black


class _Changes(QObject):
    changed = Signal(object)    # the Display now on the screen


_changes: list[_Changes] = []
_current: list[Display] = [Display()]
_usual: list[QPalette] = []     # the system's own colours, before high contrast replaced them


def changes() -> _Changes:
    """Its ``changed`` is emitted after every change of size or contrast."""
    app = QApplication.instance()
    if not _changes or _changes[0].parent() is not app:
        _changes[:] = [_Changes(app)]
    return _changes[0]


def current() -> Display:
    return _current[0]


def point_size(display: Display | None = None) -> float:
    return fonts.POINT_SIZE * (display or current()).scale / 100


def high_contrast_palette() -> QPalette:
    """White text on black, yellow for what is chosen; greyed text still
    more than 7:1 on black (WCAG's AAA)."""
    p = QPalette()
    black, white, yellow = QColor("#000000"), QColor("#ffffff"), QColor("#ffff00")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for role, colour in ((QPalette.ColorRole.Window, black), (QPalette.ColorRole.WindowText, white),
                             (QPalette.ColorRole.Base, black), (QPalette.ColorRole.AlternateBase, QColor("#1c1c1c")),
                             (QPalette.ColorRole.Text, white), (QPalette.ColorRole.Button, black),
                             (QPalette.ColorRole.ButtonText, white), (QPalette.ColorRole.BrightText, yellow),
                             (QPalette.ColorRole.Highlight, yellow), (QPalette.ColorRole.HighlightedText, black),
                             (QPalette.ColorRole.ToolTipBase, black), (QPalette.ColorRole.ToolTipText, yellow),
                             (QPalette.ColorRole.PlaceholderText, QColor("#c8c8c8")),
                             (QPalette.ColorRole.Link, QColor("#80d0ff")),
                             (QPalette.ColorRole.LinkVisited, QColor("#d0a0ff")),
                             (QPalette.ColorRole.Light, white), (QPalette.ColorRole.Midlight, QColor("#c0c0c0")),
                             (QPalette.ColorRole.Mid, QColor("#a0a0a0")), (QPalette.ColorRole.Dark, white),
                             (QPalette.ColorRole.Shadow, white)):
            p.setColor(group, role, colour)
    for role, colour in ((QPalette.ColorRole.WindowText, "#b0b0b0"), (QPalette.ColorRole.Text, "#b0b0b0"),
                         (QPalette.ColorRole.ButtonText, "#b0b0b0"), (QPalette.ColorRole.Base, "#000000"),
                         (QPalette.ColorRole.Window, "#000000"), (QPalette.ColorRole.Button, "#000000"),
                         (QPalette.ColorRole.Highlight, "#808000"), (QPalette.ColorRole.HighlightedText, "#000000")):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    return p


def _light(match: re.Match) -> str:
    prop, value = match.group(1), match.group(2).strip()
    if prop == "color":
        colour = QColor(value)
        reddish = colour.isValid() and colour.red() > 1.5 * max(colour.green(), colour.blue(), 1)
        return f"color: {LIGHT_ERROR if reddish else '#ffffff'};"
    if prop == "border":
        return "border: 1px solid #ffffff;"
    return "background: #000000;"


def styled(sheet: str, display: Display) -> str:
    """A style sheet as written, for ``display``: its sizes scaled, and its
    colours light on black in high contrast."""
    if display.scale != 100:
        sheet = _SIZE.sub(lambda m: f"font-size: {float(m.group(1)) * display.scale / 100:g}pt", sheet)
    if display.high_contrast:
        sheet = _COLOUR.sub(_light, sheet)
    return sheet


def restyle(widgets) -> None:
    """The style sheets of ``widgets`` for the display now on the screen."""
    display = current()
    for w in widgets:
        written = w.property(SHEET)
        if written is None:
            written = w.styleSheet()
            if not written:
                continue
            w.setProperty(SHEET, written)
        # set again even when the same: a widget with a style sheet takes a new
        # application font only when its sheet is set
        w.setStyleSheet(styled(written, display))


def apply(display: Display) -> Display:
    """Put ``display`` on the screen: every window, open or opened later."""
    app = QApplication.instance()
    _current[0] = display
    font = QFont(app.font())
    font.setPointSizeF(point_size(display))
    app.setFont(font)
    if not _usual:
        _usual.append(QPalette(app.palette()))
    app.setPalette(high_contrast_palette() if display.high_contrast else _usual[0])
    restyle(app.allWidgets())
    for top in app.topLevelWidgets():
        if top.isVisible():
            fit_on_screen(top)
    changes().changed.emit(display)
    return display


def apply_for_person(name: str | None = None) -> Display:
    """The choice of ``name`` (the person signed in when not given)."""
    return apply(kept.for_person(session.current().name if name is None else name))


_kept_for: list[tuple[str, Path] | None] = [None]   # a window signed in apart from the pound's


def keep_for(name: str, folder: Path) -> Display:
    """A window whose person signs in apart from the pound's desk (the upper
    level's): its choices are kept for ``name`` in ``folder``, and put on the
    screen now."""
    _kept_for[0] = (name, folder)
    return apply(kept.for_person(name, folder))


def choose(display: Display) -> Display:
    """A choice from the View menu: on the screen at once, and kept for the
    person signed in."""
    apply(display)
    if _kept_for[0] is not None:
        kept.save_for_person(_kept_for[0][0], display, _kept_for[0][1])
    else:
        kept.save_for_person(session.current().name, display)
    return display


# ------------------------------------------------------------------ the View menu
def add_view_menu(window: QMainWindow) -> QMenu:
    """View: the text size (Ctrl++ larger, Ctrl+- smaller, Ctrl+0 the desk's
    own) and high contrast, before Help."""
    menu = find_menu(window, "view")
    if menu is not None:
        return menu
    menu = QMenu(QApplication.translate("Display", "&View"), window)
    menu.setObjectName("view")
    size_menu = menu.addMenu(QApplication.translate("Display", "Text size"))
    size_menu.setObjectName("text_size")
    group = QActionGroup(window)
    sizes: dict[int, QAction] = {}
    for scale in SCALES:
        action = QAction(f"{scale} %", window)
        action.setObjectName(f"text_size_{scale}")
        action.setCheckable(True)
        action.triggered.connect(lambda _=False, s=scale: choose(Display(s, current().high_contrast)))
        group.addAction(action)
        size_menu.addAction(action)
        sizes[scale] = action

    def step(by: int) -> None:
        at = list(SCALES).index(current().scale) if current().scale in SCALES else 0
        scale = SCALES[min(max(at + by, 0), len(SCALES) - 1)]
        if scale != current().scale:
            choose(Display(scale, current().high_contrast))

    menu.addSeparator()
    for name, text, keys, slot in (
            ("larger", QApplication.translate("Display", "Larger text"),
             [QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("Ctrl+=")], lambda: step(1)),
            ("smaller", QApplication.translate("Display", "Smaller text"),
             [QKeySequence(QKeySequence.StandardKey.ZoomOut)], lambda: step(-1)),
            ("normal", QApplication.translate("Display", "Text at its usual size"),
             [QKeySequence("Ctrl+0")], lambda: choose(Display(SCALES[0], current().high_contrast)))):
        action = QAction(text, window)
        action.setObjectName(f"text_{name}")
        action.setShortcuts(keys)
        action.triggered.connect(lambda _=False, s=slot: s())
        menu.addAction(action)
    menu.addSeparator()
    contrast = QAction(QApplication.translate("Display", "High contrast"), window)
    contrast.setObjectName("high_contrast")
    contrast.setCheckable(True)
    contrast.setShortcut(QKeySequence("Ctrl+Shift+H"))
    contrast.triggered.connect(lambda on: choose(Display(current().scale, bool(on))))
    menu.addAction(contrast)

    window.view_marks = _Marks(menu, sizes, contrast)
    add_before_help(window, menu)
    window.view_menu = menu
    return menu


class _Marks(QObject):
    """The View menu's marks kept on the display in use (one person's
    choice, or the next person's after the lock screen)."""

    def __init__(self, menu: QMenu, sizes: dict[int, QAction], contrast: QAction):
        super().__init__(menu)
        self.sizes, self.contrast = sizes, contrast
        self.show_current(current())
        changes().changed.connect(self.show_current)   # a method: let go when the menu goes

    def show_current(self, display: Display) -> None:
        if display.scale in self.sizes:
            self.sizes[display.scale].setChecked(True)
        self.contrast.setChecked(display.high_contrast)


# ------------------------------------------------------------------ windows that outgrow the screen
SCROLLED = "pound_desk_scrolled"   # a window whose contents were put in a scroll area


def room(widget: QWidget) -> QSize:
    """The room on ``widget``'s screen for a window."""
    screen = widget.screen() or QApplication.primaryScreen()
    return screen.availableGeometry().size() if screen is not None else QSize(1366, 768)


def fit_on_screen(top: QWidget, space: QSize | None = None) -> bool:
    """With large text a window can need more than the screen: then its
    contents scroll inside it, rather than run off the screen's edge, and
    the window is made no larger than the screen. Done once per window, and
    only when the text is larger than usual (at the usual size the windows
    are laid out for a 1024 x 600 screen). True when it scrolls."""
    space = space or room(top)
    if current().scale == SCALES[0] or isinstance(top, QMainWindow) or top.layout() is None:
        return bool(top.property(SCROLLED))
    need = top.minimumSizeHint()
    width = min(max(top.width(), top.sizeHint().width(), need.width()), space.width())
    height = max(top.height(), need.height())
    if top.layout().hasHeightForWidth():   # wrapped lines: as high as they are at this width
        height = max(height, top.layout().totalHeightForWidth(width))
    if not top.property(SCROLLED) and (need.width() > space.width() or height > space.height()):
        page = QWidget()
        page.setLayout(top.layout())   # the window's layout, its widgets with it, moved onto the page
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Tab goes to the fields, the page follows them
        scroll.setWidget(page)
        outer = QVBoxLayout(top)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        top.setProperty(SCROLLED, True)
    if top.minimumWidth() > space.width() or top.minimumHeight() > space.height():
        top.setMinimumSize(min(top.minimumWidth(), space.width()), min(top.minimumHeight(), space.height()))
    top.resize(width, min(height, space.height()))
    return bool(top.property(SCROLLED))


def follows(widget: QWidget) -> None:
    """``widget``'s style sheets follow the display from now on (already
    scaled at the time of the call)."""
    restyle([widget, *widget.findChildren(QWidget)])

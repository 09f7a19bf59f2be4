"""Help → About / where is my data: the version, the folders that hold the
pound's database and documents (the user's data folder, which an upgrade
or a removal of the program leaves alone), and the licences. Opened from
the Help menu (ui/help_menu.py) through ui/later.py: the installed
packages' metadata it reads is not loaded with the desk."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from pound_desk.services import about
from pound_desk.ui.fields import fit_to_screen
from pound_desk.ui.icon import app_icon


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.info = about.info()
        places = self.info.places
        self.setWindowTitle(self.tr("About Pound Desk"))
        fit_to_screen(self, 760, 620)

        logo = QLabel()
        logo.setPixmap(app_icon().pixmap(72, 72))
        title = QLabel(self.tr("<b>Pound Desk</b> — version %1")
                       .replace("%1", self.info.version))
        title.setTextFormat(Qt.TextFormat.RichText)
        title.setStyleSheet("font-size: 14pt")
        what = QLabel(self.tr(
            "The register, receipts and documents of a cattle pound under the Kerala Cattle Trespass Act, 1961."))
        what.setWordWrap(True)
        running = (self.tr("Installed program in: %1") if self.info.frozen
                   else self.tr("Running from source in: %1"))
        self.install_label = QLabel(running.replace("%1", str(self.info.install_dir)))
        self.install_label.setWordWrap(True)
        head = QVBoxLayout()
        head.addWidget(title)
        head.addWidget(what)
        head.addWidget(self.install_label)
        top = QHBoxLayout()
        top.addWidget(logo, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(head, 1)

        # ------------------------------------------------ where is my data
        data = QGroupBox(self.tr("Where is my data"))
        form = QFormLayout(data)
        self.database_label = self._path(places.database)
        self.documents_label = self._path(places.documents)
        self.folder_label = self._path(places.data_dir)
        form.addRow(self.tr("Database"), self.database_label)
        form.addRow(self.tr("Documents (PDFs)"), self.documents_label)
        form.addRow(self.tr("Data folder"), self.folder_label)
        self.backups_label = self._path(places.backups)
        form.addRow(self.tr("Backups"), self.backups_label)
        if places.upgrade_copies:
            copies = QLabel(", ".join(p.name for p in places.upgrade_copies))
            copies.setWordWrap(True)
            form.addRow(self.tr("Copies before upgrades"), copies)
        safe = QLabel(self.tr(
            "These stay when the program is upgraded or removed. Back up this folder (copy it to a USB stick) regularly."))  # noqa: E501 (a translated text is kept whole)
        safe.setWordWrap(True)
        form.addRow(safe)
        if about.data_in_install_dir(self.info):
            warn = QLabel(self.tr("The database is inside the program's folder: move it out before the next upgrade."))
            warn.setStyleSheet("color: #b00020")
            warn.setWordWrap(True)
            form.addRow(warn)
        self.open_folder_button = QPushButton(self.tr("&Open data folder"))
        self.copy_button = QPushButton(self.tr("&Copy the paths"))
        self.open_folder_button.clicked.connect(self.open_data_folder)
        self.copy_button.clicked.connect(self.copy_paths)
        row = QHBoxLayout()
        row.addWidget(self.open_folder_button)
        row.addWidget(self.copy_button)
        row.addStretch(1)
        form.addRow(row)

        # ------------------------------------------------ licences
        licences = QGroupBox(self.tr("Licences"))
        self.licences = QTextBrowser()
        self.licences.setOpenLinks(False)
        self.licences.anchorClicked.connect(QDesktopServices.openUrl)
        rows = "".join(f"<tr><td>{name}</td><td>&nbsp;&nbsp;{licence}</td></tr>"
                       for name, licence in self.info.components)
        folder = self.info.licences_dir
        self.licences.setHtml(
            "<p>"
            + self.tr("Pound Desk is free software under the GNU GPL, version 3 or later; it comes with no warranty.")
            + "</p>"
            f"<table>{rows}</table>"
            "<p>" + self.tr("Full texts") +
            f" <a href=\"{QUrl.fromLocalFile(str(folder)).toString()}\">{folder}</a></p>")
        lic_layout = QVBoxLayout(licences)
        lic_layout.addWidget(self.licences)

        buttons = QDialogButtonBox()
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(data)
        layout.addWidget(licences, 1)
        layout.addWidget(buttons)
        close.setFocus()

    @staticmethod
    def _path(path: Path) -> QLabel:
        label = QLabel(str(path))
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setWordWrap(True)
        return label

    def paths_text(self) -> str:
        p = self.info.places
        return (self.tr("Pound Desk %1\nDatabase: %2\nDocuments: %3\nData folder: %4\n")
                .replace("%4", str(p.data_dir)).replace("%3", str(p.documents)).replace("%2", str(p.database))
                .replace("%1", self.info.version))

    def copy_paths(self) -> None:
        QGuiApplication.clipboard().setText(self.paths_text())

    def open_data_folder(self) -> bool:
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.info.places.database.parent)))

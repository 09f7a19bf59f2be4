"""Qt's own words, in our translation file.

Qt ships no Malayalam, so the buttons of its message boxes, the right-click
menu of a text field, and its file and print dialogs would stay English on
a Malayalam screen. Each entry below names one of those strings under the
context Qt looks it up in; ``pyside6-lupdate`` copies them into
``resources/i18n/pound_desk_ml.ts`` with the rest, and the translator the
desktop installs then answers Qt too. Only what Pound Desk shows is here:
the setup wizard names its own buttons, and the progress dialogs their
own Cancel. The texts must stay exactly as Qt writes them, "&" and all.
"""
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

QT_STRINGS = (
    # standard buttons of QMessageBox / QDialogButtonBox
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    # the same buttons on a GNOME desktop
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Save"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "Close without Saving"),
    # a message box with details
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."),
    QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
    # the right-click menu of a one-line field
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    # the right-click menu of a text box
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Undo"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Redo"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Cu&t"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Paste"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Delete"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All"),
    # Qt's own file dialog (where the desktop gives none)
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Save"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Choose"),
    QT_TRANSLATE_NOOP("QFileDialog", "Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "Save As"),
    QT_TRANSLATE_NOOP("QFileDialog", "Find Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Directory:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Directories"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files"),
    QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "All files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "Back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go to the parent directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create a New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to list view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to detail view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Recent Places"),
    QT_TRANSLATE_NOOP("QFileDialog", "Sidebar"),
    QT_TRANSLATE_NOOP("QFileDialog", "List of places and bookmarks"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Rename"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "Remove"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given."),
    QT_TRANSLATE_NOOP("QFileDialog", "%1\nDirectory not found.\nPlease verify the correct directory name was given."),
    QT_TRANSLATE_NOOP("QFileDialog", "Are you sure you want to delete '%1'?"),
    QT_TRANSLATE_NOOP("QFileDialog", "'%1' is write protected.\nDo you want to delete it anyway?"),
    QT_TRANSLATE_NOOP("QFileDialog", "Could not delete directory."),
    # the columns of the file dialog
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Type"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Kind"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Computer"),
    # Qt's own print dialog (Linux), its first page and its options
    QT_TRANSLATE_NOOP("QPrintDialog", "Print"),
    QT_TRANSLATE_NOOP("QPrintDialog", "&Print"),
    QT_TRANSLATE_NOOP("QPrintDialog", "&Options >>"),
    QT_TRANSLATE_NOOP("QPrintDialog", "&Options <<"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Print to File (PDF)"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Print To File ..."),
    QT_TRANSLATE_NOOP("QPrintDialog", "Local file"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Write PDF file"),
    QT_TRANSLATE_NOOP("QPrintDialog", "All Pages"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Odd Pages"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Even Pages"),
    QT_TRANSLATE_NOOP("QPrintDialog", "Invalid Pages Definition"),
    QT_TRANSLATE_NOOP("QPrintDialog", "%1 already exists.\nDo you want to overwrite it?"),
    QT_TRANSLATE_NOOP("QPrintDialog", "%1 is a directory.\nPlease choose a different file name."),
    QT_TRANSLATE_NOOP("QPrintDialog", "File %1 is not writable.\nPlease choose a different file name."),
    QT_TRANSLATE_NOOP("QPrintWidget", "Printer"),
    QT_TRANSLATE_NOOP("QPrintWidget", "&Name:"),
    QT_TRANSLATE_NOOP("QPrintWidget", "P&roperties"),
    QT_TRANSLATE_NOOP("QPrintWidget", "Location:"),
    QT_TRANSLATE_NOOP("QPrintWidget", "Type:"),
    QT_TRANSLATE_NOOP("QPrintWidget", "Output &file:"),
    QT_TRANSLATE_NOOP("QPrintWidget", "Preview"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Copies"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Copies:"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Print range"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Print all"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Pages from"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "to"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Pages"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Current Page"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Selection"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Collate"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Reverse"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Options"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Output Settings"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Color Mode"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Color"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Grayscale"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Double Sided Printing"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Off"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Long side binding"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Short side binding"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Page &Set:"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9."),  # noqa: E501 (a translated text is kept whole)
    # the modifier keys in the shortcuts the menus show ("Ctrl+N"), looked up each time Qt
    # writes one: kept as the keys are labelled, in English. With an entry of their own they
    # are answered by the compiled file, not looked for in the other contexts (translations.py)
    QT_TRANSLATE_NOOP("QShortcut", "Ctrl"),
    QT_TRANSLATE_NOOP("QShortcut", "Shift"),
    QT_TRANSLATE_NOOP("QShortcut", "Alt"),
    QT_TRANSLATE_NOOP("QShortcut", "Meta"),
    QT_TRANSLATE_NOOP("QShortcut", "Num"),
)


def layout_direction() -> str:
    """The direction of the writing, as Qt asks each translation for it at its
    loading: "LTR", Malayalam running left to right. Written as Qt writes the
    look-up, its note to the translator and all (the look-up must match it),
    so that lupdate files it with the rest."""
    return QCoreApplication.translate("QGuiApplication", "QT_LAYOUT_DIRECTION", "Translate this string to the string 'LTR' in left-to-right languages or to 'RTL' in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.")  # noqa: E501 (Qt's note, whole)

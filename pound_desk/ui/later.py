"""What the desk loads when first used: the windows and dialogs its menus and
toolbar open, the PDF viewer, and the few services only they or a worker need.

The desk opens before any of them is loaded: the main window's first sight of
the register needs none, and with them would come the forms, the documents,
reportlab and Qt's PDF viewer, seconds on an old PC (docs/PERFORMANCE.md,
"Opening and closing the desk"; tests/ui/test_start_imports.py checks it).
So a module loaded at start names what it opens by an entry of this table, and
the entry imports its module the first time it is used. Modules that are
themselves loaded late import what they need at their top, as usual.

Every entry is checked to name a module and an attribute that exist
(tests/ui/test_later.py), so a renamed dialog fails a test, not a menu."""
from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any


@dataclass(frozen=True)
class Later:
    """``name`` in ``module``, imported when first used (the whole module
    when ``name`` is empty). Calling the entry calls what it names."""
    module: str
    name: str = ""

    def load(self) -> Any:
        module = import_module(self.module)
        return getattr(module, self.name) if self.name else module

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.load()(*args, **kwargs)


def entries() -> dict[str, Later]:
    """Every entry of the table, by its name here."""
    return {key: value for key, value in globals().items() if isinstance(value, Later)}


# ---------------------------------------------------------------- the main window
SEIZURE_FORM = Later("pound_desk.ui.seizure_form", "SeizureForm")
CASE_VIEW = Later("pound_desk.ui.case_view", "CaseViewDialog")
RELEASE_DIALOG = Later("pound_desk.ui.release_dialog", "ReleaseDialog")
REGISTER_PRINT_DIALOG = Later("pound_desk.ui.register_print_dialog", "RegisterPrintDialog")
SHOW_PDF = Later("pound_desk.ui.pdf_preview", "show_pdf")   # the PDF viewer, with Qt's QtPdf
GUIDE = Later("pound_desk.ui.guide_window", "show_guide")   # Help → Guide and F1 (ui/guide_key.py)
ABOUT_DIALOG = Later("pound_desk.ui.about_dialog", "AboutDialog")   # Help → About (the packages' metadata)
BACKUPS_DIALOG = Later("pound_desk.ui.backups_dialog", "BackupsDialog")   # File → Backups…
FEEDING_LOG = Later("pound_desk.services.case.feeding", "log")  # "Log today's feeding"

# ---------------------------------------------------------------- the start
SETUP_WIZARD = Later("pound_desk.ui.setup_wizard", "SetupWizard")   # only a first start needs it
# a database found damaged or missing at the start (ui/start_check.py), and the backups
# made behind the window (ui/housekeeping.py): the backups' own work
NEWEST_GOOD = Later("pound_desk.services.backups", "newest_good")
LIST_BACKUPS = Later("pound_desk.services.backups", "list_backups")
RESTORE = Later("pound_desk.services.backups", "restore")
BACKUPS_DIR = Later("pound_desk.services.backups", "backups_dir")
DAILY_BACKUP = Later("pound_desk.services.backups", "daily")
# a Malayalam start without the contexts' table compiled with its .qm (ui/translations.py)
SCAN_CONTEXTS = Later("pound_desk.ui.translation_tools", "scan_contexts")
IDLE_BACKUP = Later("pound_desk.services.backups", "while_idle")
CREATE_DEMO = Later("pound_desk.services.demo", "create_demo")      # only --demo needs these
IS_DEMO = Later("pound_desk.services.demo", "is_demo")
NEEDS_ACTION = Later("pound_desk.services.today", "needs_action")   # worked out on a worker, after the window is up
# the month's panel: counted on a worker once the rows are painted, and the overdue steps
# counted from today's list once it is made
MONTH_FIGURES = Later("pound_desk.services.month_figures", "figures")
OVERDUE_IN = Later("pound_desk.services.month_figures", "overdue_in")
TAGS = Later("pound_desk.services.case.tags")                       # at the first scan of an ear tag
CHECK_CHAIN = Later("pound_desk.services.tamper", "check")          # File → Verify, on its worker
# the register's head against the one written down, the returns on the sticks counted (after the rows)
OLDER_THAN_REMEMBERED = Later("pound_desk.services.return_heads", "older_than_remembered")

# ---------------------------------------------------------------- Office menu
RATES_DIALOG = Later("pound_desk.ui.office.rates_dialog", "RatesDialog")
EXHIBIT_DIALOG = Later("pound_desk.ui.office.exhibit_dialog", "ExhibitDialog")
KEEPER_DIALOG = Later("pound_desk.ui.office.keeper_dialog", "KeeperDialog")
SETTINGS_DIALOG = Later("pound_desk.ui.office.settings_dialog", "SettingsDialog")
INSPECTION_DIALOG = Later("pound_desk.ui.office.inspection_dialog", "InspectionDialog")
AUTHORITIES_DIALOG = Later("pound_desk.ui.office.authorities_dialog", "AuthoritiesDialog")
ROLES_DIALOG = Later("pound_desk.ui.office.roles_dialog", "RolesDialog")
OPEN_AUDIT = Later("pound_desk.ui.office.audit_dialog", "open_for")
USERS_DIALOG = Later("pound_desk.ui.office.users_dialog", "UsersDialog")
CHANGE_PASSWORD_DIALOG = Later("pound_desk.ui.office.users_dialog", "ChangePasswordDialog")

# ---------------------------------------------------------------- Accounts menu
CLOSE_DAY_DIALOG = Later("pound_desk.ui.accounts.close_day_dialog", "CloseDayDialog")
ENTRIES_DIALOG = Later("pound_desk.ui.accounts.entries_dialog", "EntriesDialog")
DEPOSITS_DIALOG = Later("pound_desk.ui.accounts.deposits_dialog", "DepositsDialog")
CASH_BOOK_DIALOG = Later("pound_desk.ui.accounts.cash_book_dialog", "CashBookDialog")

# ---------------------------------------------------------------- Auction menu
AUCTION_WINDOW = Later("pound_desk.ui.auction.auction_window", "AuctionWindow")
SETTLEMENT_DIALOG = Later("pound_desk.ui.auction.settlement_dialog", "SettlementDialog")
DISPOSAL_DIALOG = Later("pound_desk.ui.auction.disposal_dialog", "DisposeOtherwiseDialog")

# ---------------------------------------------------------------- Disputes, Penalties
DISPUTES_WINDOW = Later("pound_desk.ui.disputes.disputes_window", "DisputesWindow")
PENALTIES_WINDOW = Later("pound_desk.ui.penalties.penalties_window", "PenaltiesWindow")

# ---------------------------------------------------------------- Returns menu
EXPORT_DIALOG = Later("pound_desk.ui.returns.export_dialog", "ExportDialog")
EXPORT_LOG_DIALOG = Later("pound_desk.ui.returns.log_dialog", "ExportLogDialog")
SETUP_SHEET = Later("pound_desk.services.returns", "setup_sheet")   # made on a worker

# ---------------------------------------------------------------- Unclaimed menu
UNCLAIMED_REPORT_DIALOG = Later("pound_desk.ui.unclaimed.report_dialog", "ReportDialog")
NOTICES_DIALOG = Later("pound_desk.ui.unclaimed.notices_dialog", "NoticesDialog")

"""The one door from the services to the PDF renderers: ``pdf(doc)`` makes
the paper a document's plain data describes.

The renderers bring reportlab, its fonts and HarfBuzz, a third of a second
and many megabytes that the desk's start, today's list and the command
line's answers never need. So the services import only the documents'
plain data (``documents.data`` and its neighbours) at their top, and each
renderer module is imported here, by name, with the first paper it makes.
This is the only place that loads them late.
"""
from __future__ import annotations

from importlib import import_module
from typing import Callable

from pound_desk import cancel
from pound_desk.documents import books_data, data, disputes_data, guide_data, return_data, sale_data, unclaimed_data

# which renderer draws a document: (its data's type, the form asked for) -> (module, function);
# the same data makes two papers for the notice (and its proclamation) and for the receipts
# (A4, or a slip on a receipt printer's roll)
_RENDERERS: dict[tuple[type, str], tuple[str, str]] = {
    (data.SeizerCopy, ""): ("seizer_copy", "render_seizer_copy"),
    (data.ReceiptDoc, ""): ("receipt", "render_receipt"),
    (data.ReceiptDoc, "slip"): ("slips", "render_receipt_slip"),
    (data.RegisterDoc, ""): ("register", "render_register"),
    (data.ExhibitDoc, ""): ("exhibit", "render_exhibit"),
    (data.CaseHistoryDoc, ""): ("case_history", "render_case_history"),
    (books_data.StatementDoc, ""): ("accounts", "render_statement"),
    (books_data.VoucherDoc, ""): ("accounts", "render_voucher"),
    (books_data.AcknowledgmentDoc, ""): ("accounts", "render_acknowledgment"),
    (books_data.CashBookDoc, ""): ("accounts", "render_cash_book"),
    (sale_data.SaleReceiptDoc, ""): ("auction", "render_sale_receipt"),
    (sale_data.SaleReceiptDoc, "slip"): ("slips", "render_sale_receipt_slip"),
    (sale_data.SaleListDoc, ""): ("auction", "render_sale_list"),
    (sale_data.OwnerAccountDoc, ""): ("owner_account", "render_owner_account"),
    (unclaimed_data.UnclaimedReportDoc, ""): ("unclaimed_report", "render_unclaimed_report"),
    (unclaimed_data.NoticeDoc, ""): ("notice", "render_notice"),
    (unclaimed_data.NoticeDoc, "proclamation"): ("notice", "render_proclamation"),
    (disputes_data.ComplaintAckDoc, ""): ("complaint", "render_acknowledgement"),
    (disputes_data.ProtestDepositDoc, ""): ("protest", "render_deposit"),
    (disputes_data.RefundVoucherDoc, ""): ("protest", "render_refund"),
    (disputes_data.ReleaseOrderDoc, ""): ("release_order", "render_release_order"),
    (return_data.ReturnDoc, ""): ("return_pdf", "render_return_doc"),
    (return_data.SetupSheetDoc, ""): ("setup_sheet", "render_setup_sheet"),
    (guide_data.GuideDoc, ""): ("guide", "render_guide"),
}

# papers drawn outside this package (the local authority's report): added by the module
# that holds their data, so that documents imports nothing above it
_ADDED: dict[tuple[type, str], tuple[str, str]] = {}


class RenderCancelled(cancel.Cancelled):
    """The person asked to stop; no PDF was produced."""


def add(kind: type, module: str, function: str, form: str = "") -> None:
    """Let ``pdf`` draw ``kind`` with ``module.function`` (a full module name)."""
    _ADDED[(kind, form)] = (module, function)


def renderer(kind: type, form: str = "") -> Callable[..., bytes]:
    """The function that draws ``kind`` in ``form``, its module imported now."""
    if (kind, form) in _RENDERERS:
        module, function = _RENDERERS[(kind, form)]
        module = f"pound_desk.documents.{module}"
    elif (kind, form) in _ADDED:
        module, function = _ADDED[(kind, form)]
    else:
        raise LookupError(f"no renderer draws {kind.__name__}" + (f" as {form}" if form else ""))
    return getattr(import_module(module), function)


def pdf(doc: object, form: str = "", **options) -> bytes:
    """The PDF of ``doc``; ``form`` picks one of its papers ("slip",
    "proclamation"), ``options`` go to the renderer (a slip's ``paper``, the
    register's ``progress`` and ``cancelled``)."""
    return renderer(type(doc), form)(doc, **options)

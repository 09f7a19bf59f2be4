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

from pound_desk.documents import books_data, data, disputes_data, guide_data, return_data, sale_data, unclaimed_data
from pound_desk.documents.cancelled import RenderCancelled

__all__ = ["RenderCancelled", "add", "pdf", "renderer"]

# which renderer draws a document: (its data's type, the form asked for) -> (module, function),
# each module by its full name, so that a search for a renderer's importers finds its line here;
# the same data makes two papers for the notice (and its proclamation) and for the receipts
# (A4, or a slip on a receipt printer's roll)
_RENDERERS: dict[tuple[type, str], tuple[str, str]] = {
    (data.SeizerCopy, ""): ("pound_desk.documents.seizer_copy", "render_seizer_copy"),
    (data.ReceiptDoc, ""): ("pound_desk.documents.receipt", "render_receipt"),
    (data.ReceiptDoc, "slip"): ("pound_desk.documents.slips", "render_receipt_slip"),
    (data.RegisterDoc, ""): ("pound_desk.documents.register", "render_register"),
    (data.ExhibitDoc, ""): ("pound_desk.documents.exhibit", "render_exhibit"),
    (data.CaseHistoryDoc, ""): ("pound_desk.documents.case_history", "render_case_history"),
    (books_data.StatementDoc, ""): ("pound_desk.documents.accounts", "render_statement"),
    (books_data.VoucherDoc, ""): ("pound_desk.documents.accounts", "render_voucher"),
    (books_data.AcknowledgmentDoc, ""): ("pound_desk.documents.accounts", "render_acknowledgment"),
    (books_data.CashBookDoc, ""): ("pound_desk.documents.accounts", "render_cash_book"),
    (sale_data.SaleReceiptDoc, ""): ("pound_desk.documents.auction", "render_sale_receipt"),
    (sale_data.SaleReceiptDoc, "slip"): ("pound_desk.documents.slips", "render_sale_receipt_slip"),
    (sale_data.SaleListDoc, ""): ("pound_desk.documents.auction", "render_sale_list"),
    (sale_data.OwnerAccountDoc, ""): ("pound_desk.documents.owner_account", "render_owner_account"),
    (unclaimed_data.UnclaimedReportDoc, ""): ("pound_desk.documents.unclaimed_report", "render_unclaimed_report"),
    (unclaimed_data.NoticeDoc, ""): ("pound_desk.documents.notice", "render_notice"),
    (unclaimed_data.NoticeDoc, "proclamation"): ("pound_desk.documents.notice", "render_proclamation"),
    (disputes_data.ComplaintAckDoc, ""): ("pound_desk.documents.complaint", "render_acknowledgement"),
    (disputes_data.ProtestDepositDoc, ""): ("pound_desk.documents.protest", "render_deposit"),
    (disputes_data.RefundVoucherDoc, ""): ("pound_desk.documents.protest", "render_refund"),
    (disputes_data.ReleaseOrderDoc, ""): ("pound_desk.documents.release_order", "render_release_order"),
    (return_data.ReturnDoc, ""): ("pound_desk.documents.return_pdf", "render_return_doc"),
    (return_data.SetupSheetDoc, ""): ("pound_desk.documents.setup_sheet", "render_setup_sheet"),
    (guide_data.GuideDoc, ""): ("pound_desk.documents.guide", "render_guide"),
}

# papers drawn outside this package (the local authority's report): added by the module
# that holds their data, so that documents imports nothing above it
_ADDED: dict[tuple[type, str], tuple[str, str]] = {}


def add(kind: type, module: str, function: str, form: str = "") -> None:
    """Let ``pdf`` draw ``kind`` with ``module.function`` (a full module name)."""
    _ADDED[(kind, form)] = (module, function)


def renderer(kind: type, form: str = "") -> Callable[..., bytes]:
    """The function that draws ``kind`` in ``form``, its module imported now."""
    if (kind, form) in _RENDERERS:
        module, function = _RENDERERS[(kind, form)]
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

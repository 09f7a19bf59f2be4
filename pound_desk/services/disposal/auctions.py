"""Public auction of cattle not claimed (s. 13(3)) or whose owner refused to
pay (s. 15(1)), as the desk and the commands reach it: one name for the
wing's rooms, each held in its own module: the auction and who conducts it
(``conduct``), a case's position (``position``), its lots (``lots``), the
bidder register with the s. 18(1) declaration (``bidders``), the sale of a
lot (``selling``), the expenses of sale (``sale_expenses``), disposal
otherwise on the Director's order (s. 13 proviso, ``disposed_otherwise``)
and their papers (``sale_papers``)."""
from __future__ import annotations

from pound_desk.services.disposal.bidders import (
    DECLARATION,
    BidderLine,
    bars,
    bidder_lines,
    bidders,
    register_bidder,
    register_bidder_id,
)
from pound_desk.services.disposal.conduct import (
    CONDUCTORS,
    SALE_PREFIX,
    AuctionLine,
    auction_line,
    auction_lines,
    auctions,
    create,
    create_id,
    get,
    sale_number,
)
from pound_desk.services.disposal.disposed_otherwise import (
    MANNERS_HINT,
    disposal_problems,
    dispose_otherwise,
    dispose_otherwise_id,
    order_of,
)
from pound_desk.services.disposal.lots import Candidate, LotView, add_lot, add_lot_id, candidates, lots
from pound_desk.services.disposal.position import PATHS, Position, position
from pound_desk.services.disposal.sale_expenses import (
    ExpenseView,
    add_expense,
    add_expense_id,
    expense_problems,
    expenses,
)
from pound_desk.services.disposal.sale_holds import hold_problems, settled_s15
from pound_desk.services.disposal.sale_papers import (
    print_sale_list,
    print_sale_receipt,
    receipt_doc,
    sale_code,
    sale_list_doc,
)
from pound_desk.services.disposal.selling import (
    InsideComplaintWindow,
    SaleResult,
    sale_problems,
    sales,
    sell,
    window_warnings,
)

__all__ = [
    "AuctionLine",
    "BidderLine",
    "CONDUCTORS",
    "Candidate",
    "DECLARATION",
    "ExpenseView",
    "InsideComplaintWindow",
    "LotView",
    "MANNERS_HINT",
    "PATHS",
    "Position",
    "SALE_PREFIX",
    "SaleResult",
    "add_expense",
    "add_expense_id",
    "add_lot",
    "add_lot_id",
    "auction_line",
    "auction_lines",
    "auctions",
    "bars",
    "bidder_lines",
    "bidders",
    "candidates",
    "create",
    "create_id",
    "disposal_problems",
    "dispose_otherwise",
    "dispose_otherwise_id",
    "expense_problems",
    "expenses",
    "get",
    "hold_problems",
    "lots",
    "order_of",
    "position",
    "print_sale_list",
    "print_sale_receipt",
    "receipt_doc",
    "register_bidder",
    "register_bidder_id",
    "sale_code",
    "sale_list_doc",
    "sale_number",
    "sale_problems",
    "sales",
    "sell",
    "settled_s15",
    "window_warnings",
]

"""Pound Desk: the pound office's register, receipts and accounts under the
Kerala Cattle Trespass Act, 1961."""

__version__ = "0.1.0"

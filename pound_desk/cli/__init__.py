"""The command line (``pound-desk``): without a command the desktop opens;
with one, the job runs headless. ``main`` is the console entry point."""
from pound_desk.cli.main import main

__all__ = ["main"]

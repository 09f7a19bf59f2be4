"""The command line (``pound-desk``): without a command the desktop opens;
with one, the job runs headless. ``main`` is the console entry point
(``pound_desk.cli:main``); it hides the module of the same name as an
attribute, so the module is reached as ``from pound_desk.cli.main import …``."""
from pound_desk.cli.main import main

__all__ = ["main"]

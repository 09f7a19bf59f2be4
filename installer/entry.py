"""The frozen program's entry point (PyInstaller runs this file as __main__):
the same ``main`` as the ``pound-desk`` command."""
import sys

from pound_desk.__main__ import main

if __name__ == "__main__":
    sys.exit(main())

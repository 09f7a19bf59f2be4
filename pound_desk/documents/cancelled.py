"""A paper stopped while it was drawn: its own module, so that a renderer
that can be stopped (the register) raises it without importing the door
that loads the renderers by name (render.py), which would make the two one
room."""
from __future__ import annotations

from pound_desk import cancel


class RenderCancelled(cancel.Cancelled):
    """The person asked to stop; no PDF was produced."""

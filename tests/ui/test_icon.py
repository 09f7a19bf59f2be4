"""The desk's window icon: the PNGs rendered from the SVG at each size a
title bar, a task bar or a menu asks for (pound_desk/ui/icon.py), drawn as
they are, and still the SVG's picture (installer/make_icons.py renders them)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

from pound_desk.paths import resources_dir
from pound_desk.ui.icon import SIZES, app_icon, png

ROOT = Path(__file__).resolve().parents[2]


def _make_icons():
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "installer" / "make_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _argb(image: QImage) -> QImage:
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def test_the_icon_has_each_size_from_its_png(qapp):
    icon = app_icon()
    assert sorted(size.width() for size in icon.availableSizes()) == list(SIZES)
    for size in SIZES:
        # a pixmap keeps its pixels premultiplied by their alpha: the file's, made so, compared
        drawn = icon.pixmap(size, size).toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        file = QImage(str(png(size))).convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        assert drawn.width() == size and drawn == file, size


@pytest.mark.parametrize("size", SIZES)
def test_each_png_is_the_svg_rendered_at_its_size(qapp, size):
    make_icons = _make_icons()
    assert size in make_icons.PNG_SIZES
    renderer = QSvgRenderer(str(resources_dir() / "icons" / "pound-desk.svg"))
    assert renderer.isValid()
    rendered, committed = _argb(make_icons.render(renderer, size)), _argb(QImage(str(png(size))))
    assert committed.width() == size
    assert rendered == committed   # a changed SVG: run installer/make_icons.py

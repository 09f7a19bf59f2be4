"""The bundle's inventory (installer/inventory.py): every bundled shared
library is accounted for by a component, and every embedded library it lists
is in the bundle. The built bundle itself is checked by the spec and by the
.deb test; these run on a made-up bundle, anywhere."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "installer"))
import inventory  # noqa: E402

# a bundle that carries one file for each EMBEDDED entry
COMPLETE = {
    "PySide6/Qt/lib/libicuuc.so.73": ["dist", "PySide6_Essentials"],
    "PySide6/Qt/lib/libQt6Pdf.so.6": ["dist", "PySide6_Addons"],
    "PySide6/Qt/lib/libQt6Core.so.6": ["dist", "PySide6_Essentials"],
    "PySide6/Qt/plugins/imageformats/libqjpeg.so": ["dist", "PySide6_Essentials"],
    "pillow.libs/libjpeg-6dc8d115.so.62.4.0": ["dist", "pillow"],
    "pillow.libs/liblcms2-88eaba2f.so.2.0.19": ["dist", "pillow"],
    "pillow.libs/libopenjp2-e530e1bf.so.2.5.4": ["dist", "pillow"],
    "pillow.libs/libtiff-20b7e810.so.6.3.0": ["dist", "pillow"],
    "pillow.libs/libzstd-40ad5e7e.so.1.5.7": ["dist", "pillow"],
    "pillow.libs/liblzma-de26b416.so.5.8.4": ["dist", "pillow"],
    "pillow.libs/libxcb-9065bb12.so.1.1.0": ["dist", "pillow"],
    "pillow.libs/libXau-154567c4.so.6.0.0": ["dist", "pillow"],
    "PIL/_imagingft.cpython-311-x86_64-linux-gnu.so": ["dist", "pillow"],
    "PIL/_imaging.cpython-311-x86_64-linux-gnu.so": ["dist", "pillow"],
    "cryptography/hazmat/bindings/_rust.abi3.so": ["dist", "cryptography"],
    "libpython3.11.so.1.0": ["python", ""],
    "libxcb-cursor.so.0": ["system", "/usr/lib/x86_64-linux-gnu/libxcb-cursor.so.0.0.0"],
    "resources/fonts/DejaVuSans.ttf": ["pound-desk", ""],
}


def test_a_complete_bundle_has_no_problem():
    assert inventory.check(COMPLETE, sorted(COMPLETE)) == []


def test_a_library_no_component_accounts_for_fails():
    # a library another project wrote, inside a wheel, with no entry of its own
    files = dict(COMPLETE, **{"pillow.libs/libwebp-0123abcd.so.7.1.0": ["dist", "pillow"],
                              "libgnutls.so.30": ["system", "/usr/lib/x86_64-linux-gnu/libgnutls.so.30"]})
    problems = inventory.check(files, sorted(files))
    assert problems == ["libgnutls.so.30: bundled, but no component accounts for it",
                        "pillow.libs/libwebp-0123abcd.so.7.1.0: bundled, but no component accounts for it"]


def test_an_entry_that_names_nothing_bundled_fails():
    files = {k: v for k, v in COMPLETE.items() if "libicu" not in k and "_rust" not in k}
    problems = inventory.check(files, sorted(files))
    assert problems == ["ICU: listed, but the bundle has no libicu*.so.*",
                        "OpenSSL (in cryptography): listed, but the bundle has no "
                        "cryptography/hazmat/bindings/_rust.abi3.so"]


def test_pillows_licence_is_cut_into_its_libraries_sections():
    text = "Pillow's own terms\n\n----\n\nFREETYPE2\n\nThe FreeType licence\n\n----\n\nZSTD\n\nBSD\n"
    assert inventory.pillow_sections(text) == {"FREETYPE2": "The FreeType licence", "ZSTD": "BSD"}


def test_a_vague_licence_is_read_from_its_text():
    assert inventory.dist_licence("Name: x\nLicense: MIT License\n") == "MIT"
    assert inventory.text_licence("Permission is hereby granted, free of charge, to any person") == "MIT"
    assert inventory.text_licence("GNU GENERAL PUBLIC LICENSE ... PyInstaller ... bootloader") == \
        "GPL-2.0-or-later WITH Bootloader-exception"

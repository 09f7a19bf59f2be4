"""Photos as a phone writes them, for the tests: a JPEG with EXIF (an
orientation, a GPS position), large, with a marked corner to see which way up
it came out."""
from __future__ import annotations

import io
from pathlib import Path

RED, BLUE = (220, 20, 20), (20, 20, 220)


def phone_jpeg(path: Path, size=(4000, 3000), orientation: int | None = None, gps: bool = False,
               quality: int = 95) -> Path:
    """A JPEG of ``size`` whose top-left block is red and the rest a blue
    gradient with fine detail, with the EXIF a phone writes."""
    from PIL import Image, ImageDraw

    w, h = size
    im = Image.linear_gradient("L").resize((w, h)).convert("RGB")
    im = Image.merge("RGB", (im.getchannel(0).point(lambda v: v // 4), im.getchannel(0).point(lambda v: v // 2),
                             Image.effect_noise((w, h), 60)))
    ImageDraw.Draw(im).rectangle((0, 0, w // 4, h // 4), fill=RED)
    exif = Image.Exif()
    exif[0x010F] = "PhoneMaker"   # Make
    if orientation is not None:
        exif[0x0112] = orientation
    if gps:
        g = exif.get_ifd(0x8825)
        g[1], g[2], g[3], g[4] = "N", (8.0, 30.0, 12.5), "E", (76.0, 56.0, 3.25)
    im.save(path, "JPEG", quality=quality, exif=exif.tobytes())
    return path


def png(path: Path, size=(300, 200), alpha: bool = True) -> Path:
    from PIL import Image

    Image.new("RGBA" if alpha else "RGB", size, (10, 200, 10, 0) if alpha else (10, 200, 10)).save(path, "PNG")
    return path


def opened(data_or_path):
    from PIL import Image

    if isinstance(data_or_path, (bytes, bytearray)):
        return Image.open(io.BytesIO(data_or_path))
    return Image.open(data_or_path)

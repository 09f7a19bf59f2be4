"""The pound's Ed25519 signing key. The private key lives in the keys/ folder
beside the database (never sent anywhere); the public key is given to the
local authority once, on the set-up sheet, and every return the pound makes
is signed with the private key so the authority can tell it came from this
pound and was not changed on the way.

Nothing on the way to the main window needs cryptography: its Ed25519 keys
and their PEM reading and writing (with its SSH formats) are imported by
``_ed25519`` and ``_pem`` when first used."""
from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

from pound_desk.language import translate
from pound_desk.returns.key_file import (  # noqa: F401
    KEY_NAME,
    KeyExposed,
    check_private,
    key_path,
    keys_dir,
    refuse_if_readable_by_others,
)

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey


def _ed25519():
    """cryptography's Ed25519 keys, loaded with the first key made or read."""
    # late: cryptography is not needed to open the desk
    from cryptography.hazmat.primitives.asymmetric import ed25519

    return ed25519


def _pem():
    """cryptography's PEM reading and writing, loaded with the first key read or written."""
    # late: cryptography's PEM formats are not needed to open the desk
    from cryptography.hazmat.primitives import serialization

    return serialization


def load_or_create(folder: Path, name: str = KEY_NAME) -> Ed25519PrivateKey:
    """The pound's private key from ``folder``, made (PEM, PKCS8, no
    passphrase, mode 0600) the first time it is needed; ``name``: another
    key kept the same way (the local authority's, which signs what it forwards)."""
    serialization, ed25519 = _pem(), _ed25519()
    folder = Path(folder)
    path = folder / name
    if path.exists():
        refuse_if_readable_by_others(path)
        key = serialization.load_pem_private_key(path.read_bytes(), password=None)
        if not isinstance(key, ed25519.Ed25519PrivateKey):
            raise ValueError(translate("keys", "{path} does not hold an Ed25519 key").format(path=path))
        return key
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    key = ed25519.Ed25519PrivateKey.generate()
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption())
    tmp = folder / (name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.write(fd, pem)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.chmod(tmp, 0o600)
    try:
        # never replace a key another process made meanwhile: link fails if it exists
        os.link(tmp, path)
    except FileExistsError:
        os.unlink(tmp)
        return load_or_create(folder, name)
    except OSError:
        # file systems without hard links
        if path.exists():
            os.unlink(tmp)
            return load_or_create(folder, name)
        os.replace(tmp, path)
    else:
        os.unlink(tmp)
    return key


def _public(key: Ed25519PrivateKey | Ed25519PublicKey) -> Ed25519PublicKey:
    return key.public_key() if isinstance(key, _ed25519().Ed25519PrivateKey) else key


def public_pem(key: Ed25519PrivateKey | Ed25519PublicKey) -> bytes:
    """The public key as SubjectPublicKeyInfo PEM (what the authority keeps)."""
    serialization = _pem()
    return _public(key).public_bytes(serialization.Encoding.PEM,
                                     serialization.PublicFormat.SubjectPublicKeyInfo)


def load_public(pem: bytes) -> Ed25519PublicKey:
    serialization = _pem()
    key = serialization.load_pem_public_key(pem)
    if not isinstance(key, _ed25519().Ed25519PublicKey):
        raise ValueError(translate("keys", "not an Ed25519 public key"))
    return key


def raw_public(key: Ed25519PrivateKey | Ed25519PublicKey) -> bytes:
    return _public(key).public_bytes_raw()


def fingerprint(key: Ed25519PrivateKey | Ed25519PublicKey) -> str:
    """SHA-256 of the raw 32-byte public key, upper-case hex in groups of four
    separated by spaces."""
    digest = hashlib.sha256(raw_public(key)).hexdigest().upper()
    return " ".join(digest[i:i + 4] for i in range(0, len(digest), 4))


def pound_id(key_or_fingerprint) -> str:
    """The pound's id: the fingerprint's first 16 hex digits, no spaces."""
    fp = key_or_fingerprint if isinstance(key_or_fingerprint, str) else fingerprint(key_or_fingerprint)
    return fp.replace(" ", "")[:16]

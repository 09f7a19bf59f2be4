"""Passwords and the signing keys they seal (services/desk/users.py keeps
the accounts they belong to).

Passwords are hashed with scrypt at OWASP's parameters and stored as
``scrypt$n$r$p$salt$hash`` (hex), so the parameters can be raised later
without losing the older hashes."""
from __future__ import annotations

import hashlib
import hmac
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pound_desk.language import translate
from pound_desk.law.problems import Problem
from pound_desk.models.users import UserEvent

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

MIN_PASSWORD = 8

# OWASP's password storage guidance: scrypt N=2**17, r=8, p=1 (128 MiB, about
# half a second here). Lowered only by use_test_parameters().
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2 ** 17, 8, 1
SCRYPT_MAXMEM = 256 * 1024 * 1024


def use_test_parameters(n: int = 2 ** 4) -> None:
    """Cheap hashes for the test suite (never called by the program itself):
    a hash keeps its own parameters, so checking it needs no setting."""
    global SCRYPT_N
    SCRYPT_N = n


# -- passwords -------------------------------------------------------------

def hash_password(password: str) -> str:
    salt = os.urandom(16)
    digest = hashlib.scrypt(password.encode("utf-8"), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=32,
                            maxmem=SCRYPT_MAXMEM)
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${salt.hex()}${digest.hex()}"


# -- each person's signing key, sealed by their password ----------------------
#
# One scrypt run gives 64 bytes: the first 32 are the stored password hash
# (the same as ``hash_password`` makes: scrypt's output does not depend on
# its length), the last 32 the key that seals the person's Ed25519 private
# key with AES-GCM. Signing in thus costs one scrypt, and the private key is
# never stored in the clear.

CREDENTIAL_EVENTS = ("created", "password", "key", "reset")

# A supervisor's reset gives a one-time password and no key: whoever knows
# it (the supervisor too) can only choose the account's own password, which
# makes a new key sealed by that password alone. Nothing the one-time
# password unseals can sign as the person, before or after.
RESET = "reset"


def sealing():
    """cryptography's AES-GCM, Ed25519 private key and InvalidTag, which seal
    and unseal a person's key. They are loaded when first needed, not to open
    the desk (about 15 ms and 9 MB: docs/PERFORMANCE.md); the sign-in dialog
    loads them while the password is typed."""
    # late: cryptography is not needed to open the desk
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    return AESGCM, Ed25519PrivateKey, InvalidTag


@dataclass(frozen=True)
class Credentials:
    password_hash: str
    public_key: str      # hex, 32 bytes
    sealed_key: str      # aesgcm$nonce$ciphertext (hex)
    private: Ed25519PrivateKey


def new_credentials(password: str) -> Credentials:
    AESGCM, Ed25519PrivateKey, _ = sealing()
    salt = os.urandom(16)
    out = hashlib.scrypt(password.encode("utf-8"), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=64,
                         maxmem=SCRYPT_MAXMEM)
    key = Ed25519PrivateKey.generate()
    public = key.public_key().public_bytes_raw()
    raw = key.private_bytes_raw()
    nonce = os.urandom(12)
    sealed = AESGCM(out[32:]).encrypt(nonce, raw, public)
    return Credentials(f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${salt.hex()}${out[:32].hex()}",
                       public.hex(), f"aesgcm${nonce.hex()}${sealed.hex()}", key)


def unlock(password: str, event: UserEvent) -> tuple[bool, Ed25519PrivateKey | None]:
    """Whether ``password`` is right for the credentials of ``event``, and
    the private key it unseals (None for an account made before keys)."""
    try:
        scheme, n, r, p, salt, want = event.password_hash.split("$")
        if scheme != "scrypt":
            return False, None
        out = hashlib.scrypt(password.encode("utf-8"), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p),
                             dklen=64, maxmem=SCRYPT_MAXMEM)
    except (ValueError, TypeError):
        return False, None
    if not hmac.compare_digest(out[:32], bytes.fromhex(want)):
        return False, None
    if not event.sealed_key:
        return True, None
    AESGCM, Ed25519PrivateKey, InvalidTag = sealing()
    try:
        _, nonce, sealed = event.sealed_key.split("$")
        raw = AESGCM(out[32:]).decrypt(bytes.fromhex(nonce), bytes.fromhex(sealed), bytes.fromhex(event.public_key))
    except (ValueError, InvalidTag):
        return True, None
    return True, Ed25519PrivateKey.from_private_bytes(raw)


def check_password(password: str, stored: str) -> bool:
    """Whether ``password`` matches ``stored`` (compared in constant time)."""
    try:
        scheme, n, r, p, salt, want = stored.split("$")
        if scheme != "scrypt":
            return False
        got = hashlib.scrypt(password.encode("utf-8"), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p),
                             dklen=len(bytes.fromhex(want)), maxmem=SCRYPT_MAXMEM)
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(got, bytes.fromhex(want))


def password_problems(password: str, again: str | None = None, field: str = "password") -> list[Problem]:
    out = []
    if len(password) < MIN_PASSWORD:
        out.append(Problem(field, translate("users", "A password has at least {count} characters")
                           .format(count=MIN_PASSWORD)))
    elif again is not None and again != password:
        out.append(Problem("again", translate("users", "The two passwords differ")))
    return out

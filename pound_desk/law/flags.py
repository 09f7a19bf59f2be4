"""Short flag codes and what they mean, in English and Malayalam.

Codes appear in ``dues --json`` and are stable; the words are for people.
"""
from __future__ import annotations

FLAGS: dict[str, tuple[str, str]] = {
    "late_to_pound": (
        "Brought more than 24 hours after seizure (ss. 9–10)",
        "പിടിച്ചെടുത്ത് 24 മണിക്കൂറിന് ശേഷം എത്തിച്ചു (വകുപ്പ് 9–10)",
    ),
    "capacity_basis_mismatch": (
        "The seizer's capacity does not match the basis of seizure",
        "പിടിച്ചെടുത്തയാളുടെ പദവി പിടിച്ചെടുക്കലിന്റെ അടിസ്ഥാനവുമായി ചേരുന്നില്ല",
    ),
    "no_fine_scale": (
        "No fine scale for this kind: no fine levied (s. 11(1))",
        "ഈ ഇനത്തിന് പിഴ നിരക്കില്ല: പിഴ ഈടാക്കിയില്ല (വകുപ്പ് 11(1))",
    ),
    "no_feeding_rate": (
        "No feeding rate fixed for part of the stay: not charged (s. 4)",
        "തീറ്റ നിരക്ക് നിശ്ചയിച്ചിട്ടില്ലാത്ത കാലയളവ്: ഈടാക്കിയില്ല (വകുപ്പ് 4)",
    ),
    "enhanced_fine": (
        "Enhanced fine notified for the area of seizure (s. 11(2))",
        "വർദ്ധിപ്പിച്ച പിഴ വിജ്ഞാപനം ചെയ്ത പ്രദേശം (വകുപ്പ് 11(2))",
    ),
    "enhanced_capped": (
        "Enhanced fine limited to twice the base fine (s. 11(2))",
        "വർദ്ധിപ്പിച്ച പിഴ അടിസ്ഥാന പിഴയുടെ ഇരട്ടിയായി പരിമിതപ്പെടുത്തി (വകുപ്പ് 11(2))",
    ),
    "enhanced_below_base": (
        "Notified enhanced fine is below the base fine",
        "വിജ്ഞാപനം ചെയ്ത വർദ്ധിപ്പിച്ച പിഴ അടിസ്ഥാന പിഴയേക്കാൾ കുറവാണ്",
    ),
}


def describe(code: str, lang: str = "en") -> str:
    en, ml = FLAGS.get(code, (code, code))
    return ml if lang == "ml" else en

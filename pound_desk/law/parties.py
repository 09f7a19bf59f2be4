"""Who may act for cattle under the Act, and the words each is named in.

The owner or the owner's agent takes delivery and signs for it (s. 12(b)),
pays under protest (s. 14), refuses the cattle left after a sale (s. 15(5))
and takes the surplus of a sale (s. 17); a complaint is made by the owner or
by an agent who knows the facts (s. 20); cattle released on a written order
(s. 18(2)) may also be taken by the claimant the order names or by an officer
of the authority or court that made it. Each table maps a code, as stored,
to its (English, Malayalam) names.
"""
from __future__ import annotations

OWNER = "owner"
AGENT = "agent"

# ss. 12, 14, 15(5), 17
OWNER_OR_AGENT = {OWNER: ("Owner", "ഉടമ"), AGENT: ("Owner's agent", "ഉടമയുടെ പ്രതിനിധി")}

# s. 20: the agent must know the facts of the complaint
COMPLAINANTS = {OWNER: ("Owner", "ഉടമ"), AGENT: ("Agent who knows the facts", "വസ്തുതകൾ അറിയുന്ന പ്രതിനിധി")}

# s. 18(2): who may take cattle released on a written order
ORDER_TAKERS = {**OWNER_OR_AGENT,
                "claimant": ("Claimant named in the order", "ഉത്തരവിൽ പറയുന്ന അവകാശി"),
                "officer": ("Officer of the authority or court", "അധികാരിയുടെയോ കോടതിയുടെയോ ഉദ്യോഗസ്ഥൻ")}


def on_paper(table: dict[str, tuple[str, str]], code: str) -> tuple[str, str]:
    """(Malayalam, English) as a document prints them mid-sentence ("ഉടമ /
    owner"); a code the table does not know is printed as it was stored."""
    if code not in table:
        return "", code
    en, ml = table[code]
    return ml, en[:1].lower() + en[1:]

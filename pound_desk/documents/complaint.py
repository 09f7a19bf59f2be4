"""The acknowledgement of a complaint of illegal seizure or detention (ss.
19, 20) handed to the complainant: who complained, when and to whom, in
writing or orally (the words as written down), the case, the last day to
complain and whether it came after it."""
from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from pound_desk.documents.base import Renderer
from pound_desk.documents.disputes_data import ComplaintAckDoc
from pound_desk.documents.wording import when
from pound_desk.law import parties
from pound_desk.text import date_str, datetime_str

MODES = {"written": ("രേഖാമൂലം", "In writing"), "oral": ("വാമൊഴി, എഴുതിയെടുത്തത്", "Oral, reduced to writing")}


class ComplaintAckRenderer(Renderer):
    pdf_title = "Acknowledgement of a complaint"

    def __init__(self, doc: ComplaintAckDoc) -> None:
        super().__init__()
        self.doc = doc

    def footer_left(self) -> str:
        return (f"{self.doc.pound.name} · പരാതി / Complaint {self.doc.complaint_id} · "
                f"കേസ് / Case {self.doc.case_no}")

    def story(self) -> list[Flowable]:
        d = self.doc
        cap_ml, cap_en = parties.on_paper(parties.COMPLAINANTS, d.capacity)
        mode_ml, mode_en = MODES.get(d.mode, (d.mode, d.mode))
        rows = [
            ("പരാതി നമ്പർ", "Complaint no.", str(d.complaint_id)),
            ("കേസ് നമ്പർ", "Case no.", d.case_no),
            ("പിടിച്ചെടുത്തത്", "Seized", ", ".join(t for t in (datetime_str(d.seized_at) if d.seized_at else "",
                                                                 d.seized_place) if t)),
            ("പിടിച്ചെടുത്തയാൾ", "Seizer", d.seizer_name),
            ("പരാതി", "Complaint of", f"{d.ground[1]} / {d.ground[0]}"),
            ("ആർക്കെതിരെ", "Against", d.against),
            ("പരാതിക്കാരൻ", "Complainant", f"{d.complainant} ({cap_ml} / {cap_en})"),
            ("ആർക്ക്", "Made to", d.authority),
            ("പരാതി നൽകിയ തീയതി", "Made on", date_str(d.filed_on)),
            ("രീതി", "How made", f"{mode_ml} / {mode_en}"),
        ]
        if d.window_ends:
            rows.append(("പരാതി നൽകാവുന്ന അവസാന തീയതി", "Last day to complain (s. 19)", date_str(d.window_ends)))
        story: list[Flowable] = self.pound_block(d.pound)
        story += [
            Spacer(1, 3 * mm),
            self.both("പരാതി ലഭിച്ചതിന്റെ അറിയിപ്പ്", "Acknowledgement of a complaint", "title", bold=True),
            self.both("നിയമവിരുദ്ധമായ പിടിച്ചെടുക്കൽ / തടഞ്ഞുവെക്കൽ — വകുപ്പ് 19, 20",
                      "Illegal seizure or detention — sections 19, 20", "body", bold=True),
            Spacer(1, 2 * mm),
            self.fields(rows, label_width=60 * mm),
            Spacer(1, 3 * mm),
        ]
        if d.late:
            story.append(self.both(
                "ശ്രദ്ധിക്കുക: പിടിച്ചെടുത്ത തീയതി മുതൽ പത്ത് ദിവസത്തിന് ശേഷമാണ് ഈ പരാതി; രേഖപ്പെടുത്തി, "
                "മജിസ്ട്രേറ്റ് തീരുമാനിക്കും.",
                "Note: this complaint was made after the ten days from the date of seizure; it is recorded "
                "and the Magistrate decides.", "body", bold=True, sep="\n"))
            story.append(Spacer(1, 3 * mm))
        if d.particulars:
            story += [self.both("പരാതിയുടെ വിവരം", "The complaint, as made" if d.mode == "written"
                                else "The complaint, as reduced to writing", "label", bold=True),
                      self.p(d.particulars, "body"), Spacer(1, 3 * mm)]
        if d.outcome is not None:
            rows = [("തീർപ്പ്", "Outcome", f"{d.outcome[1]} / {d.outcome[0]}"),
                    ("ഉത്തരവ്", "Order", d.decided)]
            if d.liable is not None:
                rows.append(("ബാധ്യസ്ഥൻ (വകുപ്പ് 21)", "Liable (s. 21)", f"{d.liable[1]} / {d.liable[0]}"))
            story += [self.both("പരാതിയിലെ തീർപ്പ് — വകുപ്പ് 21, 22", "The outcome — sections 21, 22", "label",
                                bold=True),
                      self.fields(rows, label_width=60 * mm), Spacer(1, 2 * mm)]
            if d.working:
                story += [self.fields([(ml, en, amount) for en, ml, amount in d.working], label_width=100 * mm),
                          Spacer(1, 3 * mm)]
        story += [
            self.both("പരാതി തീർപ്പാകുന്നതുവരെ, രേഖാമൂലമുള്ള ഉത്തരവില്ലാതെ ഈ കേസിലെ കന്നുകാലികളെ വിൽക്കില്ല.",
                      "Until the complaint is decided the cattle of this case are not sold, unless a written "
                      "order allows it.", "body", sep="\n"),
            self.p(f"രേഖപ്പെടുത്തിയത് / Recorded: {when(d.entered_at)}", "small"),
        ]
        return self.sign_off(story, self.side_by_side(
            self.signature("പരാതിക്കാരന്റെ ഒപ്പ്", "Complainant's signature", extra=[d.complainant]),
            self.signature("പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ ഒപ്പ്", "Pound-keeper's signature", extra=[d.keeper_name]),
            "TOP", [("LEFTPADDING", (0, 0), (-1, -1), 0)]))


def render_acknowledgement(doc: ComplaintAckDoc) -> bytes:
    return ComplaintAckRenderer(doc).render()

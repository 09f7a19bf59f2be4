"""What needs doing today: feeding not logged (s. 8), the unclaimed report
falling due (s. 13(1)), complaint windows closing (s. 19)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Callable

from pound_desk.cancel import interrupting
from pound_desk.law import numbering, periods
from pound_desk.models import DB, held
from pound_desk.services import return_period
from pound_desk.services.books import accounts
from pound_desk.services.case import feeding
from pound_desk.services.disposal import deposits, settlements, unclaimed
from pound_desk.services.disputes import protest
from pound_desk.services.office import exhibit, settings

# Warn this many days before a complaint window closes.
COMPLAINT_WARNING_DAYS = 2


@dataclass(frozen=True)
class Action:
    code: str        # exhibit | feeding | unclaimed_report | complaint_window
    case_no: str
    due: date
    en: str
    ml: str


def _held_cases(today: date):
    """(case_no, brought_at, seized_at) of cases with a head still held at the end of today."""
    end = datetime.combine(today + timedelta(days=1), time())
    # both times as amended (the newest amendment), as the case view has them
    amended = ("COALESCE((SELECT a.new_value FROM amendment a WHERE a.case_id = c.id AND a.head_id IS NULL "
               "AND a.field = '{0}' ORDER BY a.made_at DESC, a.id DESC LIMIT 1), c.{0})")
    sql = (f"SELECT c.case_no, {amended.format('brought_at')}, {amended.format('seized_at')} "
           f'FROM "case" c WHERE c.id IN (SELECT case_id FROM {held.TABLE} WHERE out_at >= ?) '
           "AND c.brought_at < ? ORDER BY c.brought_at")
    for case_no, brought, seized in DB.execute_sql(sql, [end, end]):
        yield case_no, _dt(brought), _dt(seized) if seized else None


def _dt(value) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))


_FEEDING_WORDS = {
    (True, True): ("Feeding and watering not logged today (s. 8)",
                   "ഇന്നത്തെ തീറ്റയും വെള്ളവും രേഖപ്പെടുത്തിയിട്ടില്ല (വകുപ്പ് 8)"),
    (True, False): ("Watered, but feeding not logged today (s. 8)",
                    "വെള്ളം നൽകി, പക്ഷേ ഇന്നത്തെ തീറ്റ രേഖപ്പെടുത്തിയിട്ടില്ല (വകുപ്പ് 8)"),
    (False, True): ("Fed, but watering not logged today (s. 8)",
                    "തീറ്റ നൽകി, പക്ഷേ ഇന്നത്തെ വെള്ളം രേഖപ്പെടുത്തിയിട്ടില്ല (വകുപ്പ് 8)"),
}


def needs_action(today: date, cancelled: Callable[[], bool] | None = None) -> list[Action]:
    """Everything due, in the order of the list. A ``cancel.Stop`` set
    meanwhile (the desk closing) interrupts the query running."""
    with interrupting(cancelled, DB.connection()):
        return _needs_action(today)


def _needs_action(today: date) -> list[Action]:
    closed = settings.closed_days()
    actions = [Action("exhibit", "", today, "Rates have changed: print the s. 11(4) list, put it up at the "
                      "pound and confirm", "നിരക്കുകൾ മാറി: വകുപ്പ് 11(4) പട്ടിക അച്ചടിച്ച് പൗണ്ടിൽ "
                      "പ്രദർശിപ്പിച്ച് സ്ഥിരീകരിക്കുക")] if exhibit.status(today).needs_display else []
    # feeding and watering are two duties (ss. 8, 27): either one missing is flagged
    actions += [Action("feeding", n.case_no, today, *_FEEDING_WORDS[(n.not_fed, n.not_watered)])
                for n in feeding.neglected(today)]
    # the report, the notice, its affixing and proclamations, the day of sale (s. 13)
    actions += [Action(s.code, s.case_no, s.due, s.en, s.ml) for s in unclaimed.steps(today)]
    for case_no, _brought, seized in _held_cases(today):
        ends = periods.complaint_last_day(seized, closed)
        if ends is not None:
            if today <= ends <= today + timedelta(days=COMPLAINT_WARNING_DAYS):
                when = "today" if ends == today else f"on {ends:%d-%m-%Y}"
                actions.append(Action("complaint_window", case_no, ends,
                                      f"Complaint window closes {when} (s. 19)",
                                      f"പരാതി നൽകാനുള്ള സമയം {ends:%d-%m-%Y}-ന് അവസാനിക്കുന്നു (വകുപ്പ് 19)"))
    # deposits whose three months have run out, or run out within a week (ss. 16(3), 17)

    actions += [Action("deposit_due" if d.overdue else "deposit_soon", d.case_no, d.due, d.en, d.ml)
                for d in deposits.actions(today)]
    # the daily statement of yesterday not made (rule 15)

    missing = accounts.statement_missing(today)
    if missing is not None:
        actions.append(Action("daily_statement", "", missing,
                              f"The daily statement for {missing:%d-%m-%Y} is not made (rule 15)",
                              f"{missing:%d-%m-%Y}-ലെ ദൈനംദിന പ്രസ്താവന തയ്യാറാക്കിയിട്ടില്ല (ചട്ടം 15)"))
    # a day already stated with an entry after its statement: a revised statement is due (rule 15)
    for day in accounts.revisions_due():
        actions.append(Action("statement_revision", "", day,
                              f"An entry of {day:%d-%m-%Y} was made after its daily statement: make the revised "
                              "statement (rule 15)",
                              f"{day:%d-%m-%Y}-ലെ ദൈനംദിന പ്രസ്താവനയ്ക്കു ശേഷം എൻട്രി രേഖപ്പെടുത്തി: പുതുക്കിയ "
                              "പ്രസ്താവന തയ്യാറാക്കുക (ചട്ടം 15)"))
    # the month just ended: its return to the local authority not exported yet (s. 6)

    month = return_period.due(today)
    if month is not None:
        actions.append(Action("return_due", "", month.end + timedelta(days=1),
                              f"The return for {month.label} is not exported yet (s. 6)",
                              f"{month.label}-ന്റെ റിട്ടേൺ ഇതുവരെ എക്സ്പോർട്ട് ചെയ്തിട്ടില്ല (വകുപ്പ് 6)"))
    # deposits under protest: the complaint window, and conversion once it closed (s. 14, Q12)

    for v in protest.open_deposits(today):
        if v.state == "convert_due":
            actions.append(Action("protest_convert", v.case_no, v.window_ends,
                                  f"Deposit under protest {v.number}: window closed, convert (s. 14, Q12)",
                                  f"പ്രതിഷേധ നിക്ഷേപം {v.number}: സമയം കഴിഞ്ഞു, പിഴയായി മാറ്റുക"))
        elif v.state == "held" and v.window_ends:
            actions.append(Action("protest_window", v.case_no, v.window_ends,
                                  f"Deposit under protest {v.number}: complaints until "
                                  f"{v.window_ends:%d-%m-%Y} (s. 19)",
                                  f"പ്രതിഷേധ നിക്ഷേപം {v.number}: പരാതി {v.window_ends:%d-%m-%Y} വരെ"))
    # sold cases to settle, and accounts to give to owners (ss. 15(2)-(3), 16)

    actions += [Action(s.code, s.case_no, s.due, s.en, s.ml) for s in settlements.steps(today)]
    order = {"feeding": 0, "unclaimed_report": 1, "notice_issue": 1.1, "notice_events": 1.2, "may_sell": 1.3,
             "settle": 1.4, "owner_account": 1.5,
             "protest_convert": 1.9, "complaint_window": 2, "protest_window": 2.05,
             "deposit_due": 2.1, "deposit_soon": 2.2, "daily_statement": 2.3, "statement_revision": 2.31,
             "return_due": 2.35,
             "exhibit": 3}
    return sorted(actions, key=lambda a: (order[a.code], a.due, numbering.case_order(a.case_no)))



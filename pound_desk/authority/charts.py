"""The consolidated report's pictures, as plain figures: seizures a month
per pound, heads by kind, money collected against money due, steps overdue
per pound, and the places where cattle are seized most, month by month.

Each chart is a ``Bars``: categories, series of whole numbers (paise for
money) and what is missing, with every label in both languages. The PDF
(``authority.document``) and the screen (``ui.authority.charts``) draw the
same ``Bars``; nothing here knows how. Figures come from the latest revision
of each return, as the report's table does (``reports``)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import peewee as pw

from pound_desk.authority.models import (
    ImportedReturn,
    RegisteredPound,
    ReturnKind,
    ReturnOpenCase,
    ReturnPlace,
    ReturnSeizures,
)
from pound_desk.documents.return_data import OVERDUE
from pound_desk.law.kinds import BY_CODE
from pound_desk.text import MONTHS_EN, MONTHS_ML

Words = tuple[str, str]          # (Malayalam, English)
MOST_POUNDS = 8                  # a year's chart names this many pounds; the rest are summed
MOST_PLACES = 10
MOST_BARS = 15                   # a chart of one bar (group) a pound names this many; the rest are summed
MOST_KINDS = 10

# the series' colours on paper and on screen: distinct in print and for the colour-blind
# (Okabe and Ito's palette), then greys
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000",
           "#999999", "#666666", "#BBBBBB", "#333333")

SEIZURES, KINDS, MONEY, OVERDUE_STEPS, PLACES = "seizures", "kinds", "money", "overdue", "places"


@dataclass(frozen=True)
class Series:
    name: Words
    values: tuple[int | None, ...]        # one a category; None: no figure (a return missing)


@dataclass(frozen=True)
class Bars:
    key: str
    title: Words
    categories: tuple[Words, ...]
    series: tuple[Series, ...]
    stacked: bool = False
    horizontal: bool = False
    money: bool = False                   # values are paise
    notes: tuple[Words, ...] = ()         # what is missing or left out, for a person

    @property
    def empty(self) -> bool:
        """Nothing to draw: no category, or every figure none or missing."""
        return not self.categories or not any(v for s in self.series for v in s.values)

    def value(self, series: int, category: int) -> int | None:
        return self.series[series].values[category]


def nice_axis(top: int) -> tuple[int, int]:
    """An axis's top and step for values up to ``top``: 1, 2 or 5 times a
    power of ten, about five steps, never a fraction of a head."""
    if top <= 0:
        return 1, 1
    step = 1
    while True:
        for m in (1, 2, 5):
            if top / (step * m) <= 8:
                s = step * m
                return -(-top // s) * s, s
        step *= 10


def month_label(period: str) -> Words:
    y, m = period.split("-")
    return f"{MONTHS_ML[int(m) - 1]} {y}", f"{MONTHS_EN[int(m) - 1][:3]} {y}"


def kind_label(code: str) -> Words:
    k = BY_CODE.get(code)
    return (k.ml, k.en) if k else (code, code)


def _same(text: str) -> Words:
    return text, text


MOST_NAMED = 20                  # pounds named in a note of what is missing; the rest counted


def _more(names: list[str]) -> tuple[str, str]:
    """Names joined, the first ``MOST_NAMED`` of them and how many more."""
    more = len(names) - MOST_NAMED
    ml = "; ".join(names[:MOST_NAMED]) + (f"; മറ്റ് {more} എണ്ണം കൂടി" if more > 0 else "")
    en = "; ".join(names[:MOST_NAMED]) + (f"; and {more} more" if more > 0 else "")
    return ml, en


def _missing_note(missing: dict[str, list[str]]) -> tuple[Words, ...]:
    if not missing:
        return ()
    ml, _ = _more([f"{n}: " + ", ".join(month_label(p)[0] for p in ms) for n, ms in missing.items()])
    _, en = _more([f"{n}: " + ", ".join(month_label(p)[1] for p in ms) for n, ms in missing.items()])
    return (("× കണക്കില്ല (റിട്ടേൺ ലഭിച്ചില്ല, അല്ലെങ്കിൽ അതിലെ രജിസ്റ്റർ വായിക്കാനായില്ല): " + ml,
             "× No figures (no return, or its register entries could not be read): " + en),)


def _no_return(names: list[str]) -> tuple[Words, ...]:
    if not names:
        return ()
    ml, en = _more(names)
    return (("× റിട്ടേൺ ഇല്ല: " + ml, "× No return: " + en),)


def _live(first: str, last: str):
    return ((ImportedReturn.superseded_by.is_null()) & (ImportedReturn.period >= first)
            & (ImportedReturn.period <= last))


def _latest(first: str, last: str):
    """Each pound's latest live return of the span (what stands at its end)."""
    last_q = (ImportedReturn
              .select(ImportedReturn.pound.alias("pid"), pw.fn.MAX(ImportedReturn.period).alias("lp"))
              .where(_live(first, last)).group_by(ImportedReturn.pound)).alias("last")
    return (ImportedReturn.select(ImportedReturn.id)
            .join(last_q, on=((ImportedReturn.pound == last_q.c.pid) & (ImportedReturn.period == last_q.c.lp)))
            .where(ImportedReturn.superseded_by.is_null()))


def _busiest(bars: Bars) -> Bars:
    """A chart of a bar a pound, cut to the ``MOST_BARS`` with the largest
    figures (most first) and one bar of the rest summed: a district's
    hundred pounds side by side would be read by no one."""
    n = len(bars.categories)
    if n <= MOST_BARS:
        return bars
    size = [sum(s.values[i] or 0 for s in bars.series) for i in range(n)]
    keep = sorted(range(n), key=lambda i: (-size[i], i))[:MOST_BARS - 1]
    rest = [i for i in range(n) if i not in set(keep)]
    cats = tuple(bars.categories[i] for i in keep) + (
        (f"മറ്റു {len(rest)} പൗണ്ടുകൾ", f"{len(rest)} other pounds"),)
    series = tuple(Series(s.name, tuple(s.values[i] for i in keep) + (sum(s.values[i] or 0 for i in rest),))
                   for s in bars.series)
    return Bars(bars.key, bars.title, cats, series, bars.stacked, bars.horizontal, bars.money, bars.notes)


def _months(first: str, last: str) -> list[str]:
    y, m = map(int, first.split("-"))
    out = []
    while f"{y}-{m:02d}" <= last:
        out.append(f"{y}-{m:02d}")
        y, m = (y, m + 1) if m < 12 else (y + 1, 1)
    return out


def build(first: str, last: str, pounds: list[tuple[int, str]],
          collected: dict[int, int]) -> tuple[Bars, ...]:
    """The five charts of the months ``first``..``last`` (YYYY-MM) for the
    pounds given as (id, name) in the report's order; ``collected`` is each
    pound's fines and feeding charges received over the span (the report's
    own figures, so the chart and the table agree)."""
    months = _months(first, last)
    names = dict(pounds)
    # seizures (cases brought) per pound and month, where the return's entries were read
    counted: dict[int, dict[str, int]] = defaultdict(dict)
    returned: dict[int, set[str]] = defaultdict(set)
    for pid, period, cases in (ReturnSeizures
                               .select(ImportedReturn.pound, ImportedReturn.period, ReturnSeizures.cases)
                               .join(ImportedReturn, on=(ReturnSeizures.ret == ImportedReturn.id))
                               .where(_live(first, last)).tuples()):
        counted[pid][period] = cases
    for pid, period in ImportedReturn.select(ImportedReturn.pound, ImportedReturn.period) \
            .where(_live(first, last)).tuples():
        returned[pid].add(period)
    missing = {names[pid]: [m for m in months if m not in counted[pid]] for pid, _ in pounds}
    missing = {n: ms for n, ms in missing.items() if ms}
    notes = _missing_note(missing)

    return (_seizures(months, pounds, counted, notes), _kinds(first, last, notes),
            _money(first, last, pounds, collected, returned),
            _overdue(first, last, pounds, returned), _places(first, last, months, notes))


def _seizures(months, pounds, counted, notes) -> Bars:
    title = ("ഓരോ പൗണ്ടിലും മാസം തോറും പിടികൂടിയ കേസുകൾ", "Seizures a month per pound (cases)")
    if len(months) == 1:
        m = months[0]
        return _busiest(Bars(SEIZURES, title, tuple(_same(n) for _, n in pounds),
                             (Series(("കേസുകൾ", "Cases"), tuple(counted[pid].get(m) for pid, _ in pounds)),),
                             notes=notes))
    # a year: the months across, a bar a pound (the busiest named, the others summed)
    totals = {pid: sum(counted[pid].values()) for pid, _ in pounds}
    named = sorted(pounds, key=lambda p: (-totals[p[0]], p[1]))[:MOST_POUNDS]
    named_ids = {pid for pid, _ in named}
    rest = [pid for pid, _ in pounds if pid not in named_ids]
    series = [Series(_same(n), tuple(counted[pid].get(m) for m in months))
              for pid, n in sorted(named, key=lambda p: pounds.index(p))]
    if rest:
        series.append(Series((f"മറ്റു {len(rest)} പൗണ്ടുകൾ", f"{len(rest)} other pounds"),
                             tuple(sum(counted[pid].get(m, 0) for pid in rest) for m in months)))
    # the months of the year by name alone: the report's title gives the year
    return Bars(SEIZURES, title, tuple((MONTHS_ML[int(m[5:]) - 1], MONTHS_EN[int(m[5:]) - 1][:3]) for m in months),
                tuple(series), notes=notes)


def _kinds(first, last, notes) -> Bars:
    rows = (ReturnKind.select(ReturnKind.kind, pw.fn.SUM(ReturnKind.heads).alias("n"))
            .join(ImportedReturn, on=(ReturnKind.ret == ImportedReturn.id))
            .where(_live(first, last)).group_by(ReturnKind.kind).tuples())
    ranked = sorted(((k, int(n)) for k, n in rows), key=lambda r: (-r[1], r[0]))
    shown, rest = ranked[:MOST_KINDS], ranked[MOST_KINDS:]
    cats = [kind_label(k) for k, _ in shown]
    values = [n for _, n in shown]
    if rest:
        cats.append(("മറ്റിനങ്ങൾ", "Other kinds"))
        values.append(sum(n for _, n in rest))
    return Bars(KINDS, ("പിടികൂടിയ ഉരുക്കൾ, ഇനം തിരിച്ച്", "Heads impounded by kind"), tuple(cats),
                (Series(("ഉരുക്കൾ", "Heads"), tuple(values)),), horizontal=True, notes=notes)


def _money(first, last, pounds, collected, returned) -> Bars:
    dues = dict(ReturnOpenCase.select(ImportedReturn.pound, pw.fn.SUM(ReturnOpenCase.dues_paise))
                .join(ImportedReturn, on=(ReturnOpenCase.ret == ImportedReturn.id))
                .where(ImportedReturn.id.in_(_latest(first, last)))
                .group_by(ImportedReturn.pound).tuples())
    has = [bool(returned[pid]) for pid, _ in pounds]
    none = [n for (pid, n), h in zip(pounds, has) if not h]
    notes = _no_return(none)
    return _busiest(Bars(MONEY, ("പിരിച്ച തുകയും കിട്ടാനുള്ള തുകയും", "Money collected against money due"),
                tuple(_same(n) for _, n in pounds),
                (Series(("പിരിച്ചത് (പിഴയും തീറ്റച്ചെലവും)", "Collected (fines and feeding charges)"),
                        tuple(collected.get(pid, 0) if h else None for (pid, _), h in zip(pounds, has))),
                 Series(("കിട്ടാനുള്ളത് (അവസാനം പൗണ്ടിലുള്ളവയുടെ കുടിശ്ശിക)",
                         "Due (dues on cattle held at the end)"),
                        tuple(int(dues.get(pid) or 0) if h else None for (pid, _), h in zip(pounds, has)))),
                money=True, notes=notes))


def _overdue(first, last, pounds, returned) -> Bars:
    per: dict[int, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for pid, codes in (ReturnOpenCase.select(ImportedReturn.pound, ReturnOpenCase.overdue)
                       .join(ImportedReturn, on=(ReturnOpenCase.ret == ImportedReturn.id))
                       .where(ImportedReturn.id.in_(_latest(first, last)) & (ReturnOpenCase.overdue != ""))
                       .tuples()):
        for code in filter(None, codes.split(",")):
            per[pid][code] += 1
    known = list(OVERDUE)
    seen = sorted({c for p in per.values() for c in p}, key=lambda c: (known.index(c) if c in known else 99, c))
    has = [bool(returned[pid]) for pid, _ in pounds]
    series = tuple(Series((OVERDUE[c][1], OVERDUE[c][0]) if c in OVERDUE else _same(c),
                          tuple(per[pid].get(c, 0) if h else None for (pid, _), h in zip(pounds, has)))
                   for c in seen)
    none = [n for (pid, n), h in zip(pounds, has) if not h]
    notes = _no_return(none)
    return _busiest(Bars(OVERDUE_STEPS, ("ഓരോ പൗണ്ടിലും വൈകിയ നടപടികൾ (കാലയളവിന്റെ അവസാനം)",
                                "Steps overdue per pound (at the period's end)"),
                tuple(_same(n) for _, n in pounds), series, stacked=True, notes=notes))


def _places(first, last, months, notes) -> Bars:
    def places(*columns):
        return (ReturnPlace.select(RegisteredPound.name, ReturnPlace.place, *columns)
                .join(ImportedReturn, on=(ReturnPlace.ret == ImportedReturn.id))
                .join(RegisteredPound, on=(ImportedReturn.pound == RegisteredPound.id))
                .where(_live(first, last)))

    total = pw.fn.SUM(ReturnPlace.cases)
    # a state's year has a hundred thousand places and months: the database ranks the places, and only
    # those that can be among the first (the ties of the last one shown with them) are read, months and all
    top = [n for _, _, n in places(total.alias("n")).group_by(RegisteredPound.name, ReturnPlace.place)
           .order_by(total.desc()).limit(MOST_PLACES).tuples()]
    count = places().group_by(RegisteredPound.name, ReturnPlace.place).count()
    by_place: dict[tuple[str, str], dict[str, int]] = defaultdict(dict)
    if top:
        firsts = places().group_by(RegisteredPound.name, ReturnPlace.place).having(total >= top[-1])
        rows = (places(ImportedReturn.period, total)
                .where(pw.Tuple(RegisteredPound.name, ReturnPlace.place).in_(firsts))
                .group_by(RegisteredPound.name, ReturnPlace.place, ImportedReturn.period).tuples())
        for pound, place, period, n in rows:
            by_place[(pound, place)][period] = int(n)
    ranked = sorted(by_place, key=lambda k: (-sum(by_place[k].values()), k))
    shown = ranked[:MOST_PLACES]
    cats = tuple(_same(f"{place or '—'} ({pound})") for pound, place in shown)
    series = tuple(Series(month_label(m), tuple(by_place[k].get(m, 0) for k in shown)) for m in months)
    more = count - len(shown)
    extra = ((f"മറ്റ് {more} സ്ഥലങ്ങൾ കാണിച്ചിട്ടില്ല", f"{more} other places not shown"),) if more > 0 else ()
    return Bars(PLACES, ("കൂടുതൽ പിടികൂടുന്ന സ്ഥലങ്ങൾ (കേസുകൾ, മാസം തിരിച്ച്)",
                         "Where cattle are seized most (cases, by month)"),
                cats, series, stacked=True, horizontal=True, notes=extra + notes)

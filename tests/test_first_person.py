"""What people say of their own lives, in words nobody here wrote: ten readings by readers who
never saw the extractors (benchmarks/gold/first-person, see its README), and the pieces of grammar
they showed missing, each with the look-alike that must stay no fact."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest

from benchmarks import statements
from hinet_pipeline.config import Owner
from hinet_pipeline.memory.facts.dates import resolve_date
from hinet_pipeline.memory.facts.extract import extract
from hinet_pipeline.records import CanonicalItem

GOLD = Path(statements.GOLD).parent
ME = Owner("Dana Levi", ("dana.levi@example.com",), "IL")


@pytest.mark.parametrize(
    "name, recall, asof",
    [
        # read to find what to fix: recall 0.322 and as-of 0.256 before
        ("statements.jsonl", 0.92, 0.87),
        # scored before any fix for it (recall 0.228 / as-of 0.168 then), then read to fix more
        ("statements-2.jsonl", 0.92, 0.86),
        # scored only: recall 0.152 / as-of 0.141 with the code before this work, 0.239 when first
        # scored; its misses were not read (0.576 in session 30, 0.609 in session 31).
        ("statements-3.jsonl", 0.62, 0.52),  # (session 35: 0.630 / 0.533)
        # scored before any fix for it (recall 0.284, one trap: "נחתתי בברלין לכנס"), then read
        ("statements-4.jsonl", 0.8, 0.76),
        # written fresh for session 27, scored before any fix for it (0.930 / 0.406 / 0.260, one
        # trap: a sister's number), then read to fix more
        ("statements-5.jsonl", 0.94, 0.86),
        # written fresh for session 27 and held out: its misses not read (only its wrong facts were).
        # Before session 27's work 0.930 / 0.354 / 0.274; 0.575 recall in session 29, 0.619 in session 30,
        # 0.628 in session 31.
        ("statements-6.jsonl", 0.66, 0.55),
        # written fresh for session 28 (trades: a nurse, a chef, a soldier, a teacher), scored before
        # any fix for it (0.907 / 0.287 / 0.221), then read to fix
        ("statements-7.jsonl", 0.81, 0.76),
        # written fresh for session 28 and held out (0.970 / 0.489 / 0.406 before its work, 0.714 now)
        ("statements-8.jsonl", 0.73, 0.67),
        # written fresh for session 29 (idioms, passive voice, nouns, facts in passing, eight countries),
        # scored before any fix for it (0.910 / 0.492 / 0.427), then read to fix
        ("statements-9.jsonl", 0.89, 0.84),
        # written fresh for session 29 away from the templates (formal letters, announcements, facts in
        # passing, shorthand, code mixing), scored after session 29's first fixes (0.958 / 0.393 /
        # 0.316, one trap), then read to fix
        ("statements-10.jsonl", 0.8, 0.69),
        # written fresh for session 30 (trades and countries, formal letters, shorthand, code mixing, facts in
        # passing), scored after session 30's first fixes (0.952 / 0.392 / 0.314, two traps), then read to fix
        ("statements-11.jsonl", 0.72, 0.66),
        # written fresh for session 30 and held out (0.976 / 0.537 / 0.477 with one trap at session 30's start,
        # 1.000 / 0.577 / 0.517 at its end, 0.644 / 0.584 at session 31's); only its wrong facts were read
        ("statements-12.jsonl", 0.7, 0.66),
        # written fresh for session 31 (facts in passing, several per message, relative days, Hebrew as typed),
        # scored with session 31's starting code (0.963 / 0.530 / 0.396, one trap), then read to fix
        ("statements-13.jsonl", 0.84, 0.76),
        # written fresh for session 31 (long mails, replies that quote, signatures, many trades), scored with
        # session 31's starting code (0.915 / 0.492 / 0.386, six traps: a reply's quoted news), then read to fix
        ("statements-14.jsonl", 0.83, 0.76),
        # written fresh late in session 31: facts implied, not announced ("55 min from our place in Ashkelon to
        # the Intel fab"), scored with session 31's starting code (0.944 / 0.321 / 0.283, three traps), then read
        ("statements-16.jsonl", 0.6, 0.56),
        # written fresh in session 32, the day said every way people say it (another sentence, brackets, weekdays
        # cut short, numbers, "a fortnight ago", "w.e.f."): scored at 1.000 / 0.623 / 0.456 before it was read
        ("statements-18.jsonl", 0.79, 0.73),
        # written fresh in session 32 under the seventeenth set's brief (two facts a message: the home and the job one
        # has beside the change), scored at 0.990 / 0.472 / 0.391 with two traps before it was read, then read
        ("statements-19.jsonl", 0.62, 0.56),
        # written fresh in session 33 and held out (many countries, names with marks, dates said every way): 0.978
        # / 0.690 / 0.532 with the session's starting code, 0.978 / 0.714 / 0.556 when first scored after its
        # first fixes; only its wrong facts were read ("Start: Mon 13 April" over "Line manager:" read as a title);
        # session 34 read it to fix (0.989 / 0.738 / 0.579 then)
        ("statements-20.jsonl", 0.81, 0.78),
        # written fresh late in session 33 and held out (busy and formal registers, code mixing, numbers every
        # way): 1.000 / 0.591 / 0.491 with one trap at the session's start, 1.000 / 0.626 / 0.526 with the trap
        # when first scored; its one wrong fact was read (a brother's "המספר החדש שלו", taken as the writer's);
        # session 34 read it to fix (1.000 / 0.632 / 0.532 then)
        ("statements-21.jsonl", 0.74, 0.7),
        # written fresh in session 34 and held out (every register, ten countries, Hebrew as typed): 0.979 / 0.583
        # / 0.545 with one trap at the session's start; only its three wrong facts were read (a brother's job in a
        # Hebrew present tense, "בצוות של X" read as an employer, a branch after a comma read as a title)
        ("statements-22.jsonl", 0.62, 0.58),  # (session 35: 0.635 / 0.590)
        # written fresh in session 34 and held out, the day said away from the verb: 0.989 / 0.569 / 0.379 at the
        # session's start; its one wrong fact was read (a resignation's employer in a letter under a subject line)
        ("statements-23.jsonl", 0.61, 0.48),  # (session 35: 0.621 / 0.490)
        # written fresh in session 35, the day said away from the verb (subject lines, list headings, weekdays cut
        # short, "a week on Monday", numbers in the writer's own order): 0.976 / 0.581 / 0.382 with three traps
        # at the session's start (an offer turned down, "my old manager", a clause after the employer), then read
        ("statements-24.jsonl", 0.67, 0.49),
        # written fresh in session 35 and held out (idioms, passive voice, letters, quoted replies, ten countries):
        # 1.000 / 0.669 / 0.597 with four traps at the session's start; only its wrong facts were read (a friend's
        # quoted "עברנו! כתובת חדשה: ...", an offer declined: "אבל החלטתי לא ללכת")
        ("statements-25.jsonl", 0.66, 0.59),
        # written fresh in session 35, English in a hurry and at work (fragments, "w/", "tmrw", "mgr") and Hebrew as
        # typed: 0.992 / 0.621 / 0.521 with four traps at the session's start, then read
        ("statements-26.jsonl", 0.69, 0.6),  # (session 37: 0.700 / 0.611)
        # written fresh in session 35 and held out, a realistic mix: 0.991 / 0.779 / 0.707 at the session's start;
        # its one wrong fact was read (a leaving whose employer only a quoted question names)
        ("statements-27.jsonl", 0.78, 0.71),
        # written fresh in session 36 and held out: US and Canadian writers (month-first dates, US numbers, work
        # mail) beside Israelis; 0.976 / 0.726 / 0.593 with one trap at first (a mother's new number); only its
        # wrong facts were read
        ("statements-28.jsonl", 0.72, 0.58),
        # the same, every register from ten countries: 1.000 / 0.752 / 0.736 with two traps at first (a dream's
        # job "חחח", a sabbatical's street); only its wrong facts were read
        ("statements-29.jsonl", 0.78, 0.76),  # (session 37: 0.792 / 0.776)
        # the same, family life (a relative's news told by the writer, messages to a relative, stages of a move,
        # laughter): 0.970 / 0.636 / 0.576 with two traps at first ("לסבתא יש מספר חדש", "עובד מהמשרד בירושלים")
        ("statements-30.jsonl", 0.68, 0.61),  # (session 37: 0.689 / 0.623)
        # the same, work life (titles as firms write them, teams vs employers, managers named every way):
        # 0.983 / 0.673 / 0.613 at first, one wrong manager read ("ל-CTO, עידו פרלמן": the title, not the name)
        ("statements-31.jsonl", 0.68, 0.61),
        # written fresh in session 37 and held out: people between countries and life stages, several facts and
        # days in one message: 1.000 / 0.764 / 0.679 at first, no trap; nothing of it was read
        ("statements-32.jsonl", 0.75, 0.66),
        # the same, chats typed in a hurry ("i'm at Arup from monday", "new # 07911 ...", laughter as tone):
        # 1.000 / 0.533 / 0.449 at first, then read whole (a set to learn chats from, not held out)
        ("statements-33.jsonl", 0.72, 0.63),  # (its end: 0.738 / 0.645)
        # the same, working life by mail: 0.992 / 0.729 / 0.650 with one trap at first (a colleague's last day,
        # "Her last day at ..."); only its two wrong facts were read (that, and "the Platform team" as an employer)
        ("statements-34.jsonl", 0.74, 0.67),  # (its end: 0.751 / 0.684)
    ],
)
def test_first_person_statements_read_by_others(name, recall, asof):
    _holds(name, recall, asof)


def test_the_fifteenth_set_held_out_where_it_stands():
    """Written fresh late in session 31 and held out (0.932 / 0.523 / 0.455, one trap, with session 31's
    starting code; 0.952 / 0.598 / 0.523 at its end): just short of 0.6. Of it only wrong facts were read: a
    last day's employer after "N years at monday.com", "עזבתי את הסטארטאפ" (a kind of firm, named elsewhere),
    "their first engineer". Its one trap is a joke ("new job title: Chief Nappy Officer", on paternity leave);
    two wrong addresses are the reader's form ("Flat 3, 27 Wellington Street" for "27 Wellington Street, Leeds").
    Session 32, with fixes made on read sets only (a day said elsewhere in the message) and the seventeenth
    set's wrong facts: 0.953 / 0.621 / 0.561, no trap."""
    got = statements.score(statements.load(GOLD / "statements-15.jsonl"))
    assert got["precision"] >= 0.94 and got["traps_stored"] == 0, got["_wrong"]
    assert got["recall"] >= 0.67 and got["asof_right"] >= 0.62, got["_missed"]  # (session 34: 0.674 / 0.621)


def test_the_seventeenth_set_held_out_where_it_stands():
    """Written fresh in session 32 and held out: 178 facts, two a message, as its reader also recorded the home
    and the job a message says one has beside the change it announces. 0.951 / 0.438 / 0.371 with two traps
    when first scored (after session 32's first fixes); only its six wrong facts were read (a joke title made of
    home life, twice; "בכיר" read as "in"; "מועסק ע"י X"; an end with no employer). Far short of 0.6."""
    got = statements.score(statements.load(GOLD / "statements-17.jsonl"))
    assert got["precision"] >= 0.95 and got["traps_stored"] == 0, got["_wrong"]
    assert got["recall"] >= 0.49 and got["asof_right"] >= 0.43, got["_missed"]  # (session 35: 0.500 / 0.438)


def _holds(name, recall, asof):
    got = statements.score(statements.load(GOLD / name))
    print({k: v for k, v in got.items() if not k.startswith("_")})
    assert got["precision"] >= 0.95 and got["traps_stored"] == 0, got["_wrong"]
    assert got["recall"] >= recall, got["_missed"]
    assert got["asof_right"] >= asof, got["_misdated"]


def said(text: str, day: str = "2026-03-11", source: str = "notes") -> set[tuple]:
    item = CanonicalItem.from_dict(
        {
            "source": source,
            "external_id": "x",
            "timestamp": f"{day}T10:00:00+00:00",
            "account": "me",
            "author": None if source == "notes" else "Dana Levi <dana.levi@example.com>",
            "participants": [] if source == "notes" else ["Dana Levi <dana.levi@example.com>", "Noa <noa@x.org>"],
            "title": "",
            "body": text,
        }
    )
    return {
        (o.predicate, o.object, str(o.valid_from)[:10], o.retract)
        for f in extract(item, 1, ME)
        if (o := f.observation).subject == ME.name and o.predicate != "email"
    }


@pytest.mark.parametrize(
    "text, fact",
    [
        # the subject left out, as chats and notes do (2026-03-11 is a Wednesday)
        ("Moved to Jerusalem last Sunday, still cold", ("lives_in", "Jerusalem", "2026-03-08", False)),
        ("Just joined Mobileye as a product manager!", ("job_title", "product manager", "2026-03-11", False)),
        ("Relocated to Austin in March for the new role.", ("lives_in", "Austin", "2026-03-01", False)),
        # a second verb of the same subject
        ("we left the city and moved to Maidenhead in April", ("lives_in", "Maidenhead", "2025-04-01", False)),
        # when, in the sentence after
        ("I signed the lease on an apartment in Jerusalem; moving in on April 1st.",
         ("lives_in", "Jerusalem", "2026-04-01", False)),
        ("I've taken a job at a small startup called Tidepool Analytics. First day is Sunday.",
         ("works_at", "Tidepool Analytics", "2026-03-15", False)),
        # a last day whose employer another sentence names; the day after it the job is over
        ("After seven years, I will be leaving Intel. My last working day is Thursday, 26 March.",
         ("works_at", "Intel", "2026-03-27", True)),
        ("Officially no longer at Teva since 15 September.", ("works_at", "Teva", "2025-09-15", True)),
        ("new number, save it: 054-738-2916", ("phone", "+972547382916", "2026-03-11", False)),
        ("my line manager is now Tom Okafor, Sarah moved over to the platform org",
         ("manager", "Tom Okafor", "2026-03-11", False)),
        # an address in a town says one lives there
        ("Our new address is 14 Bialik St, Ramat Gan.", ("lives_in", "Ramat Gan", "2026-03-11", False)),
        # Hebrew: a prefix on the pronoun, a plural without it, "כבר חודש", "מאז 2017"
        ("רק רציתי לעדכן שאני עוברת לגור בלונדון ב-20 באפריל", ("lives_in", "לונדון", "2026-04-21", False)),
        ("חוזרים לגור בנתניה ב-1 ביוני.", ("lives_in", "נתניה", "2026-06-02", False)),
        ("האמת שכבר חודש אני גרה בגבעתיים", ("lives_in", "גבעתיים", "2026-02-11", False)),
        ("אני גר בחולון מאז 2017, לא ברמת גן", ("lives_in", "חולון", "2017-01-01", False)),
        ("התחלתי לעבוד בחברת אמדוקס בינואר.", ("works_at", "אמדוקס", "2026-01-01", False)),
        ("קיבלתי קידום!! מעכשיו אני ראש צוות", ("job_title", "ראש צוות", "2026-03-11", False)),
        ("פוטרתי מאינטל. היום היה היום האחרון שלי.", ("works_at", "אינטל", "2026-03-12", True)),
        # when: "since January", a date before the verb (its dots are not a sentence's end), a date
        # after a title, after "active", after ", my manager"; one that opens the next clause is its
        ("אני גר שוב בחולון מאז ינואר, ליד הים", ("lives_in", "חולון", "2026-01-01", False)),
        ("החל מ-1.2.2026 אני מועסק בעיריית חולון", ("works_at", "עיריית חולון", "2026-02-01", False)),
        ("התואר שלי השתנה ל-Senior Data Scientist החל מה-1.3",
         ("job_title", "Senior Data Scientist", "2026-03-01", False)),
        ("- מספר חדש: 050-7391246, פעיל מיום ראשון 15.3", ("phone", "+972507391246", "2026-03-15", False)),
        ("meet Priya Raman, my manager since Monday", ("manager", "Priya Raman", "2026-03-09", False)),
        # a Hebrew final letter does not end the inflected cue ("מצטרף" → "מצטרפת"); a joke's marker
        # ending a later clause is that clause's; a past "on Dec 28" in January is last year's; a start
        # said after the statement is its first day
        ("החל מ-15.3 אני מצטרפת למובילאיי", ("works_at", "מובילאיי", "2026-03-15", False)),
        ("we're officially living at 14 Dizengoff St as of today, boxes EVERYWHERE lol",
         ("address", "14 Dizengoff St", "2026-03-11", False)),
        ("moved to Toronto on Dec 28, living the frozen dream", ("lives_in", "Toronto", "2025-12-28", False)),
        ("I'll be based in Amsterdam starting Monday the 16th", ("lives_in", "Amsterdam", "2026-03-16", False)),
        # "started living in", an employer one is "no longer at", a name made of function words
        ("התחלנו לגור בנתניה לפני שבועיים", ("lives_in", "נתניה", "2026-02-25", False)),
        ("אני כבר לא במיקרוסופט 😂 אתמול היה היום האחרון שלי", ("works_at", "מיקרוסופט", "2026-03-11", True)),
        ("סיימתי באל על 🥲", ("works_at", "אל על", "2026-03-11", True)),
        # a title "as" a few words on; a chat's interjection before the verb; "made redundant";
        # a boss "called" X, "קוראים לה" X
        ("I'm starting at Stripe on April 17 as a Senior Product Manager.",
         ("job_title", "Senior Product Manager", "2026-04-17", False)),
        ("omg starting at Canva next Monday!!! nervous af", ("works_at", "Canva", "2026-03-16", False)),
        ("but I was made redundant at Klarna this morning, along with most of the team",
         ("works_at", "Klarna", "2026-03-11", True)),
        ("so the new boss is a guy called Dev Patel, seems chill", ("manager", "Dev Patel", "2026-03-11", False)),
        ("יש לי מנהלת חדשה, קוראים לה רונית לוי, היא מגיעה מגוגל", ("manager", "רונית לוי", "2026-03-11", False)),
        # a title with its department; "the new X"; a dated Hebrew "אני X"; "נכנס לתפקיד"; "חתמתי עם";
        # "ביום ראשון ה-15", "ב-21 לחודש"
        ("effective April 1, I'll be stepping up as Head of Data.", ("job_title", "Head of Data", "2026-04-01", False)),
        ("guess who's the new Engineering Manager 😎", ("job_title", "Engineering Manager", "2026-03-11", False)),
        ("מה-1 באפריל אני מנהל פיתוח עסקי (!!!)", ("job_title", "מנהל פיתוח עסקי", "2026-04-01", False)),
        ('החל מ-1 באפריל אני נכנס לתפקיד סמנכ"ל שיווק.', ("job_title", 'סמנכ"ל שיווק', "2026-04-01", False)),
        ("נו אז רשמית: חתמתי עם צ'ק פוינט!! מתחיל ב-21 לחודש", ("works_at", "צ'ק פוינט", "2026-03-21", False)),
        ("ביום ראשון ה-15 אני מתחילה בזלנדו", ("works_at", "זלנדו", "2026-03-15", False)),
        # "the end of the month"; a bare "עברנו!!!" and where in the next sentence; a sentence that
        # opens with "נכנסים" / "עוברים"; "אמרתי לך ש...?" asks nothing
        ("My last day at Spotify is the end of the month.", ("works_at", "Spotify", "2026-04-01", True)),
        ("עברנו!!! סוף סוף בדירה החדשה ברמת גן 🥳", ("lives_in", "רמת גן", "2026-03-11", False)),
        ("אנחנו סוף סוף עוברים! ביום חמישי הקרוב נכנסים לדירה ברחוב ויצמן 33 בכפר סבא.",
         ("lives_in", "כפר סבא", "2026-03-13", False)),
        ("אמרתי לך שעברנו לרעננה? אני עוד לא מוצאת את המזלגות", ("lives_in", "רעננה", "2026-03-11", False)),
        # the employer a last day ends: one is "not with X anymore", "my contract with X"
        ("I'm not with Acme Roofing anymore – Friday was my last day there.",
         ("works_at", "Acme Roofing", "2026-03-07", True)),
        ("my contract with Helix Bio wasn't renewed, and Friday the 13th will be my last day",
         ("works_at", "Helix Bio", "2026-03-14", True)),
        ("tomorrow is my last day at Taboola 💙 From April 1 I'll be at Wix",
         ("works_at", "Taboola", "2026-03-13", True)),
    ],
)  # fmt: skip
def test_how_people_say_it(text, fact):
    assert fact in said(text)


@pytest.mark.parametrize(
    "text",
    [
        "my sister moved to Eilat last week",  # someone else's move
        "I left a message with Twanda for you to give me a call.",  # not a job left
        "I moved to 3 Allen Center about a year and a half ago",  # a building, not the town of Allen
        "I'm working with Lynn and Dave Gorte's folks on the library",  # colleagues, not an employer
        "I'm thinking of maybe moving to Paris someday.",
        "Do not call my cell at 054-765-4321.",
        "בסוף אנחנו לא עוברים לרמת השרון, בעל הבית התחרט",  # a move that did not happen
        'חזרנו מליסבון. הלכנו 80 ק"מ בארבעה ימים',  # back from a trip
        'והמנהלת שלי הכינה לו"ז לכל דקה',  # what the manager did, not who they are
        "I'm moving to Mars next week, lol",  # a joke
        "My sister started at Google in Zurich. Her new number is +41 79 123 45 67",  # hers
        "השכנים עוברים לחיפה מחר",  # the neighbours' move
    ],
)
def test_what_is_still_no_fact(text):
    assert not said(text)


def test_a_move_ahead_without_its_day_says_only_where_one_lives_now():
    # Berlin is a plan without its day: no fact yet; Tel Aviv, the town it leaves, is home on the record's day
    assert {(p, o) for p, o, *_ in said("I'm moving from Tel Aviv to Berlin")} == {("lives_in", "Tel Aviv")}


def test_a_verb_after_its_preposition_is_no_employer():
    assert not {f for f in said("התחלתי לעבוד כאחות בפגייה") if f[0] == "works_at"}  # "לעבוד": to work


def test_date_phrases_people_write():
    base = datetime(2025, 12, 20, tzinfo=timezone.utc)  # a Saturday
    d = lambda text, prefer=None: resolve_date(text, base, prefer).date().isoformat()  # noqa: E731
    assert d("two weeks ago today") == "2025-12-06"
    assert d("the start of the month") == "2025-12-01"
    assert d("early July", "past") == "2025-07-01"
    assert d("February", "past") == "2025-02-01" and d("February", "future") == "2026-02-01"
    assert d("January 15", "future") == "2026-01-15"  # a plan a season off: next year's
    assert d("15 September", "since") == "2025-09-15" and d("15 March", "since") == "2025-03-15"
    assert d("the 22nd", "future") == "2025-12-22" and d("the 2nd", "future") == "2026-01-02"
    assert d("31.7.2022") == "2022-07-31"
    assert d("כבר חודש") == "2025-11-20" and d("לפני שבועיים") == "2025-12-06"
    assert d("מהראשון לחודש הבא") == "2026-01-01" and d("בתחילת יולי", "past") == "2025-07-01"


def test_a_hebrew_date_after_a_conjunction():
    """ "שמהראשון לחודש הבא", "ומחר", "כשמהיום": the prefix is the sentence's, the date is the rest."""
    from hinet_pipeline.memory.facts.dates import DATE_PHRASE

    found = [m.group("date") for t in ("שמהראשון לחודש הבא", "ומחר", "כשמהיום") for m in DATE_PHRASE.finditer(t)]
    assert found == ["מהראשון לחודש הבא", "מחר", "מהיום"]
    assert not list(DATE_PHRASE.finditer("מחרוזת"))  # (a word that starts like one)
    assert ("works_at", "משרד הבריאות", "2026-04-01", False) in said(
        "מעדכנת שמהראשון לחודש הבא אני עוברת לעבוד במשרד הבריאות 🙂", source="slack"
    )


@pytest.mark.parametrize(
    "text, facts",
    [
        # a note's labelled lines, dated by its "start:" line; its heading names the employer
        ("Onboarding – Monzo\nstart: 3 Apr\nrole: Backend Engineer II\nbuddy: Chris\nmanager: Helen Ortiz",
         {("works_at", "Monzo", "2026-04-03", False), ("job_title", "Backend Engineer II", "2026-04-03", False),
          ("manager", "Helen Ortiz", "2026-04-03", False)}),
        ("Day 1 at Shopify ✔️\nmanager = Aisha Rahman\nlaptop arrives Thurs",
         {("works_at", "Shopify", "2026-03-11", False), ("manager", "Aisha Rahman", "2026-03-11", False)}),
        # a move's heading: ahead, from the day after its day; done, from its day
        ("המעבר לחיפה – 20.3\n- להזמין מובילים", {("lives_in", "חיפה", "2026-03-21", False)}),
        ("Things to sort after the move to Leeds (done 8 March!!):\n- register with a GP",
         {("lives_in", "Leeds", "2026-03-08", False)}),
        # an address line and the move-in day below it; a number line
        ("כתובת חדשה: רחוב הרצל 45, רחובות\nנכנסים ב-1 לאפריל",
         {("address", "רחוב הרצל 45, רחובות", "2026-04-02", False), ("lives_in", "רחובות", "2026-04-02", False)}),
        ("- landline installed: 03-6124587\n- router password is on the fridge",
         {("phone", "+97236124587", "2026-03-11", False)}),
        # not the writer's: a question, a plan with no day, a label with no value of its type
        ("- the move to Berlin?? maybe next year\n- manager: ask about the budget", set()),
    ],
)  # fmt: skip
def test_what_notes_say_in_shorthand(text, facts):
    assert said(text) == facts


def test_frames_search_only_near_their_words_and_find_the_same():
    """Each trigger is searched only around its keys: the same matches as a search of the whole
    text, on every gold message; and a text with no first person and no trigger opening a sentence
    is not read at all (what keeps a mailbox of other people's words cheap)."""
    from hinet_pipeline.memory.facts import frames

    texts = [line["text"] for path in sorted(GOLD.glob("statements*.jsonl")) for line in statements.load(path)]
    assert len(texts) > 500
    for text in texts:
        folded = text.casefold()
        for frame, keys in zip(frames.FRAMES, frames._FRAME_KEYS):
            if any(k in folded for k in keys):
                whole = [m.span() for m in frame.trigger.finditer(text)]
                assert [m.span() for m in frames._triggers(frame.trigger, text, folded, keys)] == whole, text
    assert not frames.might_frame("movers budget review. phone number address street station lease manager")
    assert frames.might_frame("Movers came at 9. Moved into 7 Elm Grove two weeks ago")


@pytest.mark.parametrize(
    "text, facts",
    [
        # a street address and its town, apart from the move: dated by the plan's own day, the day
        # said with the address (in brackets too), or the record's
        ("WE BOUGHT A PLACE!! 9 Orchard Lane, Harrogate. moving in on the 27th",
         {("address", "9 Orchard Lane, Harrogate", "2026-03-28", False),
          ("lives_in", "Harrogate", "2026-03-28", False)}),
        ("since 10 September my address has been 27 Albert Road, Bristol BS2 0XA",
         {("address", "27 Albert Road, Bristol", "2025-09-10", False),
          ("lives_in", "Bristol", "2025-09-10", False)}),
        ("first night in the new flat!!! Kastanienallee 12, 3rd floor, come by with wine",
         {("address", "Kastanienallee 12", "2026-03-11", False)}),
        ("נכנסים ב-15 לחודש! רחוב כצנלסון 42, גבעתיים",
         {("address", "רחוב כצנלסון 42, גבעתיים", "2026-03-16", False), ("lives_in", "גבעתיים", "2026-03-16", False)}),
        ("פרטי הקשר שלי: כתובת: רחוב העצמאות 5, אשדוד (מאז 26.1)",
         {("address", "רחוב העצמאות 5, אשדוד", "2026-01-26", False), ("lives_in", "אשדוד", "2026-01-26", False)}),
        # a sentence opening with "(we) live", a two-digit year
        ("גרים ברחובות מה-4 לחודש, רחוב הרצל 77, תבואו לחנוכת בית!!",
         {("address", "רחוב הרצל 77", "2026-03-04", False), ("lives_in", "רחובות", "2026-03-04", False)}),
        ("הריני להודיעכם כי החל מיום 15.4.24 כתובתי תהיה: שדרות רוטשילד 120, תל אביב.",
         {("address", "שדרות רוטשילד 120, תל אביב", "2024-04-15", False),
          ("lives_in", "תל אביב", "2024-04-15", False)}),
        ("הריני להודיעכם כי החל מיום 1.10.2023 אני מתגורר בדירה ברחוב ויצמן 33, כפר סבא.",
         {("address", "רחוב ויצמן 33, כפר סבא", "2023-10-01", False), ("lives_in", "כפר סבא", "2023-10-01", False)}),
        ("המשאית מגיעה ביום ראשון ב-8 בבוקר, עוברים לנתניה 😅", {("lives_in", "נתניה", "2026-03-16", False)}),
        # a joke's marker that ends a later clause ("and still no wifi lol") is that clause's
        ("the Leeds flat is tiny but it's MINE. moved in on saturday and still no wifi lol",
         {("lives_in", "Leeds", "2026-03-07", False)}),
        ("New flat\n3B Carlisle Street, Dunedin\nkeys + move-in Tue 17 Mar\nbond paid",
         {("address", "3B Carlisle Street, Dunedin", "2026-03-18", False),
          ("lives_in", "Dunedin", "2026-03-18", False)}),
        ("first night in the new flat last night!!! Kastanienallee 12, 3rd floor",
         {("address", "Kastanienallee 12", "2026-03-10", False)}),
        ("Address for forms: Flat 3, 27 Kingsley Road, Brighton BN1 6RN (moved in 28 Feb). Still need to do GP.",
         {("address", "Flat 3, 27 Kingsley Road, Brighton", "2026-02-28", False),
          ("lives_in", "Brighton", "2026-02-28", False)}),
        ("באר שבע — סגרנו! כניסה לדירה ב-15.6, רחוב רגר 30. להזמין מובילים",
         {("address", "רחוב רגר 30", "2026-06-16", False)}),
        # a demonym with a change
        ("we're officially Londoners now 🎉", {("lives_in", "London", "2026-03-11", False)}),
        ("מאתמול אנחנו רשמית חיפאים 😍", {("lives_in", "חיפה", "2026-03-10", False)}),
        # not the writer's home: someone else's, a question, a viewing, a party, an office, a stay, no change
        ("my sister just moved into 5 Elm Street, Leeds", set()),
        ("should we move to 4 Kings Road?", set()),
        ("we viewed a flat at 12 Park Road yesterday, not sure yet", set()),
        ("party at 22 Ray Park Avenue on Saturday, bring snacks", set()),
        ("our new office is at 30 Market Street, Leeds", set()),
        ("the Airbnb at 3 Rose Street is lovely, home on Sunday", set()),
        ("we're Berliners for the week 🙂", set()),
        ("if we get it we'd move into 14 Kelvin Way in June", set()),
        ("אחותי עברה לרחוב הרצל 12 בחיפה", set()),
    ],
)  # fmt: skip
def test_a_home_read_by_type_across_the_text(text, facts):
    assert said(text, source="slack") == facts


@pytest.mark.parametrize(
    "text, facts",
    [
        # an employer past a day, or after a title ("כ..."); a sentence opening with "(I) start"
        ("עדכון: התחלתי ביום חמישי בבנק לאומי, סניף הדר, כפקיד קופה",
         {("works_at", "בנק לאומי", "2026-03-05", False), ("job_title", "פקיד קופה", "2026-03-05", False)}),
        ("השתחררתי! ביום ראשון מתחיל כמחסנאי בשופרסל",
         {("works_at", "שופרסל", "2026-03-15", False), ("job_title", "מחסנאי", "2026-03-15", False)}),
        # the employer after a title; a team is not the employer; a kind of firm is not its name
        ("guess who's the new head of maths at Riverside Academy 😎",
         {("job_title", "head of maths", "2026-03-11", False), ("works_at", "Riverside Academy", "2026-03-11", False)}),
        ("חתמתי על חוזה עם משרד עורכי הדין גולדפרב גרוס זליגמן!",
         {("works_at", "גולדפרב גרוס זליגמן", "2026-03-11", False)}),
        # a boss named after a comma; a future word outside the statement's clause is no plan
        ("My manager, Dr Helen Park, has asked to move our call to next week.",
         {("manager", "Dr Helen Park", "2026-03-11", False)}),
        # (the boss from the job's start)
        ("התחלתי ברפאל ביום ראשון. ראש הצוות שלי, נועה פרידמן, פשוט אלופה",
         {("works_at", "רפאל", "2026-03-08", False),
          ("manager", "נועה פרידמן", "2026-03-08", False)}),
        # a last shift, "my last day" with the day before it: the job ends the day after
        ("אתמול הייתה המשמרת האחרונה שלי בארומה 🥲", {("works_at", "ארומה", "2026-03-11", True)}),
        ("Last day at Northfield Council was Friday. 31 years of planning applications.",
         {("works_at", "Northfield Council", "2026-03-07", True)}),
        # the day said before "my last day", a weekday with its date, "finished yesterday": each a last day
        ("The 31st is officially my last day at Pellham Print.", {("works_at", "Pellham Print", "2026-04-01", True)}),
        ("הריני להודיעך כי יום העבודה האחרון שלי באלביט מערכות יהיה ביום חמישי, 24.3.2026.",
         {("works_at", "אלביט מערכות", "2026-03-25", True)}),
        ("סיימתי אתמול במיקרוסופט, ומיום ראשון אני מתחיל בגוגל",
         {("works_at", "מיקרוסופט", "2026-03-11", True), ("works_at", "גוגל", "2026-03-15", False)}),
        # a Hebrew title and its employer after it, a boss "תחת" (under); a lead date for the whole sentence
        ("מה-1 בספטמבר אני ראש צוות פיתוח בוויקס, תחת גיל שמעוני.",
         {("job_title", "ראש צוות פיתוח", "2026-09-01", False), ("works_at", "וויקס", "2026-09-01", False),
          ("manager", "גיל שמעוני", "2026-09-01", False)}),
        ("Quick one – as of 6 April I'm moving across to the Digital team under Omar Haddad, and my job title "
         "becomes Content Designer.",
         {("manager", "Omar Haddad", "2026-04-06", False), ("job_title", "Content Designer", "2026-04-06", False)}),
        ("friday was my last day in the Royal Navy 🫡 civvy life begins.",
         {("works_at", "Royal Navy", "2026-03-07", True)}),
        # a boss with no day of their own holds from the new role's
        ("רציתי לעדכן שהחל מ-1 באפריל אני נכנס לתפקיד סמנכ\"ל שיווק. במסגרת השינוי אדווח ישירות לדוד אלון, המנכ\"ל.",
         {("job_title", 'סמנכ"ל שיווק', "2026-04-01", False), ("manager", "דוד אלון", "2026-04-01", False)}),
        # a riddle's question mark asks nothing ("starts at X on D": booked ahead); a firm that GeoNames also
        # lists as another name of a town
        ("guess who starts at Google on Sunday?? 😁 (me. it's me.)", {("works_at", "Google", "2026-03-15", False)}),
        # a last day of mine, then "(from Sunday) I'm at X as Y"
        ("חברים, היום יום אחרון שלי באמדוקס 💙 תבואו להיפרד", {("works_at", "אמדוקס", "2026-03-12", True)}),
        ("מיום ראשון אני בצ'ק פוינט כראש צוות QA, תבואו לבקר",
         {("works_at", "צ'ק פוינט", "2026-03-15", False), ("job_title", "ראש צוות QA", "2026-03-15", False)}),
        ("קיבלו אותי לרפאל!!! 🎉🎉 מתחילה ב-10 באפריל כמהנדסת מערכת",
         {("works_at", "רפאל", "2026-04-10", False), ("job_title", "מהנדסת מערכת", "2026-04-10", False)}),
        ("I've joined the Finance team at Corvid Insurance today as Payroll Analyst",
         {("works_at", "Corvid Insurance", "2026-03-11", False),
          ("job_title", "Payroll Analyst", "2026-03-11", False)}),
        ("אתמול הייתה הפעם האחרונה שלי בגן פרפר כסייעת 😢 ומיום ראשון אני בגן שקד, כגננת!!",
         {("works_at", "גן פרפר", "2026-03-11", True), ("works_at", "גן שקד", "2026-03-15", False),
          ("job_title", "גננת", "2026-03-15", False)}),
        # look-alikes: a title with no boss, a verb with no employer, a ward, someone else's shift, a police force
        ("אני מנהל מוצר בכיר 😎 אותה עבודה, יותר ישיבות", set()),
        ("מתחיל להיות קר בחיפה", set()),
        ("my sister's last shift at Aroma was yesterday", set()),
        ("ביום ראשון אני מתחיל במשטרה", set()),
        ("my sister starts at Google on Sunday", set()),
        ("מחר אני בתל אביב, כמו תמיד", set()),
    ],
)  # fmt: skip
def test_a_job_read_around_its_words(text, facts):
    assert {f for f in said(text, source="slack") if f[0] != "job_title" or facts} == facts


@pytest.mark.parametrize(
    "text",
    [
        # a review's look-alikes (each once gave the writer a fact): someone else's home, a home not had,
        # an office, a stay, an old address, a plan without its day, a street that is a measure
        "we'll move into 9 Orchard Lane, Harrogate eventually",
        "we're moving to 9 Orchard Lane, Harrogate!",
        "moving to 9 Orchard Lane, Harrogate",
        "עוברים לרחוב הרצל 5 בחיפה",
        "we might move to Leeds in May",
        "we moved into a 45 Square metre flat",
        "we're officially Marketers now",
        "I'm a Chicagoan from Texas, living abroad",
        "סבתא גרה ברחוב הרצל 5 בחיפה",
        "החבר שלי גר ברחוב הרצל 5 בחיפה",
        "לילה ראשון במלון, רחוב הרצל 5, אילת",
        "עברנו! המשרד ברחוב הרצל 5, חיפה",
        "אני מפתח אפליקציה, המשרד ברחוב הרצל 5, חיפה",
        "מחפשים דירה חדשה ברחוב הרצל 5, חיפה",
        "כתובת העבודה: רחוב הרצל 5, חיפה",
        "כתובתי הקודמת: רחוב הרצל 5, חיפה",
        "יצאנו מהדירה ברחוב הרצל 5 בחיפה, עוברים לתל אביב",
        "עברתי ליד רחוב הרצל 5 בחיפה היום",
        "my work address is 1 Main Street, Dublin",
        "our old address: 5 Elm Street, Leeds",
        "can you pick me up? I'm at 25 Market Street, Leeds. phone is dying",
        "we moved out of 9 Queens Road, Bath yesterday",
        "left my keys at 14 Kings Road, Chelsea, can someone grab them",
        "the Paris apartment for our honeymoon was amazing",
        "helping my mate move on Saturday, 22 Mill Lane, Leeds",
        "new flat for Dan at 12 Oak Road, York, we're so happy for him",
        "party at our new place Saturday! Oh wait, it's at 15 High Street, Oxford (Jake's)",
        "we almost bought a place at 9 Orchard Lane, Harrogate but it fell through",
        "settled in Lisbon for the week, back Monday",
        "day one at Disneyland with the kids!",
        "my last day in the Alps, back to London tomorrow",
        "my lead singer is John Smith",
        "מיום ראשון אני בחופש, כמובן",
        "מתחיל ללמוד בטכניון ביום ראשון",
        'המשמרת הראשונה שלי בהתנדבות במד"א',
        "ראש הצוות החדש שלי זה בדיוק מה שחששתי ממנו",
        "guess who starts at Google on Sunday?? my brother!",
    ],
)
def test_what_a_review_found_is_no_fact(text):
    assert not said(text, source="slack")


def test_a_boss_of_the_job_left_keeps_the_day_of_the_text():
    got = said("Starting at Google on 1 April! My current manager, Dana Cohen, is sad to see me go", source="slack")
    assert ("manager", "Dana Cohen", "2026-04-01", False) not in got


def test_read_org_past_many_teams_is_no_recursion():
    assert said("I work at " + "Ab team at " * 1000 + "Corvid", source="slack") is not None


def test_two_digit_years():
    assert resolve_date("1.9.98", datetime(2026, 3, 11, tzinfo=timezone.utc)).year == 1998
    assert resolve_date("15.4.24", datetime(2026, 3, 11, tzinfo=timezone.utc)).year == 2024


def test_a_plan_across_a_line_break_is_no_fact_yet():
    # the sample corpus's mail: "I'm planning to\nmove to Berlin this spring" (the move came in April)
    assert not said("Something personal. I'm planning to\nmove to Berlin this spring, most likely around April.")


def test_hebrew_town_names_as_people_type_them():
    # GeoNames writes some Hebrew names with vowel points, and double towns as one name
    from hinet_pipeline.memory.facts.places import is_place

    assert is_place("פרדס חנה") and is_place("כרכור") and is_place("פרדס חנה-כרכור") and is_place("יפו")
    assert not is_place("קריית") and not is_place("כפר")  # a town name's first word alone is no town
    assert ("lives_in", "פרדס חנה", "2026-03-11", False) in said("עברנו לפרדס חנה! סוף סוף בית עם חצר")


@pytest.mark.parametrize(
    "text, region, facts",
    [
        # the ninth set's phrasings (read): a number by its local words, a day after a role, a town cheered
        ("heads up new mob is 0423 118 905, old sim's cactus", "AU", {("phone", "+61423118905", "2026-03-11")}),
        ("New Handy as well: 0151 2346 8810.", "DE", {("phone", "+4915123468810", "2026-03-11")}),
        ("New number! my new no. is 072 481 3307, the old 083 one is dead", "ZA",
         {("phone", "+27724813307", "2026-03-11")}),
        ("back for good. got a local number again: 647 318 2290", "CA", {("phone", "+16473182290", "2026-03-11")}),
        ("I'm joining Salesforce as Director of Solution Engineering on July 19.", "IL",
         {("works_at", "Salesforce", "2026-07-19"), ("job_title", "Director of Solution Engineering", "2026-07-19")}),
        ("signed the lease and moved into the place in Sea Point on Saturday. Cape Town here we come", "IL",
         {("lives_in", "Cape Town", "2026-03-07")}),  # (from the Saturday it moved in: session 32)
        ("Update: we took the flat at Schönhauser Allee 112 (3rd floor, balcony!) and the movers come on Saturday 1 "
         "June. Berlin, here we come.", "IL",
         {("address", "Schönhauser Allee 112", "2026-06-02"), ("lives_in", "Berlin", "2026-06-02")}),
        ("we close on the house on the 30th and move into 14 Fairmont Ave the same day 🏡 Ottawa bound!!", "IL",
         {("address", "14 Fairmont Ave", "2026-03-31"), ("lives_in", "Ottawa", "2026-03-31")}),
        # one's own business, and its day in the clause before it
        ("lol I'm freelance now. set up as Rowan Pike Illustration, first invoice already out", "IL",
         {("works_at", "Rowan Pike Illustration", "2026-03-11")}),
        ("my last day at Condé Nast is this Friday, and from March 1 I'll be working under my own studio, Halfmoon "
         "Editorial.", "IL",
         {("works_at", "Condé Nast", "2026-03-14", True), ("works_at", "Halfmoon Editorial", "2026-03-01"),
          ("works_at", "Condé Nast", "2026-03-11")}),
        ("רק לעדכן שמעכשיו אני עובדת כפרילנסרית תחת העסק שלי, סטודיו תכלת עיצוב.", "IL",
         {("works_at", "סטודיו תכלת עיצוב", "2026-03-11")}),
        ("גמרתי עם ההייטק 😅 היום היה יום אחרון בסייברארק, ומ-1.4 אני עצמאי: נגרות גולן.", "IL",
         {("works_at", "סייברארק", "2026-03-12", True), ("works_at", "נגרות גולן", "2026-04-01")}),
        ("יום אחרון בטבע. ארזתי את השולחן, נפרדתי מכולם.", "IL", {("works_at", "טבע", "2026-03-12", True)}),
        ("ברצוני להודיע על סיום עבודתי באלביט מערכות. יום עבודתי האחרון יהיה 18.4.2026.", "IL",
         {("works_at", "אלביט מערכות", "2026-04-19", True)}),
        ("Landed at Ben Gurion at 5am. We live in Israel now. We live in Ra'anana.", "IL",
         {("lives_in", "Ra'anana", "2026-03-11")}),  # a town, not its country
        ("Tax sorted-ish. Also: I am now, officially, Head of Sales at Bondi Bean Co. Took them long enough.", "IL",
         {("job_title", "Head of Sales", "2026-03-11"), ("works_at", "Bondi Bean Co", "2026-03-11")}),
        ("Also, new title from today: Lead Pharmacist (Boots, Kingston branch). Not a resolution.", "IL",
         {("job_title", "Lead Pharmacist", "2026-03-11"), ("works_at", "Boots", "2026-03-11")}),
        ("Please accept this letter as formal notice of my resignation from my position as Warehouse Supervisor at "
         "Dunmore Foods. My final working day will be Friday 17 April 2026.", "IL",
         {("works_at", "Dunmore Foods", "2026-04-18", True), ("works_at", "Dunmore Foods", "2026-03-11")}),
        ("ברצוני להודיע על התפטרותי מתפקידי כמהנדסת תוכנה בצ'ק פוינט. יום העבודה האחרון שלי יהיה 30.4.2026.", "IL",
         {("works_at", "צ'ק פוינט", "2026-05-01", True)}),
        ("ok so update: I got promoted to shift lead at Trader Joe's 🥳 starting this sunday", "IL",
         {("job_title", "shift lead", "2026-03-15"), ("works_at", "Trader Joe", "2026-03-11")}),
        ("guess who got promoted 🎉 staff nurse → charge nurse, effective next monday. drinks on me thurs", "IL",
         {("job_title", "charge nurse", "2026-03-16")}),
        ("News! I've been offered and accepted the role of Financial Manager at Discovery, starting 3 May.", "IL",
         {("job_title", "Financial Manager", "2026-05-03"), ("works_at", "Discovery", "2026-05-03")}),
        ("Monday. New boss started today, Gareth Pryce. Seems fine.", "IL",
         {("manager", "Gareth Pryce", "2026-03-11")}),
        ("Following the restructure I'll be reporting to Alasdair Munro rather than Kirsty from 1 December.", "IL",
         {("manager", "Alasdair Munro", "2026-12-01")}),
        ("מהיום אני רשמית באינטל 🤓 עדיין לא מאמין", "IL", {("works_at", "אינטל", "2026-03-11")}),
        ("קיבלתי את ההצעה מצ'ק פוינט!!! מתחיל היום כמהנדס אבטחה", "IL",
         {("works_at", "צ'ק פוינט", "2026-03-11"), ("job_title", "מהנדס אבטחה", "2026-03-11")}),
        ("אני שמחה לבשר שקיבלתי את התפקיד של מנהלת מוצר בכירה בוויקס, ואתחיל שם ב-1 באוגוסט.", "IL",
         {("works_at", "וויקס", "2026-08-01"), ("job_title", "מנהלת מוצר בכירה", "2026-08-01")}),
        ("מיום ראשון התפקיד שלי: מנהל סניף. מי היה מאמין.", "IL", {("job_title", "מנהל סניף", "2026-03-15")}),
        ("יש לי מנהלת חדשה, קוראים לה הדס כהן, נראית סבבה", "IL", {("manager", "הדס כהן", "2026-03-11")}),
        ("רק רציתי לעדכן שהתחלתי לעבוד כאחות בפגייה בבית החולים שיבא.", "IL",
         {("works_at", "שיבא", "2026-03-11"), ("job_title", "אחות", "2026-03-11")}),
        ("מעדכן שהיום האחרון שלי באמדוקס היה ה-28.2, ומה-1.3 אני באלביט.", "IL",
         {("works_at", "אמדוקס", "2026-03-01", True), ("works_at", "אלביט", "2026-03-01")}),
        ("נו אז ככה: התקבלתי לשיבא!! מתחילה ב-1.4 כמתמחה ברפואה פנימית 🩺", "IL",  # (the job from its start)
         {("works_at", "שיבא", "2026-04-01"), ("job_title", "מתמחה ברפואה פנימית", "2026-04-01")}),
        ("שים לב שהכתובת שלי השתנתה: רחוב ז'בוטינסקי 7, פתח תקווה. וגם הטלפון: 052-661-3409.", "IL",
         {("address", "רחוב ז'בוטינסקי 7, פתח תקווה", "2026-03-11"), ("lives_in", "פתח תקווה", "2026-03-11"),
          ("phone", "+972526613409", "2026-03-11")}),
        ("סוף סוף תל אביבית!! אתמול עברתי לדירה בפלורנטין", "IL", {("lives_in", "תל אביב", "2026-03-10")}),
        ("Ummeldung done. Kiel → Hamburg is now official on paper too. New address since the 1st: Eppendorfer Weg 57.",
         "IL", {("lives_in", "Hamburg", "2026-03-01"), ("address", "Eppendorfer Weg 57", "2026-03-01")}),
        ("Please accept this letter as formal notice of my resignation from Hartley & Finch Solicitors. In line "
         "with my notice period, my final working day will be Wednesday 1 April 2026.", "IL",
         {("works_at", "Hartley & Finch Solicitors", "2026-04-02", True),
          ("works_at", "Hartley & Finch Solicitors", "2026-03-11")}),
        ("עברנו לחיפה מה-1 בחודש ועדיין מתרגלים לעליות", "IL", {("lives_in", "חיפה", "2026-03-01")}),
        ("מנהל חדש מיום ראשון, קוראים לו עידו שגיא. שמעתי עליו דברים טובים", "IL",
         {("manager", "עידו שגיא", "2026-03-15")}),
        ("I'm the new practice manager at Greenway Surgery.", "IL",
         {("job_title", "practice manager", "2026-03-11"), ("works_at", "Greenway Surgery", "2026-03-11")}),
        ("Starting 2 May I'll be taking over as HR Director at Siemens.", "IL",
         {("job_title", "HR Director", "2026-05-02"), ("works_at", "Siemens", "2026-05-02")}),
        # (since the keys' day: "Haifa residents" is read now, its clause's day with it)
        ("Keys were handed over on Sunday, so we're officially Haifa residents.", "IL",
         {("lives_in", "Haifa", "2026-03-08")}),
        ("The relocation to Munich is finally done - new flat is in Schwabing.", "IL",
         {("lives_in", "Munich", "2026-03-11")}),
        ("Now living in Glasgow - moved up last week!", "IL", {("lives_in", "Glasgow", "2026-03-11")}),
        ("Just signed the contract with Atlassian, first day is Monday.", "IL",
         {("works_at", "Atlassian", "2026-03-16")}),
        ("I've left Amazon. Friday was my last day.", "IL", {("works_at", "Amazon", "2026-03-07", True)}),
        # the tenth set's phrasings (read): a name with whose it is in brackets, the employer as the subject
        ("Halvorsen Eng. — start Mon 8th!!\n- laptop from IT\n- 10:00 meet Sarah Whitlock (my mgr)", "IL",
         {("manager", "Sarah Whitlock", "2026-03-11")}),
        ("עבודה חדשה – לסגור לפני:\n- יום א' 9:00 – פגישה עם מירב (המנהלת שלי)\n- לברר על חניה", "IL",
         {("manager", "מירב", "2026-03-11")}),
        ("well I've finally jumped ship 🚢 Monzo are taking me on as a backend engineer, first day's the 6th.", "IL",
         {("works_at", "Monzo", "2026-04-06"), ("job_title", "backend engineer", "2026-04-06")}),
        ("Canva just hired me as a designer!", "IL",
         {("works_at", "Canva", "2026-03-11"), ("job_title", "designer", "2026-03-11")}),
        ("Week one in France survived 🥐 still on Claire's sofa for now, but on Saturday I move into my own studio — "
         "84 Rue Paul Bert, Lyon 3e, 4th floor", "IL",
         {("address", "84 Rue Paul Bert, Lyon", "2026-03-15"), ("lives_in", "Lyon", "2026-03-15")}),
        ("Quick bit of housekeeping: my relocation to Denver wraps up on the 16th, so from Monday the 23rd I'll be "
         "working out of the Denver office full-time.", "IL", {("lives_in", "Denver", "2026-03-17")}),
        ("טוב אז המעבר לתל אביב מאחוריי סוף סוף 🙏 עכשיו רק נשאר למצוא חניה", "IL",
         {("lives_in", "תל אביב", "2026-03-11")}),
        ("עדכון קטן למשפחה ❤️ סבתא, הכתובת החדשה בשביל הגלויות: שדרות רגר 112, דירה 9. מחכים לכם!", "IL",
         {("address", "שדרות רגר 112, דירה 9", "2026-03-11")}),  # (its flat too, since session 48)
        ("guys עשיתי את זה 😭😭 קיבלתי את ה-offer מאנבידיה!!! מתחילה ב-1/5", "IL",
         {("works_at", "אנבידיה", "2026-05-01")}),
        ("הריני מאשרת בזאת את קבלתי לתפקיד מחנכת כיתה ג' בבית הספר היסודי אלונים בכפר סבא.", "IL",
         {("works_at", "בית הספר היסודי אלונים", "2026-03-11"), ("job_title", "מחנכת כיתה ג'", "2026-03-11")}),
        ("Kindly update my contact details. My mobile number has been changed w.e.f. 1st March 2026 to +91 90041 "
         "72835.", "IN", {("phone", "+919004172835", "2026-03-01")}),  # (its own day inside it, since session 35)
        ("Finally shifted to Pune yaar 😅 staying in a PG near Hinjewadi till I find a proper flat.", "IN",
         {("lives_in", "Pune", "2026-03-11")}),
        ("Left my phone in an Uber after Friday drinks. New sim, same me → 021 447 3920.", "NZ",
         {("phone", "+64214473920", "2026-03-11")}),
        ("I've taken the plunge. From Saturday 14 March you'll find me behind the chair at Fringe Benefits — my very "
         "own little salon at 3 Market Street, Hexham.", "IL", {("works_at", "Fringe Benefits", "2026-03-14")}),
        ("Just so you know, I'm running Kōwhai Landscapes full-time now.", "NZ",
         {("works_at", "Kōwhai Landscapes", "2026-03-11")}),
        ("קידמו אותי!! מעכשיו אני מנהל משמרת בשופרסל, בסניף של רמת אביב 💪", "IL",
         {("job_title", "מנהל משמרת", "2026-03-11"), ("works_at", "שופרסל", "2026-03-11")}),
        ("אמא!!! סגרתי עם אלביט 🎉 מתחילה אצלם בעוד שבועיים כמהנדסת מערכת", "IL",
         {("works_at", "אלביט", "2026-03-25"), ("job_title", "מהנדסת מערכת", "2026-03-25")}),
        ("חברים, זה רשמי – ביום שלישי הבא אנחנו טסים לברלין, והפעם לתמיד 🇩🇪", "IL",
         {("lives_in", "ברלין", "2026-03-18")}),
        ("שמח לעדכן שהחל מ-1 באפריל אתמנה לסגן מנהל הסניף בסניף נתניה. תודה לכל מי שעזר לי בדרך", "IL",
         {("job_title", "סגן מנהל הסניף", "2026-04-01")}),
        ("FYI לכולם: ה-last day שלי בצ'ק פוינט יהיה ביום ראשון 15.3, ומ-22.3 אני ב-Wiz כ-Product Lead 🚀", "IL",
         {("works_at", "צ'ק פוינט", "2026-03-16", True), ("works_at", "Wiz", "2026-03-22"),
          ("job_title", "Product Lead", "2026-03-22")}),
        ("היום הראשון שלי בתנובה 😅 הבוס שלי, שלומי, נראה בחור סבבה.", "IL",
         {("works_at", "תנובה", "2026-03-11"), ("manager", "שלומי", "2026-03-11")}),
        ("Leo turns 5 on Saturday 🎉 Party's at our new place this time — 27 Crookesmoor Road, Sheffield. We've been "
         "in since the 20th of February so there are still boxes everywhere.", "IL",
         {("address", "27 Crookesmoor Road, Sheffield", "2026-02-20"), ("lives_in", "Sheffield", "2026-02-20")}),
        ("We would love to come! One small thing — could you send the invitation to our new address, 12 Wattle "
         "Street, Fremantle?", "IL", {("address", "12 Wattle Street", "2026-03-11")}),
        ("Eight years in London and I'm finally home — been back in Glasgow since Friday and the rain feels like a "
         "hug.", "IL", {("lives_in", "Glasgow", "2026-03-06")}),
        ("סוףףףף נכנסתי לדירה 🥳🥳 ארבע קומות בלי מעלית אבל שליייי. יהודה הלוי 23, מי שבא מחר לעזור מקבל פיצה", "IL",
         {("address", "יהודה הלוי 23", "2026-03-11")}),
        ("לעדכן אחרי המעבר:\n☐ דואר – כתובת חדשה: הגפן 4, קריית טבעון\n☐ לבטל הוראת קבע", "IL",
         {("address", "הגפן 4, קריית טבעון", "2026-03-11"), ("lives_in", "קריית טבעון", "2026-03-11")}),
        ("תשמרו אצלכם, החלפתי ספק וזה הנייד שלי מעכשיו 👇\n052-8841937\nהישן מת", "IL",
         {("phone", "+972528841937", "2026-03-11")}),
        ("I am delighted to accept the post of Year 4 Class Teacher at St Aidan's Primary School, commencing 2 "
         "September 2026.", "IL",
         {("works_at", "St Aidan's Primary School", "2026-09-02"),
          ("job_title", "Year 4 Class Teacher", "2026-09-02")}),
        ("contract with Zalando was signed yesterday 🎉🎉 Senior Data Engineer, start date Nov 1.", "IL",
         {("works_at", "Zalando", "2026-11-01"), ("job_title", "Senior Data Engineer", "2026-11-01")}),
        # a stay up to now: from the day its length began
        ("Two weeks in Lisbon already and I still get lost going home from the metro", "IL",
         {("lives_in", "Lisbon", "2026-02-25")}),
        ("we've been in Haifa for a month now, still not used to the hills", "IL",
         {("lives_in", "Haifa", "2026-02-11")}),
        ("כבר שבועיים אנחנו בחיפה ועדיין לא מצאנו גן לקטנה", "IL", {("lives_in", "חיפה", "2026-02-25")}),
        ("אנחנו כבר חודש בתל אביב וזה מטורף", "IL", {("lives_in", "תל אביב", "2026-02-11")}),
        ("שבוע שאנחנו במודיעין ואני כבר מתגעגעת לים.", "IL", {("lives_in", "מודיעין", "2026-03-04")}),
        ("First week at Atlassian done! Started Monday as a Product Designer II, reporting to Hannah Liu.", "IL",
         {("works_at", "Atlassian", "2026-03-11"), ("job_title", "Product Designer II", "2026-03-09"),
          ("manager", "Hannah Liu", "2026-03-09")}),
    ],
)  # fmt: skip
def test_the_ninth_sets_phrasings(text, region, facts):
    assert _said_as(text, region, "slack") == facts


@pytest.mark.parametrize(
    "text",
    [
        "Her new mob is 0423 118 905",  # someone else's
        "The New York office number is 212 555 0134",  # an office's
        "The Sea is calm today, we moved the boat to the marina",  # no "Sea" (Seattle's airport code)
        "Paris, here we come! Off for a week of museums",  # a trip, no move
        "I work near Schönhauser Allee 112",  # a street, no employer
        "My sister set up as Bloom Florals last year",  # someone else's business
        "I'd love my own studio, something small one day",  # a wish
        "היום היה יום אחרון בגן לפני החופש, הילדים היו מרוגשים",  # a child's kindergarten
        "יום אחרון בתל אביב לפני הטיסה",  # a trip's last day
        "היום היה יום אחרון של דני בעבודה",  # someone else's
        "I'm now at home, finally",
        "I am now a proud owner of a Tesla",
        "My boss is out today, Dana Levi will cover for her",
        "מהיום אני בחיפה עם ההורים לשבוע",  # a place, no employer
        "After six years in Toronto I finally moved",  # a time in the past
        "סוף סוף חופשה!! טסים מחר",
        "Finally Friday!",
        "עברנו דירה! קומה 3, חדרים 4",  # no street
        "My sister's contract with Zalando was signed yesterday",
        "The party's at Dana's new place — 27 Crookesmoor Road, Sheffield",  # someone else's
        "Could you send the invoice to our office, 12 Wattle Street, Fremantle?",  # an office's
        "שמחה להצטרף! ואשמח להכיר את כולכם בקפה של עשר",
        "אחותי טסה לברלין לתמיד",
        "The night shift shifted to Tuesdays",
        "My brother is running Acme Labs these days",
        "ירושלים, חזרתי אלייך 🥹 אחרי שלוש שנים בברלין נחתתי ביום שני",  # not Berlin: where one was
        "ביקרתי אתמול את שירה בדירה החדשה שלה בנהריה, רחוב הגעתון 30 – איזה נוף!!!",  # hers
        "My sister, her new flat is at 9 Orchard Lane, Harrogate",
        "Sarah Whitlock (her manager) called today",
        "They are taking me on as an apprentice",
        "ideas for next year (??):\n- move to Lisbon maybe\n- learn Portuguese properly",
        "- move to Lisbon\n- learn Portuguese",  # a list of ideas: no move yet
        "Paris → London flight was delayed by 3 hours",
        "Sales → Marketing from Monday, same desk",
        "Two weeks in Lisbon for a conference, back on Friday",  # a trip
        "My sister has been in Berlin for a month now",  # someone else's
        "we've been in Lisbon for a month for a conference, flying home Friday",  # a stay
        "Her new boss started today, Gareth Pryce.",
        "Started reading a book by Tom Jones, reporting to nobody",
    ],
)
def test_the_ninth_sets_look_alikes(text):
    assert not said(text, source="slack")


def _said_as(text: str, region: str, source: str) -> set[tuple]:
    """What the owner's message (a Slack message, or a note with no author) says of them, written 2026-03-11."""
    me = Owner(ME.name, ME.identifiers, region)
    item = CanonicalItem.from_dict(
        {"source": source, "external_id": "x", "timestamp": "2026-03-11T10:00:00+00:00", "account": "me",
         "author": None if source == "notes" else ME.name, "participants": [], "title": "", "body": text}
    )  # fmt: skip
    return {
        (o.predicate, o.object, str(o.valid_from)[:10], *[True] * o.retract)
        for f in extract(item, 1, me)
        if (o := f.observation)
    }


@pytest.mark.parametrize(
    "text, region, source, facts",
    [
        # Latin town names with their accents (the gazetteer keeps them without)
        ("Just moved to Zürich! Loving it.", "IL", "slack", {("lives_in", "Zürich", "2026-03-11")}),
        ("Please update my records: since 1 March my address is 9 Glenageary Park, Dún Laoghaire.", "IE", "slack",
         {("address", "9 Glenageary Park, Dún Laoghaire", "2026-03-01"), ("lives_in", "Dún Laoghaire", "2026-03-01")}),
        # titles: an English title with Hebrew's article, "it's official", a senior one
        ("ok אז זה רשמי: אני ה-Head of Data של הקבוצה from today 🎉", "IL", "slack",
         {("job_title", "Head of Data", "2026-03-11")}),
        ("מהיום אני ה-CTO של החברה", "IL", "slack", {("job_title", "CTO", "2026-03-11")}),
        ("מאתמול זה רשמי: אני מנהל מוצר בכיר 😎 אותה עבודה, יותר ישיבות", "IL", "slack",
         {("job_title", "מנהל מוצר בכיר", "2026-03-10")}),
        ("אחי אני גמור 😵 התחלתי ביום ראשון כ-PM בצ'ק פוינט", "IL", "slack",
         {("job_title", "PM", "2026-03-08"), ("works_at", "צ'ק פוינט", "2026-03-08")}),
        ("Also I joined Zoho on the 6th as a technical writer", "IN", "slack",
         {("works_at", "Zoho", "2026-03-06"), ("job_title", "technical writer", "2026-03-06")}),
        # one's own business, named in quotes
        ('אחרי 12 שנה כשכירה, קפצתי למים 💪 מהיום אני עצמאית לגמרי – "קרמיקה של נועה", הסטודיו שלי', "IL", "slack",
         {("works_at", "קרמיקה של נועה", "2026-03-11")}),
        ("I've set up as “Rowan Pike Illustration” this week", "IL", "slack",
         {("works_at", "Rowan Pike Illustration", "2026-03-11")}),
        # bosses: after "and", code-mixed, "answering to", an idiom that is no rumour
        ("עובדת כאחראית משמרת במלון, והמנהלת שלי, אורנה, פשוט מלאך", "IL", "slack",
         {("manager", "אורנה", "2026-03-11")}),
        ("Some news before the rumour mill gets there first: from 1 April I'll be reporting to Thandi Nkosi.", "IL",
         "slack", {("manager", "Thandi Nkosi", "2026-04-01")}),
        ("מהיום אני ראש צוות QA ב-monday.com, וה-manager החדש שלי זה אורי בן דוד.", "IL", "slack",
         {("job_title", "ראש צוות QA", "2026-03-11"), ("works_at", "monday.com", "2026-03-11"),
          ("manager", "אורי בן דוד", "2026-03-11")}),
        ("גייז!!! סגרתי offer באינטל 🎉 ה-manager שלי תהיה דנה שטרן", "IL", "slack",
         {("works_at", "אינטל", "2026-03-11"), ("manager", "דנה שטרן", "2026-03-11")}),
        ("החליפו לנו מנהל 🙄 מהבוקר אני עונה לשירה גולן.", "IL", "slack", {("manager", "שירה גולן", "2026-03-11")}),
        # a letter accepting an offer, the employer after "חברת" (a Hebrew name or a web name)
        ("אני מאשר בזאת את קבלת הצעת העבודה לתפקיד מפתח Full Stack בחברת מגדל", "IL", "slack",
         {("works_at", "מגדל", "2026-03-11"), ("job_title", "מפתח Full Stack", "2026-03-11")}),
        ("אני שמח לאשר את קבלת ההצעה לתפקיד מנהל מוצר בחברת monday.com.", "IL", "slack",
         {("works_at", "monday.com", "2026-03-11"), ("job_title", "מנהל מוצר", "2026-03-11")}),
        # leaving: a ward before its hospital, "my last day" with a possessive ending, past a title
        ("הריני להודיעכם על התפטרותי מתפקידי כאחות אחראית במחלקה הפנימית ב' בשיבא. יום עבודתי האחרון יהיה ה-30 באפריל.",
         "IL", "slack", {("works_at", "שיבא", "2026-05-01", True)}),
        ("אחרי 11 שנים נפלאות בשופרסל, יום חמישי הקרוב יהיה יומי האחרון כאן.", "IL", "slack",
         {("works_at", "שופרסל", "2026-03-13", True)}),
        ("יום עבודתי האחרון כמורה למתמטיקה בבית הספר אהבת ציון יהיה ה-26 במרץ.", "IL", "slack",
         {("works_at", "בית הספר אהבת ציון", "2026-03-27", True)}),
        # a sentence after an emoji or a gershayim (no quotation mark)
        ('סופ"ש אחרון בתל אביב 🥲 ביום שלישי עוברים לנהריה', "IL", "slack", {("lives_in", "נהריה", "2026-03-18")}),
        ("ביום חמישי 🥲 מתחיל ב-Riskified ב-1 לאפריל כ-Senior Data Scientist.", "IL", "slack",
         {("works_at", "Riskified", "2026-04-01"), ("job_title", "Senior Data Scientist", "2026-04-01")}),
        # numbers: a direct line, a new mobile without "mine", a line of a list
        ("הקו הישיר שלי במשרד מהיום: 03-6091234", "IL", "slack", {("phone", "+97236091234", "2026-03-11")}),
        ("☐ לבנק ולקופת חולים: הנייד החדש 052-8834417", "IL", "notes", {("phone", "+972528834417", "2026-03-11")}),
        ("- bank + pharmacy: new cell 507-301-8824", "US", "notes", {("phone", "+15073018824", "2026-03-11")}),
        # homes: a move by its noun said done, after it, straight into a rental, "now at", future, since a day
        ("relocation to Perth: ✅ done, the cat survived", "AU", "slack", {("lives_in", "Perth", "2026-03-11")}),
        ("מעבר דירה לבאר שבע – בוצע ✔️ נשאר: מטבח ווילונות", "IL", "slack", {("lives_in", "באר שבע", "2026-03-11")}),
        ("אחרי המעבר לכפר סבא – לא לשכוח!!\n☐ תו חניה מהעירייה", "IL", "notes",
         {("lives_in", "כפר סבא", "2026-03-11")}),
        ("We landed on March 2 and moved straight into our rental at 9 HaPalmach Street in Jerusalem.", "IL", "slack",
         {("address", "9 HaPalmach Street, Jerusalem", "2026-03-02"), ("lives_in", "Jerusalem", "2026-03-02")}),
        ("Could you update the club list? We're now at 3 Kirk Wynd, Leeds.", "GB", "slack",
         {("address", "3 Kirk Wynd, Leeds", "2026-03-11"), ("lives_in", "Leeds", "2026-03-11")}),
        ("ברצוני לעדכן כי החל מה-1 באפריל אעבור להתגורר ברחוב הגפן 7 בזכרון יעקב.", "IL", "slack",
         {("address", "רחוב הגפן 7, זכרון יעקב", "2026-04-01"), ("lives_in", "זכרון יעקב", "2026-04-01")}),
        ("מי שצריך: מאז ה-1 במרץ אנחנו בגבעתיים 😍", "IL", "slack", {("lives_in", "גבעתיים", "2026-03-01")}),
        # a letter's flat before its street; a resignation addressed to the firm, from a unit of it
        ("As of 1 March my address is:\nApartment 4, 12 Parliament Street\nKilkenny", "IE", "slack",
         {("address", "Apartment 4, 12 Parliament Street, Kilkenny", "2026-03-01"),
          ("lives_in", "Kilkenny", "2026-03-01")}),
        ("לכבוד\nמר אבי שטרן, מנהל משאבי אנוש\nאלביט מערכות\n\nברצוני להודיעך על התפטרותי מתפקידי כמהנדס תוכנה"
         " בקבוצת המל\"טים. יום העבודה האחרון שלי יהיה ה-26 במרץ.", "IL", "slack",
         {("works_at", "אלביט מערכות", "2026-03-27", True)}),
        ("day 1 of onboarding at monday.com and my brain is full", "IL", "notes",
         {("works_at", "monday.com", "2026-03-11")}),  # (a web name's point ends no sentence)
        # the future ("I'll start there on the first of January"), a day's points before the title, "I changed number"
        ("אתחיל שם בראשון לאפריל כמהנדסת תוכנה בחטיבת המל\"טים.", "IL", "slack",
         {("job_title", "מהנדסת תוכנה", "2026-04-01")}),
        ("אחרי חופשה קצרה אני מתחיל ברפאל ב-3.4, כמהנדס מערכת בכיר.", "IL", "slack",
         {("works_at", "רפאל", "2026-04-03"), ("job_title", "מהנדס מערכת בכיר", "2026-04-03")}),
        ("היי זה עידו, החלפתי מספר: 058-6673210 👍", "IL", "slack", {("phone", "+972586673210", "2026-03-11")}),
        # a bare Hebrew street with its town after a move; a title after an emoji, cut before its place
        ("יו עברתי דירה!! ויצמן 40 בכפר סבא, קומה 3 בלי מעלית 💀", "IL", "slack",
         {("address", "ויצמן 40, כפר סבא", "2026-03-11"), ("lives_in", "כפר סבא", "2026-03-11")}),
        ("מהיום אני רשמית באינטל 🤓 ראש צוות ולידציה, עדיין לא מאמין", "IL", "slack",
         {("works_at", "אינטל", "2026-03-11"), ("job_title", "ראש צוות ולידציה", "2026-03-11")}),
        ("התחלתי היום לעבוד בקופת חולים כללית, אחות מוסמכת במרפאה בכפר סבא.", "IL", "slack",
         {("works_at", "קופת חולים כללית", "2026-03-11"), ("job_title", "אחות מוסמכת", "2026-03-11")}),
        # "shifted my residence", a home since a day ("been in X since Saturday")
        ("I have shifted my residence to Pune.", "IN", "slack", {("lives_in", "Pune", "2026-03-11")}),
        ("we've been in Haifa since January", "IL", "slack", {("lives_in", "Haifa", "2026-01-01")}),
        # a title opening the next sentence as a list's first item; "that's me at X from D"
        ("Day one at SAP in Walldorf. Senior Developer, team of six, and my manager Katrin Vogt did the tour.", "DE",
         "notes", {("works_at", "SAP", "2026-03-11"), ("job_title", "Senior Developer", "2026-03-11"),
                   ("manager", "Katrin Vogt", "2026-03-11")}),
        ("Contract's signed, so that's me at Arup from the 2nd of May 🎉 Graduate Civil Engineer, Manchester office.",
         "GB", "slack", {("works_at", "Arup", "2026-05-02"), ("job_title", "Graduate Civil Engineer", "2026-05-02")}),
        # a title one is, said as a state
        ('and for the record Dad I\'m a product designer, not "the one who does the logos"', "AU", "slack",
         {("job_title", "product designer", "2026-03-11")}),
        ("Aberystwyth University finally took pity on me 😂 officially a Lecturer as of last Monday.", "GB", "slack",
         {("job_title", "Lecturer", "2026-03-09")}),
        ("I'm officially a Manager now!", "GB", "slack", {("job_title", "Manager", "2026-03-11")}),  # (no town)
        ("I'm a manager now.", "GB", "slack", {("job_title", "manager", "2026-03-11")}),
        # "flat is <street>", a weekday after an employer is no part of it
        ("came over on the Interislander Thursday. flat is 12 Aro Street, the wind is criminal.", "NZ", "slack",
         {("address", "12 Aro Street", "2026-03-11")}),
        ("Our flat is 12 Aro Street.", "NZ", "slack", {("address", "12 Aro Street", "2026-03-11")}),
        ("I joined Bank of America Monday", "US", "slack", {("works_at", "Bank of America", "2026-03-09")}),
        # coming home, a town's people by an irregular name, a riddle whose answer is the writer
        ("We came back home to Haifa last week", "IL", "slack", {("lives_in", "Haifa", "2026-03-04")}),
        ("we're officially Mancunians as of yesterday 🐝", "GB", "slack", {("lives_in", "Manchester", "2026-03-10")}),
        ("guess who's a Wellingtonian now 🙌", "NZ", "slack", {("lives_in", "Wellington", "2026-03-11")}),
        # keys: a street before a verb's participle, the town past the home the keys are for
        ("Keys for 14 Harcourt Road picked up at 10. First night in Sheffield proper tonight!!", "GB", "notes",
         {("address", "14 Harcourt Road", "2026-03-11"), ("lives_in", "Sheffield", "2026-03-11")}),
        ("Keys for our new flat in Leeds picked up today", "GB", "slack", {("lives_in", "Leeds", "2026-03-11")}),
        ("קיבלנו את המפתחות לדירה בבאר שבע", "IL", "slack", {("lives_in", "באר שבע", "2026-03-11")}),
        # a note's shorthand: a first day, a boss labelled after a sentence, "mgr:", "תפקיד:"
        ("day 1 @ Greggs. Area Manager, North Tyneside (11 shops!!). Boss = Sarah Hume.", "GB", "notes",
         {("works_at", "Greggs", "2026-03-11"), ("manager", "Sarah Hume", "2026-03-11"),
          ("job_title", "Area Manager", "2026-03-11")}),
        ("new yr new job\nmgr: Linda Ochoa\norientation 8am today", "US", "notes",
         {("manager", "Linda Ochoa", "2026-03-11")}),
        ("יום 1 בעיריית רחובות.\nתפקיד: מהנדסת תנועה", "IL", "notes",
         {("works_at", "עיריית רחובות", "2026-03-11"), ("job_title", "מהנדסת תנועה", "2026-03-11")}),
    ],
)  # fmt: skip
def test_the_eleventh_sets_phrasings(text, region, source, facts):
    assert _said_as(text, region, source) == facts


@pytest.mark.parametrize(
    "text",
    [
        "Sooo Jess finally moved to Bristol!! 44 Cotham Hill, top floor, and her new number is 07911 123456",
        "Dana moved to Haifa last week",  # someone named
        "הטלפון של אבא של עידו התחלף ל-052-6671234, שלי נשאר אותו דבר",  # the father's number
        "הנייד החדש של אבא 052-8834417",
        "אחי עבר לגור באילת, המספר החדש שלו 052-7771234",
        "זה רשמי: אני עייפה",  # official, but no title
        "Rumour has it: I'm moving to Berlin on 1 May",  # a rumour
        "move to Lisbon: not done yet",
        "מעבר לחיפה – לא בוצע",
        "אעבור לחיפה מתישהו",  # no day
        "אם אעבור לחיפה זה יהיה מטורף",  # a condition
        "Please update the details on my account: since 10 September my address has been the same.",
        "אני עונה לשאלות של הלקוחות כל היום",  # answering questions, not to a boss
        "I came home to find the door open",
        "I'd join Google tomorrow if they asked",  # would
        "עברנו לקומה 12 בבניין החדש של החברה, סוף סוף יש לי חלון",  # a floor, no street
        "My sister has been in Berlin since May",
        "I've been in meetings since 8am",
        "I've been in Tokyo since Monday for the conference",  # a stay
        "That's me at Tesco, see you later",  # where one is now, no job
        "I'm a big fan of the new office",
        "I'm a bit tired today",
        "I am a huge believer in remote work",
        "I'm an idiot, sorry",
        "Her flat is 12 Aro Street.",
        "The office is 12 Aro Street.",
        "We'd gladly move to Haifa",
        "guess who's a Mancunian now? my brother!",
    ],
)
def test_the_eleventh_sets_look_alikes(text):
    assert not _said_as(text, "IL", "slack")


def test_a_date_after_a_town_is_no_street():
    assert _said_as("We moved to Jerusalem on March 2.", "IL", "slack") == {("lives_in", "Jerusalem", "2026-03-02")}


def test_a_day_and_month_ahead_written_in_december_is_next_years():
    from datetime import datetime, timezone

    from hinet_pipeline.memory.facts.dates import resolve_date

    december = datetime(2024, 12, 16, tzinfo=timezone.utc)
    assert resolve_date("בראשון לינואר", december, "future").date().isoformat() == "2025-01-01"
    assert resolve_date("1 לינואר", december, "future").date().isoformat() == "2025-01-01"
    assert resolve_date("1 לינואר", december, "past").date().isoformat() == "2024-01-01"
    assert resolve_date("20 בדצמבר", december, "future").date().isoformat() == "2024-12-20"  # this month's


@pytest.mark.parametrize(
    "text, region, source, facts",
    [
        # a date said again: "from the same date" is the one the text named before
        ("From 1 November I'll be heading up the Durban branch. The family and I are relocating to Durban from the "
         "same date.", "ZA", "slack", {("lives_in", "Durban", "2026-11-01")}),
        ("Effective 1 October my address will be 12 Herzl Street, Haifa. From the same date my number will be "
         "052-6671234.", "IL", "slack",
         {("address", "12 Herzl Street, Haifa", "2026-10-01"), ("lives_in", "Haifa", "2026-10-01"),
          ("phone", "+972526671234", "2026-10-01")}),
        # a short aside and its comma, then the writer's clause with its subject left out
        ("can't make tonight sorry lads, started nights at Medtronic on Monday and I'm in bits. production "
         "technician, 12 hour shifts", "IE", "slack",
         {("works_at", "Medtronic", "2026-03-09"), ("job_title", "production technician", "2026-03-09")}),
        ("Sorry for the silence, moved to Haifa last week", "IL", "slack", {("lives_in", "Haifa", "2026-03-04")}),
        # made a title
        ("news: I've been made HOD Maths, effective 1 April.", "ZA", "slack",
         {("job_title", "HOD Maths", "2026-04-01")}),
        ("I was made Head of Sales last week.", "GB", "slack", {("job_title", "Head of Sales", "2026-03-04")}),
        # a Hebrew boss by a first name alone, where the clause ends after it; one set off by commas
        ("הצטרפתי היום לפלייטיקה. המנהל שלי זה רון.", "IL", "slack",
         {("works_at", "פלייטיקה", "2026-03-11"), ("manager", "רון", "2026-03-11")}),
        ("עדכון קטן: מעכשיו אני מדווחת לאורי ולא לשירן", "IL", "slack", {("manager", "אורי", "2026-03-11")}),
        ("מ-1/4 אני מדווח ישר לגיל 😬", "IL", "slack", {("manager", "גיל", "2026-04-01")}),
        ("עמית, הבוס החדש שלי, ביקש מצגת עד מחר בבוקר.", "IL", "slack", {("manager", "עמית", "2026-03-11")}),
        ("המנהלת שלי קוראים לה אורנה, נראית קשוחה אבל הוגנת.", "IL", "slack", {("manager", "אורנה", "2026-03-11")}),
        # a title before its employer, a department "of" the employer, a ward, a hotel, "מכון ויצמן"
        ('התחלתי היום כעו"ס במחלקה לשירותים חברתיים של עיריית אשקלון.', "IL", "slack",
         {("works_at", "עיריית אשקלון", "2026-03-11"), ("job_title", 'עו"ס', "2026-03-11")}),
        ("קודמתי לאחות אחראית בפנימית ב' 🥹 מ-1 ביוני.", "IL", "slack", {("job_title", "אחות אחראית", "2026-06-01")}),
        ("התקבלתי לפוסט-דוק במכון ויצמן, ואתחיל ב-1 בנובמבר.", "IL", "slack",
         {("works_at", "מכון ויצמן", "2026-11-01"), ("job_title", "פוסט-דוק", "2026-11-01")}),
        ("עובדת כאחראית משמרת במלון ישרוטל ים סוף, והמנהלת שלי, אורנה, פשוט מלאך", "IL", "slack",
         {("works_at", "ישרוטל ים", "2026-03-11"), ("job_title", "אחראית משמרת", "2026-03-11"),
          ("manager", "אורנה", "2026-03-11")}),
        # a flat found or closed on, and its street by its floor
        ("סגרנו דירה בירושלים!!! 😍 עזה 12, קומה 2. נכנסים ב-1/4, מי בא לעזור?", "IL", "slack",
         {("lives_in", "ירושלים", "2026-04-02"), ("address", "עזה 12", "2026-04-02")}),
        # on board, the job got, the first days, hired as X by Y, the Amazon warehouse, wrapping up
        ("as of today I'm officially on board at Mobileye as a QA engineer.", "IL", "slack",
         {("works_at", "Mobileye", "2026-03-11"), ("job_title", "QA engineer", "2026-03-11")}),
        ("I came on board at The Winding Stair as sous chef on Tuesday.", "IE", "slack",
         {("works_at", "Winding Stair", "2026-03-10"), ("job_title", "sous chef", "2026-03-10")}),
        ("I got the job at Mass General: I'll be a clinical research coordinator, starting Monday, April 13.", "US",
         "slack", {("works_at", "Mass General", "2026-04-13"),
                   ("job_title", "clinical research coordinator", "2026-04-13")}),
        ("I've been hired as a bus driver by Stagecoach.", "GB", "slack",
         {("works_at", "Stagecoach", "2026-03-11"), ("job_title", "bus driver", "2026-03-11")}),
        ("survived my first three days at Maple Grove Early Learning, started Monday", "US", "slack",
         {("works_at", "Maple Grove Early Learning", "2026-03-09")}),  # (Monday: the start said after it)
        ("I've been promoted to Shift Supervisor at the Amazon warehouse in Swindon, starting from 30 March.", "GB",
         "slack", {("job_title", "Shift Supervisor", "2026-03-30"), ("works_at", "Amazon", "2026-03-11")}),
        ("Wrapping up at Hollis Public Library on Friday. Fourteen years.", "US", "notes",
         {("works_at", "Hollis Public Library", "2026-03-14", True)}),
        ("I'm wrapping up at Wood on the 27th, so it's a tight turnaround.", "GB", "slack",
         {("works_at", "Wood", "2026-03-28", True)}),
        # a job's day between its verb and its title
        ("starting at my uncle's garage, Dale Motors, on the 20th as a mechanic.", "GB", "slack",
         {("job_title", "mechanic", "2026-03-20")}),
        # keys taken, a town after the flat, an address's town, "X people now", a lease on a unit, "address is"
        ("We took the keys to 14 Cardigan Road on Saturday and slept on a mattress.", "GB", "slack",
         {("address", "14 Cardigan Road", "2026-03-07")}),
        ("Took the keys to our place in Ra'anana today!!!", "IL", "slack", {("lives_in", "Ra'anana", "2026-03-11")}),
        ("New address for all the forms: 41 Marchmont Road, top floor flat, Edinburgh. Moved in Saturday.", "GB",
         "notes", {("address", "41 Marchmont Road, Edinburgh", "2026-03-07"), ("lives_in", "Edinburgh", "2026-03-07")}),
        ("As of March 1 I live with Maria and the kids at 2210 Alder Lane, Boise.", "US", "notes",
         {("address", "2210 Alder Lane, Boise", "2026-03-01"), ("lives_in", "Boise", "2026-03-01")}),
        ("we're officially Brisbane people now 🎉 the lease on 5/112 Boundary St started today", "AU", "slack",
         {("address", "5/112 Boundary St", "2026-03-11"), ("lives_in", "Brisbane", "2026-03-11")}),
        ("we're officially Brighton people 🐚 address is 41 Elm Grove, come and see us", "GB", "slack",
         {("address", "41 Elm Grove", "2026-03-11"), ("lives_in", "Brighton", "2026-03-11")}),
        ("Moved in with Sarah and Tom in Ballarat on Sunday.", "AU", "notes", {("lives_in", "Ballarat", "2026-03-08")}),
        # a town by its acronym, "we're in X since D", a bare street by its floor, the town before the street
        ('עברנו!! 🎉 הכתובת: הרצל 112, ראשל"צ, קומה 3 בלי מעלית', "IL", "slack",
         {("address", "הרצל 112, ראשון לציון", "2026-03-11"), ("lives_in", "ראשון לציון", "2026-03-11")}),
        ('היום קיבלנו מפתח!!! דירה בב"ש, רגר 45, קומה 2. נכנסים ב-15/04 אחרי שהצבע מתייבש.', "IL", "notes",
         {("address", "רגר 45", "2026-04-16"), ("lives_in", "באר שבע", "2026-04-16")}),
        ('כן, נכנענו למחירים 😅 אנחנו בפ"ת מ-10.1, ליד הקניון.', "IL", "slack",
         {("lives_in", "פתח תקווה", "2026-01-10")}),
        ("עברנו!!! 🎉 סוף סוף בחולון, סוקולוב 34 קומה 3 בלי מעלית", "IL", "slack",
         {("address", "סוקולוב 34", "2026-03-11"), ("lives_in", "חולון", "2026-03-11")}),
        # a boss named before "my boss", in a relative clause, after a new job's first day; "Prof."
        ("fyi Dave's my boss now, since the reorg.", "US", "slack", {("manager", "Dave", "2026-03-11")}),
        ("Started at Stripe today!! manager is Ciarán, seems sound.", "IE", "slack",
         {("works_at", "Stripe", "2026-03-11"), ("manager", "Ciarán", "2026-03-11")}),
        ("I'm looking forward to learning from Sarah Nguyen, who I'll now be reporting to.", "AU", "slack",
         {("manager", "Sarah Nguyen", "2026-03-11")}),
        ("I'll start on 1 October and will be reporting to Prof. Lena Hartmann.", "CH", "slack",
         {("manager", "Prof. Lena Hartmann", "2026-10-01")}),
        # a note's labels: a day before the separator, an arrow, "addr", "Ph", "(eff. Mon)"
        ("- new mgr from 1 April: Aoife Byrne", "IE", "notes", {("manager", "Aoife Byrne", "2026-04-01")}),
        ("reorg notes\n- mgr → Priya Sandhu (eff. Mon)\n- my title stays Analyst II", "US", "notes",
         {("manager", "Priya Sandhu", "2026-03-16"), ("job_title", "Analyst II", "2026-03-11")}),
        ("• new addr from today: 8 Protea Lane, Stellenbosch 7600", "ZA", "notes",
         {("address", "8 Protea Lane, Stellenbosch 7600", "2026-03-11"), ("lives_in", "Stellenbosch", "2026-03-11")}),
        ("Ph: 027 448 1935 (new — Spark)", "NZ", "notes", {("phone", "+64274481935", "2026-03-11")}),
        ("I've stepped up as Engineering Manager for the Jira Cloud platform team at Atlassian 🚀", "AU", "slack",
         {("job_title", "Engineering Manager", "2026-03-11"), ("works_at", "Atlassian", "2026-03-11")}),
        # a moving day ahead, a street before "if", a relative clause's boss after an earlier clause's negation
        ("moving day tomorrow 😩 Halifax here I come!! new address is 3 Larch St if anyone wants to send a pizza",
         "CA", "slack", {("address", "3 Larch St", "2026-03-13"), ("lives_in", "Halifax", "2026-03-13")}),
        ("Couldn't have done it without the team — and I'm looking forward to learning from Sarah Nguyen, who I'll "
         "now be reporting to.", "AU", "slack", {("manager", "Sarah Nguyen", "2026-03-11")}),
        # "we'll move in" (future), appointed "ל-", a first year as, a new role, an offer from a web name,
        # a rental contract signed in a town, a day of next month
        ("בהמשך לשיחתנו, אני מאשר שניכנס לדירה ברחוב הנשיאים 15, באר שבע, ביום ראשון 5.4.2026.", "IL", "slack",
         {("address", "רחוב הנשיאים 15, באר שבע", "2026-04-06"), ("lives_in", "באר שבע", "2026-04-06")}),
        ("שמח לעדכן שמוניתי ל-VP R&D ב-Lemonade 🍋", "IL", "slack",
         {("job_title", "VP R&D", "2026-03-11"), ("works_at", "Lemonade", "2026-03-11")}),
        ("שנה ראשונה שלי כמורה למתמטיקה בתיכון אורט מוצקין ואני פשוט מתה על זה 🥰", "IL", "slack",
         {("works_at", "תיכון אורט מוצקין", "2026-03-11"), ("job_title", "מורה למתמטיקה", "2026-03-11")}),
        ("שמחה לשתף שהיום התחלתי תפקיד חדש כראש צוות QA בצ'ק פוינט! 🙏", "IL", "slack",
         {("works_at", "צ'ק פוינט", "2026-03-11"), ("job_title", "ראש צוות QA", "2026-03-11")}),
        ("קיבלתי את ה-offer מ-monday.com!!! 🥳 מתחילה ב-1.4 כ-Product Manager", "IL", "slack",
         {("works_at", "monday.com", "2026-04-01"), ("job_title", "Product Manager", "2026-04-01")}),
        ("חתמתי על חוזה שכירות בגבעתיים!!! כצנלסון 40, נכנסים ב-1 לחודש הבא 🏠", "IL", "slack",
         {("address", "כצנלסון 40", "2026-04-02"), ("lives_in", "גבעתיים", "2026-04-02")}),
        # a new job's title, its subject left out; a first day that was
        ("bhai finally!! joined Infosys, first day was monday 😅 role is Technology Analyst, Pune DC.", "IN", "slack",
         {("works_at", "Infosys", "2026-03-09"), ("job_title", "Technology Analyst", "2026-03-09")}),
        # "נכנסתי לתפקיד X בסטארטאפ בשם Y", a resignation letter handed in at an employer
        ("נכנסתי לתפקיד VP R&D בסטארטאפ קטן בשם Lumenio. 14 אנשים", "IL", "slack",
         {("job_title", "VP R&D", "2026-03-11"), ("works_at", "Lumenio", "2026-03-11")}),
        ("טוב אז זהו, הגשתי היום מכתב התפטרות בטבע 😬", "IL", "slack", {("works_at", "טבע", "2026-03-11", True)}),
        # the day said in the next sentence: an arrival, a first day that was
        ("We're now at 3 Kirk Wynd. Been here since the 1st of the month and the kettle is unpacked.", "GB", "slack",
         {("address", "3 Kirk Wynd", "2026-03-01")}),
        ("I've joined Wealthsimple as a Senior Product Designer! Monday was day one.", "CA", "slack",
         {("works_at", "Wealthsimple", "2026-03-09"), ("job_title", "Senior Product Designer", "2026-03-09")}),
        # a kind of firm left is named elsewhere; a last day "there" after years at a web name; no ordinal in a title
        ("עזבתי את הסטארטאפ 💔 היום האחרון שלי ב-Clearo יהיה ביום חמישי.", "IL", "slack",
         {("works_at", "Clearo", "2026-03-13", True)}),
        ("אחרי 5 שנים מדהימות ב-monday.com, יום חמישי האחרון היה היום האחרון שלי שם 💜", "IL", "slack",
         {("works_at", "monday.com", "2026-03-06", True)}),
        ("joining Fernway as their first engineer, starting April 3.", "US", "slack",
         {("works_at", "Fernway", "2026-04-03"), ("job_title", "engineer", "2026-04-03")}),
        # a job's start in a later clause or sentence ("ואני מתחיל ב-1.2", "..., ומתחילה ב-1.3"), "ביום א' הבא",
        # "חברת החשמל" whole
        ("התקבלתי לחברת החשמל כטכנאי רשת, ואני מתחיל ב-1.4. לא האמנתי", "IL", "slack",
         {("works_at", "חברת החשמל", "2026-04-01"), ("job_title", "טכנאי רשת", "2026-04-01")}),
        ("התקבלתי לעיריית פתח תקווה 😱 רכזת קהילה, מתחילה ביום א' הבא.", "IL", "slack",
         {("works_at", "עיריית פתח תקווה", "2026-03-15"), ("job_title", "רכזת קהילה", "2026-03-15")}),
        # a title's start ahead said as a state under way
        ("GOT THE JOB!!! St Vincent's rang this morning, I'm starting on the 3rd of April as a staff nurse.", "IE",
         "slack", {("job_title", "staff nurse", "2026-04-03")}),
        # a leaving decided, its last day in the next sentence
        ("Some news: I've decided to leave Shopify. My last day will be Friday, March 20.", "CA", "slack",
         {("works_at", "Shopify", "2026-03-21", True), ("works_at", "Shopify", "2026-03-11")}),
        # a home implied ("from our place in Ashkelon", "our landlord in Leeds", "our place at 8 Wattle Street"),
        # a workplace of one's own ("my team at Google"), a last shift, a last day after "I've told"
        ("55 min from our place in Ashkelon to the Intel fab this morning", "IL", "slack",
         {("lives_in", "Ashkelon", "2026-03-11")}),
        ("our landlord in Leeds has just put the rent up £120 a month", "GB", "slack",
         {("lives_in", "Leeds", "2026-03-11")}),
        ("kids' new school is round the corner from our place at 8 Wattle Street 🙌", "AU", "slack",
         {("address", "8 Wattle Street", "2026-03-11")}),
        ("my secret santa at Wix got me socks. AGAIN.", "IL", "slack", {("works_at", "Wix", "2026-03-11")}),
        ("I'm leaving Bristol City Council. My last shift is Friday 27 March.", "GB", "slack",
         {("works_at", "Bristol City Council", "2026-03-28", True),
          ("works_at", "Bristol City Council", "2026-03-11")}),
        ("I've told my manager here, and my last day at Atlassian will be Friday 27 March.", "AU", "slack",
         {("works_at", "Atlassian", "2026-03-28", True), ("works_at", "Atlassian", "2026-03-11")}),
        # Hebrew, implied: a shift of mine at, a payslip from, tenure at, the way from home in, our landlord in,
        # "אצלנו ב-", "אפשר להתקשר אליי" after a polite "אם יש משהו"
        ("המשמרת שלי באיכילוב נגמרה רק בשמונה בבוקר", "IL", "slack", {("works_at", "איכילוב", "2026-03-11")}),
        ("תלוש ינואר מעיריית חולון שוב עם טעות בשעות הנוספות.", "IL", "slack",
         {("works_at", "עיריית חולון", "2026-03-11")}),
        ("קיבלתי קביעות במשרד החינוך!!! 🎉", "IL", "slack", {("works_at", "משרד החינוך", "2026-03-11")}),
        ("בדרך מהבית בגבעתיים לעבודה עמדתי 40 דקות באיילון.", "IL", "slack", {("lives_in", "גבעתיים", "2026-03-11")}),
        ("בעל הבית שלנו בחיפה רוצה עוד 400 שקל בחודש.", "IL", "slack", {("lives_in", "חיפה", "2026-03-11")}),
        ("נו, איך בנתניה? אצלנו באשדוד 36 מעלות", "IL", "slack", {("lives_in", "אשדוד", "2026-03-11")}),
        ("רק לעדכן שהמשמרות שלי השתנו. אם יש משהו דחוף אפשר להתקשר אליי: 053-2345678.", "IL", "slack",
         {("phone", "+972532345678", "2026-03-11")}),
        # a request after a condition about someone else; a street after an earlier clause's "his own —"
        ("If he's ever kept back, please ring me on 07911 123456 rather than the office number.", "GB", "slack",
         {("phone", "+447911123456", "2026-03-11")}),
        ("Ollie will be walking home on his own — it's only ten minutes from school to our house at 27 Beech Road.",
         "GB", "slack", {("address", "27 Beech Road", "2026-03-11")}),
    ],
)  # fmt: skip
def test_phrasings_read_in_session_31(text, region, source, facts):
    assert _said_as(text, region, source) == facts


@pytest.mark.parametrize(
    "text",
    [
        "my sister, who moved to Haifa last week, says hi",  # a relative clause: hers
        "Tom, joined Google last week",  # a name before the comma: his (or a slip), not the writer's
        "sorry, didn't start at Medtronic on Monday after all",  # a negation after the aside
        "We are relocating to Durban from the same date.",  # "the same date" with none said before
        "I was made an offer by Google",  # made, but no title
        "I was made aware of it",
        "I was made to wait",
        "המנהלת שלי היא מדהימה.",  # a word said of a boss, not a name
        "המנהל של אחי זה רון.",  # another's
        "רון, הבוס של דנה, ביקש מצגת",
        "היי אבי, רק מזכירה שאנחנו עוזבים את הדירה ב-31.8",  # a flat left, not an employer
        # a move whose town is in a later clause of its own ("so that I'll come to Jerusalem less")
        "אנחנו עוברים ב-20 באוקטובר, כך שאחרי הפגישה הבאה שלנו אגיע לירושלים הרבה פחות.",
        'mum just texted: "we\'ve sold the house!! moving to Tauranga on the 3rd" and I found out with everyone',
        "Her address is 4 Elm Grove",
        "The office address is 4 Elm Grove, Leeds",
        "we are people now",
        "Tom's boss is Dave",
        "the project manager is Dave",  # no new job said, nor "my"
        "The role is a big one, lots to learn",
        "my friend at Google says hi",  # a friend there, not a workplace of mine
        "our office in Leeds is closing",
        "אחי נסע מהבית בחיפה לעבודה",  # his home
        "ישנתי אצל ההורים בחיפה",
        "אם אעבור לחיפה, אפשר להתקשר אליי",
        "מהיום אני בחופש. תלוש מסודר, סוף סוף.",  # "מסודר" is no employer
        # a quotation in single marks after a colon: someone's words; something of mine is no employer
        "Dad on the phone: 'I live in Durban, not Joburg, stop forwarding me traffic alerts.' fair enough 😂",
        "אמא שלחה בקבוצה: 'תרשמו את המספר החדש שלי, 052-9876543, הישן מת' 🙄",
        'אני עובדת במשרה מלאה אצל החתול שלי. המנכ"ל הכי קשוח שיש 😂',
        # the sister's: her move in the sentence before, "send her a card"
        "My sister just moved to Dublin!! new address is 22 Clontarf Road if you want to send her a card 💌",
        "I didn't get the job — and I'm still looking",
        "אני בכנס בלונדון מה-2 עד ה-6 בספטמבר, הזמינות שלי תהיה מוגבלת.",  # a conference
        "עברנו לקומה 12 בבניין החדש, ליד המטבחון",  # a floor, no street
    ],
)
def test_look_alikes_read_in_session_31(text):
    assert not _said_as(text, "IL", "slack")


def test_a_reply_that_quotes_news_at_its_top_is_not_the_senders():
    """ "> Big news, I've started at Google" is the quoted friend's; under "X wrote:" it is that X's."""
    from hinet_pipeline.memory.facts.mailparts import parts
    from hinet_pipeline.memory.facts.voice import unattributed

    body = "> Big news: I've just started at Google! New number is 054-2287731\n\nWow, congratulations!!"
    text, _ = parts(body)
    assert "Google" not in unattributed(body, text) and "congratulations" in unattributed(body, text)
    attributed = "Noa wrote:\n> I've just started at Google\n\nCongrats"
    assert "Google" in unattributed(attributed, parts(attributed)[0])
    inline = "Talk by\n>Dan Ford, General Manager, Siebel Systems\nat 6pm"  # a marked line inside a paragraph
    assert "Dan Ford" in unattributed(inline, parts(inline)[0])


def _mailed(owner: Owner, body: str) -> set[tuple]:
    """(predicate, object) of what the owner's own mail (from their first address, to one other) says."""
    from hinet_pipeline.memory.facts.extract import extract

    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": "2026-03-11T10:00:00+00:00", "account": "me",
         "author": f"{owner.name} <{owner.identifiers[0]}>", "participants": ["Uri <uri@example.org>"], "title": "",
         "body": body}
    )  # fmt: skip
    return {(f.observation.predicate, f.observation.object) for f in extract(item, 1, owner)}


def test_a_hebrew_signature_gives_the_title_the_organisation_and_the_mobile():
    """Under "בברכה," or "--": a name, a title (with its organisation after a bar), an organisation's line."""
    line = "מנהלת תיקי לקוחות | בנק הפועלים, סניף כפר סבא"
    body = f"שלום אורי,\n\nמצרפת את הטופס.\n\nבברכה,\nמיכל אברהם\n{line}\nנייד: 054-6621937"
    owner = Owner("מיכל אברהם", ("michal@example.com",), "IL")
    said = _mailed(owner, body)
    assert {("job_title", "מנהלת תיקי לקוחות"), ("works_at", "בנק הפועלים"), ("phone", "+972546621937")} <= said
    # a street line, then the number
    street = body.replace(line + "\nנייד: 054-6621937", "העצמאות 17, יבנה\n052-8765432")
    assert ("phone", "+972528765432") in _mailed(owner, street)
    shufersal = body.replace("בברכה,", "--").replace(line, 'ראש צוות\nשופרסל בע"מ')
    assert {("job_title", "ראש צוות"), ("works_at", 'שופרסל בע"מ')} <= _mailed(owner, shufersal)


@pytest.mark.parametrize(
    "block, facts",
    [
        # a name with its credentials, a business by its last word ("Orthopedics", "Dental"), a middle dot
        ("Thanks,\n\nAlicia Moreno, PT, DPT\nPhysical Therapist\nRiverbend Orthopedics\n(614) 282-5517",
         {("job_title", "Physical Therapist"), ("works_at", "Riverbend Orthopedics"), ("phone", "+16142825517")}),
        ("Kind regards,\n\nAlicia Moreno\nDental Hygienist\nBright Smiles Dental · Commercial Drive, Vancouver\n"
         "604-873-2219", {("job_title", "Dental Hygienist"), ("works_at", "Bright Smiles Dental"),
                          ("phone", "+16048732219")}),
        ("--\nAlicia Moreno\nAssistant Principal | Lincoln Park High School\nCell: (773) 914-6620",
         {("job_title", "Assistant Principal"), ("works_at", "Lincoln Park High School"), ("phone", "+17739146620")}),
        # all on the name's line, between bars
        ("Thanks,\nAlicia\n\nAlicia Moreno | Senior Data Analyst | Northwind Logistics",
         {("job_title", "Senior Data Analyst"), ("works_at", "Northwind Logistics")}),
    ],
)  # fmt: skip
def test_an_owners_signature_as_people_sign(block, facts):
    owner = Owner("Alicia Moreno", ("alicia@example.com",), "US")
    assert facts <= _mailed(owner, "Hi Tom,\n\nThe report is attached.\n\n" + block)


def test_a_number_labelled_right_above_the_senders_sign_off_is_theirs():
    owner = Owner("עמרי ביטון", ("omri@example.com",), "IL")
    letter = "שלום רב,\nאבקש להעביר את החשבון על שמי.\nטל' נייד: 053-3319027\n\nבכבוד רב,\nעמרי ביטון"
    assert ("phone", "+972533319027") in _mailed(owner, letter)
    # a contact card with no sign-off under it is someone's the text names, not the sender's
    card = "The following is contact information for John Sheriff.\n\nCell Number:  053-3319027\n"
    assert ("phone", "+972533319027") not in _mailed(owner, card)


@pytest.mark.parametrize(
    "text, region, source, facts",
    [
        # "since" a move: done, whatever its form ("moving in" is no plan here)
        ("Officially at Bergmannstraße 41, Berlin, since moving in on the 1st.", "DE", "notes",
         {("address", "Bergmannstraße 41, Berlin", "2026-03-01"), ("lives_in", "Berlin", "2026-03-01")}),
        # the dots of "w.e.f." end no sentence; a postcode between the address and its day
        ("I have shifted my residence to Pune w.e.f. 1st March 2026.", "IN", "notes",
         {("lives_in", "Pune", "2026-03-01")}),
        ("I moved into 5 Castle Street, Ludlow, SY8 1AS on 2 March 2026.", "GB", "notes",
         {("address", "5 Castle Street, Ludlow", "2026-03-02"), ("lives_in", "Ludlow", "2026-03-02")}),
        ("We moved to 12 Oak Ave, Austin, TX 78701 on March 3.", "US", "notes",
         {("address", "12 Oak Ave, Austin", "2026-03-03"), ("lives_in", "Austin", "2026-03-03")}),
        # a start said after the statement, in its own tense; a weekday cut short
        ("I survived my first week at Canva 😅 started last Mon", "AU", "slack", {("works_at", "Canva", "2026-03-09")}),
        ("I've taken a job at Canva and start on Monday.", "AU", "slack", {("works_at", "Canva", "2026-03-16")}),
        # an arrival after the town; the flat said apart from it: the same move; "start at X Monday": ahead
        ("I'm a Wellingtonian now 🙌 came over on the ferry Thursday. flat is 12 Aro Street. "
         "start at Kiwibank Monday 🤞",
         "NZ", "slack", {("lives_in", "Wellington", "2026-03-05"), ("address", "12 Aro Street", "2026-03-05"),
                         ("works_at", "Kiwibank", "2026-03-16")}),
        # "מיום" before a date; an offer taken: the job from the day its role starts
        ("הריני לאשר את קבלת ההצעה לתפקיד רכזת גיוס בחברת נייס, החל מיום 4.4.2026.", "IL", "notes",
         {("works_at", "נייס", "2026-04-04"), ("job_title", "רכזת גיוס", "2026-04-04")}),
        ("סגרתי offer באינטל 🎉 החל מה-1.4 אני hardware validation engineer", "IL", "slack",
         {("works_at", "אינטל", "2026-04-01"), ("job_title", "hardware validation engineer", "2026-04-01")}),
        # the start in the next sentence ("I'll start", "אני נכנסת לתפקיד", "ומתחילה ב-1.3" past its dot)
        ("I've accepted a position at ETH Zurich as a postdoctoral researcher. I'll start on 1 October.", "CH",
         "slack", {("works_at", "ETH Zurich", "2026-10-01"), ("job_title", "postdoctoral researcher", "2026-10-01")}),
        ('קודמתי לסמנכ"לית שיווק ב-Playtika! אני נכנסת לתפקיד ב-15.4, אחרי החגים.', "IL", "slack",
         {("job_title", 'סמנכ"לית שיווק', "2026-04-15"), ("works_at", "Playtika", "2026-04-15")}),
        ("התקבלתי לעבודה באלביט! אני אהיה מהנדסת תוכנה בצוות של מערכות אוויריות, ומתחילה ב-1.4. זה אומר נסיעות",
         "IL", "slack", {("works_at", "אלביט", "2026-04-01")}),
        # a day further on in the statement's own clause, past its object's words (not past another verb)
        ("נכנסתי לתפקיד VP R&D בסטארטאפ קטן בשם Lumenio ב-1 לחודש. 14 אנשים", "IL", "slack",
         {("job_title", "VP R&D", "2026-03-01"), ("works_at", "Lumenio", "2026-03-01")}),
        # a role between a start and its day ("... as a Respiratory Therapist next Monday"), the subject left out
        # as a new hire's mail says it; a business by its last word ("Mercy Health" is no person)
        ("I'm joining Mercy Health as a Respiratory Therapist next Monday.", "US", "slack",
         {("works_at", "Mercy Health", "2026-03-16"), ("job_title", "Respiratory Therapist", "2026-03-16")}),
        ("Attached is the form. Really looking forward to joining Mercy Health as a Respiratory Therapist next Monday.",
         "US", "slack",
         {("works_at", "Mercy Health", "2026-03-16"), ("job_title", "Respiratory Therapist", "2026-03-16")}),
        ("Looking forward to joining Acme Corp one day.", "US", "slack", set()),
        # "as" a reason, not a role: the number holds from the message's day
        ("please use my personal mobile, 07984 556210, as my work phone is being wiped next week", "GB", "slack",
         {("phone", "+447984556210", "2026-03-11")}),
        # a neighbourhood between the street and its town; "shifted my residence" is a move
        ("I have shifted my residence. New address:\n12 MG Road, Camp, Pune 411001", "IN", "notes",
         {("address", "12 MG Road, Pune", "2026-03-11"), ("lives_in", "Pune", "2026-03-11")}),
        # how the day is said (the eighteenth set, read): "a fortnight ago", "(started Mon)", "25/2" and "9/15" where
        # their order is in no doubt (the past one last year's), "eff.", a note's "Last day 30/3." after the notice,
        # "15/5/2026", a Hebrew last day after a comma, "at X, where Friday was my last day"
        ("I've moved in with Sam!! We got the keys a fortnight ago, 38 Wattle St in Geelong.", "AU", "slack",
         {("address", "38 Wattle St, Geelong", "2026-02-25"), ("lives_in", "Geelong", "2026-02-25")}),
        ("First week at Shopify done ✔ (started Mon). Tired but happy.", "CA", "notes",
         {("works_at", "Shopify", "2026-03-09")}),
        ("Joined HDFC Bank as Relationship Manager on 25/2. Branch: Koramangala.", "IN", "notes",
         {("works_at", "HDFC Bank", "2026-02-25"), ("job_title", "Relationship Manager", "2026-02-25")}),
        ("Reorg: no longer under Dana Whitfield. Reporting to Marcus Lee eff. 4/24.", "US", "notes",
         {("manager", "Marcus Lee", "2026-04-24")}),
        ("We moved into the house in Sacramento on 9/15. Address is 4120 Folsom Blvd now.", "US", "notes",
         {("lives_in", "Sacramento", "2025-09-15"), ("address", "4120 Folsom Blvd", "2025-09-15")}),
        # (where the month comes first, "3/4" is March 4; elsewhere a day and a month in doubt are no day)
        ("We moved into the house in Sacramento on 3/4.", "US", "notes", {("lives_in", "Sacramento", "2026-03-04")}),
        ("We moved into the house in Leeds on 3/4.", "GB", "notes", {("lives_in", "Leeds", "2026-03-11")}),
        ("Handed in my notice at Fonterra today. Last day 30/3.", "NZ", "notes",
         {("works_at", "Fonterra", "2026-03-31", True)}),
        ("הריני להודיעכם כי החל מיום 15/5/2026 כתובתי החדשה היא רחוב ויצמן 42, כפר סבא.", "IL", "notes",
         {("address", "רחוב ויצמן 42, כפר סבא", "2026-05-15"), ("lives_in", "כפר סבא", "2026-05-15")}),
        ("יאללה סיימתי בצ'ק פוינט, יום אחרון היה ביום חמישי.", "IL", "slack",
         {("works_at", "צ'ק פוינט", "2026-03-06", True)}),
        ("Huge thanks to my colleagues at Scotiabank, where Friday the 6th was my last day.", "CA", "slack",
         {("works_at", "Scotiabank", "2026-03-07", True)}),
        # the seventeenth set's wrong facts (held out; only these were read): a joke title made of home life, "בכיר"
        # (senior) is no "in", a letter's firm after its unit, "מועסק ע"י X" (employed by), a place after "ל"
        ("new job title: Chief Nappy Officer. reporting to a 9-week-old manager named Ruby 🍼", "GB", "slack", set()),
        ('החלטתי: מהיום אני מנכ"לית הבית. המשכורת - חיבוק פעם ביום 😂', "IL", "slack", set()),
        ("new job title: Chief Operating Officer at Acme", "GB", "slack",
         {("job_title", "Chief Operating Officer", "2026-03-11"), ("works_at", "Acme", "2026-03-11")}),
        ("לכבוד\nמחלקת משאבי אנוש, אלביט מערכות\n\nהריני להודיעכם על התפטרותי מתפקידי כמהנדס תוכנה בכיר במחלקת "
         "אוויוניקה. יום העבודה האחרון שלי יהיה 14.4.2026.", "IL", "notes",
         {("works_at", "אלביט מערכות", "2026-04-15", True)}),
        ("לכבוד מחלקת משאבי אנוש, בנק לאומי\n\nברצוני להודיע על סיום עבודתי בבנק. "
         "יום העבודה האחרון שלי יהיה 31.3.2026.",
         "IL", "notes", {("works_at", "בנק לאומי", "2026-04-01", True)}),
        ('החל מ-1.2.2026 אני מועסק ע"י חברת החשמל לישראל בתפקיד טכנאי מערכות.', "IL", "notes",
         {("works_at", "חברת החשמל לישראל", "2026-02-01"), ("job_title", "טכנאי מערכות", "2026-02-01")}),
        ("אני מועסקת על ידי עיריית חיפה כבר שנתיים.", "IL", "notes", {("works_at", "עיריית חיפה", "2024-03-11")}),
        # more of the eighteenth set: "w.e.f." after a role, a sign-off in two languages, "been on the new number",
        # "finished up at", a town said to be home, "we're in X now"
        ("I will be joining Infosys as Senior Systems Engineer w.e.f. 3rd April 2026.", "IN", "notes",
         {("works_at", "Infosys", "2026-04-03"), ("job_title", "Senior Systems Engineer", "2026-04-03")}),
        ("been on the new number since Sunday btw: 07911 123456. the old one got nicked", "GB", "slack",
         {("phone", "+447911123456", "2026-03-08")}),
        ("End of an era — finished up at Woolworths on Friday after 9 years.", "AU", "notes",
         {("works_at", "Woolworths", "2026-03-07", True)}),
        ("Landed Thurs w/ the last 2 suitcases. Calgary is officially home.", "CA", "notes",
         {("lives_in", "Calgary", "2026-03-05")}),
        ("we're in Hamilton now, moved in Sat 🙌 (the cat is NOT impressed)", "NZ", "slack",
         {("lives_in", "Hamilton", "2026-03-07")}),
        ("WE CLOSED!!! 2210 Clarkson St is officially ours 🏡 moving in this Saturday, Denver here we come",
         "US", "slack",
         {("address", "2210 Clarkson St", "2026-03-15"), ("lives_in", "Denver", "2026-03-15")}),
        ("I'm in London for the conference.", "GB", "slack", set()),
        # Hebrew, the eighteenth set: "מיום ראשון אני X", "אעבוד ב-", a notice of leaving,
        # "מחר יום אחרון שלי" with the employer said before, a town that "is home now", a relocation
        ("מיום ראשון אני ראש צוות 💪 סוף סוף", "IL", "slack", {("job_title", "ראש צוות", "2026-03-15")}),
        ("ברצוני לעדכן כי מיום 1.4.26 אעבוד בבנק לאומי בתפקיד אנליסטית אשראי.", "IL", "notes",
         {("works_at", "בנק לאומי", "2026-04-01"), ("job_title", "אנליסטית אשראי", "2026-04-01")}),
        ("הודעתי על עזיבה בסלקום.", "IL", "notes", {("works_at", "סלקום", "2026-03-11", True)}),
        ("אחרי 6 שנים באלביט, מחר יום אחרון שלי 🥲", "IL", "slack", {("works_at", "אלביט", "2026-03-13", True)}),
        ("נחתתי ביום שלישי. ברלין זה הבית עכשיו 🇩🇪", "IL", "slack", {("lives_in", "ברלין", "2026-03-10")}),
        ("עשינו relocation ללונדון 🇬🇧 נחתנו ביום ראשון ומעכשיו זה הבית", "IL", "slack",
         {("lives_in", "לונדון", "2026-03-08")}),
        ("זה הבית של סבתא בחיפה", "IL", "slack", set()),
        ("מאתמול אנחנו רשמית תושבי חיפה. השקט פה ברמה מפחידה", "IL", "slack", {("lives_in", "חיפה", "2026-03-10")}),
        ("תושבי חיפה מוזמנים לאירוע", "IL", "slack", set()),
        # a clause after a dash that says since when
        ("I've come home to Manchester at last — I've been back since the start of March and I'm renting a flat.",
         "GB", "slack", {("lives_in", "Manchester", "2026-03-01")}),
        # the nineteenth set (read): an employer's "LLP." ends its name, a first day "at" or "as" said of no one else,
        # a quote in single marks on a line under a colon, a boss's label is no boss
        ("Please accept this letter as formal notice of my resignation from my position as Senior Accountant at "
         "Grant Thornton UK LLP. In line with my notice period, my last working day will be Friday 27 March 2026.",
         "GB", "notes", {("works_at", "Grant Thornton UK LLP", "2026-03-28", True),
                         ("works_at", "Grant Thornton UK LLP", "2026-03-11")}),
        ("Delighted to share that today was day one as a Solutions Architect at Stripe here in Dublin.", "IE",
         "notes", {("works_at", "Stripe", "2026-03-11"), ("job_title", "Solutions Architect", "2026-03-11"),
                   ("lives_in", "Dublin", "2026-03-11")}),  # ("here in Dublin": where the writer is)
        ("Day one at the beach was lovely.", "IE", "notes", set()),
        ("lol yes I survived week one at Shopify 😅 started monday and I still don't know where the coffee is.", "CA",
         "slack", {("works_at", "Shopify", "2026-03-09")}),
        # a move as an arrow, where it heads a place (the place it leaves may be a nickname)
        ("Brissie → Geelong: done ✅ we've been in at 88 Pakington St since Tuesday", "AU", "slack",
         {("address", "88 Pakington St", "2026-03-10"), ("lives_in", "Geelong", "2026-03-10")}),
        ("MOVED ✔\nCork → Limerick, 16 O'Connell Avenue\n- van back to Hertz", "IE", "notes",
         {("address", "16 O'Connell Avenue", "2026-03-11"), ("lives_in", "Limerick", "2026-03-11")}),
        ("London → Paris flight was delayed", "GB", "notes", set()),
        # a Hebrew weekday with its turn and no "יום"; a note label's day in brackets ("מה-5.3" inside the statement:
        # its day, the 5th)
        ("הופה עדכון: מחמישי שעבר אנחנו גרים בחולון! סוקולוב 62, קומה 3 בלי מעלית", "IL", "slack",
         {("lives_in", "חולון", "2026-03-05"), ("address", "סוקולוב 62", "2026-03-05")}),
        ("נייד חדש (מה-5.3): 054-2290714\nלעדכן: בנק, קופ\"ח", "IL", "notes",
         {("phone", "+972542290714", "2026-03-05")}),
        ("FYI, forwarding this from Karen:\n\n'Hi all, after 7 years I've accepted a role at Barclays. My last day "
         "here will be 28 March.'\n\nShall we organise something?", "GB", "slack", set()),
        ("תפקיד: אח מוסמך, פנימית ב'\nאחות אחראית (המנהלת שלי): שרית אזולאי", "IL", "notes",
         {("manager", "שרית אזולאי", "2026-03-11"), ("job_title", "אח מוסמך", "2026-03-11")}),  # (a title since 35)
        # a flag is an emoji (its arrival after it); a Hebrew "from D I'm ..." opens a clause of its own; "settling in
        # here since", "אנחנו פה מאז" in the next sentence
        ("Big news from this end: we're Berliners now 🇩🇪 landed Thursday, the flat has no curtains yet.", "DE",
         "slack", {("lives_in", "Berlin", "2026-03-05")}),
        ("חברים, היום יום אחרון שלי באמדוקס 💙 מיום ראשון אני בצ'ק פוינט כראש צוות QA", "IL", "slack",
         {("works_at", "אמדוקס", "2026-03-12", True), ("works_at", "צ'ק פוינט", "2026-03-15"),
          ("job_title", "ראש צוות QA", "2026-03-15")}),
        ("could you send the invitation to our new address, 12 Wattle Street, Fremantle? "
         "We sold the Subiaco place and have been "
         "settling in here since the 1st of March.", "AU", "slack", {("address", "12 Wattle Street", "2026-03-01")}),
        ("הפעם אצלנו בבית החדש ברמת השרון – רחוב סוקולוב 45. אנחנו פה מאז ה-5 במרץ, אז אל תשפטו את הארגזים", "IL",
         "slack", {("lives_in", "רמת השרון", "2026-03-05"), ("address", "רחוב סוקולוב 45", "2026-03-05")}),
        ("לכבוד\nאלביט מערכות\n\nהנדון: הודעה על התפטרות\n\nברצוני להודיעך על התפטרותי. "
         "יום העבודה האחרון שלי יהיה 27.3.2026.",
         "IL", "notes", {("works_at", "אלביט מערכות", "2026-03-28", True)}),
        # a town left is no employer
        ("Leaving Berlin after 6 yrs 😭 one-way flight to Toronto is on the 28th", "DE", "slack", set()),
        # but a job one has keeps its day when only the title changes ahead
        ("I work at Acme. From next month my title is Senior Analyst.", "US", "slack",
         {("works_at", "Acme", "2026-03-11"), ("job_title", "Senior Analyst", "2026-04-01")}),
    ],
)  # fmt: skip
def test_the_day_a_message_gives_elsewhere(text, region, source, facts):
    assert _said_as(text, region, source) == facts


def test_a_sign_off_in_two_languages_opens_the_signature():
    owner = Owner("Jonas Weber", ("jonas@example.com",), "DE")
    block = "Best regards / Mit freundlichen Grüßen\nJonas Weber\nKey Account Manager\nBosch Rexroth AG\n"
    block += "Mobile: +49 151 23456789"
    assert {
        ("job_title", "Key Account Manager"),
        ("works_at", "Bosch Rexroth AG"),
        ("phone", "+4915123456789"),
    } <= _mailed(owner, "Hi Mark,\n\nas discussed, please find our offer attached.\n\n" + block)


# -- session 33: names with marks, a letter's own heading, a suburb before its city ----------------------


@pytest.mark.parametrize("name", ["José García", "Marc-André Tremblay", "Łukasz Nowak", "Zoë Kravitz", "Émilie Dubois"])
def test_a_signature_under_a_name_with_marks_is_read(name):
    """Names with accents, a Polish Ł, a hyphen: their sender's e-mail, and their sign-off's title,
    employer and number (before, "José García" named no one: no fact at all)."""
    owner = Owner(name, ("me@example.com",), "CA")
    said = _mailed(
        owner, f"Hi team,\n\nSee you on Monday.\n\nThanks,\n\n{name}\nProject Engineer | Hydro-Québec\n514-289-7713"
    )
    assert {("email", "me@example.com"), ("job_title", "Project Engineer"), ("works_at", "Hydro-Québec"),
            ("phone", "+15142897713")} <= said  # fmt: skip


def test_names_with_marks_are_names_and_other_scripts_are_not_made_latin():
    from hinet_pipeline.memory.facts.latin import latin_ascii
    from hinet_pipeline.memory.facts.signoff import name_of

    assert name_of("José García") == "José García" and name_of("Seán Ó Briain") == "Seán Ó Briain"
    assert name_of("Marc-André Tremblay") == "Marc-André Tremblay"
    # what is no name stays none with its marks: an office, a greeting, a title
    assert name_of("Zürich Office") is None and name_of("Directeur Général") is None
    assert latin_ascii("Αλέξης Τσίπρας") is None and latin_ascii("דנה לוי") is None and latin_ascii("Zoë 🎉") is None
    assert latin_ascii("Łukasz Żółć") == "Lukasz Zolc"


def test_an_announcement_names_a_person_with_marks():
    from hinet_pipeline.memory.facts.announcements import announcements

    day = datetime(2001, 5, 5, tzinfo=timezone.utc)
    found = {(n, p, o) for n, p, o, *_ in announcements("Hi all, José García has been named CFO of Enron Europe.",
                                                       lambda: day, "US")}  # fmt: skip
    assert {("José García", "job_title", "CFO"), ("José García", "works_at", "Enron Europe")} <= found


def test_a_letter_headed_with_to_and_subject_is_the_senders_own():
    """A letter pasted with its "To:" and "Subject:" lines: no forwarded message (it has no "From:"),
    the sender's resignation; a forwarded message's block with a "From:" stays its author's."""
    owner = Owner("Harriet Cole", ("harriet@example.com",), "GB")
    letter = ("To: Vikram Patel, Audit Partner\nSubject: Resignation\n\nDear Vikram,\n\nPlease accept this letter as "
              "formal notice of my resignation from my position as Senior Accountant at Grant Thornton UK LLP. My last "
              "working day will be Friday 30 October 2026.\n\nYours sincerely,\nHarriet Cole")  # fmt: skip

    def whose(body: str) -> set[str]:
        item = CanonicalItem.from_dict(
            {"source": "mail", "external_id": "x", "timestamp": "2026-10-01T10:00:00+00:00", "account": "me",
             "author": "Harriet Cole <harriet@example.com>", "participants": ["Uri <uri@example.org>"], "title": "",
             "body": body}
        )  # fmt: skip
        return {f.observation.subject for f in extract(item, 1, owner) if f.observation.predicate == "works_at"}

    assert whose(letter) == {"Harriet Cole"}
    forwarded = letter.replace("To: Vikram", "From: Tom Baker <tom@example.org>\nTo: Vikram")
    forwarded = forwarded.replace("Harriet Cole", "Tom Baker")
    assert whose("FYI\n\n" + forwarded) == whose(forwarded) == {"Tom Baker"}


@pytest.mark.parametrize(
    "address, town",
    [
        ("12 Protea Avenue, Rondebosch, Cape Town, 7700", "Cape Town"),  # a suburb, then its city
        ("17 Eyre Street, North Ward, Townsville QLD 4810", "Townsville"),  # one the gazetteer does not know
        ("Weserstraße 58, 12045 Berlin, Germany", "Berlin"),  # a country is no city
        ("12 Oak Street, Kirriemuir, Texas", None),  # nor a state (and the small town is unknown)
        ("123 Main St, Brooklyn, New York", "Brooklyn"),  # a borough as big as a city is named as such
        ("27 Wellington Street, Leeds LS1 4DL", "Leeds"),  # a postcode after the town
    ],
)
def test_the_town_of_an_address_with_a_suburb(address, town):
    from hinet_pipeline.memory.facts.address import city_of, read_address

    assert city_of(read_address(address + "\n", 0)[0]) == town
    owner = Owner("Thandiwe Mokoena", ("me@example.com",), "ZA")
    said = _mailed(owner, f"Good day,\n\nPlease update my details as follows:\n\nNew residential address: {address}\n\n"
                          "Thank you,\nThandiwe Mokoena")  # fmt: skip
    if town not in ("Berlin", None):  # (a postcode before the town, a state after an unknown one: read apart)
        assert {o for p, o in said if p == "lives_in"} == {town}


def test_the_owners_details_given_as_a_forms_lines_in_a_mail():
    """ "Here are my updated details:" over labelled lines: the job's from its start date, the home and
    the number from the mail's day; a title changed "from X to Y", effective a day said above."""
    owner = Owner("Bec Hollis", ("bec@example.com",), "AU")
    form = ("Hi Priya,\n\nAs requested, here are my updated details:\n\nEmployer: Queensland Health\n"
            "Position: Clinical Nurse Consultant\nStart date: 13 January 2026\n"
            "Residential address: 17 Eyre Street, North Ward, Townsville QLD 4810\nMobile: 0412 583 906\n\n"
            "Cheers,\nBec Hollis")  # fmt: skip
    item = CanonicalItem.from_dict(
        {"source": "mail", "external_id": "x", "timestamp": "2026-03-03T10:00:00+00:00", "account": "me",
         "author": "Bec Hollis <bec@example.com>", "participants": ["Priya <priya@example.org>"], "title": "",
         "body": form}
    )  # fmt: skip
    said = {(o.predicate, o.object, str(o.valid_from)[:10]) for f in extract(item, 1, owner) if (o := f.observation)}
    assert {("works_at", "Queensland Health", "2026-01-13"), ("job_title", "Clinical Nurse Consultant", "2026-01-13"),
            ("lives_in", "Townsville", "2026-03-03"), ("phone", "+61412583906", "2026-03-03")} <= said  # fmt: skip
    change = ("Dear HR,\n\nPlease update my employee record with the following changes, effective 1 April 2026:\n\n"
              "• Job title: from Credit Analyst to Senior Credit Analyst\n• Reporting line: Lindiwe Dlamini\n\n"
              "Kind regards,\nBec Hollis")  # fmt: skip
    said = {(o.predicate, o.object, str(o.valid_from)[:10])
            for f in extract(CanonicalItem.from_dict({**item.to_dict(), "body": change}), 1, owner)
            if (o := f.observation)}  # fmt: skip
    assert {("job_title", "Credit Analyst", "2026-03-03"), ("job_title", "Senior Credit Analyst", "2026-04-01"),
            ("manager", "Lindiwe Dlamini", "2026-04-01")} <= said  # fmt: skip
    # the same lines about someone else (no "my details"), or in someone else's mail, are not the owner's
    venue = form.replace("here are my updated details", "the venue for Friday").replace("Employer", "Host")
    other = CanonicalItem.from_dict({**item.to_dict(), "body": venue})
    assert not {f.observation.predicate for f in extract(other, 1, owner)} & {"works_at", "lives_in", "address"}
    theirs = CanonicalItem.from_dict({**item.to_dict(), "author": "Priya <priya@example.org>"})
    assert all(f.observation.subject != "Bec Hollis" for f in extract(theirs, 1, owner))


@pytest.mark.parametrize(
    "text, facts",
    [
        # a last day said to be a bare day.month ("יהיה 8.4", "זה 17.3"), and its own day before another's
        ("היום האחרון שלי בטבע יהיה 8.4", {("works_at", "טבע", "2026-04-09", True)}),
        ("ה-last day שלי באינטל זה 17.3, אז ב-17 בערב עושים על האש אצלי", {("works_at", "אינטל", "2026-03-18", True)}),
        ("ה-last day שלי בטבע יהיה 8.4, ואחרי זה אני עובר ל-Nvidia, start date ב-18.4.",
         {("works_at", "טבע", "2026-04-09", True)}),
        ("My last day at Acme is Friday, and I start at Globex on Monday.",
         {("works_at", "Acme", "2026-03-14", True), ("works_at", "Globex", "2026-03-16"),
          ("works_at", "Acme", "2026-03-11")}),
        # (a move's own day after another's: "close tomorrow and move in on the 26th")
        ("we close on the house tomorrow and move in on the 26th!!! 88 Maple Ave, Cambridge, MA",
         {("address", "88 Maple Ave, Cambridge", "2026-03-27"), ("lives_in", "Cambridge", "2026-03-27")}),
        # employed by ("מועסק ע"י")
        ('אני מועסק ע"י נמל אשדוד', {("works_at", "נמל אשדוד", "2026-03-11")}),
        # a price is no day
        ("המחיר הוא 8.4 שקל", set()),
    ],
)  # fmt: skip
def test_a_day_said_to_be_a_bare_date(text, facts):
    assert _said_as(text, "US" if text.isascii() else "IL", "notes") == facts


@pytest.mark.parametrize(
    "text, region, facts",
    [
        # a start looked forward to is ahead, not last year's
        ("Really looking forward to starting at Southwest on June 7.", "US", {("works_at", "Southwest", "2026-06-07")}),
        ("Looking forward to joining Southwest on June 7.", "US", {("works_at", "Southwest", "2026-06-07")}),
        # (but "excited to share" a promotion is no plan)
        ("Excited to share that I've stepped up as Engineering Manager at Atlassian!", "AU",
         {("job_title", "Engineering Manager", "2026-03-11"), ("works_at", "Atlassian", "2026-03-11")}),
        # a weekday orders a date's two numbers: "Mon 9/9" is 9 September... and "Mon 4/5" the 4th of May
        ("new job checklist\n• first day Mon 4/5 — Medtronic, Bldg 4 lobby\n• boss: Marcus Chen", "US",
         {("manager", "Marcus Chen", "2026-05-04")}),
        ("new job checklist\n• first day Tue 5/5 — Medtronic\n• boss: Marcus Chen", "US",
         {("manager", "Marcus Chen", "2026-05-05")}),
        # a Hebrew form's start ("תחילת עבודה - 16.6.26"), a note's "— in since 28/2" (behind, not ahead)
        ("פרטים לטופס 101:\nמעסיק - בנק הפועלים\nתחילת עבודה - 16.6.26\nתפקיד - יועצת השקעות", "IL",
         {("works_at", "בנק הפועלים", "2026-06-16"), ("job_title", "יועצת השקעות", "2026-06-16")}),
        ("change of address list\n- IRD ✔\nnew addr: 52 Grey Street, Hamilton — in since 28/2", "NZ",
         {("address", "52 Grey Street, Hamilton", "2026-02-28"), ("lives_in", "Hamilton", "2026-02-28")}),
    ],
)  # fmt: skip
def test_days_said_in_session_33(text, region, facts):
    assert _said_as(text, region, "notes") == facts


def test_a_weekday_orders_a_dates_numbers():
    base = datetime(2024, 9, 3, tzinfo=timezone.utc)
    assert resolve_date("Mon 4/11", base, "future") == datetime(2024, 11, 4, tzinfo=timezone.utc)  # the 4th of Nov
    assert resolve_date("Fri 11/4", base, "future") == datetime(2025, 4, 11, tzinfo=timezone.utc)  # 11 April
    assert resolve_date("Monday 9/9/2024", base) == datetime(2024, 9, 9, tzinfo=timezone.utc)
    # a weekday neither reading has: the numbers as they stand (day first where it can be)
    assert resolve_date("Sun 9/9", base, "future") == datetime(2024, 9, 9, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "text, region, facts",
    [
        # a title at an employer, said as a state, with no article or in Hebrew
        ("I'm head chef at Nobu", "GB", {("job_title", "head chef", "2026-03-11"), ("works_at", "Nobu", "2026-03-11")}),
        ("From the 1st I'm branch manager at Kmart", "AU",
         {("job_title", "branch manager", "2026-04-01"), ("works_at", "Kmart", "2026-04-01")}),
        ("אני מנהל סניף בשופרסל", "IL",
         {("job_title", "מנהל סניף", "2026-03-11"), ("works_at", "שופרסל", "2026-03-11")}),
        ("אני מהנדסת תוכנה בגוגל", "IL",
         {("job_title", "מהנדסת תוכנה", "2026-03-11"), ("works_at", "גוגל", "2026-03-11")}),
        # where one is, whom one meets, what one does oneself: no title, no employer, no boss
        ("I'm stuck at Heathrow", "GB", set()),
        ("I'm meeting Dana at Starbucks", "US", set()),
        ("עברנו קומה במשרד, אני עכשיו בקומה 12 ליד המטבחון", "IL", set()),
        ("אני מנהל את זה בעצמי", "IL", set()),
        ("אני בדרך בחזרה מהעבודה", "IL", set()),
    ],
)  # fmt: skip
def test_a_title_at_an_employer_said_as_a_state(text, region, facts):
    assert _said_as(text, region, "slack") == facts


def test_a_number_in_a_signatures_bar_line_and_a_unit_under_a_title():
    """A number in a "Name | Title | Firm | number" line leaves title and firm apart. A capitalised line
    under the title is a unit unless its words say a firm ("Customer Experience", "Talent Acquisition",
    "Northwind Payments" alike: no employer from it)."""
    owner = Owner("Tom Becker", ("tom@example.com",), "US")
    bar = "Thanks,\n\nTom Becker | Site Reliability Engineer | Northwind Payments | +1 (312) 769-2284"
    said = _mailed(owner, "Hi,\n\nDone.\n\n" + bar)
    assert {("job_title", "Site Reliability Engineer"), ("works_at", "Northwind Payments"),
            ("phone", "+13127692284")} <= said  # fmt: skip
    block = "Cheers,\nTom\n\n--\nTom Becker\nRecruiter\n{}\n+1 (312) 769-2284"
    for unit in ("Customer Experience", "Talent Acquisition", "Private Equity", "Northwind Payments"):
        said = _mailed(owner, "Hi,\n\nSee below.\n\n" + block.format(unit))
        assert ("job_title", "Recruiter") in said and not {p for p, _ in said} & {"works_at"}, unit


@pytest.mark.parametrize(
    "text, region, facts",
    [
        # a role ahead said with "I'll be", from its day; undated, a plan that is no fact yet
        ("Friends, tomorrow is my last day at Taboola 💙 From Sept 1 I'll be Head of Data at Lemonade – come say hi!",
         "IL", {("works_at", "Taboola", "2026-03-13", True), ("job_title", "Head of Data", "2026-09-01"),
                ("works_at", "Lemonade", "2026-09-01")}),
        ("I'll be Head of Data at Lemonade", "US", set()),
        ("I'll be at Starbucks at 5", "US", set()),
        ("I'll be a guest speaker at PyCon", "US", set()),
        # a firm named like a person, after the title held there
        ("I'm starting a new position as Nurse Practitioner at Kaiser Permanente on April 13!", "US",
         {("works_at", "Kaiser Permanente", "2026-04-13"), ("job_title", "Nurse Practitioner", "2026-04-13")}),
        # company, not a company
        ("I'm joining Sarah Jones for lunch on Monday", "US", set()),
        ("I'm joining Goldman Sachs next month", "US", {("works_at", "Goldman Sachs", "2026-04-01")}),
        # a formal acceptance, its day in the clause after it
        ("I am pleased to formally accept the position of Data Analyst with Persistent Systems, and I confirm that "
         "I will join on Monday, 7 December 2026.", "IN",
         {("works_at", "Persistent Systems", "2026-12-07"), ("job_title", "Data Analyst", "2026-12-07")}),
    ],
)  # fmt: skip
def test_roles_ahead_and_firms_named_like_people(text, region, facts):
    assert _said_as(text, region, "slack") == facts


@pytest.mark.parametrize(
    "name, line, facts",
    [
        ("שירן כהן", "שירן כהן | מנהלת מוצר | monday.com | 050-6281147",
         {("job_title", "מנהלת מוצר"), ("works_at", "monday.com"), ("phone", "+972506281147")}),
        ("עומר גולן", "עומר גולן | מנהל פרויקטים | א.ב. בנייה והשקעות | 050-6677889",
         {("job_title", "מנהל פרויקטים"), ("works_at", "א.ב. בנייה והשקעות"), ("phone", "+972506677889")}),
    ],
)  # fmt: skip
def test_a_hebrew_sign_off_on_one_line_between_bars(name, line, facts):
    owner = Owner(name, ("me@example.com",), "IL")
    assert facts <= _mailed(owner, f"היי אורי,\nמצרפת את המצגת מהפגישה של אתמול.\n\nתודה,\n{line}")
    # a name and a remark after a bar is no title
    said = _mailed(owner, f"היי אורי,\nמצרפת את המצגת.\n\nתודה,\n{name} | נדבר מחר")
    assert not {p for p, _ in said} & {"job_title", "works_at"}


@pytest.mark.parametrize(
    "text, facts",
    [
        # a title after the employer, past a day, an emoji with its variation mark ("✈️"), in English letters
        ("התחלתי במכבי ביום ראשון, אחות קהילה. בינתיים מרוצה",
         {("works_at", "מכבי", "2026-03-08"), ("job_title", "אחות קהילה", "2026-03-08")}),
        ("תעדכנו אצלכם: מ-1.4 אני בטבע, QA manager 🙂",
         {("works_at", "טבע", "2026-04-01"), ("job_title", "QA manager", "2026-04-01")}),
        ("לא תאמינו!!!! התקבלתי לאל על ✈️✈️ דיילת!!! הקורס מתחיל ב-8.9",
         {("works_at", "אל על", "2026-09-08"), ("job_title", "דיילת", "2026-09-08")}),
    ],
)  # fmt: skip
def test_a_hebrew_title_after_its_employer(text, facts):
    assert _said_as(text, "IL", "slack") == facts


def test_his_new_number_is_not_mine():
    """ "אח שלי ... לשמור את המספר החדש שלו": the brother's number ("שלי" in "אח שלי" is no claim on it)."""
    assert _said_as("אח שלי התחיל היום באלביט 🎉 לשמור את המספר החדש שלו: 050-4112233", "IL", "notes") == set()
    assert ("phone", "+972504112233", "2026-03-11") in _said_as("לשמור את המספר החדש שלי: 050-4112233", "IL", "notes")


@pytest.mark.parametrize(
    "text, region, facts",
    [
        # a greeting before a verb that opens the sentence; "shifted to" as Indian English says a move
        ("Bro finally shifted to Hyderabad 🙏 2BHK in Gachibowli", "IN", {("lives_in", "Hyderabad", "2026-03-11")}),
        ("Guys moved to Leeds last week", "GB", {("lives_in", "Leeds", "2026-03-04")}),
        # "my new no" for a number
        ("Save my new no also: 98490 31775", "IN", {("phone", "+919849031775", "2026-03-11")}),
        # a shift to a tool, a shift at work, a meeting moved: no home; "no-claims" no number
        ("We shifted to Zoom for the standup", "US", set()),
        ("I shifted to the night shift at the Bangalore plant", "IN", set()),
        ("The meeting shifted to Pune", "IN", set()),
        ("my new no-claims discount is 30%", "GB", set()),
    ],
)  # fmt: skip
def test_a_greeting_first_shifted_and_no(text, region, facts):
    assert _said_as(text, region, "slack") == facts


@pytest.mark.parametrize(
    "text, source, region, facts",
    [
        # a county or a state after a town is no city of it
        ("New residential address: 10 Station Rd, Epsom, Surrey\n", "notes", "GB",
         {("address", "10 Station Rd, Epsom, Surrey", "2026-03-11"), ("lives_in", "Epsom", "2026-03-11")}),
        # a number of rooms is no day
        ("עברנו לחיפה, הדירה החדשה היא 3.5 חדרים", "slack", "IL", {("lives_in", "חיפה", "2026-03-11")}),
        # the next sentence's day is not the address's
        ("Address: 5 Elm Street, Leeds. Lease ends on 30 June.", "notes", "GB",
         {("address", "5 Elm Street, Leeds", "2026-03-11"), ("lives_in", "Leeds", "2026-03-11")}),
        # an English word a Hebrew one follows is no title: ", CEO מדהים"
        ("התחלתי בוויקס היום, CEO מדהים", "slack", "IL", {("works_at", "וויקס", "2026-03-11")}),
        # a title changed "from X to Y" with no day: the new one only
        ("Role: from Credit Analyst to Senior Credit Analyst", "notes", "ZA",
         {("job_title", "Senior Credit Analyst", "2026-03-11")}),
    ],
)  # fmt: skip
def test_what_the_session_33_review_found(text, source, region, facts):
    assert _said_as(text, region, source) == facts


def test_a_form_for_someone_else_in_the_owners_mail_is_not_theirs():
    owner = Owner("Dana Levi", ("dana@example.com",), "US")
    body = ("Thanks for sending my onboarding details. Can you also set up the new hire below?\n\n"
            "Name: Tom Reyes\nRole: Data Engineer\nManager: Ruth Cohen\nStart date: April 1\n\nDana")  # fmt: skip
    assert not {p for p, _ in _mailed(owner, body)} & {"job_title", "manager", "works_at"}
    mine = "Hi,\n\nHere are my updated details:\nEmployer: Acme\nPosition: Data Engineer\n\nDana"
    assert {("works_at", "Acme"), ("job_title", "Data Engineer")} <= _mailed(owner, mine)


def test_a_weekdays_reading_of_a_date_since_is_behind():
    """ "— in since Tue 6/5" written in March: last year's 6 May (a Tuesday), not this year's."""
    said = _said_as("Address: 12 Elm Street, Leeds — in since Tue 6/5", "GB", "notes")
    assert {("address", "12 Elm Street, Leeds", "2025-05-06"), ("lives_in", "Leeds", "2025-05-06")} <= said
    assert not any(day > "2026-03-11" for _, _, day, *_ in said)


@pytest.mark.parametrize(
    "text, facts",
    [
        # "already in X" with the move said beside it; without one, a visit
        ("לא, אנחנו כבר במודיעין, עברנו לפני חודשיים בערך", {("lives_in", "מודיעין", "2026-01-11")}),
        ("אני כבר בתל אביב, נתראה ב-8", set()),
        ("I'm already in London, see you at 8", set()),
        ("עברנו קומה במשרד, אני עכשיו בקומה 12 ליד המטבחון", set()),
    ],
)  # fmt: skip
def test_already_in_a_town_with_a_move_beside_it(text, facts):
    assert _said_as(text, "IL" if not text.isascii() else "GB", "slack") == facts


@pytest.mark.parametrize(
    "text, facts",
    [
        # the time one has spent in a town, beside a move: the town of the home
        ("Week one in Toronto: done. We moved in on the 24th. The condo at 88 Harbour Street is smaller than "
         "the photos.",
         {("address", "88 Harbour Street", "2026-02-24"), ("lives_in", "Toronto", "2026-02-24")}),
        ("Two weeks in Toronto today. Yesterday we finally moved out of the Airbnb and into our own place at "
         "88 Harbord Street.", {("address", "88 Harbord Street", "2026-03-11"), ("lives_in", "Toronto", "2026-03-11")}),
        # a holiday's days are no home
        ("Three days in Paris with the kids, then back home. Keys to the new flat on Monday!", set()),
    ],
)  # fmt: skip
def test_time_spent_in_a_town_beside_a_move(text, facts):
    assert _said_as(text, "CA", "slack") == facts


def test_an_aside_in_brackets_after_our():
    said = _said_as("Please note that as of 18.3.2026 our (my husband's and my) address is 5 Orchard Lane, Thame, "
                    "OX9 2AB. Kindly send all future statements there.", "GB", "notes")  # fmt: skip
    assert ("address", "5 Orchard Lane, Thame", "2026-03-18") in said


@pytest.mark.parametrize(
    "text, region, source, facts",
    [
        # a start day said in words of its own, apart from the statement: the new job from it
        ("I am pleased to accept the offer for the position of Backend Developer at Allegro, and I confirm my "
         "start date of 1 April 2026.", "PL", "notes",
         {("works_at", "Allegro", "2026-04-01"), ("job_title", "Backend Developer", "2026-04-01")}),
        ("I am pleased to accept the offer for the position of Finance Officer at Equity Bank. I confirm that I "
         "will report on Monday, 23rd March 2026.", "KE", "notes",
         {("works_at", "Equity Bank", "2026-03-23"), ("job_title", "Finance Officer", "2026-03-23")}),
        ("אני שמחה לאשר את קבלת ההצעה לתפקיד מנהלת מוצר ב-monday.com. תאריך תחילת העבודה: 1.4.2026.", "IL", "notes",
         {("works_at", "monday.com", "2026-04-01"), ("job_title", "מנהלת מוצר", "2026-04-01")}),
        # a new role's day: the employer holds already
        ("Thrilled to share that I've been promoted to Head of Operations at Greggs! I step into the role on "
         "16 March.", "GB", "notes",
         {("works_at", "Greggs", "2026-03-11"), ("job_title", "Head of Operations", "2026-03-16")}),
        # a home's day in brackets or in a line of its own
        ("כתובת חדשה לעדכן בכל מקום:\nהנרקיס 8, כפר סבא\n(גרים פה מ-1.3)", "IL", "notes",
         {("address", "הנרקיס 8, כפר סבא", "2026-03-01"), ("lives_in", "כפר סבא", "2026-03-01")}),
        ("Van insurance — update needed\nNew registered address: 8 Moor Lane, Preston (in since 2 March)", "GB",
         "notes", {("address", "8 Moor Lane, Preston", "2026-03-02"), ("lives_in", "Preston", "2026-03-02")}),
        # two different days: neither is the job's
        ("I've joined Wix as a designer. Joining date: 1 April. Induction: at the Start date: 1 May.", "IL",
         "notes", {("works_at", "Wix", "2026-03-11"), ("job_title", "designer", "2026-03-11")}),
        # a Hebrew present tense after someone else named: theirs
        ("אחי עבר לגור בהוד השרון ומתחיל לעבוד בטבע ביום ראשון, תאחלו לו בהצלחה!!", "IL", "notes", set()),
        ("עברתי לגור עם אחי ומתחיל לעבוד בטבע ביום ראשון", "IL", "notes", {("works_at", "טבע", "2026-03-15")}),
        # a person's team names no employer; a branch after a comma is no title
        ("החל מ-1.4 אני עובר למשרה מלאה כמפתח Full Stack בצוות של ליאור שמעוני.", "IL", "notes",
         {("job_title", "מפתח Full Stack", "2026-04-01")}),
        ("מתחיל ביום ראשון כנהג חלוקה בשופרסל, הסניף המרכזי בחולון.", "IL", "notes",
         {("works_at", "שופרסל", "2026-03-15"), ("job_title", "נהג חלוקה", "2026-03-15")}),
        # a resignation under a subject line leaves the firm the letter is addressed to
        ("נושא: הודעת התפטרות\n\nלכבוד מחלקת משאבי אנוש, אמדוקס\n\nברצוני להודיע בזאת על התפטרותי. יום העבודה "
         "האחרון שלי יהיה 14.4.2026.", "IL", "notes", {("works_at", "אמדוקס", "2026-04-15", True)}),
    ],
)  # fmt: skip
def test_days_and_employers_read_in_session_34(text, region, source, facts):
    assert _said_as(text, region, source) == facts


@pytest.mark.parametrize(
    "text, region, source, facts",
    [
        # a plan dated only by a start said in words of its own
        ("Omo I finally got it 🙌 accepted the offer from Flutterwave, product designer. I resume May 2nd.", "NG",
         "slack", {("works_at", "Flutterwave", "2026-05-02")}),
        ("I got hired by Shopify! Fully remote. First day is April 19.", "CA", "slack",
         {("works_at", "Shopify", "2026-04-19")}),
        # a request to update one's address, with its day before the colon
        ("Please update my residential address to 21 Jacaranda Avenue, Lynnwood, Pretoria, effective 1 April 2026.",
         "ZA", "notes", {("address", "21 Jacaranda Avenue, Lynnwood, Pretoria", "2026-04-01"),
                         ("lives_in", "Pretoria", "2026-04-01")}),
        ("אבקש לעדכן את כתובתי החל מ-1.4.2026: וייצמן 150, כפר סבא.", "IL", "notes",
         {("address", "וייצמן 150, כפר סבא", "2026-04-01"), ("lives_in", "כפר סבא", "2026-04-01")}),
        # a town's resident; still working for an employer
        ("officially a Denver resident as of today 🏔️ DMV line was brutal tho", "US", "slack",
         {("lives_in", "Denver", "2026-03-11")}),
        ("Still working remote for Stripe though, so I'm around whenever.", "IE", "slack",
         {("works_at", "Stripe", "2026-03-11")}),
        # days as chats write them
        ("moved to Pune on 6th → update bank KYC", "IN", "notes", {("lives_in", "Pune", "2026-03-06")}),
        ("first day at Canva tmrw 😬 what do ppl even wear", "AU", "slack", {("works_at", "Canva", "2026-03-12")}),
        ("got the keys!!! 🔑 moving in Sat 14th — 14 Claremont Road, Sale.", "GB", "slack",
         {("address", "14 Claremont Road, Sale", "2026-03-15"), ("lives_in", "Sale", "2026-03-15")}),
        ("guess who's back in Cork 😎 moved home Saturday, mam is thrilled", "IE", "slack",
         {("lives_in", "Cork", "2026-03-07")}),
        # a question of its own after an emoji; a title that stops at its day, an employer not on the next line
        ('חזרתי לירושלים אחרי שנתיים בחו"ל 🙏 מי בא לשתות?', "IL", "slack", {("lives_in", "ירושלים", "2026-03-11")}),
        ("קידום!! 🎉\nנכנסת לתפקיד ראש צוות QA ב-1.4\nלדבר עם דנה", "IL", "notes",
         {("job_title", "ראש צוות QA", "2026-04-01")}),
        ('התחלתי עבודה חדשה בשופרסל 😅 אחמ"שית, משמרות של ערב בעיקר', "IL", "slack",
         {("works_at", "שופרסל", "2026-03-11"), ("job_title", 'אחמ"שית', "2026-03-11")}),
        # Hebrew: a day from tomorrow before the fact, an appointment, a number that changed, a start ahead
        ("ממחר מנהלת חדשה – שירה לוי\nלהכין לה סטטוס", "IL", "notes", {("manager", "שירה לוי", "2026-03-12")}),
        ('שמח לעדכן שקיבלתי מינוי לסמנכ"ל כספים באורמת, ואצטרף לחברה ב-1 באפריל.', "IL", "slack",
         {("works_at", "אורמת", "2026-04-01"), ("job_title", 'סמנכ"ל כספים', "2026-04-01")}),
        ("שים לב שהמספר שלי השתנה, מעכשיו רק 053-7720418. את הישן אני מבטל בסוף השבוע.", "IL", "slack",
         {("phone", "+972537720418", "2026-03-11")}),
        ("יש!!! התקבלתי לאל על כדייל 🛫 הקורס מתחיל ב-5.1", "IL", "slack",
         {("works_at", "אל על", "2027-01-05"), ("job_title", "דייל", "2027-01-05")}),
        ("משם אני עוברת ל-monday.com בתור Product Manager, ומתחילה ב-6.4.", "IL", "slack",
         {("works_at", "monday.com", "2026-04-06"), ("job_title", "Product Manager", "2026-04-06")}),
        ('משימות מעבר דירה:\n- להזמין מובילים\n- מ-1.4 גרים בת"א, דיזנגוף 210', "IL", "notes",
         {("lives_in", "תל אביב", "2026-04-01")}),
        ("עבודה:\n• תפקיד: מהנדסת מערכת\n• התחלה: 16/4\n• מנהל: גיל אשכנזי", "IL", "notes",
         {("job_title", "מהנדסת מערכת", "2026-04-16"), ("manager", "גיל אשכנזי", "2026-04-16")}),
        # Hebrew moves: the moving day and where to, moving into a street, coming back to live, a new address
        # before a remark in brackets; "יום ראשון שלי" is a first day, not a Sunday; a move within an employer
        ("לפני המעבר:\n- הובלה ביום חמישי 16.4 לבאר שבע 🚚\n- לבטל את בזק", "IL", "notes",
         {("lives_in", "באר שבע", "2026-04-17")}),
        ("מחר בבוקר הובלה לקריית שמונה!! לזכור: מפתחות לשכן", "IL", "slack",
         {("lives_in", "קריית שמונה", "2026-03-13")}),
        ("נושא: הדירה באוסישקין 31\n\nסגרנו! נכנסים לאוסישקין 31 ב-1 לחודש הבא, כמו שסיכמנו.", "IL", "slack",
         {("address", "אוסישקין 31", "2026-04-02")}),
        ("חוזרים לארץ!! 🇮🇱 נוחתים ב-5.4 וחוזרים לגור בפתח תקווה", "IL", "slack",
         {("lives_in", "פתח תקווה", "2026-04-06")}),
        ("עברנו למודיעין ב-2.3, הכתובת החדשה היא עמק דותן 9 (במקום הכתובת בלוד).", "IL", "slack",
         {("lives_in", "מודיעין", "2026-03-02"), ("address", "עמק דותן 9", "2026-03-02")}),
        ("מחר יום ראשון שלי בשיבא 🩺 אחות בפנימית ג'. האחראית שלי: סיגל", "IL", "slack",
         {("works_at", "שיבא", "2026-03-12"), ("job_title", "אחות", "2026-03-12")}),
        ("הועברתי לסניף של בנק הפועלים באשדוד החל מ-26.3. אותו תפקיד, מנהל חדש – רועי אזולאי", "IL", "slack",
         {("works_at", "בנק הפועלים", "2026-03-26"), ("manager", "רועי אזולאי", "2026-03-26")}),
        # English: a reporting manager with her honorific, a boss "there" in a note, a title "now" after a comma
        ("This is to inform that w.e.f. 1st April my reporting manager will be Ms. Kavitha Raghunathan.", "IN",
         "slack", {("manager", "Kavitha Raghunathan", "2026-04-01")}),
        ("Work stuff:\n• transferred to the Victoria office\n• boss there: Harpreet Gill", "CA", "notes",
         {("manager", "Harpreet Gill", "2026-03-11")}),
        ("nah mate finished up there last Fri 🙌 started at Bunnings Geelong on Mon, assistant store manager now", "AU",
         "slack",
         {("works_at", "Bunnings Geelong", "2026-03-09"), ("job_title", "assistant store manager", "2026-03-09")}),
        # (a British note's "1/5" is in doubt: not read; an American's is January 5, tested below)
        ("1/5 — first day at Mayo (Rochester). badge pickup 7am", "GB", "notes", {("works_at", "Mayo", "2026-03-11")}),
    ],
)  # fmt: skip
def test_plans_requests_and_chat_days_read_in_session_34(text, region, source, facts):
    assert _said_as(text, region, source) == facts


@pytest.mark.parametrize(
    "text",
    [
        "should I move to Leeds? 🤔 who knows",
        "My sister is a Denver resident now",
        "I'm not a Denver resident",
        "I'm a Denver Broncos fan",
        "Her start date is 1 April and she moved to Leeds",
        # a review's probes: the day one's own words give is not someone else's, nor an event's
        "Her start date is 1 April and she moved to Leeds",
        "We're moving to Leeds soon! Funny, the new neighbours here moved in yesterday.",
        "Now Denver residents will pay more for parking, great.",
        "Still working from home for Christmas, the office is closed",
        "I'm working remotely for Sarah this week while she's out",
        "דני נכנס לדירה בהרצל 5 ב-1.5",
        "השוכר החדש נכנס להרצל 5 ב-1.5",
        "אנחנו נכנסים לגרסה 4 ב-1.5",
        "מחר נכנסים לחדר ניתוח 3 בשמונה",
        "נועה עברה דירה. הכתובת החדשה היא הרצל 5, תל אביב",
        "הועברתי לצוות של רונית כהן",
        "הועברתי למחלקת כירורגיה",
        "מה-6.4 אני עוברת לבנק הפועלים כי העמלות נמוכות",
        "מה-6.4 אני עוברת לדירה של סבתא כדי לחסוך",
        "אחי עושה הובלה ביום חמישי לבאר שבע, אני עוזרת לו",
        "ההורים שלי: הובלה ביום חמישי 18.8 לבאר שבע",
        "דני וענבל מ-1.8 גרים בחיפה",
        "הלקוחות שלנו מהיום גרים בחיפה",
        "אחי עבר לגור בשכונה שלנו ומתחיל לעבוד בטבע ב-1.5",
    ],
)
def test_look_alikes_read_in_session_34(text):
    assert _said_as(text, "US", "slack") == set()


def test_a_sign_off_after_thanking_you_a_firm_of_architects_and_a_bank_less_its_branch():
    assert said(
        "Dear Sir/Madam,\n\nPlease note my details.\n\nThanking you,\nDana Levi\nAssistant Manager – Credit\n"
        "Karur Vysya Bank, Anna Nagar Branch, Chennai",
        source="mail",
    ) == {
        ("job_title", "Assistant Manager – Credit", "2026-03-11", False),
        ("works_at", "Karur Vysya Bank", "2026-03-11", False),
    }
    assert said(
        "Thanks for the drawings.\n\nKind regards,\nDana Levi\nSenior Architect\nScott Tallon Walker Architects",
        source="mail",
    ) == {
        ("job_title", "Senior Architect", "2026-03-11", False),
        ("works_at", "Scott Tallon Walker Architects", "2026-03-11", False),
    }
    # a firm whose own words go on after its comma keeps them
    assert ("works_at", "Blake, Cassels & Graydon LLP", "2026-03-11", False) in said(
        "See you then.\n\nRegards,\nDana Levi\nPartner\nBlake, Cassels & Graydon LLP", source="mail"
    )


def test_sign_offs_of_other_languages_credentials_and_a_head_of_something():
    """A sign-off in Māori, a Québec engineer's "ing." after the name, "Head of X" kept whole (not "Head"),
    a title that stops where the sentence goes on ("will be arriving", "here"), "Title, Firm" on one line."""
    got = said("Kia ora,\n\nAll good.\n\nNgā mihi,\nDana Levi\nHead of Sustainability | Zespri\n+64 21 448 9031",
               source="mail")  # fmt: skip
    assert ("job_title", "Head of Sustainability", "2026-03-11", False) in got
    assert ("phone", "+64214489031", "2026-03-11", False) in got
    got = said("Hi team,\n\nOOO from Nov 10.\n\nThanks,\n\nDana Levi, ing.\nProject Engineer | Hydro-Québec\n"
               "514-289-7713", source="mail")  # fmt: skip
    assert {
        ("job_title", "Project Engineer", "2026-03-11", False),
        ("works_at", "Hydro-Québec", "2026-03-11", False),
    } <= got
    got = said("Regards,\nDana Levi\nWarehouse Supervisor, Nordline Logistics", source="mail")
    assert ("works_at", "Nordline Logistics", "2026-03-11", False) in got
    # a department after the comma stays in the title
    got = said("Regards,\nDana Levi\nSr. Analyst, Transmission Congestion and Renewables", source="mail")
    assert not any(p == "works_at" for p, *_ in got)
    from hinet_pipeline.memory.facts.job_titles import read_title

    text = "Bob Dinerstein, Head of UBS Warburg Legal will be arriving on Thursday"
    assert read_title(text, text.index("Head"))[0] == "Head of UBS Warburg Legal"
    text = "as Head of Procurement here at Arla Foods UK"
    assert read_title(text, text.index("Head"))[0] == "Head of Procurement"


@pytest.mark.parametrize(
    "text, facts",
    [
        ("I work at Google as a product manager. Our new intern's first day is Monday.",
         {("works_at", "Google", "2026-03-11"), ("job_title", "product manager", "2026-03-11")}),
        ("I'm a nurse at Ichilov. On holiday this week, I resume Monday.",
         {("works_at", "Ichilov", "2026-03-11"), ("job_title", "nurse", "2026-03-11")}),
        ("We live in Haifa. The new neighbours moved in yesterday.", {("lives_in", "Haifa", "2026-03-11")}),
        ("אנחנו גרים בחיפה. שלחתי לדני את הכתובת ביום שני", {("lives_in", "חיפה", "2026-03-11")}),
        ("עובדת בבנק לאומי\nקורס יוגה - התחלה: 16/7", {("works_at", "בנק לאומי", "2026-03-11")}),
        ("I'm joining Monzo as a backend engineer. Lol my brother's start date is 1 April.",
         {("job_title", "backend engineer", "2026-03-11")}),
        ("Started at the Amazon warehouse on 3rd shift, loving it", {("works_at", "Amazon", "2026-03-11")}),
        ("I work at Ichilov as a nurse, got back Sunday from Thailand",
         {("works_at", "Ichilov", "2026-03-11"), ("job_title", "nurse", "2026-03-11")}),
        ("קיבלתי קידום לראש צוות QA ב-1 ביוני", {("job_title", "ראש צוות QA", "2026-06-01")}),
    ],
)  # fmt: skip
def test_the_day_others_or_events_give_is_not_the_writers(text, facts):
    assert _said_as(text, "IL", "notes") == facts


def test_names_that_look_like_products_or_their_organisations_are_people():
    from hinet_pipeline.memory.people.kinds import identity_kind

    for name, address in [("JoAnn", "joann@aol.com"), ("MaryBeth", "marybeth@aol.com"), ("DaShawn", "dashawn@aol.com"),
                          ("Virginia Jones", "vjones@virginia.edu"), ("Dana Levi", "dana@dana.com"),
                          ("Henry Co", "henry@gmail.com")]:  # fmt: skip
        assert identity_kind("email", address, {name: 1}, {}) is None, name


@pytest.mark.parametrize(
    "text, facts",
    [
        # a home said now, its day the arrival one's own words give
        ("Landed Thurs w/ the last 2 suitcases. Calgary is officially home.", {("lives_in", "Calgary", "2026-03-05")}),
        ("after 6 yrs in Melbourne we landed Tuesday. Perth is ours now 😎", {("lives_in", "Perth", "2026-03-10")}),
        ("we're in Hamilton now, moved in Sat 🙌 (the cat is NOT impressed)", {("lives_in", "Hamilton", "2026-03-07")}),
        ("נחתתי ביום שלישי. ברלין זה הבית עכשיו 🇩🇪", {("lives_in", "ברלין", "2026-03-10")}),
        # not someone else's arrival
        ("We live in Haifa. My parents arrived yesterday for a visit.", {("lives_in", "Haifa", "2026-03-11")}),
    ],
)  # fmt: skip
def test_a_home_said_now_from_the_day_one_arrived(text, facts):
    assert _said_as(text, "IL", "slack") == facts


def test_where_we_are_from_a_day_said_before_it_is_a_town_and_not_a_stay():
    assert _said_as("לא לא, כבר מה-1.3 אנחנו בראש העין! רחוב שבזי 20", "IL", "slack") == {
        ("lives_in", "ראש העין", "2026-03-01")
    }
    for text in ("מה-1.3 אנחנו בלונדון לשבוע", "מה-1.3 אנחנו בחופשה באילת", "מהיום אנחנו בגן חדש"):
        assert _said_as(text, "IL", "slack") == set(), text


def test_a_move_in_day_set_ahead_in_a_list_is_the_next_ones():
    """A list's "Move-in: Sat 21st" is a day ahead (lived in from the next), not the last Saturday the 21st."""
    assert _said_as(
        "Moving checklist\n- Move-in: Sat 21st — 27 Merthyr Rd, Brisbane\n- redirect mail", "AU", "notes"
    ) == {
        ("address", "27 Merthyr Rd, Brisbane", "2026-03-22"),
        ("lives_in", "Brisbane", "2026-03-22"),
    }


@pytest.mark.parametrize(
    "text",
    [
        # an offer turned down, weighed or never taken, later in its own sentence
        "Got an offer from Canva as a Content Lead but I turned it down",
        "Accepted? No. The start would've been Monday as Head of Growth at Zapier, but I'm staying put",
        "I got the offer from Atlassian, starting 1 May as a Staff Engineer, still on the fence though",
        "קיבלתי הצעה מאינטל כמהנדסת חומרה אבל החלטתי לא לעבור",
        "קיבלתי הצעה מהטכניון שמתחילה ב-1.10, עדיין מתלבט",
        "קיבלתי הצעה מאלביט כמנהל מוצר אבל דחיתי אותה",
        # a reply under a friend's quoted news: the news is theirs
        "> עברנו! כתובת חדשה: ויצמן 7, כפר סבא\n\nמזל טוב!! מתי חנוכת בית?",
        "> We've moved! New address: 12 Mill Road, Cambridge\n\nCongrats!! housewarming when?",
        # a boss one had once
        "Congrats to my former manager Ben Ortiz, who starts as VP at Stripe next month!",
        "המנהלת הקודמת שלי, שירה לוי, עברה לגוגל",
        # the place one moved out of
        "We've moved!! Finally out of the student flat in Glasgow.",
    ],
)
def test_offers_not_taken_quoted_news_and_old_bosses_are_no_facts(text):
    assert _said_as(text, "US", "slack") == set()


@pytest.mark.parametrize(
    "text, facts",
    [
        # a town whose name holds a preposition's letter is the town, not "to" its last word
        ("עברנו לרחוב ויצמן 7, ראשון לציון", {("lives_in", "ראשון לציון", "2026-03-11")}),
        ("גרים בראשון לציון", {("lives_in", "ראשון לציון", "2026-03-11")}),
        # the employer a clause about it follows ("that starts on ...") is the name alone
        (
            "קיבלתי הצעה מבן גוריון שמתחילה ב-1.10",
            {("works_at", "בן גוריון", "2026-10-01")},
        ),
        # what one has decided not yet is another thing ("haven't decided what's next"): the leaving holds
        ("יום אחרון שלי בוויקס ביום חמישי, עוד לא החלטתי מה הלאה", {("works_at", "וויקס", "2026-03-13", True)}),
        # a move out of one place into another: the other
        ("we moved out of the flat in Leeds to a house in York", {("lives_in", "York", "2026-03-11")}),
    ],
)
def test_names_that_hold_a_prefix_or_a_clause_and_a_future_left_open(text, facts):
    assert _said_as(text, "IL", "slack") >= facts


def test_an_employer_left_is_the_one_thanked_on_going():
    text = "Since Monday I'm at Canva! Big thanks to everyone at Xero for six years, my last day there was Friday"
    assert ("works_at", "Xero", "2026-03-07", True) in _said_as(text, "NZ", "slack")


@pytest.mark.parametrize(
    "text, facts",
    [
        # a start after a comma and a day, its subject left out as chats do; a male nurse's title
        (
            "מה-20 לחודש אני גר ברחובות, ומה-1 לאפריל מתחיל בבית החולים קפלן כאח מוסמך בכירורגיה",
            {("works_at", "קפלן", "2026-04-01"), ("job_title", "אח מוסמך", "2026-04-01")},
        ),
        # a letter that confirms joining, its day after the title
        (
            "בהמשך לשיחתנו, מאשרת הצטרפות לעיריית חולון כמהנדסת העיר החל מיום א', 5.4.26",
            {("works_at", "עיריית חולון", "2026-04-05"), ("job_title", "מהנדסת העיר", "2026-04-05")},
        ),
        # a last shift that was: the Friday gone, and the day after it the first without the job
        ("ביום ו' הייתה המשמרת האחרונה שלי בארומה", {("works_at", "ארומה", "2026-03-07", True)}),
    ],
)
def test_hebrew_jobs_read_in_session_35(text, facts):
    assert _said_as(text, "IL", "slack") >= facts


@pytest.mark.parametrize(
    "text, source, facts",
    [
        # the day a subject line or a list's heading gives the news under it
        (
            "Subject: New mobile from 1 April\n\nHi all, please note my new number: 07911 123456. Thanks, Dana",
            "mail",
            {("phone", "+447911123456", "2026-04-01")},
        ),
        (
            "נושא: טלפון חדש מיום ראשון 15.3\n\nהיי, המספר החדש שלי: 052-3456789.\nדנה",
            "mail",
            {("phone", "+972523456789", "2026-03-15")},
        ),
        (
            "שינויים מ-1/4:\n• מנהלת חדשה – רונית לוי\n• טלפון עבודה חדש 054-7654321",
            "notes",
            {("manager", "רונית לוי", "2026-04-01"), ("phone", "+972547654321", "2026-04-01")},
        ),
    ],
)
def test_the_day_a_subject_line_or_a_heading_gives(text, source, facts):
    assert _said_as(text, "GB" if text.isascii() else "IL", "slack" if source == "mail" else source) >= facts


@pytest.mark.parametrize(
    "text, facts",
    [
        # a day as "ביום D/M"; "בעוד שבועיים": that many days on, a move's day
        ("ביום 20/3 אנחנו עוברים לכפר סבא", {("lives_in", "כפר סבא", "2026-03-21")}),
        ("אנחנו עוברים לנתניה בעוד שבועיים", {("lives_in", "נתניה", "2026-03-26")}),
        # a street with no street word, right after the verb, its town after it (the address is the street's)
        (
            "מה-1.4 אנחנו גרים בסוקולוב 12, הרצליה",
            {("address", "סוקולוב 12, הרצליה", "2026-04-01"), ("lives_in", "הרצליה", "2026-04-01")},
        ),
    ],
)
def test_hebrew_homes_read_in_session_35(text, facts):
    got = _said_as(text, "IL", "slack")
    assert got >= facts and not any(f[0] == "address" and "גרים" in f[1] for f in got)


def test_the_building_one_leaves_is_no_employer():
    assert not any(f[0] == "works_at" for f in _said_as("ביום 20/3 אנחנו עוזבים את הבניין", "IL", "slack"))


@pytest.mark.parametrize(
    "text, facts",
    [
        # a start said inside the statement, between its words and its number; "Weds"; "from then": the day before
        ("new mobile from Fri — 0412 558 093, save it", {("phone", "+61412558093", "2026-03-13")}),
        ("My number from Monday is 0412 558 093", {("phone", "+61412558093", "2026-03-16")}),
        (
            "I join Atlassian on 1 April. My contact number from then will be 0412 558 093.",
            {("works_at", "Atlassian", "2026-04-01"), ("phone", "+61412558093", "2026-04-01")},
        ),
    ],
)
def test_a_day_inside_the_statement_or_said_before_as_then(text, facts):
    assert _said_as(text, "AU", "slack") >= facts


@pytest.mark.parametrize(
    "text, facts",
    [
        # a boss who takes over; a new title after a dash
        ("From 1 April, Priya Shah takes over as my line manager", {("manager", "Priya Shah", "2026-04-01")}),
        ("new title tho — Head of Data, from Monday", {("job_title", "Head of Data", "2026-03-16")}),
    ],
)
def test_a_boss_taking_over_and_a_title_after_a_dash(text, facts):
    assert _said_as(text, "GB", "slack") >= facts


def test_someone_taking_over_as_anything_else_is_no_boss():
    assert _said_as("Priya Shah takes over as CEO in May", "GB", "slack") == set()


@pytest.mark.parametrize(
    "text",
    [
        "Tom's just moved to 22 Mill Lane, Leeds 🏡 sending him a card, anyone want to sign?",
        "קיבלתי הצעה מאינטל כמהנדסת, להתחיל ב-1.5... אבל סירבתי. נשארת איפה שאני",
    ],
)
def test_someone_elses_move_and_an_offer_declined_in_the_next_sentence(text):
    assert _said_as(text, "GB" if text.isascii() else "IL", "slack") == set()


@pytest.mark.parametrize(
    "text, region, facts",
    [
        # the employer one leaves after "the", its sentence ending at its acronym's dot
        ("I'm leaving the NHS. My last day is 27 March.", "GB", {("works_at", "NHS", "2026-03-28", True)}),
        # a firm's name that ends with a number
        ("News: joining Channel 4 as Editor from 1 April.", "GB", {("works_at", "Channel 4", "2026-04-01")}),
        # the employer a quoted question asks about, the answer saying "there"
        (
            "> איך באמדוקס? עדיין שם?\nכבר לא, יום חמישי שעבר היה היום האחרון שלי שם",
            "IL",
            {("works_at", "אמדוקס", "2026-03-06", True)},
        ),
    ],
)
def test_employers_named_with_the_an_acronym_a_number_or_in_a_quoted_question(text, region, facts):
    assert _said_as(text, region, "slack") >= facts


@pytest.mark.parametrize(
    "text, facts",
    [
        # a Hebrew street by name and number alone after the town one moved to (a comma, an emoji, "!!" between)
        (
            "עברנו לנתניה!! סמילנסקי 12. עדיין בלי אינטרנט",
            {("lives_in", "נתניה", "2026-03-11"), ("address", "סמילנסקי 12", "2026-03-11")},
        ),
        ("בסוף עברתי לחולון 😅 סוקולוב 80. אמא בהלם", {("address", "סוקולוב 80", "2026-03-11")}),
        ('עברנו שלשום לב"ש, לרגר 20. חם פה', {("address", "רגר 20", "2026-03-09")}),
    ],
)
def test_a_hebrew_street_after_the_town_one_moved_to(text, facts):
    assert _said_as(text, "IL", "slack") >= facts


@pytest.mark.parametrize(
    "text",
    [
        "עברנו לחיפה, אני בן 30.",
        "לכבוד\nבנק לאומי, סניף 802\n\nעברנו לחיפה",
        "עברתי דירה בתוך נתניה, מסמילנסקי להרצל 55.",
    ],
)
def test_an_age_a_branch_or_a_street_left_is_no_address(text):
    assert not any(f[0] == "address" for f in _said_as(text, "IL", "slack"))


@pytest.mark.parametrize(
    "text, region, facts",
    [
        # a review's probes of this session's readings (each lost a fact or made one): a declining word that is no
        # offer's, a "would have" of another clause, a subject line that names no such news, a subject-less "גרים",
        # a "was" of another clause, "out of town", "קודם כל", "from Sun Microsystems", hours that are no date
        ("I joined Shopify yesterday as a Staff Engineer, after I declined the Meta offer.", "GB",
         {("works_at", "Shopify", "2026-03-10")}),
        ("We moved to Leeds last Friday, we're staying here for good.", "GB", {("lives_in", "Leeds", "2026-03-06")}),
        ("From Monday my new manager is Sarah Blake, I decided not to fight it.", "GB",
         {("manager", "Sarah Blake", "2026-03-16")}),
        ("עברנו לחיפה ביום חמישי, דחינו את המעבר לתל אביב בשנה.", "IL", {("lives_in", "חיפה", "2026-03-05")}),
        ("Sorry, I would have replied sooner but we moved to Leeds on Friday!", "GB",
         {("lives_in", "Leeds", "2026-03-06")}),
        ("Should've told you earlier - my new number is 07911 123456.", "GB",
         {("phone", "+447911123456", "2026-03-11")}),
        ("Subject: Holiday from 1 April\n\nHi, just so you know my new mobile is 07911 123456.", "GB",
         {("phone", "+447911123456", "2026-03-11")}),
        ("גרים בהרצל 10, רמת גן", "IL",
         {("address", "הרצל 10, רמת גן", "2026-03-11"), ("lives_in", "רמת גן", "2026-03-11")}),
        ("המשמרת האחרונה שלי בארומה ביום שישי, אתמול היה עמוס", "IL", {("works_at", "ארומה", "2026-03-14", True)}),
        ("Moved last week - 20 minutes out of town in Harrogate now.", "GB", {("lives_in", "Harrogate", "2026-03-04")}),
        ("עדכון: קודם כל, המנהל החדש שלי הוא דני כהן", "IL", {("manager", "דני כהן", "2026-03-11")}),
        ("I joined Oracle from Sun Microsystems back in 2010.", "US", {("works_at", "Oracle", "2010-01-01")}),
    ],
)  # fmt: skip
def test_a_reviews_probes_of_session_35_keep_their_facts(text, region, facts):
    assert _said_as(text, region, "slack") >= facts


@pytest.mark.parametrize(
    "text, region",
    [
        ("Subject: Office closed from 24 March\n\nHi all, quick note: I'm moving to Leeds soon, more later.", "GB"),
        ("Subject: Cover from 1 April\n\nI've accepted the offer from Canva, will let you know the start.", "GB"),
        ("עברנו למשרד החדש בהרצל 10, תל אביב", "IL"),
        ("הכרתי בחור מדהים, עובד בגוגל ונראה טוב", "IL"),
        ("הבן של רונית, מתחיל מחר בצ'ק פוינט כמתכנת", "IL"),
        ("התחלתי לעבוד באינטל כי מה-1.5 המשרד הישן נסגר", "IL"),
    ],
)
def test_a_reviews_probes_of_session_35_make_no_fact_or_day(text, region):
    got = _said_as(text, region, "slack")
    assert not got or all(f[2] == "2026-03-11" and f[0] == "works_at" for f in got), got


@pytest.mark.parametrize(
    "text, region, facts",
    [
        # a second review's probes (each lost a fact or made one): an offer declined in the next sentence, a
        # subject line's plan, a town moved out of, a firm after "at" with "and" in its name, a last day "was" after
        # an aside, a Hebrew start after a comma with its day later in the clause
        ("Got an offer from Monzo as Head of Risk starting April. We turned down the offer.", "GB", set()),
        ("Subject: Moving from 1 July\n\nHi all, I'm moving to Leeds.", "GB", {("lives_in", "Leeds", "2026-07-01")}),
        ("Finally moved out of my mum's in Leeds and into our own flat in York!", "GB",
         {("lives_in", "York", "2026-03-11")}),
        ("עזבתי את אמדוקס, מתחילה בוויקס ב-1.4", "IL", {("works_at", "וויקס", "2026-04-01")}),
    ],
)  # fmt: skip
def test_a_second_reviews_probes_of_session_35(text, region, facts):
    got = _said_as(text, region, "slack")
    assert got >= facts and (facts or not got), got


def test_a_last_day_that_was_after_an_aside_still_ends_the_job():
    got = _said_as("היום האחרון שלי באינטל, אחרי 8 שנים, היה ביום חמישי", "IL", "slack")
    assert any(f[:2] == ("works_at", "אינטל") and f[-1] is True for f in got), got


@pytest.mark.parametrize(
    "text",
    [
        "עברנו לחיפה, הילד בן 5.",
        "עברנו לדירה חדשה ברמת גן, שכר דירה 5500.",
        "עברנו דירה, לפני 3",
        "המנהלת שלי לשעבר היא רונית לוי",
        "Nobody takes over as my manager until April.",
    ],
)
def test_a_second_reviews_look_alikes_are_no_address_or_boss(text):
    got = _said_as(text, "GB" if text.isascii() else "IL", "slack")
    assert not any(f[0] in ("address", "manager") for f in got), got


# -- session 36: the wrong facts two fresh held-out sets found, and days in the owner's numeric order ------
@pytest.mark.parametrize(
    "text, region, facts",
    [
        # where the region writes the month first, a day and a month in numbers are month/day
        ("As of 3/9 my new cell is (713) 555-0142.", "US", {("phone", "+17135550142", "2026-03-09")}),
        ("Starting 10/1 I will be reporting to Jim Smith.", "US", {("manager", "Jim Smith", "2026-10-01")}),
        ("I joined Enron on 11/1/2001.", "US", {("works_at", "Enron", "2001-11-01")}),
        ("I joined Enron on 11/1/2001.", "GB", {("works_at", "Enron", "2001-01-11")}),
        ("1/5 — first day at Mayo (Rochester). badge pickup 7am", "US", {("works_at", "Mayo", "2026-01-05")}),
        ("We moved to Leeds on 25/2.", "US", {("lives_in", "Leeds", "2026-02-25")}),  # (no 25th month)
        ("עברנו לחיפה ב-3/2", "US", {("lives_in", "חיפה", "2026-02-03")}),  # (a Hebrew date stays day first)
        # a title's field after its comma, as US firms write it; not a firm's name, nor a lower-case title's
        ("On 6/9 I'm joining Crestview Credit Union as VP, Commercial Lending.", "US",
         {("works_at", "Crestview Credit Union", "2026-06-09"), ("job_title", "VP, Commercial Lending", "2026-06-09")}),
        ("I started at Acme as Director, Product Marketing last week.", "US",
         {("job_title", "Director, Product Marketing", "2026-03-11")}),
        # a team or a department joined is no employer; the title said after it is the writer's
        ("החל מ-6.4 אני מצטרף לצוות הדאטה כ-Data Engineer ואדווח לשירן גולן.", "IL",
         {("job_title", "Data Engineer", "2026-04-06"), ("manager", "שירן גולן", "2026-04-06")}),
        ("החל מ-6.4 אני עובר למחלקת הכספים כאנליסט", "IL", {("job_title", "אנליסט", "2026-04-06")}),
        # the writer speaking after someone close is named: the writer's
        ("אמא שלי ביקשה שאשלח לכם את המספר החדש שלי: 050-4445566", "IL", {("phone", "+972504445566", "2026-03-11")}),
        ("אמא תשמרי מספר חדש 052-6604183 ותמחקי את הישן", "IL", {("phone", "+972526604183", "2026-03-11")}),
        ("אחי, המספר החדש שלי 050-4445566", "IL", {("phone", "+972504445566", "2026-03-11")}),
    ],
)  # fmt: skip
def test_held_out_wrong_facts_of_session_36_and_their_right_neighbours(text, region, facts):
    got = _said_as(text, region, "slack")
    assert got >= facts, got
    if "Crestview" in text or "Acme" in text:
        assert not {f for f in got if f[0] == "job_title"} - facts, got  # (not "VP" or "Director" alone)


@pytest.mark.parametrize(
    "text, region",
    [
        ("My mom got a new number: 050-4445566, update it", "IL"),
        ("אמא שלי החליפה מספר, 050-4445566, תעדכנו אצלכם", "IL"),
        ("My mom's new number is 050-4445566", "IL"),
        ("I dreamt last night that I started working at Google as CEO lol", "GB"),
        ('חלמתי הלילה שהתחלתי לעבוד בגוגל בתור מנכ"לית חחח', "IL"),
        ('התחלתי לעבוד בגוגל בתור מנכ"לית חחח', "IL"),
        ("We're on sabbatical in Australia until March, meanwhile living in Sydney at 200 George Street", "AU"),
        ("אני בסבטיקל באוסטרליה עד מרץ, גרים בינתיים בסידני ברחוב ג'ורג' 200", "IL"),
        ("For now we're staying at 12 Oak Street in Leeds while the house is fixed", "GB"),
        ("We moved into the house in Leeds on 3/4.", "GB"),  # (a day in doubt is no day: below, the message's)
    ],
)
def test_held_out_traps_of_session_36_state_nothing_of_the_writer(text, region):
    got = _said_as(text, region, "slack")
    if "3/4" in text:
        assert got == {("lives_in", "Leeds", "2026-03-11")}, got
    else:
        assert not got, got


# a reviewer's probes of session 36's readings (20 defects, each mended): what must still be read, and what not
@pytest.mark.parametrize(
    "text, region, facts",
    [
        # fractions are no days where the month comes first; a Hebrew message keeps the day first
        ("I work at Acme 4/5 days a week", "US", {("works_at", "Acme", "2026-03-11")}),
        ("I started at Acme on 2/3 salary while on probation", "US", {("works_at", "Acme", "2026-03-11")}),
        ("Joined Acme as of 3/4 time, rest freelance", "US", {("works_at", "Acme", "2026-03-11")}),
        ("היום האחרון שלי באינטל יהיה 3/4", "US", {("works_at", "אינטל", "2026-04-04", True)}),
        ("My last day at Acme was on 3/6", "US", {("works_at", "Acme", "2026-03-07", True)}),
        # the writer speaks after the person close, or the person is no subject of the statement's clause
        ("אחי החלפתי מספר: 058-6673210", "IL", {("phone", "+972586673210", "2026-03-11")}),
        ("בעלי קנה לי טלפון חדש, המספר החדש 058-6673210", "IL", {("phone", "+972586673210", "2026-03-11")}),
        ("אחי שמור מספר חדש: 058-6673210", "IL", {("phone", "+972586673210", "2026-03-11")}),
        ("אחי יש מספר חדש: 058-6673210", "IL", {("phone", "+972586673210", "2026-03-11")}),
        ("Staying at my mom's for a week, new number 512 555 0134", "US", {("phone", "+15125550134", "2026-03-11")}),
        ("Thanks to my brother for the referral, new boss is Jane Doe", "US", {("manager", "Jane Doe", "2026-03-11")}),
        ("My colleague Dana retired so now reporting to Jane Doe", "US", {("manager", "Jane Doe", "2026-03-11")}),
        ("הבן שלי הגיע היום הביתה, מספר חדש 058-6673210", "IL", {("phone", "+972586673210", "2026-03-11")}),
        # a longing, a negated dream, "like a dream": the news after it holds
        ("I dreamt of this since college and today I joined NASA", "US", {("works_at", "NASA", "2026-03-11")}),
        ("Never dreamed I'd say this but I'm now VP of Sales", "US", {("job_title", "VP of Sales", "2026-03-11")}),
        ("כמו בחלום, התחלתי לעבוד בגוגל", "IL", {("works_at", "גוגל", "2026-03-11")}),
        # a temporary badge, a sabbatical over, a meantime's rent: the move holds
        ("I moved to Austin, my temporary badge at Dell expires Friday", "US", {("lives_in", "Austin", "2026-03-11")}),
        ("After my sabbatical I moved to Austin for good", "US", {("lives_in", "Austin", "2026-03-11")}),
        ("I live in Austin, for now renting until we buy a house", "US", {("lives_in", "Austin", "2026-03-11")}),
        ("עברנו לחיפה, בינתיים גרים בשכירות עד שנקנה", "IL", {("lives_in", "חיפה", "2026-03-11")}),
        # a company group by its name; a unit's employer said after it
        ("מחר אני מצטרפת לקבוצת עזריאלי כמנהלת שיווק", "IL",
         {("works_at", "קבוצת עזריאלי", "2026-03-12"), ("job_title", "מנהלת שיווק", "2026-03-12")}),
        ("מחר אני עובר לצוות המובייל באינטל כראש צוות", "IL",
         {("works_at", "אינטל", "2026-03-12"), ("job_title", "ראש צוות", "2026-03-12")}),
        ("מחר אני עובר למחלקת הכספים כאנליסט", "IL", {("job_title", "אנליסט", "2026-03-12")}),
        ("התקבלתי לצוות הדאטה של ויקס כמהנדסת", "IL", {("works_at", "ויקס", "2026-03-11")}),
        # laughter is no part of a name
        ("I started at JK Moving Services today", "US", {("works_at", "JK Moving Services", "2026-03-11")}),
        ("I just started at Lol Studios as a designer", "US", {("works_at", "Lol Studios", "2026-03-11")}),
    ],
)  # fmt: skip
def test_a_reviews_probes_of_session_36(text, region, facts):
    got = _said_as(text, region, "slack")
    assert got >= facts, got
    assert not any(f[0] == "works_at" and f[1] in ("צוות הדאטה", "מחלקת הכספים") for f in got), got


@pytest.mark.parametrize(
    "text, title",
    [
        ("I'm joining as Analyst, Forrester Research.", "Analyst"),
        ("I started as Editor, Business Insider", "Editor"),
        ("I'm now Manager, People Inc", "Manager"),
        ("I started as Manager, Marketing Boston", "Manager"),
        ("I start at Acme on 3/16 as Director, Sales and on 3/9 I fly out", "Director"),
        ("I joined Acme as VP, Engineering, reporting to Jane Doe", "VP, Engineering"),
        ("I started as Director, Business Intelligence", "Director, Business Intelligence"),
        # (laughter after it is a chat's tone, cut from the title: "i finally left Sainsbury's lol" is no joke)
        ("Started today as Product Manager haha", "Product Manager"),
        ("New title: Senior Engineer haha", "Senior Engineer"),
    ],
)
def test_a_title_keeps_a_departments_field_not_a_firms_or_laughter(text, title):
    got = {f[1] for f in _said_as(text, "US", "slack") if f[0] == "job_title"}
    assert got == ({title} if title else set()), got


@pytest.mark.parametrize(
    "text, facts",
    [
        # each statement its own day: the move's right after it, not the next clause's start (session 36)
        ("I moved to Leeds on 9 March, started at Arup on 2 March",
         {("lives_in", "Leeds", "2026-03-09"), ("works_at", "Arup", "2026-03-02")}),
        ("I moved to Leeds on 9 March and started at Arup on 2 March",
         {("lives_in", "Leeds", "2026-03-09"), ("works_at", "Arup", "2026-03-02")}),
        ("עברתי לחיפה ב-9 במרץ, והתחלתי לעבוד באינטל ב-2 במרץ",
         {("lives_in", "חיפה", "2026-03-09"), ("works_at", "אינטל", "2026-03-02")}),
        # (but a move-in said after the event is the home's day: "close tomorrow and move in on the 26th")
        ("we close on the house tomorrow and move in on the 26th!!! 88 Maple Ave, Cambridge, MA",
         {("lives_in", "Cambridge", "2026-03-27")}),
    ],
)  # fmt: skip
def test_two_statements_of_a_sentence_keep_their_own_days(text, facts):
    got = _said_as(text, "GB", "slack")
    assert got >= facts, got


@pytest.mark.parametrize(
    "text, region, facts",
    [
        # the name after a title's comma is the manager ("the CEO, Dana Shapiro"), not the title
        ("From Monday I report directly to the CEO, Dana Shapiro.", "GB", {("manager", "Dana Shapiro", "2026-03-16")}),
        ("מהיום אני מדווחת ישירות ל-CTO, עידו פרלמן.", "IL", {("manager", "עידו פרלמן", "2026-03-11")}),
        ("אני מדווח למנכ\"ל, דנה שפירא", "IL", {("manager", "דנה שפירא", "2026-03-11")}),
        # an employer before "my manager is X" is no manager
        ("Starting 9/3 as a Software Engineer at Red Hat, my manager is Kevin Tran.", "US",
         {("manager", "Kevin Tran", "2026-09-03"), ("works_at", "Red Hat", "2026-09-03")}),
        ("Priya Raman, my manager since Monday, is great", "US", {("manager", "Priya Raman", "2026-03-09")}),
    ],
)  # fmt: skip
def test_a_third_fresh_sets_wrong_facts_of_session_36(text, region, facts):
    got = _said_as(text, region, "slack")
    assert got >= facts and not {f for f in got if f[0] == "manager"} - facts, got


@pytest.mark.parametrize(
    "text",
    [
        "נושא: המספר של סבתא\n\nהיי כולם,\n\nלסבתא יש מספר חדש: 054-8812345. תעדכנו אצלכם.\n\nרוני",
        "Grandma has a new number: 07700 900123",
        "השבוע אני עובד מהמשרד בירושלים, ישן במלון ליד התחנה המרכזית.",
        "New title just dropped: Chief Vibes Officer, reporting directly to the office dog 🐶 (happy April 1st)",
        "Moving to Reykjavik on 1 May with Grandma, new address is 7 Laugavegur!! ...jk happy April Fools lol 🐟",
    ],
)
def test_a_relatives_number_the_office_and_april_fools_are_no_facts(text):
    assert not _said_as(text, "GB" if text.isascii() else "IL", "slack")


@pytest.mark.parametrize(
    "text, facts",
    [
        # a Hebrew verb in the past with a day and a month ahead of the message: last year's (session 36)
        ("עברנו לחיפה ב-7.6", {("lives_in", "חיפה", "2025-06-07")}),
        ("התחלתי לעבוד באינטל ב-1.6", {("works_at", "אינטל", "2025-06-01")}),
        ("היום האחרון שלי באמדוקס היה ה-29.12", {("works_at", "אמדוקס", "2025-12-30", True)}),
        # (a present one is ahead; a day a few days on is a slip)
        ("מתחילה באינטל ב-1.6", {("works_at", "אינטל", "2026-06-01")}),
        ("עברתי לרמת גן ב-15/3", {("lives_in", "רמת גן", "2026-03-15")}),
    ],
)
def test_a_hebrew_past_verbs_day_ahead_is_last_years(text, facts):
    assert _said_as(text, "IL", "slack") == facts


# a second review's probes of session 36 (11 defects, each mended): what must hold, and what must not be read
@pytest.mark.parametrize(
    "text, region, facts",
    [
        # the same job's start after its acceptance dates it (another employer's or a job after a home does not)
        ("I accepted the offer from Wix today, and start on 1 June", "GB", {("works_at", "Wix", "2026-06-01")}),
        ("I was hired at Nike yesterday, first day is Monday", "US", {("works_at", "Nike", "2026-03-16")}),
        ("התקבלתי לאינטל היום, ואני מתחיל ב-1.4", "IL", {("works_at", "אינטל", "2026-04-01")}),
        ("קודמתי היום לראש צוות, ומתחיל בתפקיד ב-1 באפריל", "IL", {("job_title", "ראש צוות", "2026-04-01")}),
        ("חתמנו על חוזה לדירה בחיפה היום, ומתחילים לגור שם ב-1 באפריל", "IL", {("lives_in", "חיפה", "2026-04-01")}),
        # an April fool only in the statement's own sentence, and not one denied
        ("New job at Stripe starting April 1 — not an April Fools joke!", "US", {("works_at", "Stripe", "2026-04-01")}),
        ("Happy April 1st everyone. My last day at Arup is Friday", "GB", {("works_at", "Arup", "2026-03-14", True)}),
        ("1 באפריל שמח לכולם. ובלי צחוק, התחלתי לעבוד באינטל", "IL", {("works_at", "אינטל", "2026-03-11")}),
        # a first name that is also a title; a ministry; the writer after a relative's clause
        ("I report to Dean, not Sarah", "GB", {("manager", "Dean", "2026-03-11")}),
        ("My new manager is Dean", "US", {("manager", "Dean", "2026-03-11")}),
        ("I report to the Director, Engineering, Ravi Patel", "GB", {("manager", "Ravi Patel", "2026-03-11")}),
        ("I report to the VP of Engineering, Priya Raman", "US", {("manager", "Priya Raman", "2026-03-11")}),
        ("אני מדווחת לסמנכ\"ל הכספים, אבי כהן", "IL", {("manager", "אבי כהן", "2026-03-11")}),
        ("עזבתי את המשרד להגנת הסביבה", "IL", {("works_at", "המשרד להגנת הסביבה", "2026-03-11", True)}),
        ("התחלתי לעבוד במשרד הבריאות", "IL", {("works_at", "משרד הבריאות", "2026-03-11")}),
        ("לבעלי יש עבודה חדשה ולי מספר חדש: 054-8812345", "IL", {("phone", "+972548812345", "2026-03-11")}),
        ("Jane Doe, my new boss is great", "GB", {("manager", "Jane Doe", "2026-03-11")}),
    ],
)  # fmt: skip
def test_a_second_reviews_probes_of_session_36(text, region, facts):
    got = _said_as(text, region, "slack")
    assert got >= facts and not {f for f in got if f[0] == "manager"} - facts, got


@pytest.mark.parametrize(
    "text",
    [
        "Congrats to Sam who I worked with for years, started at Apple today!",
        "My brother, who I visited last week, moved to Leeds",
        "I report to the VP, Sales",
        "I report to the CFO, London office",
        "I now report to the SVP, Global Sales",
        'אני מדווחת לסמנכ"ל, ואז למנכ"ל',
        "אני עובד במשרד בתל אביב",
    ],
)
def test_a_second_reviews_look_alikes_of_session_36_are_no_facts(text):
    got = _said_as(text, "GB" if text.isascii() else "IL", "slack")
    assert not {f for f in got if f[0] in ("works_at", "lives_in", "manager")}, got


@pytest.mark.parametrize(
    "text, region, source, facts",
    [
        # a flat and its house number are no date ("3/27 Myers Street"); a letter's move dates its new address
        (
            "Could you please update my details. I moved on 15/06/2020 and my new residential address is "
            "3/27 Myers Street, Bendigo VIC 3550.",
            "AU",
            "notes",
            {("address", "3/27 Myers Street, Bendigo VIC 3550", "2020-06-15"), ("lives_in", "Bendigo", "2020-06-15")},
        ),
        (
            "I wish to inform you that I have shifted my residence with effect from 15 September 2025. Kindly update "
            "my new address in your records:\n12 MG Road, Camp, Pune 411001",
            "IN",
            "notes",
            {("address", "12 MG Road, Pune", "2025-09-15"), ("lives_in", "Pune", "2025-09-15")},
        ),
        # the boss of a job ahead from its start (not the same day a year back)
        (
            "On 6/20 I'm joining Stripe as a Staff Engineer, reporting to Dana Whitaker.",
            "US",
            "notes",
            {
                ("works_at", "Stripe", "2026-06-20"),
                ("job_title", "Staff Engineer", "2026-06-20"),
                ("manager", "Dana Whitaker", "2026-06-20"),
            },
        ),  # fmt: skip
        # a title ends at "confirmed", at a list's next line
        (
            "1:1 w/ Raj, notes\n• promotion to Team Lead confirmed 🎉",
            "GB",
            "notes",
            {("job_title", "Team Lead", "2026-03-11")},
        ),
        (
            "מאי בשלוש שורות:\n22.5 – התחלתי באלביט, מהנדס מערכת\nיוני – לישון.",
            "IL",
            "notes",
            {("works_at", "אלביט", "2026-03-11"), ("job_title", "מהנדס מערכת", "2026-03-11")},
        ),
        # "i" as chats type it; laughter there is tone, not a joke
        (
            "yep signed the contract. i'm at Arup from monday, graduate engineer",
            "GB",
            "slack",
            {("works_at", "Arup", "2026-03-16")},
        ),
        ("i.e. the (i) list is done", "GB", "slack", set()),
        (
            "tell ur mum i finally left Sainsbury's lol, last shift was yesterday",
            "GB",
            "slack",
            {("works_at", "Sainsbury", "2026-03-11", True)},
        ),
        ("lol I'm moving to Mars 🚀", "GB", "slack", set()),
        ("officially promoted to Chief Biscuit Officer of the 3rd floor 🍪 lol", "GB", "slack", set()),
        # "#" for a number
        ("fyi new # 07911 123456, old one's dead 💀", "GB", "slack", {("phone", "+447911123456", "2026-03-11")}),
        ("my personal # changed today → 07723 456789", "GB", "notes", {("phone", "+447723456789", "2026-03-11")}),
        ("my sister's new # 07911 123456", "GB", "slack", set()),
        # someone else's last day; a team is no employer, the firm after it is
        ("Her last day at Hallam Estates is Friday 14 June and she's moving to Bath.", "GB", "slack", set()),
        ("Gill's last day at Hallam Estates is Friday 14 June.", "GB", "slack", set()),
        (
            "From Monday I'll be joining the Platform team as Engineering Manager.",
            "GB",
            "slack",
            {("job_title", "Engineering Manager", "2026-03-16")},
        ),
        (
            "I joined the Finance team at Corvid Insurance as an analyst.",
            "GB",
            "slack",
            {("works_at", "Corvid Insurance", "2026-03-11"), ("job_title", "analyst", "2026-03-11")},
        ),
        # a big city in small letters, as chats write it (not a common word: "reading", "george"); a chat's days
        (
            "moving to edinburgh tmrw!!! last night in london 😢",
            "GB",
            "slack",
            {("lives_in", "Edinburgh", "2026-03-13")},
        ),
        (
            "moved to denver last tuesday, still living out of boxes lol",
            "US",
            "slack",
            {("lives_in", "Denver", "2026-03-10")},
        ),
        ("we moved to tel aviv last week", "IL", "slack", {("lives_in", "Tel Aviv", "2026-03-04")}),
        ("moving to reading next month", "GB", "slack", set()),
        ("moved in with george last week", "GB", "slack", set()),
        ("Moved to Leeds 2 wks ago, still no sofa", "GB", "slack", {("lives_in", "Leeds", "2026-02-25")}),
        ("back in York since sat lol", "GB", "slack", {("lives_in", "York", "2026-03-07")}),
        # a sign-off's number as most of the world writes it ("m: 07911 234567"); a society is a firm
        (
            "works for me, see u then\n\n--\nDana Levi\nOperations Manager | Haddon Logistics\nm: 07911 234567",
            "GB",
            "mail",
            {
                ("job_title", "Operations Manager", "2026-03-11"),
                ("works_at", "Haddon Logistics", "2026-03-11"),
                ("phone", "+447911234567", "2026-03-11"),
            },
        ),  # fmt: skip
        (
            "Please find the form attached.\n\nThanks,\nDana Levi\nRisk Analyst, Marlow Building Society\n"
            "M: 07591 336204",
            "GB",
            "mail",
            {
                ("job_title", "Risk Analyst", "2026-03-11"),
                ("works_at", "Marlow Building Society", "2026-03-11"),
                ("phone", "+447591336204", "2026-03-11"),
            },
        ),  # fmt: skip
        # an employer's name does not take the words of a day after it, a day a holiday names (Canada's Thanksgiving
        # 2026: October 12)
        (
            "Offer signed ✍️ Starting at Shopify the Tuesday after Thanksgiving as a UX Researcher!!",
            "CA",
            "slack",
            {("works_at", "Shopify", "2026-10-13"), ("job_title", "UX Researcher", "2026-10-13")},
        ),
    ],
)
def test_session_37_readings_of_letters_chats_and_lists(text, region, source, facts):
    assert _said_as(text, region, source) == facts


@pytest.mark.parametrize(
    "text, region, source, facts",
    [
        # a review's probes of session 37: an anniversary keeps its own day
        (
            "I joined Stripe on 1 March 2025. On 1 March 2026 I was promoted to Senior Engineer.",
            "US",
            "notes",
            {("works_at", "Stripe", "2025-03-01"), ("job_title", "Senior Engineer", "2026-03-01")},
        ),
        # a date before an office's place name is a date ("on 16/3 Canary Wharf office")
        ("Starting at JPMorgan on 16/3 Canary Wharf office", "GB", "slack", {("works_at", "JPMorgan", "2026-03-16")}),
        # laughter before a denial is a joke's (after a title, only a chat's tone: "Head of Sales at Monzo now lol");
        # a belief told is someone else's, in its own clause
        (
            "i'm Head of Sales at Monzo now lol",
            "GB",
            "slack",
            {("job_title", "Head of Sales", "2026-03-11"), ("works_at", "Monzo", "2026-03-11")},
        ),  # fmt: skip
        ("I left Tesco today haha no I didn't", "GB", "slack", set()),
        ("moved to Leeds haha no regrets", "GB", "slack", {("lives_in", "Leeds", "2026-03-11")}),
        (
            "Tom thinks it's a mistake but I moved to Leeds last week",
            "GB",
            "slack",
            {("lives_in", "Leeds", "2026-03-04")},
        ),
        ("Mum thinks I work at Google lol", "GB", "slack", set()),
        ("new job title: Chief Executive Napper lol", "GB", "slack", set()),
        (
            "I'm the new Chief Quality Officer at Rolls-Royce",
            "GB",
            "slack",
            {("job_title", "Chief Quality Officer", "2026-03-11"), ("works_at", "Rolls-Royce", "2026-03-11")},
        ),  # fmt: skip
        (
            "I joined Barclays as an analyst lol",
            "GB",
            "slack",
            {("works_at", "Barclays", "2026-03-11"), ("job_title", "analyst", "2026-03-11")},
        ),  # fmt: skip
        (
            "promoted to Head of Pizza Operations at Domino's",
            "GB",
            "slack",
            {("job_title", "Head of Pizza Operations", "2026-03-11"), ("works_at", "Domino", "2026-03-11")},
        ),  # fmt: skip
        # "#": the writer's own, not another's news before it
        ("Dentist changed their number. New # is 020 7946 0018", "GB", "slack", set()),
        ("so Jo finally got a phone. new # is 07911 123456", "GB", "slack", set()),
        ("my new # is 07911 123456", "GB", "slack", {("phone", "+447911123456", "2026-03-11")}),
        ("my work # changed to 020 7946 0018", "GB", "slack", {("phone", "+442079460018", "2026-03-11")}),
        # a move within work or a stay does not date a home
        (
            "I moved on 2 March to the sales team. My address is 4 Elm Road, Leeds LS6 2AB.",
            "GB",
            "mail",
            {("address", "4 Elm Road, Leeds LS6 2AB", "2026-03-11"), ("lives_in", "Leeds", "2026-03-11")},
        ),  # fmt: skip
        # a firm's team is the firm; "the Tuesday" is that weekday
        ("I'm joining the BBC Sport team from Monday", "GB", "slack", {("works_at", "BBC Sport", "2026-03-16")}),
        ("I start at Shopify the Tuesday", "US", "slack", {("works_at", "Shopify", "2026-03-17")}),
        ("promoted to Lead Engineer - finalised today", "GB", "slack", {("job_title", "Lead Engineer", "2026-03-11")}),
        ("James' last day at Tesco is Friday", "GB", "slack", set()),
        # a Hebrew address after its label, its town by its acronym; a move told without its subject; a last day
        (
            "כן כן עברנו כבר, הכתובת החדשה ז'בוטינסקי 45 דירה 8, ר\"ג",
            "IL",
            "slack",
            {
                ("address", "ז'בוטינסקי 45 דירה 8, רמת גן", "2026-03-11"),
                ("lives_in", "רמת גן", "2026-03-11"),
            },  # (its flat)
        ),  # fmt: skip
        (
            "עובר לירושלים ב-15 במרץ, רחוב עזה 22. תבואו לעזור לסחוב? 🙏",
            "IL",
            "slack",
            # (its street after its town too, from the day after the move: read since session 60)
            {("lives_in", "ירושלים", "2026-03-16"), ("address", "רחוב עזה 22", "2026-03-16")},
        ),  # fmt: skip
        ("עובר לידי כל יום ברחוב הרצל", "IL", "slack", set()),
        ("יום אחרון שלי בפייבר זה יום חמישי הקרוב 🥲", "IL", "slack", {("works_at", "פייבר", "2026-03-13", True)}),
        # a town after its street, though alone it is a word ("Reading", "Bath")
        (
            "we're moving on 30/9 to 12 Fernbank Road, Reading. housewarming tbc",
            "GB",
            "mail",
            {("address", "12 Fernbank Road, Reading", "2026-10-01"), ("lives_in", "Reading", "2026-10-01")},
        ),  # fmt: skip
        # a chat's new job, its subject left out: "got the job!!", then its title and employer ("@" for "at")
        (
            "ok so big news: GOT THE JOB!! Senior PM @ Duolingo, start 10/7 😭",
            "US",
            "slack",
            {("works_at", "Duolingo", "2026-10-07")},
        ),  # fmt: skip
        (
            "ty!! yeah got the job 😭 junior designer at Canva, start 1st of july",
            "GB",
            "slack",
            {("works_at", "Canva", "2026-07-01"), ("job_title", "junior designer", "2026-07-01")},
        ),  # fmt: skip
        ("my sister got the job!! junior designer at Canva, start 1st of july", "GB", "slack", set()),
        ("got the offer!!! senior data analyst @ Starling, start 15 jan but I turned it down", "GB", "slack", set()),
        (
            "New job: Junior Developer @ Takealot. Start date 16/01/2023.",
            "GB",
            "notes",
            {("works_at", "Takealot", "2023-01-16"), ("job_title", "Junior Developer", "2023-01-16")},
        ),  # fmt: skip
        (
            "update!! job starts 8/12 at Dell, new boss is Marcus Lee",
            "US",
            "slack",
            {("works_at", "Dell", "2026-08-12"), ("manager", "Marcus Lee", "2026-08-12")},
        ),  # fmt: skip
        ("his job starts 8/12 at Dell", "US", "slack", set()),
        ("follow me @ Twitter for updates", "GB", "slack", set()),
        # a second review's probes: a registration or an ID is no phone; a city in small letters ends its phrase
        (
            "Thanks,\nDana Levi\nAcme Ltd\nRegistered in England no. 0123 4567 890",
            "GB",
            "mail",
            {("works_at", "Acme Ltd", "2026-03-11")},
        ),  # fmt: skip
        ('תודה,\nDana Levi\nת"ז 034567891', "IL", "mail", set()),
        ("i live in london road now", "GB", "slack", set()),
        ("i live in tank tops all summer", "GB", "slack", set()),
        (
            "we moved to 12 Fernbank Road, Best decision ever",
            "GB",
            "slack",
            {("address", "12 Fernbank Road", "2026-03-11")},
        ),
        # a Hebrew label opening a sentence; the address left ("הכתובת הקודמת"); a month's training is a stay
        (
            'עברנו דירה. הכתובת החדשה הרצל 12, ת"א',
            "IL",
            "slack",
            {("address", "הרצל 12, תל אביב", "2026-03-11"), ("lives_in", "תל אביב", "2026-03-11")},
        ),  # fmt: skip
        ('עברנו דירה, הכתובת הקודמת הרצל 12, ת"א', "IL", "slack", set()),
        ('עובר לת"א ב-20.3 לחודש של הכשרה', "IL", "slack", set()),
        # "new #" after a greeting
        ("Hi all! New # is 07911 234567", "GB", "slack", {("phone", "+447911234567", "2026-03-11")}),
        # a title and its employer ahead, "I will be": a plan, a fact with its day
        (
            "Starting Monday, June 1, I will be Manager of Capacity Marketing at Sierra Gas Transmission in Reno.",
            "US",
            "mail",
            {
                ("job_title", "Manager of Capacity Marketing", "2026-06-01"),
                ("works_at", "Sierra Gas Transmission", "2026-06-01"),
            },
        ),  # fmt: skip
        ("I will be at Google tomorrow for a meeting", "US", "slack", set()),
        # "Google" is also a name GeoNames lists for a town: an employer where one is
        ("ya i'm at Google now lol, since 6 May. SWE II", "US", "slack", {("works_at", "Google", "2026-03-11")}),
        # a promotion cheered, its title after the cheer with its day
        (
            "PROMOTED!!! 🥂 head of marketing effective 1 Oct",
            "GB",
            "slack",
            {("job_title", "head of marketing", "2026-10-01")},
        ),
        ("my sister got PROMOTED!!! 🥂 head of marketing effective 1 Oct", "GB", "slack", set()),
        # Hebrew: the day after tomorrow, the day before yesterday, a last shift, "I became"
        (
            "מתחילה מחרתיים בבנק הפועלים כאנליסטית אשראי, הבוסית שלי תהיה מיכל אברהם",
            "IL",
            "slack",
            {
                ("works_at", "בנק הפועלים", "2026-03-13"),
                ("job_title", "אנליסטית אשראי", "2026-03-13"),
                ("manager", "מיכל אברהם", "2026-03-13"),
            },
        ),  # fmt: skip
        (
            "יאללה סיימתי באיכילוב, משמרת אחרונה הייתה שלשום 😭",
            "IL",
            "slack",
            {("works_at", "איכילוב", "2026-03-10", True)},
        ),
        (
            "כן אחי עדיין בצ'ק פוינט, אבל עברתי להיות ארכיטקט תוכנה מה-1.3",
            "IL",
            "slack",
            {("job_title", "ארכיטקט תוכנה", "2026-03-01")},
        ),  # fmt: skip
        ("עברתי להיות אבא לפני חודש", "IL", "slack", set()),
        # a third review's probes: a chat's job news in plain letters; laughter before "no"; a day word inside a
        # firm's name; a gig is no job; a start's time is no day; an offer not taken
        ("GOT THE JOB!! Senior PM @ Duolingo, start 10/7", "US", "slack", {("works_at", "Duolingo", "2026-10-07")}),
        ("I moved to Paris haha no I'm still in Leeds", "GB", "slack", set()),
        ("I work at NASA lol nope", "GB", "slack", set()),
        ("I work at Rising Sun Pictures", "GB", "slack", {("works_at", "Rising Sun Pictures", "2026-03-11")}),
        ("New job! Start 8/12 at Dell 🎉", "US", "slack", {("works_at", "Dell", "2026-08-12")}),
        ("Gig starts at 9 at The Crown tonight", "GB", "slack", set()),
        ("so happy, got the job 🎉 celebrating tonight at Dishoom, start 8ish", "GB", "slack", set()),
        ("got the offer!! Senior PM @ Duolingo, start 10/7. not taking it tho 🙃", "US", "slack", set()),
        # a town after its street, words of time after it; a city in small letters before a number or "atm"
        (
            "we moved to 12 Fernbank Road, Reading over the weekend",
            "GB",
            "slack",
            {("address", "12 Fernbank Road, Reading", "2026-03-11"), ("lives_in", "Reading", "2026-03-11")},
        ),  # fmt: skip
        ("moved to edinburgh 2 wks ago", "GB", "slack", {("lives_in", "Edinburgh", "2026-02-25")}),
        ("i'm living in bristol atm", "GB", "slack", {("lives_in", "Bristol", "2026-03-11")}),
        # a belief with the statement's own words between
        ("My mum thinks I've moved to Leeds", "GB", "slack", set()),
        ("Mum thinks, bless her, that I work at Google", "GB", "slack", set()),
        # a label that names a phone, a title that starts with "Registered"
        ("Thanks,\nDana Levi\nCompany phone: 020 7946 0321", "GB", "mail", {("phone", "+442079460321", "2026-03-11")}),
        (
            "Thanks,\nDana Levi\nRegistered Nurse | Mob 07911 234567",
            "GB",
            "mail",
            {("phone", "+447911234567", "2026-03-11")},
        ),  # fmt: skip
        # Hebrew: someone else's new address; "the first of the month of March" is no stay
        ("עברנו דירה. הכתובת החדשה של סבתא הרצל 12, חיפה", "IL", "slack", set()),
        ("I'm now the Chief Dog Walking Officer lol", "GB", "slack", set()),
        ("I will be at Google tomorrow for meetings", "US", "slack", set()),
        # a Hebrew day with its preposition joined to the number ("ב1.3"); not a measure ("ב3.5 חדרים", "ב1.5 השנים")
        (
            "עברנו ב1.3 לגבעתיים!! כצנלסון 30 דירה 7, תבואו לבקר 🥳",
            "IL",
            "slack",
            {("address", "כצנלסון 30", "2026-03-01"), ("lives_in", "גבעתיים", "2026-03-01")},
        ),  # fmt: skip
        ("עברנו לדירה ב3.5 חדרים בגבעתיים", "IL", "slack", {("lives_in", "גבעתיים", "2026-03-11")}),
        ("עברנו לדירה בגבעתיים ב3.5 חד'", "IL", "slack", {("lives_in", "גבעתיים", "2026-03-11")}),
        ("אני גר בחיפה ב1.5 השנים האחרונות", "IL", "slack", {("lives_in", "חיפה", "2026-03-11")}),
        # a weekday cut short after its turn, where its clause ends ("this sat!!"; not "this sun is unreal")
        ("moving into 7 Beech Avenue this sat!!", "GB", "slack", {("address", "7 Beech Avenue", "2026-03-15")}),
        ("Moved to Leeds, this sun is unreal", "GB", "slack", {("lives_in", "Leeds", "2026-03-11")}),
        ("I'll be Head of Data at Lemonade", "US", "slack", set()),
    ],
)
def test_a_review_s_probes_of_session_37(text, region, source, facts):
    assert _said_as(text, region, source) == facts

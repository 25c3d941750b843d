"""The ``language`` extractor: statements in English and Hebrew, read by their grammar (see
``facts.extract`` for what it reads), each with the time it holds from.

The statements a record's own words make about its speaker or its addressee are read by the rules of ``grammar``
(tried only where a rule can start), kept when ``mood`` says they state a fact, each from the time it gives;
``announcements`` reads what a text says of a named person (and a title or an employer written beside a name),
``tenancy`` a tenancy a landlord's letter confirms, and ``voice`` who speaks in each part of a record. Here: the
statements, the cheap pre-check (``might_state``, over ``cues``) and the extractor, with the owner's summary lines.
"""

from __future__ import annotations

import re
from datetime import timedelta
from itertools import chain
from typing import Iterator

from hinet_pipeline.config import Owner
from hinet_pipeline.memory.facts.address import city_of
from hinet_pipeline.memory.facts.announcements import announcements
from hinet_pipeline.memory.facts.beside import our_titled, titles_beside_names
from hinet_pipeline.memory.facts.called_off import called_off
from hinet_pipeline.memory.facts.consolidate import CALLED_OFF
from hinet_pipeline.memory.facts.contact_objects import read_numbers
from hinet_pipeline.memory.facts.cue_words import NO_PRONOUN, SUMMARY
from hinet_pipeline.memory.facts.cues import ANCHORS, SPACES, anchor_of, capital_i, cue, dropped, matches_at
from hinet_pipeline.memory.facts.cues import beside as beside_cue
from hinet_pipeline.memory.facts.dates import resolve_date
from hinet_pipeline.memory.facts.frame_objects import left_employer, on_its_line, orgs
from hinet_pipeline.memory.facts.frames import REACH as FRAME_REACH
from hinet_pipeline.memory.facts.frames import might_frame
from hinet_pipeline.memory.facts.grammar import RULES
from hinet_pipeline.memory.facts.grammar_boss import MY_MANAGER, YOUR_MANAGER
from hinet_pipeline.memory.facts.grammar_offer import ASKED_TO_JOIN, TAKEN_ABOVE, TURNED_DOWN
from hinet_pipeline.memory.facts.grammar_title import title_after
from hinet_pipeline.memory.facts.home import own_words
from hinet_pipeline.memory.facts.lexicon import word_trie
from hinet_pipeline.memory.facts.mailparts import from_mailbox, wrote
from hinet_pipeline.memory.facts.mood import tense_of, unlaughed, unreal, valid_from
from hinet_pipeline.memory.facts.named import (
    NOT_A_NAME,
    WRITER,
    boss_named,
    first_named,
    header_surnamed,
    known_named,
    known_surnamed,
)
from hinet_pipeline.memory.facts.news import might_retell, news_of
from hinet_pipeline.memory.facts.partner import partners
from hinet_pipeline.memory.facts.phone_lines import e164
from hinet_pipeline.memory.facts.reflow import unwrap
from hinet_pipeline.memory.facts.rule import VERB_FORMS, Rule
from hinet_pipeline.memory.facts.settle import OF_NEW_JOB, done_of, employer_from, from_start, tidy, undated
from hinet_pipeline.memory.facts.store import Found
from hinet_pipeline.memory.facts.tenancy import greeted_too, tenancies
from hinet_pipeline.memory.facts.theirs import vocative
from hinet_pipeline.memory.facts.voice import quoted_or_for_another, texts, unattributed
from hinet_pipeline.records import CanonicalItem

# a summary line's segment: "Tel Aviv (...) until 31 March"
_SEGMENT = re.compile(r"([^;,(]+?)\s*(?:\([^)]*\))?\s+(until|since|from)\s+([^;,.]+)")

# -- statements -----------------------------------------------------------------------------------------

_NEEDS = sorted({w for rule in RULES for w in rule.needs}, key=len, reverse=True)
# every English rule reads a statement in the first or second person; every other rule is Hebrew
_HE_LETTER = re.compile("[\u05d0-\u05ea]")
_ENGLISH = tuple(not any(_HE_LETTER.search(w) for w in rule.needs) for rule in RULES)
# "I", "we", "my", "our", "you", "your", "me" as words, opening with a character set (the engine skips to those letters)
_EN_PERSON = re.compile(r"[IWwMmOoYy](?<=\b[IWwMmOoYy])(?:(?<=I)|(?<=[Ww])e|(?<=[Mm])[ye]|(?<=[Oo])ur|(?<=[Yy])our?)\b")


_AT = tuple(anchor_of(rule.pattern.pattern, rule.tense == "verb") for rule in RULES)  # (where each can start)
_RULES_OF = {w: tuple(i for i, rule in enumerate(RULES) if w in rule.needs) for w in _NEEDS}
# every verb of the first-person rules: a clause is tried only where one of them stands, from the "I" / "we" before it
_ANY_VERB = re.compile(rf"(?:{word_trie(VERB_FORMS, any_case=False, word_start=True)})\b")
# a second verb of one subject: "we left the city and moved to X", "I quit, and joined Y", "settled - got the keys"
_AND_THEN = re.compile(r"(?:,\s*|\s)(?:and|then|so)\s+(?:(?:just|finally|then)\s+)?$|,\s*$|\s[-–—]\s*$")
_STOP = re.compile(r"[.!?;\n]")
_JOB = ("works_at", "job_title")  # what the frames read of a Hebrew writer's own words: no boss, no home, no number
_OTHER_SUBJECT = re.compile(r"[.!?]\s|(?:[:;]\s*|,\s+)(?:[Hh]e|[Ss]he|[Tt]hey|[A-Z][a-z]+)\s+(?:is|was|has|had|got)\b")
_RELATIVE = re.compile(r"\b(?:who|whom|whose|which|that)\s+(?:I|we)\b|\(", re.I)  # "I" of a relative clause
_SUBJECT_REACH = 80  # "I", then its auxiliaries: "we've just recently been", "I'm officially going to be"


def _nest(words: list[str]) -> tuple[list[str], dict[str, list[str]]]:
    """The words no other one holds, and under each word those whose longest held word it is: a
    text without "report" holds no "reporting to", which is then not looked for."""
    under: dict[str, list[str]] = {w: [] for w in words}
    top = []
    for w in words:
        inner = [o for o in words if o != w and o in w]
        (under[max(inner, key=len)] if inner else top).append(w)
    return top, under


_TOP, _UNDER = _nest(_NEEDS)
_TOP_ASCII = [w for w in _TOP if w.isascii()]  # (an ASCII text holds no Hebrew word)


def _present(folded: str) -> set[str]:
    """The rules' words the text contains (substring tests run at C speed: faster than one regex
    with a lookahead at every position), a word looked for only where the word it holds is."""
    found = set()
    todo = list(_TOP_ASCII if folded.isascii() else _TOP)
    while todo:
        if (w := todo.pop()) in folded:
            found.add(w)
            todo += _UNDER[w]
    return found


def might_state(source: str, author: str | None, body: str, owner: Owner) -> bool:
    """False when no rule can read a statement in ``body``: no Hebrew, and in English none of the
    constructions the rules read ("I" / "we" a few words before a verb of the lexicon, "my" before
    one of the nouns, "me at", "be reached", "you ... report", an announcement, a summary line).
    One regex search: the stage then skips most records without building them."""
    body = capital_i(body)
    return (
        (not body.isascii() and _HE_LETTER.search(body) is not None)
        or cue(body)
        or beside_cue(body)  # a title or an employer beside a name
        or (source == "mail" and might_retell(body))  # a letter's news of someone else
        or (len(body) <= FRAME_REACH and _owners(owner, source, author) and might_frame(body))  # the owner: frames
    )


def _owners(owner: Owner, source: str, author: str | None) -> bool:
    """Whether the frames read the writer's own words as the owner's: the owner's, or (no address of theirs set) one
    of the addresses the mailbox shows as its owner's."""
    return wrote(owner, source, author) or from_mailbox(owner, source, author)


def _objects(rule: Rule, text: str, pos: int, region: str) -> list[tuple[str | None, int]]:
    if rule.read is None and rule.predicate == "phone":
        return read_numbers(region)(text, pos) or []
    got = rule.read(text, pos)
    if got is None:
        return []
    return [unlaughed(*x) for x in (got if isinstance(got, list) else [got])]


def _statements(
    text: str, me: str | None, you: str | None, base, region: str, my_name: str | None = None
) -> Iterator[tuple]:
    """``_read``, less a job's end that names no employer where another statement of the text names it
    ("אני עוזבת את אקמה, היום האחרון שלי ביום חמישי": one end, Acme's)."""
    found = undated(list(_read(text, me, you, base, region, my_name)), text, base if callable(base) else lambda: base)
    named = {x[0] for x in found if x[1] == "works_at" and x[4] and x[2]}  # (its day, where the named one gave none:
    day = {x[0]: x[3] for x in found if x[1] == "works_at" and x[4] and not x[2] and x[0] in named}  # "Last day 30/1.")
    now = (base() if callable(base) else base) if day else None
    for x in found:
        if x[1] == "works_at" and x[4] and not x[2] and x[0] in named:
            continue
        if x[1] == "works_at" and x[4] and x[0] in day and x[3] == now and day[x[0]] > x[3]:
            x = (*x[:3], day[x[0]], *x[4:])
        yield x


def _read(text: str, me: str | None, you: str | None, base, region: str, my_name: str | None = None) -> Iterator[tuple]:
    """(subject, predicate, object, valid_from, retract, span) for each statement in ``text``; ``me``
    names the speaker as facts name subjects, ``my_name`` as a person's name ("as your manager");
    ``base``: the record's time, or a function that gives it (read only when a statement is found)."""
    if not callable(base):
        base = (lambda at: lambda: at)(base)
    opening = dropped(text)  # sentences that start with their verb: "Moved to Haifa last week"
    english = _EN_PERSON.search(text) is not None or bool(opening) or NO_PRONOUN.search(text) is not None
    hebrew = not text.isascii() and _HE_LETTER.search(text) is not None
    if not english and not hebrew:
        return  # no "I", "we", "my", "our", "you", no rule read without them, no Hebrew: nothing to read
    folded = text.casefold().replace("\n", " ")  # (a rule's words across a line break: "promoted\nme to"; or a
    folded = SPACES.sub(" ", folded) if "   " in folded else folded  # quote's joined lines: "offer   you")
    present = _present(folded)
    if not present and "your" not in folded:
        return  # most records state nothing: one scan of the text decides it
    starts: dict[str, list[int]] = {}
    verbs: list[int] | None = None
    leaving = None  # an employer the speaker is leaving on a day not yet said (the leaving rules come first)
    for i in sorted({i for w in present for i in _RULES_OF[w]}):  # the rules whose words the text holds
        rule, is_english, (at, apart) = RULES[i], _ENGLISH[i], _AT[i]
        subject = me if rule.whose == "speaker" else you
        if not subject or not (english if is_english else hebrew):
            continue
        if rule.tense == "verb":  # where a verb of the lexicon stands, from an "I" / "we" just before it
            if verbs is None:
                verbs = [v.start() for v in _ANY_VERB.finditer(text)]
                found = set()
                for v in verbs:
                    back = text.rfind("\n\n", max(0, v - _SUBJECT_REACH), v)
                    window = text[max(0, v - _SUBJECT_REACH, back + 1) : v]
                    base_at = v - len(window)
                    subjects = [base_at + a.start() for a in ANCHORS["i"].finditer(window)]
                    found.update(subjects)
                    if (
                        subjects
                        and (join := _AND_THEN.search(window))
                        and not _STOP.search(window, join.start())
                        and not _OTHER_SUBJECT.search(window, subjects[-1] - base_at, join.start())  # (not Jake's)
                        and not (
                            join.group()[:1] == "," and _RELATIVE.search(window)
                        )  # "Sam, who I mentored, joined X"
                    ):
                        found.add(base_at + join.end())  # "we left the city and moved to Maidenhead": its own verb
                starts["verb"] = sorted(found | set(opening))
            matches = [m for m in (rule.pattern.match(text, a) for a in starts["verb"]) if m]
        elif at:
            if at not in starts:
                starts[at] = [m.start() for m in ANCHORS[at].finditer(text)]
            matches = matches_at(rule.pattern, text, starts[at], apart)
        else:
            matches = rule.pattern.finditer(text)
        for m in matches:
            if (tense := tense_of(rule, m)) is None:
                continue
            retract = rule.retract or ("no longer" in (m.groupdict().get("aux") or "") and not rule.retract)
            if rule.read is None and rule.predicate != "phone":
                objects = [(my_name or me, m.end())]
            else:
                objects = _objects(rule, text, m.end(), region)
            for obj, end in objects:
                if end is None or (obj is None and not rule.retract):
                    continue
                if unreal(rule, text, m.start(), end):
                    break
                if obj is not None and rule.predicate == "phone" and (obj := e164(obj, region)) is None:
                    continue
                if rule.retract and rule.predicate == "works_at":  # "leaving Intel. My last day is ...": Intel
                    obj = obj or leaving or left_employer(text)
                    leaving = obj
                if (when := valid_from(tense, rule, text, m.start(), end, base(), verb=True)) is None:
                    if (
                        tense == "plan"
                        and rule.predicate in (*OF_NEW_JOB, "works_at")
                        and obj is not None
                        and not retract
                    ):
                        boss = rule.predicate == "works_at" and _FOR.search(m.group()) and boss_named(text, obj)
                        predicate, obj = ("manager", boss) if boss else (rule.predicate, obj)
                        yield subject, predicate, obj, None, False, (m.start(), end)  # (``_statements`` dates it)
                    continue
                when += timedelta(days=rule.day_after and tense != "past")
                if (
                    rule.predicate == "works_at"
                    and not retract
                    and _FOR.search(m.group())
                    and (boss := boss_named(text, obj))
                ):
                    yield subject, "manager", boss, when, False, (m.start(), end)  # "still working for Dan": a boss
                    continue
                yield subject, rule.predicate, obj, when, retract, (m.start(), end)
                if (
                    retract
                    and rule.predicate == "works_at"
                    and obj
                    and when > base()
                    and _AHEAD.search(text, m.start(), end)
                ):
                    # (till then: "my last day at X is May 19")
                    yield subject, "works_at", obj, base(), False, (m.start(), end)
                if rule.predicate == "address" and not retract and (city := city_of(obj, text[end : end + 20])):
                    yield subject, "lives_in", city, when, False, (m.start(), end)  # "48 Oak St, Somerville"
                if rule.predicate == "works_at" and not retract and (title := title_after(text, end)):
                    yield subject, "job_title", title[0], when, False, (m.start(), title[1])
                if (
                    rule.predicate == "job_title"
                    and not retract
                    and (org := orgs(text, end, on_its_line(text, end, end + 60), region))
                ):
                    # (promoted there: the employer already holds; a role ahead starts there with it)
                    at = employer_from(tense, m.group(), when, base())
                    yield subject, "works_at", org[0][0], at, False, (m.start(), org[0][1])  # "shift lead at X"
    bosses = any(w in folded for w in ("manager", "boss", "supervisor", "lead", "foreman"))
    if me and bosses and "my " in folded:
        for m in MY_MANAGER.finditer(text):
            words = m.group(1).split()
            name = " ".join(words[1:] if words[0] in NOT_A_NAME or words[0] in ("Dr.", "Dr") else words)
            rule = Rule(MY_MANAGER, "manager", None, tense="plan" if "will" in m.group(2) else "now")
            if name and not unreal(rule, text, m.start(), m.end()):
                if when := valid_from(rule.tense, rule, text, m.start(), m.end(), base()):
                    yield me, "manager", name, when, False, m.span()
    if you and bosses and "your" in folded:
        for m in YOUR_MANAGER.finditer(text):
            words = m.group(1).split()
            name = " ".join(words[1:] if words[0] in NOT_A_NAME else words)
            rule = Rule(YOUR_MANAGER, "manager", None, tense="now" if m.group(2) == "is" else "plan")
            if name and (when := valid_from(rule.tense, rule, text, m.start(), m.end(), base())):
                yield you, "manager", name, when, False, m.span()


_FOR = re.compile(r"\bwork(?:s|ed|ing)?\s+for\s*$")
_AHEAD = re.compile(r"\b(?:is|will\s+be|leaving)\b")  # a job one ends ahead, said so
# -- the extractor ------------------------------------------------------------------------------------
_MAIL_HEAD, _JOB_FACTS = 6000, ("works_at", "job_title", "manager", "email")  # (characters of a part read)
_TITLED_SURNAME = re.compile(r"(?:Dr|Mr|Mrs|Ms|Miss|Prof|Professor)\.?\s+([A-Z][\w'’-]+)")
_ME, _YOU = "\x00me", "\x00you"  # stand-ins for the speaker and the addressee, resolved when a statement is found


def language(item: CanonicalItem, rowid: int, owner: Owner) -> Iterator[Found]:
    """The ``language`` extractor (``extract.readers`` asks ``might_state`` first: not again here)."""
    if (body := capital_i(item.body)) is not item.body:
        item = item.read_as(body)  # ("i'm at Arup from monday": the pronoun as chats type it; the same record)
    mine = None  # whether the owner wrote it: frames read the owner's own words only (asked once, when needed)
    for text, start, end, voice, people in texts(item, owner):
        if people is not None:  # a mail's part: what its writer says of themselves opens it, a long
            end = min(end, start + _MAIL_HEAD)  # newsletter or report below is not read for statements
        body = text[start:end]
        # what this part can say: statements and announcements (the rules' cues), titles beside names
        said = not body.isascii() or cue(body)  # (a chat that only frames may read: no rule runs)
        beside = beside_cue(body)
        me = _ME if voice.speaks else None
        own = voice.part is None or voice.part.own
        framed = said or bool(me and own and might_frame(body))  # (frames: the owner's words, below)
        news = people is not None and might_retell(body)  # (a letter's news of someone else: ``news``)
        if not framed and not beside and not news:
            continue  # this part of the mail says nothing any rule reads (another part did)
        if people is not None and (joined := unwrap(body)) is not body:  # (a mail's wrapped lines read whole)
            body = joined
            beside = beside or beside_cue(body)
        you = _YOU if voice.part is None or voice.part.own or voice.part.to or voice.replied_to() else None
        # what the writer says: not the ">" paragraphs a reply quotes without "X wrote:" (someone's news)
        quoting = own and people is not None and ">" in item.body
        mine_body = unwrap(unattributed(item.body, text)[start:end]) if quoting else body
        stated = list(_statements(mine_body, me, you, voice.base, owner.region, _ME)) if said else []
        if me and own:  # ("Berlin is off": the move an earlier mail told never held)
            stated += [(_ME, "lives_in", place, voice.base(), CALLED_OFF, at) for place, at in called_off(mine_body)]
        done = done_of(stated, _ME)  # (what the rules read, from when: the frames read the rest)
        if me and framed and own:
            mine = _owners(owner, item.source, item.author) if mine is None else mine
        if me and framed and own and voice.key() and (mine or not mine_body.isascii() and _HE_LETTER.search(mine_body)):
            stated += [(_ME, *x) for x in own_words(mine_body, voice.base, owner.region, done, None if mine else _JOB)]
        settled = from_start(tidy(stated, voice.base, mine_body), _ME, voice.base, mine_body)
        # (a job a quoted letter offered its reader, who turns it down in the reply above it: no job)
        turned_down = not own and TURNED_DOWN.search(text, 0, start) is not None
        asked = own or not TAKEN_ABOVE.search(text, 0, start)  # (a job asked of its reader, not yet taken: none)
        for subject, pred, obj, when, retract, (s, e) in from_start(settled, _YOU, voice.base, mine_body):  # (reader's)
            if subject == _YOU and (turned_down and pred in _JOB_FACTS or voice.to_another(mine_body, pred)):
                continue
            if subject == _YOU and pred in _JOB_FACTS and asked and ASKED_TO_JOIN.search(mine_body, max(0, s - 20), e):
                continue
            if subject == _YOU and people is not None and (called := vocative(mine_body, s)):  # ("Kate - your ...")
                if " " not in (subject := known_named(called) or people.key(called, None) or ""):  # (hers, in full)
                    continue
            was, subject = subject, voice.key() if subject == _ME else voice.you() if subject == _YOU else subject
            obj = voice.name() if obj == _ME else obj
            if pred == "manager" and obj and " " not in obj:  # "reporting to Bob": the Bob the text named in full
                # (or the one the vault knows: by first name, else by last name, "my boss, Mrs Frimpong")
                obj = first_named(mine_body, obj, len(mine_body)) or known_named(obj) or known_surnamed(obj) or obj
            elif pred == "manager" and obj and (title := _TITLED_SURNAME.fullmatch(obj)):  # "reporting to Dr. Simiyu":
                obj = header_surnamed(title[1]) or known_surnamed(title[1]) or obj  # the Dr. Wanjala Simiyu on its Cc
            if subject and obj != _ME:
                yield Found.stated(
                    item, rowid, "language", subject, pred, obj, when, retract=retract, span=(start + s, start + e)
                )
            if subject and pred in ("address", "lives_in") and not retract and people is not None:
                # ("Priya and I closed on a house ...": hers too, or the writer's partner's; to "Lola & Greg": his too)
                for name in partners(mine_body, s, e, voice) if was != _YOU else greeted_too(mine_body, subject):
                    if (key := people.key(name, None)) and key != subject:
                        yield Found.stated(item, rowid, "language", key, pred, obj, when, span=(start + s, start + e))
        if voice.part is not None and voice.part.own and voice.newsletter():
            continue  # a newsletter's news about people is not what anyone says of themselves
        if news:  # someone's news a letter tells ("My brother Tom just started at Boeing")
            for name, pred, obj, when, retract, (s, e) in news_of(
                body, lambda w: _statements(w, _ME, None, voice.base, owner.region, _ME), _ME
            ):
                if key := people.key(name, None):
                    yield Found.stated(
                        item, rowid, "language", key, pred, obj, when, retract=retract, span=(start + s, start + e)
                    )
        for name, pred, obj, when, (s, e), *retract in chain(
            announcements(body, voice.base, owner.region) if said else (),
            titles_beside_names(body, voice.base) if beside else (),
            our_titled(body, voice.base) if beside else (),
            tenancies(body, voice.base) if own and said else (),
        ):
            key = people.key(name, None) if people else name
            if key and wrote(owner, item.source, key):
                key = owner.name
            if obj == WRITER and (quoted_or_for_another(body, mine_body, s, e) or not (obj := voice.name())):
                continue  # "X reports to me": the writer, when the part names them (not a ">" line's, an assistant's)
            if key:
                yield Found.stated(
                    item, rowid, "language", key, pred, obj, when, retract=bool(retract), span=(start + s, start + e)
                )
    if not wrote(owner, item.source, item.author) or not SUMMARY.search(item.body):
        return  # a summary line is the owner's own (asked first: the search reads the whole body)
    text = item.body
    for m in SUMMARY.finditer(text):  # "Where I live: Tel Aviv (...) until 31 March, Berlin (...) since 1 April."
        pred = "lives_in" if m.group(1) == "Where I live" else "works_at"
        for seg in _SEGMENT.finditer(m.group(2)):
            value, word, when = seg.group(1).strip(), seg.group(2), resolve_date(seg.group(3), item.timestamp)
            if not value or when is None:
                continue
            if word == "until":  # "until 31 March" holds through that day: it ends when the next one starts
                end = when + timedelta(days=1)
                yield Found.stated(item, rowid, "language", owner.name, pred, value, end, retract=True, span=m.span())
            else:
                yield Found.stated(item, rowid, "language", owner.name, pred, value, when, span=m.span())

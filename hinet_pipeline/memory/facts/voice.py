"""Who speaks in a record and to whom: the subject of its first-person statements (``speaker``), of
its second-person ones (``addressee``), which parts of it speak for whom (``texts``, ``Voice``), and
when each part was written (``part_time``: a forwarded message's "Sent:" line).

Quoted mail text is someone else's: in a mail each forwarded message speaks for its own author, and
a reply's ">" quote is the quoted record's, said again.
"""

from __future__ import annotations

import re
from datetime import datetime

from hinet_pipeline.config import Owner
from hinet_pipeline.memory.facts.mail_people import MailPeople
from hinet_pipeline.memory.facts.mailparts import ATTRIBUTION, parts, person, sender, wrote
from hinet_pipeline.memory.people.identity import display_name, split_participant
from hinet_pipeline.memory.people.nicknames import first_form
from hinet_pipeline.records import CanonicalItem

# a firm's list of its own people (not its alumni's, its readers', its members')
_STAFF = re.compile(r"(?i:(?<![a-z])all|staff|employees|colleagues|everyone)")
_NOT_STAFF = re.compile(r"(?i:alumni|subscriber|member|reader|friend|customer|client|communit|news|supporter|donor)")


def _who(entry: str) -> set[str]:
    """The name and address in "Name <addr>", "Name" or "addr", case-folded."""
    return {k.casefold() for k in split_participant(entry) if k}


def speaker(item: CanonicalItem, owner: Owner) -> str | None:
    """The subject of the item's first-person statements: the owner for text the owner wrote;
    in mail the sender by name (First Last), by address when the mail shows no name; else the author."""
    if wrote(owner, item.source, item.author):
        return owner.name
    if item.source == "mail":
        name, addr = sender(item.author, item.participants)
        return name or addr
    return display_name(item.author)


def addressee(item: CanonicalItem, owner: Owner) -> str | None:
    """The subject of a mail's second-person statements: its one participant besides the author, or among several
    the one its greeting names by first name ("Dear Linda," over a letter cc'ing her boss)."""
    if item.source != "mail" or not item.author or len(item.participants) > 4:
        return None  # "you" is one person: a mail to many speaks to no one in particular
    me = _who(item.author)

    sent_by = {k.casefold() for k in sender(item.author, item.participants) if k}
    others = [p for p in item.participants if not (me | sent_by) & _who(p)]
    if len(others) > 1 and (hi := _GREETING.match(item.body) or TWO_GREETED.match(item.body)):
        others = [p for p in others if _first_name(p) == first_form(hi.group(1).lower())]  # "Linda," over a letter to
        # her, cc'ing her boss; the first of two it greets ("Lola & Greg,": a home it gives is his too, ``greeted_too``)

    if len(others) > 1 and None not in (names := {person(p)[0] for p in others}) and len(names) == 1:
        others = others[:1]  # one person at two addresses: her work's and her own ("Copying your personal email")
    if len(others) != 1:
        return None
    if wrote(owner, item.source, others[0]):
        return owner.name
    name, addr = person(others[0])
    return name or addr


# a letter's greeting by a first name: "Linda,", "Dear Linda,", "Hi Linda!"
_GREETING = re.compile(r"\s*(?:(?:Hi|Hello|Dear|Hey|Good\s+morning)\s+)?([A-Z][a-z]+)\s*[,!:]?[ \t]*\n")
# ... or two ("Lola & Greg,"; the home a letter to them gives is both of theirs: ``tenancy.greeted_too``)
TWO_GREETED = re.compile(r"\s*(?:(?:Hi|Hello|Dear|Hey)\s+)?([A-Z][a-z]+)\s*(?:&|and)\s*([A-Z][a-z]+)\s*[,!:]?[ \t]*\n")


def _first_name(participant: str) -> str | None:
    from hinet_pipeline.memory.facts.short_sign import in_order

    name = person(participant)[0]
    if not name and (local := re.match(r"([a-z]{3,})[._]", (person(participant)[1] or "").lower())):
        return first_form(local.group(1))  # a bare address's: "lola.ramirezwhitfield@" is a Lola's
    return first_form(in_order(name).split()[0].lower()) if name and in_order(name).split() else None


_QUOTED = re.compile(
    r"^[ \t]*>.*$"  # a quoted line
    r"|^On .{5,200}\bwrote:[ \t]*$"  # its attribution
    r"|^.{0,200}(?:כתב|כתבה|כתב/ה):[ \t]*$",
    re.M,
)
_FORWARDED = re.compile(r"^-{2,}[ \t]*(?:Original Message|Forwarded message|הודעה שהועברה)", re.M | re.I)


def own_text(body: str) -> str:
    """The body with quoted and forwarded text blanked out (same length: spans stay valid)."""
    text = _QUOTED.sub(lambda m: " " * len(m.group()), body)
    if "--" in text and (m := _FORWARDED.search(text)):
        text = text[: m.start()] + re.sub(r"[^\n]", " ", text[m.start() :])
    return text


def _signed_by(item: CanonicalItem, owner: Owner) -> str | None:
    """The name the last sign-off of the sender's own text gives, if any."""
    from hinet_pipeline.memory.facts.signoff import blocks, domains_in

    text, found = parts(item.body, item.author, item.participants)
    own = found[0]
    domains = domains_in([own.address] if own.address else [])
    names = [name for name, _ in blocks(text, max(own.start, own.end - _SIGN_OFF), own.end, domains, owner.region)]
    return names[-1] if names else None


_SIGN_OFF = 600  # the characters at the end of a text its sign-off stands in


def name_of_speaker(item: CanonicalItem, owner: Owner) -> str | None:
    """The speaker as a person's name: the owner's, the sender's display name, the author."""
    if wrote(owner, item.source, item.author):
        return owner.name
    if item.source == "mail":
        return sender(item.author, item.participants)[0]
    return display_name(item.author)


class Voice:
    """Who speaks in one part of a record, worked out only when a statement needs it: ``key`` (the
    subject as facts name it), ``name`` (as a person's name), ``you`` (the addressee), ``base`` (when
    it was said)."""

    def __init__(self, item: CanonicalItem, owner: Owner, part=None, people=None) -> None:
        self.item, self.owner, self.part, self.people = item, owner, part, people
        own = part is None or part.own
        self.speaks = bool(item.author) or item.source == "notes" if own else bool(part.name or part.address)
        self._cache: dict = {}

    def _get(self, what: str, make):
        if what not in self._cache:
            self._cache[what] = make()
        return self._cache[what]

    def key(self) -> str | None:
        def make():
            if (self.part is None or self.part.own) and self.item.source == "mail" and self.not_a_person():
                return _signed_by(self.item, self.owner)  # (a role mailbox's "reach me at ...": its signer's)
            if self.part is None or self.part.own:
                return speaker(self.item, self.owner)
            key = self.people.key(self.part.name, self.part.address)
            return self.owner.name if key and wrote(self.owner, "mail", key) else key

        return self._get("key", make)

    def name(self) -> str | None:
        def make():
            if self.part is not None and not self.part.own:
                return self.part.name
            if self.item.source == "mail" and self.not_a_person():
                return _signed_by(self.item, self.owner)  # "PCR Announcements" sends it, "Walt Kimbrough" signs it
            return name_of_speaker(self.item, self.owner)

        return self._get("name", make)

    def not_a_person(self) -> bool:
        """The sender is no one person: a list, a newsletter, a robot, a role or shared mailbox."""
        from hinet_pipeline.memory.facts.structured import not_a_person

        return self._get("kind", lambda: not_a_person(*sender(self.item.author, self.item.participants))) is not None

    def to_another(self, text: str, predicate: str) -> bool:
        """Whether a letter ``text`` of this part greets another than its reader ("Dear Tom," sent to Gail): its
        ``predicate`` no reader's (but a home is a household's; the owner is greeted by names of every kind)."""
        if predicate in ("address", "lives_in") or not (greeted := GREETED.match(text)):
            return False
        you = self.you()
        return you != self.owner.name and not greets(greeted, you)

    def you(self) -> str | None:
        def make():
            if self.part is None or self.part.own:
                return addressee(self.item, self.owner)
            if self.replied_to():
                return speaker(self.item, self.owner)  # (the letter a reply quotes was written to the one replying)
            if not self.part.to:
                return None
            from hinet_pipeline.memory.facts.structured import not_a_person

            name, addr = person(self.part.to)  # a forwarded letter's one addressee: "Fwd: your promotion", to Mom
            if not_a_person(name, addr) is not None or not (key := self.people.key(name, addr)):
                return None
            return self.owner.name if wrote(self.owner, "mail", key) else key

        return self._get("you", make)

    def replied_to(self) -> bool:
        """This part is a ">" quote of a letter to the replier (an offer one accepts: "> Reports To: Gareth Molloy"): by
        the one the reply goes to, or by one of several where it greets the replier ("> Hi Noa,", her boss cc'd)."""
        if self.part is None or not self.part.quoted or not self.item.author:
            return False
        others = [p for p in self.item.participants if not _who(self.item.author) & _who(p)]
        by = {k.casefold() for k in (self.part.name, self.part.address) if k}
        if not any(by & _who(p) for p in others):
            return False
        if len(others) == 1:
            return True
        quote, me = self.item.body.replace(">", " "), speaker(self.item, self.owner)  # (a reply to several: rarer)
        if hi := GREETED.match(quote, self.part.start):
            return hi["none"] is None and greets(hi, me)
        if he := _HE_HI.match(quote, self.part.start):
            from hinet_pipeline.memory.facts.scripts import same_first

            return bool(me and same_first(he.group(1), me))
        return False

    def newsletter(self) -> bool:
        """The sender is a list, a newsletter or a robot (``people.kinds``), or a firm's or a role's mailbox that
        mails in bulk (an unsubscribe footer or header: "The Contact Sheet" <hello@contactsheet.news>), not a post
        to a discussion list, nor a firm's own to its own people ("Colleague News" <colleaguenews@calderaire.org.uk> to
        allcolleagues@calderaire.org.uk: its welcomes are the firm's word)."""
        from hinet_pipeline.memory.facts.structured import not_a_person

        def make():
            name, addr = sender(self.item.author, self.item.participants)
            kind = not_a_person(name, addr)
            signals = self.item.signals or ()
            if addr and (to := [p for p in self.item.participants if not _who(self.item.author) & _who(p)]):
                domain = addr.rsplit("@", 1)[-1].casefold()
                staff = _STAFF.search(to[0]) and not _NOT_STAFF.search(to[0])
                if staff and all(w.endswith("@" + domain) for p in to for w in _who(p) if "@" in w):
                    return False  # (to its own staff's list at its own domain: a firm's own news to its people)
            return kind in ("list", "newsletter") or (
                kind in ("role", "company") and "bulk" in signals and "list" not in signals
            )

        return self._get("newsletter", make)

    def base(self) -> datetime:
        return self._get(
            "base", lambda: part_time(self.part, self.item.timestamp) if self.part else self.item.timestamp
        )


def texts(item: CanonicalItem, owner: Owner):
    """(text, start, end, voice, people) for each part of the item that speaks for its author: a
    mail's own text, each forwarded message and each ">" quote an attribution names ("On ..., Priya Raman wrote:":
    what she said, as of then; the quoted record may not be in the vault); a note's or a chat message's whole body."""
    if item.source != "mail":
        yield item.body, 0, len(item.body), Voice(item, owner), None
        return

    text, found = parts(item.body, item.author, item.participants)
    people = MailPeople(item.participants, found)
    for part in found:
        if not part.quoted:
            yield text, part.start, part.end, Voice(item, owner, part, people), people
        elif _quoted_person(part):  # (its own lines only: not a quote within it, nor a chat's lines by name)
            yield (
                _own_lines(item.body, text, part.start, part.end),
                part.start,
                part.end,
                Voice(item, owner, part, people),
                people,
            )


def _quoted_person(part) -> bool:
    """Whether a ">" quote's attribution names one person ("On ..., Priya Raman <p@x> wrote:"; not "He wrote:", "The
    author writes:", "Mom wrote:", a list's address)."""
    from hinet_pipeline.memory.facts.signoff import name_of
    from hinet_pipeline.memory.facts.structured import not_a_person

    named = name_of(part.name) is not None if part.name else bool(part.address)
    return named and not_a_person(part.name, part.address) is None


# (a chat's line by its speaker, not a form's label: "> Position: District Pharmacy Manager", "> Candidate: ...")
_DEEPER = re.compile(
    r"^(?:[ \t]*>){2,}.*$|^[ \t]*>[ \t]*(?:\[[^\]\n]{1,30}\][ \t]*)?"
    r"(?!(?:Position|Title|Candidate|Name|Start|Salary|Location|Department|Phone|Mobile|Cell|Email|E-mail|Address|Date|Subject|Hours|Status|Type|Role|Manager|Supervisor|Company"
    r"|Employer|Team|Office|Rate|Term|Note|Notes|Re|Tel)\b)[A-Z][\w.-]{0,20}:[ \t].*$",
    re.M,
)


def _own_lines(body: str, text: str, start: int, end: int) -> str:
    """``text`` with the lines of ``body[start:end]`` that are not the quoted writer's own blanked (same length): a
    quote within the quote (">>"), a chat's line by its speaker ("> [3/10 9:01] Jake: ...")."""
    pieces, at = [], 0
    for m in _DEEPER.finditer(body, start, end):
        pieces += [text[at : m.start()], " " * (m.end() - m.start())]
        at = m.end()
    return "".join([*pieces, text[at:]]) if pieces else text


_AT_WORD = re.compile(r"\s+at\s+")
_SENT_FORMS = (
    "%A, %B %d, %Y %I:%M %p",
    "%a, %B %d, %Y %I:%M %p",
    "%A, %B %d, %Y %H:%M",
    "%m/%d/%Y %I:%M %p",
    "%m/%d/%Y %I:%M:%S %p",
    "%m/%d/%y %I:%M %p",
    "%m/%d/%y %I:%M%p",
    "%a %m/%d/%Y %I:%M %p",
    "%d %B %Y %H:%M",
    "%a, %b %d, %Y %I:%M %p",  # a reply's "On Mon, Mar 11, 2019 at 10:02 AM ... wrote:"
    "%a, %b %d, %Y",
    "%b %d, %Y",
    "%B %d, %Y",
    "%a, %d %b %Y %H:%M",
    "%d %b %Y %H:%M",
    "%m/%d/%Y",  # "Laurel Fenwick wrote on 3/28/2003:"
    "%m/%d/%y",
)
_MERIDIEM = re.compile(r"\d\s*[AP]M\b", re.I)
_SENT_DATE = re.compile(r"\d{1,2}/\d{1,2}/\d{2,4}\s+\d{1,2}:\d{2}(?::\d{2})?\s*[AP]M", re.I)


def part_time(part, base: datetime) -> datetime:
    """When a forwarded or quoted part was written (its "Sent:" line as Outlook, Notes or any RFC 822
    program writes it), else the record's time: what its signature says held from then."""
    if not part.sent:
        return base
    from email.utils import parsedate_to_datetime

    when = None
    if not _MERIDIEM.search(part.sent):  # RFC 822's parser reads "3:30 PM" as 03:30
        try:
            when = parsedate_to_datetime(part.sent)
        except (TypeError, ValueError, IndexError):
            pass
    sent = " ".join(_AT_WORD.sub(" ", part.sent).split())
    if when is None and (m := _SENT_DATE.search(sent)):  # "jd@x.com on 11/27/2001 09:09:46 AM"
        sent = m.group()
    for form in _SENT_FORMS:
        if when is None:
            try:
                when = datetime.strptime(sent, form)
            except ValueError:
                pass
    if when is None:
        return base
    if when.tzinfo is None:
        when = when.replace(tzinfo=base.tzinfo)
    return when if when <= base else base


_FOR_ANOTHER = re.compile(r"\bon\s+behalf\s+of\b", re.I)


def quoted_or_for_another(body: str, mine: str, s: int, e: int) -> bool:
    """Whether ``body[s:e]`` is quoted (``mine``, the writer's own words, lacks it) or the body is written
    on another's behalf ("On behalf of Vince Kaminski: ...")."""
    return mine[s:e] != body[s:e] or _FOR_ANOTHER.search(body) is not None


_QUOTED_LINE = re.compile(r"^[ \t]*>", re.M)


def unattributed(body: str, text: str) -> str:
    """``text`` (``unquote(body)``) with each run of ">" lines that no attribution ("X wrote:") opens
    blanked out: a reply that quotes the message it answers at its top ("> Big news, I've started at
    Google!") quotes someone, not the sender; what they said is theirs, not the sender's to say again."""
    if ">" not in body or not _QUOTED_LINE.search(body):
        return text
    lines, out = body.split("\n"), text.split("\n")
    start = None
    for i, line in enumerate([*lines, ""]):
        quoted = bool(_QUOTED_LINE.match(line))
        if quoted and start is None:
            start = i
        elif not quoted and start is not None:
            before = next((lines[k] for k in range(start - 1, -1, -1) if lines[k].strip()), "")
            # (whole paragraphs: not a line a mail program marked inside a paragraph, ">Dan Ford, ...")
            whole = (start == 0 or not lines[start - 1].strip()) and not line.strip()
            if whole and not ATTRIBUTION.match(before):
                out[start:i] = [" " * len(x) for x in out[start:i]]
            start = None
    return "\n".join(out)


# a letter's greeting: its reader by name ("Dear Tom,"; a Hebrew letter's "לכבוד\nגב' נועה"), or no one in particular
# ("Dear Colleague", "To whom ..."); a Hebrew one's "היי נועה" (of a quote a reply answers); past a Filipino
# "Ma." (Maria: "Dear Ms. Ma. Theresa Alcantara," greets Theresa)
_HE_HI = re.compile(r"\s*(?:היי|שלום)\s+([א-ת]+)")
GREETED = re.compile(
    r"\s*(?:(?:Dear|Hi|Hello)\s+(?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s+)?(?:Ma\.\s+)?(?P<name>[A-Z][a-z]+)|(?P<none>To\s+whom|Dear\s+(?:Colleague|"
    r"Team|Employee|Sir|Madam|All|Friend|Member|Applicant|Candidate|Staff))"
    r"|לכבוד\s*\n?[ \t]*(?:(?:גב['׳]|מר|ד[\"״]ר)\s+)?(?P<he>[א-ת]+))"
)


def greets(greeted: re.Match, you: str | None) -> bool:
    """Whether a letter's greeting is to its reader (``you``, a name or an address): no one in general ("Dear
    Colleague"), nor another by name ("Dear Tom," sent to Gail); by a short form too ("Dear Tess," to Teresa, "Dear
    Siobhan," to Shiv: one of its first letter)."""
    from hinet_pipeline.memory.facts.scripts import same_first

    if greeted["none"]:
        return False
    if greeted["he"]:
        return you is None or greeted["he"] in you or same_first(greeted["he"], you)
    if you is None or greeted["name"].casefold() in you.casefold():
        return True

    first = you.split()[0].casefold() if you.split() else ""
    return first_form(greeted["name"].casefold()) == first_form(first) or first[:1] == greeted["name"][:1].casefold()

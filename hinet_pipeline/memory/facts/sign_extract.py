"""The ``signature`` extractor: what each part of a mail says in its sign-off blocks (``signature.read``), each about
the person its block names, with the numbers running text gives for a named person (``named_numbers``), a form's
fields, a roster's rows, a letter's inside address and a contact card; a forwarded message's From line is its author's
address. A program's message ("This is an automated notice") signs for no one: only a card in it that gives its
person's own address is read ("please contact your case paralegal:\n\nJennifer Alvarado | Senior Paralegal ...
jalvarado@...")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from hinet_pipeline.memory.facts.forms import contact_cards, form_details, rosters
from hinet_pipeline.memory.facts.letterhead import letterhead
from hinet_pipeline.memory.facts.letters import inside_address
from hinet_pipeline.memory.facts.lexicon import title_in
from hinet_pipeline.memory.facts.lines import line_matches
from hinet_pipeline.memory.facts.mailparts import wrote
from hinet_pipeline.memory.facts.named_numbers import closing_phones, contact_row_orgs, named_numbers
from hinet_pipeline.memory.facts.postal import STATE_ZIP
from hinet_pipeline.memory.facts.signature import CODE_TOWN, FIRM, INSTITUTION, Said, read
from hinet_pipeline.memory.facts.signer import names_someone
from hinet_pipeline.memory.facts.signoff import NAME_LINE, NAME_LINE_LEAD, PHONEISH, SERVICE
from hinet_pipeline.memory.facts.voice import part_time

if TYPE_CHECKING:
    from hinet_pipeline.config import Owner
    from hinet_pipeline.memory.facts.store import Found
    from hinet_pipeline.records import CanonicalItem


def might_state(source: str, author: str | None, body: str, owner) -> bool:
    """Only mail has sign-off blocks; one worth reading shows a number, an e-mail, an address or a title."""
    return (
        source == "mail"
        and "\n" in body
        and (
            "@" in body  # an address: a sign-off's, or a forwarded message's From line (a C-speed test first)
            or PHONEISH.search(body) is not None  # a number: a sign-off's, or one given for a named person
            # (a line that may name a person first: fewer bodies have one, and it is the cheaper test)
            or (
                next(line_matches(NAME_LINE, NAME_LINE_LEAD, body), None) is not None
                # ("PhD Student / X University", "Banco Meridional, S.A.")
                and (title_in(body) or INSTITUTION.search(body) is not None or FIRM.search(body) is not None)
            )
            or STATE_ZIP.search(body) is not None  # a postal address: "Hartford, CT 06103" (or "Sean Doyle, USN")
            or CODE_TOWN.search(body) is not None  # (its postcode first: "81541 München")
            or (any(w in body for w in ("US", "SSG", "SFC", "SPC")) and SERVICE.search(body) is not None)
        )
    )


def signature(item: "CanonicalItem", rowid: int, owner: "Owner") -> Iterator["Found"]:
    """The ``signature`` extractor: what each part's sign-off block says, about the person it names."""
    from hinet_pipeline.memory.facts.mail_people import MailPeople
    from hinet_pipeline.memory.facts.mailparts import parts
    from hinet_pipeline.memory.facts.store import Found
    from hinet_pipeline.memory.facts.structured import not_a_person, person_name
    from hinet_pipeline.memory.people.identity import split_participant
    from hinet_pipeline.memory.people.lists import lists_only

    if item.source != "mail":
        return
    text, found = parts(item.body, item.author, item.participants)
    people = MailPeople(item.participants, found)
    automatic = "auto" in item.signals  # a program's message ("DO NOT REPLY"): its own text signs for no one
    for part in found:
        if automatic and part.own:  # (but a person's card it gives, their own address on it: "please contact your
            yield from _cards(item, rowid, owner, text, part, people)  # case paralegal:\n\nJennifer Alvarado | ...")
            continue
        if (
            not part.own
            and part.address
            and part.address not in people.headers
            and (who := person_name(part.name or ""))
            and not not_a_person(part.name, part.address)
        ):  # a forwarded message's From line: the address its author wrote from
            key = owner.name if wrote(owner, "mail", part.address) else who
            when = part_time(part, item.timestamp)
            yield Found.stated(
                item, rowid, "signature", key, "email", part.address, when, span=(part.start, part.start)
            )
        # (a mailbox that names nobody, writing to lists alone: a role's; asked only of such a mailbox)
        to_lists = part.own and not names_someone(part.name, part.address)
        if to_lists:
            shown = {a.lower(): n for n, a in map(split_participant, item.participants) if "@" in a}
            to_lists = lists_only({a: n for a, n in shown.items() if a != part.address})
        said = read(
            text, part.start, part.end, part.name, part.address, owner.region, item.participants, part.own, to_lists
        )
        # a list's or a newsletter's text: only its contact lines ("Contact(s): Randy Lord 713.345.7707")
        bulk = part.own and not_a_person(part.name, part.address) in ("list", "newsletter")
        said += [
            Said(n, None, "phone", num, span)
            for n, num, span in named_numbers(
                text, part.start, part.end, owner.region, contacts_only=bulk, writer=part.name
            )
        ]
        if part.own:  # "טל' נייד: 053-..." / "Phone: ..." right above the sender's sign-off: theirs
            said += [
                Said(part.name, part.address, "phone", num, span)
                for num, span in closing_phones(text, part, owner.region)
            ]
        if part.own or part.name:  # the writer's letterhead: their home and number ("42 Brackenhurst Road\n...")
            said += [
                Said(part.name, part.address, p, v, span)
                for p, v, span in letterhead(text, part.start, part.end, owner.region)
            ]
        said += [Said(n, None, p, v, span) for n, p, v, span in form_details(text, part.start, part.end, owner.region)]
        said += [Said(n, None, p, v, span) for n, p, v, span in rosters(text, part.start, part.end)]
        said += [
            Said(n, None, p, v, span) for n, p, v, span in inside_address(text, part.start, part.end, owner.region)
        ]
        said += [Said(n, None, p, v, span) for n, p, v, span in contact_cards(text, part.start, part.end, owner.region)]
        said += [Said(n, None, p, v, span) for n, p, v, span in contact_row_orgs(text, part.start, part.end)]
        unnamed = not part.own and not part.name and part.address and part.address not in people.headers
        for s in said:
            key = people.key(s.name, s.address)
            if not key:
                continue
            if wrote(owner, "mail", key) or (s.address is None and wrote(owner, "mail", s.name or "")):
                key = owner.name
            when = part_time(part, item.timestamp)
            if unnamed and s.name and s.address == part.address:  # "From: jd@x.com@ENRON" signed "Jane Doe"
                unnamed = False
                yield Found.stated(item, rowid, "signature", key, "email", part.address, when, span=s.span)
            yield Found.stated(item, rowid, "signature", key, s.predicate, s.object, when, span=s.span)


def _cards(item, rowid: int, owner, text: str, part, people) -> Iterator["Found"]:
    """What a program's message says of a person in a block that gives their own address (a case's paralegal, an
    account's manager): its own text signs for no one, but such a card is theirs."""
    from hinet_pipeline.memory.facts.store import Found

    for s in read(
        text, part.start, part.end, part.name, part.address, owner.region, item.participants, cards_only=True
    ):
        if key := people.key(s.name, s.address):
            when = part_time(part, item.timestamp)
            yield Found.stated(item, rowid, "signature", key, s.predicate, s.object, when, span=s.span)

"""Who a mail shows, as (name, address) pairs: its participants and the authors of the parts ``mailparts`` finds,
and the subject each person's facts are filed under."""

from __future__ import annotations

from hinet_pipeline.memory.facts.mailparts import Part, _split, person


class MailPeople:
    """Who a mail shows, as (name, address) pairs: its participants and the authors of its parts.
    ``key`` names a person the way facts name subjects: by name, else by the address the mail shows."""

    def __init__(self, participants=(), found: list[Part] = ()) -> None:
        self._participants, self._found, self._pairs = participants, found, None

    @property
    def pairs(self) -> list[tuple[str | None, str]]:
        if self._pairs is None:  # read only when a name needs its address: a mail may list hundreds
            pairs = []
            for p in self._participants:
                name, addr = _split(p)
                if "@" in addr:
                    pairs.append((person(name)[0] if name else None, addr.lower()))
            pairs += [(p.name, p.address) for p in self._found if p.address]
            self._pairs = list(dict.fromkeys(pairs))
        return self._pairs

    def address_of(self, name: str | None) -> str | None:
        """The one address the mail shows for ``name`` (None: none, or more than one)."""
        from hinet_pipeline.memory.facts.signer import same_person

        if not name:
            return None
        found = {a for n, a in self.pairs if same_person(name, None, n, a)}
        return found.pop() if len(found) == 1 else None

    @property
    def headers(self) -> set[str]:
        """The addresses the mail's own headers show (the people the vault knows it by)."""
        if not hasattr(self, "_headers"):
            self._headers = {a for a in (_split(p)[1].lower() for p in self._participants) if "@" in a}
        return self._headers

    def key(self, name: str | None, address: str | None) -> str | None:
        """The subject for a person: their name as the mail writes it (a signature's, a header's display
        name, First Last), else the address it shows for them. A person the vault knows by an address
        is found by either (``people.resolve`` pairs the address with its display names;
        ``facts.subjects.subject_keys`` also matches a name in any order)."""
        return name or address or self.address_of(name)

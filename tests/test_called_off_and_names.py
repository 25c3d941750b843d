# ruff: noqa: E501
"""What a held-out mailbox read in session 62 showed (benchmarks/gold/synthetic-mail-107, a Polish electrician's,
written by a helper that never saw the code): a move told ahead and later called off ("I am moving to Berlin in
June!", then "Berlin is off") never held; one name written with and without its letters' marks ("Paweł Zieliński",
"Pawel Zielinski") is proposed as one person; and a colleague's "Her direct line is ..." is hers, named in full before
and by her first name since, not a street's ("Knaresborough Road"). And their look-alikes."""

from __future__ import annotations

from datetime import datetime, timezone

from hinet_pipeline.memory.facts.called_off import called_off
from hinet_pipeline.memory.facts.consolidate import CALLED_OFF, Observation, consolidate
from hinet_pipeline.memory.facts.signoff import name_of
from hinet_pipeline.store.vault import Vault

from .mailboxes import plain_mail, said_in_mailbox, slept_mailbox, suggested

BARTEK = "Bartek Kaczmarek <bartek.kacz@gmail.com>"
PAWEL = "Pawel Zielinski <pawel.zielinski.elektryk@gmail.com>"
PLAN = "Pawel!\n\nBig news - I am moving to Berlin in June! My friend has a job for me there.\n\nBartek"


def _homes(home) -> list[tuple]:
    with Vault.open(home) as v:
        return v.conn.execute(
            "SELECT object, substr(valid_from, 1, 10) FROM facts WHERE predicate = 'lives_in' AND retracted_at IS NULL"
        ).fetchall()


def test_a_move_called_off_in_a_later_mail_never_held(tmp_path):
    off = "Hej Pawel,\n\nBerlin is off. The job fell through two weeks before, so I stay in Peterborough.\n\nB."
    home = slept_mailbox(
        tmp_path,
        [
            plain_mail(BARTEK, PAWEL, "Sun, 3 Apr 2016 10:00:00 +0100", PLAN, 1),
            plain_mail(BARTEK, PAWEL, "Mon, 27 Jun 2016 10:00:00 +0100", off, 2),
        ],
        region="GB",
        facts=True,
    )
    assert "Berlin" not in [x[0] for x in _homes(home)]


def test_the_move_stands_without_the_call(tmp_path):
    home = slept_mailbox(
        tmp_path, [plain_mail(BARTEK, PAWEL, "Sun, 3 Apr 2016 10:00:00 +0100", PLAN, 1)], region="GB", facts=True
    )
    assert ("Berlin", "2016-06-01") in _homes(home)


def _o(obj, valid_from, said, retract=False):
    day = lambda s: datetime.fromisoformat(s).replace(tzinfo=timezone.utc)  # noqa: E731
    return Observation("Bartek", "lives_in", obj, day(valid_from), said, "mail", day(said), retract)


def test_a_call_drops_only_a_plan_told_ahead_before_it():
    call = _o("Berlin", "2016-06-27", "2016-06-27", CALLED_OFF)
    # a plan told ahead, then called off: gone; a move told when made (not ahead): it held, the call ends nothing
    assert consolidate([_o("Berlin", "2016-06-01", "2016-04-03"), call]) == []
    done = consolidate([_o("Berlin", "2016-03-01", "2016-03-02"), call])
    assert [(f.object, f.valid_to) for f in done] == [("Berlin", None)]
    # a plan told after the call (it is on again) holds; another town's plan is not called off
    again = consolidate([call, _o("Berlin", "2016-09-01", "2016-07-10")])
    assert [f.object for f in again] == ["Berlin"]
    other = consolidate([_o("Leeds", "2016-06-01", "2016-04-03"), call])
    assert [f.object for f in other] == ["Leeds"]


def test_the_ways_a_move_is_called_off():
    for text in (
        "Berlin is off.",
        "The Berlin move fell through.",
        "Bad news: the move to Berlin is off.",
        "We're not moving to Berlin after all.",
        "the relocation to Berlin has been cancelled",
    ):
        assert [p for p, _ in called_off(text)] == ["Berlin"], text
    for text in (
        "The party is off.",  # (no place)
        "Monday is off for me.",
        "Turn the heating off before Berlin.",
        "The deal fell through.",
    ):
        assert not list(called_off(text)), text


def test_one_name_with_and_without_its_marks_is_proposed_as_one_person(tmp_path):
    home = slept_mailbox(
        tmp_path,
        [
            plain_mail(
                "Paweł Zieliński <pawel.zielinski88@wp.pl>",
                "Mama <krystyna@interia.pl>",
                "Sun, 19 May 2013 10:00:00 +0100",
                "Hi Mama,\n\nAll good.\n\nPaweł",
                1,
            ),
            plain_mail(
                "Pawel Zielinski <pzielinski@castlebrook-me.ie>",
                "Mama <krystyna@interia.pl>",
                "Sun, 12 Sep 2021 10:00:00 +0100",
                "Hi Mama,\n\nIn Dublin.\n\nPaweł",
                2,
            ),
            plain_mail(
                "Jarosław Nowak <jnowak@wp.pl>",
                "Mama <krystyna@interia.pl>",
                "Sun, 12 Sep 2021 11:00:00 +0100",
                "Hi,\n\nHello.\n\nJ",
                3,
            ),
            plain_mail(
                "Jaroslaw Nowakowski <jnowakowski@wp.pl>",
                "Mama <krystyna@interia.pl>",
                "Sun, 12 Sep 2021 12:00:00 +0100",
                "Hi,\n\nHello.\n\nJ",
                4,
            ),
        ],
        region="GB",
    )
    pairs = {frozenset((p["a"]["name"], p["b"]["name"])) for p in suggested(home)}
    assert frozenset(("Paweł Zieliński", "Pawel Zielinski")) in pairs
    assert not [p for p in pairs if any("Nowak" in n for n in p)]  # (another surname: no pair)


def test_her_line_is_the_one_named_in_full_and_by_first_name_since_not_a_streets():
    body = (
        "Dear all,\n\nA belated but very warm welcome to Agnieszka Zielinska, who joined us on\n6 January as our new "
        "Practice Manager. Many of you already know her from\nKnaresborough Road. Agnieszka reports to me and is now "
        "the first point of\ncontact for rotas.\n\nFrom Monday her office moves to Room 12 on the first\nfloor. Her "
        "direct line is 01632 960552 and her e-mail is a.zielinska@strayview-practice.co.uk.\n\nKind regards,\nHelen\n"
    )
    helen = "Dr Helen Ashworth <h.ashworth@strayview-practice.co.uk>"
    got = said_in_mailbox(body, helen, ["All Staff <allstaff@strayview-practice.co.uk>"], "2020-02-12", "p@x.uk", "GB")
    assert ("Agnieszka Zielinska", "phone", "+441632960552", "2020-02-12") in got
    assert ("Agnieszka Zielinska", "email", "a.zielinska@strayview-practice.co.uk", "2020-02-12") in got
    assert not [x for x in got if x[0] == "Knaresborough Road"]
    # the sentence before names another, first name alone: unsaid whose
    other = body.replace("Agnieszka reports", "Tomasz reports")
    assert not [x for x in said_in_mailbox(other, helen, [], "2020-02-12", "p@x.uk", "GB") if x[1] == "phone"]


def test_a_street_is_no_ones_name():
    assert name_of("Knaresborough Road") is None and name_of("Valley Mount Crescent") is None
    assert name_of("Nathan Lane") == "Nathan Lane" and name_of("Glenn Close") == "Glenn Close"  # (surnames too)


def test_a_french_hr_desk_a_studios_hello_and_a_hospitals_gme_office_are_no_persons():
    # synthetic-mail-101 (a Québécoise nurse's): "Ressources humaines AME" <rh@...>; -106 (a cardiologist's): "West
    # Lake Mercy GME" <gme@...> (graduate medical education), "Meera Shah Design" <hello@meerashahdesign.com>
    from hinet_pipeline.memory.people.kinds import address_kind, identity_kind

    for address, name in (
        ("rh@ambmetropole-est.ca", "Ressources humaines AME"),
        ("gme@wlmercy.org", "West Lake Mercy GME"),
    ):
        assert address_kind(address) == "role" and identity_kind("email", address, {name: 1}, {}) == "role", address
    # a studio named after its owner, by its name's last word (its hello@ alone says nothing: a firm's newsletter too)
    assert identity_kind("email", "hello@meerashahdesign.com", {"Meera Shah Design": 1}, {}) == "company"
    assert identity_kind("email", "meera@meerashah.com", {"Meera Shah": 1}, {}) is None  # (her own domain)
    for address in ("rhys.evans@x.co.uk", "rhonda@x.com", "hellen.mwangi@x.co.ke"):  # (people's, the words inside)
        assert address_kind(address) is None, address


def test_my_old_address_in_brackets_proposes_it_to_each_person_of_the_name(tmp_path):
    # synthetic-mail-49: "I'm closing my old walla address (zhenya_k84@walla.co.il)", said as Zhenya Kaplun, whose
    # name two persons have (her gmail and "Kaplun, Zhenya" at work, proposed as one): the address goes to each
    home = slept_mailbox(
        tmp_path,
        [
            plain_mail(
                "Max Kaplun <max.kaplun@gmail.com>",
                "Zhenya <zhenya_k84@walla.co.il>",
                "Sun, 19 Jan 2014 21:40:00 -0500",
                "Hey Zhenya,\n\nNew place.\n\nm.",
                1,
            ),
            plain_mail(
                '"Kaplun, Zhenya" <zkaplun@tamar-net.org.il>',
                "Max Kaplun <max.kaplun@gmail.com>",
                "Mon, 3 Mar 2014 10:00:00 +0200",
                "Max,\n\nAt school.\n\nZ",
                2,
            ),
            plain_mail(
                "Zhenya Kaplun <zhenya.kaplun@gmail.com>",
                "Max Kaplun <max.kaplun@gmail.com>",
                "Sun, 27 Dec 2015 14:14:00 +0200",
                "Hi all,\n\nQuick one: I'm closing my old walla address (zhenya_k84@walla.co.il) at the end of the month. From now on please write only to zhenya.kaplun@gmail.com.\n\nZ",
                3,
            ),
        ],
        region="IL",
        facts=True,
    )
    pairs = {frozenset(i for side in ("a", "b") for i in p[side]["identities"]) for p in suggested(home)}
    walla = [p for p in pairs if "zhenya_k84@walla.co.il" in p]
    assert {"zhenya.kaplun@gmail.com", "zkaplun@tamar-net.org.il"} <= set().union(*walla), pairs


def test_a_students_number_under_his_name_is_his_address_not_a_programs():
    # synthetic-mail-112: "Riaan du Plessis" <17342591@sunmail.ac.za>, a university's mailbox by student number
    from hinet_pipeline.memory.people.kinds import identity_kind

    assert identity_kind("email", "17342591@sunmail.ac.za", {"Riaan du Plessis": 2}, {"personal": 1}) is None
    assert identity_kind("email", "1.10969419.-2@multexinvestornetwork.com", {}, {}) == "bot"  # (no name: a program's)


def test_a_portuguese_condominiums_desks_a_studios_team_and_a_networks_notices_are_no_persons():
    # synthetic-mail-114 (a Brazilian designer's): "administracao@" and "moradores@" of a condomínio, "Equipa Gaveta"
    # <equipa@>, "Estúdio Gaveta" <ola@>, "ProLink" <notificacoes@>
    from hinet_pipeline.memory.people.kinds import identity_kind

    assert identity_kind("email", "administracao@condjacaranda.com.br", {}, {}) == "role"
    assert identity_kind("email", "moradores@condjacaranda.com.br", {}, {}) == "list"
    assert identity_kind("email", "equipa@gaveta.pt", {"Equipa Gaveta": 1}, {}) == "list"
    assert identity_kind("email", "ola@gaveta.pt", {"Estúdio Gaveta": 1}, {}) == "company"
    assert identity_kind("email", "notificacoes@prolink.net", {"ProLink": 1}, {}) == "bot"
    assert identity_kind("email", "ola.nordmann@gmail.com", {"Ola Nordmann": 1}, {"personal": 1}) is None

# ruff: noqa: E501
"""A review of session 52's readings: a helper that never wrote them probed each with ~600 look-alikes of its own (a
new place "after a dash" of another's move, an office's, a restaurant's, a stay's; "I've been at Flat 2, ..." for a
visit or a day's work; "My address is still X" on a roll, until Friday, or Mum's; a new mobile "because Mum dropped
hers"; a welcome's bracketed day after "last week"; "You can reach her" of a PA named between; a joiner's boss titled
at another firm or leaving; a quoted offer the reply does not take; an alumni newsletter to its own list; an invite's
address that is a venue or an old place; the keys to a flat for an Airbnb, a sister, a stag weekend; a town before a
post town that is a town of its own; a person's name before a title that is a role's word); the false facts it found
new in the session's readings that the session mended, each kept here as a case that must stay unread, and the
readings the same probes found right, kept as anchors so that a mend cannot pass by reading nothing. (Still open, left
out here: a visit "before - it's where Jess lived", a welcome taken back in its own sentence or its joiner leaving, a
board seat joined, a staff newsletter's news of outsiders; role words as surnames, "Jane Comms" <jane.comms@>.)"""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.people.kinds import identity_kind
from tests.review_cases import review_tests

# (what the probe looked at, the body, the predicates that must stay unread, of whom, with what object, on what wrong
# day (None: on any), the headers)
NOT_READ = [
    (
        "R4-neg",
        "K,\n\nTom and Jess moved - new place is Flat 7, 112 Cazenove Walk, London E5 8QA.\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R4-neg",
        "K,\n\nWork moved - new place is Unit 4, 12 Mare Street, London E8 3RH, ten minutes from home.\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R4-neg",
        "K,\n\nThe office moved - new place is Suite 3, 40 Old Street, London EC1V 9AE.\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R4-neg",
        "K,\n\nRestaurant for Saturday - new place is Unit 2, 5 Kingsland Road, London E2 8AA, the Vietnamese one.\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R4-neg",
        "K,\n\nParty's moved - new place is Flat 7, 112 Cazenove Walk, London E5 8QA (Jess's flat).\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R4-neg",
        "K,\n\nThe gym - new place is Unit 9, 3 Hackney Road, London E2 7NX - is much better.\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R4-neg",
        "K,\n\nStorage unit - new place is Unit 14, 88 Lea Bridge Road, London E5 9QD, for the boxes.\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R4-neg",
        "K,\n\nJess: new place is Flat 7, 112 Cazenove Walk, London E5 8QA. (She asked me to pass it on.)\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R4-neg",
        "K,\n\nAirbnb for the stag - new place is Flat 7, 112 Cazenove Walk, London E5 8QA, two nights.\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R4-neg",
        "K,\n\nHotel changed - new place is Apartment 12, 3 Quay Street, Manchester M3 3JE, for the conference.\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R4-neg",
        "K,\n\nClient moved - new place is Suite 200, 1 Spinningfields, Manchester M3 3AP, meeting there Tuesday.\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R4-neg",
        "K,\n\nDentist moved - new place is Unit 1, 20 Clapton Square, London E5 8HP.\n\nR\n",
        "address lives_in",
        None,
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R5-neg",
        "Hi all,\n\nSince January I've been at Flat 2, 9 Eridge Rise, London SE19 2PL every weekend helping Tom decorate.\n\nK.\n",
        "address lives_in",
        "Kwame",
        None,
        None,
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2013-03-04",
        },
    ),
    (
        "R5-neg",
        "Hi all,\n\nI've been at Flat 2, 9 Eridge Rise, London SE19 2PL all day - Tom's flat, the boiler broke.\n\nK.\n",
        "address lives_in",
        "Kwame",
        None,
        None,
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2013-03-04",
        },
    ),
    (
        "R5-neg",
        "Hi all,\n\nWe are now at House No. 12, Abafum Close, Tema for the wedding; back in Accra Monday.\n\nK.\n",
        "address lives_in",
        "Kwame",
        None,
        None,
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2013-03-04",
        },
    ),
    (
        "R5-neg",
        "Hi all,\n\nI've been at House No. 7, Ring Road, Accra (the office) since 8 this morning.\n\nK.\n",
        "address lives_in",
        "Kwame",
        None,
        None,
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2013-03-04",
        },
    ),
    (
        "R8-neg",
        "Dear K,\n\nMy address is still 42 Tollgate Crescent, Croydon CR0 6PL on the electoral roll, though I moved in May.\n\nMum\n",
        "address lives_in",
        "Comfort",
        None,
        None,
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R8-neg",
        "Dear K,\n\nMy address is still 42 Tollgate Crescent, Croydon CR0 6PL until Friday; then it's the new flat.\n\nMum\n",
        "address lives_in",
        "Comfort",
        None,
        None,
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R8-neg",
        "Dear K,\n\nMy address is still 42 Tollgate Crescent, Croydon CR0 6PL, said the letter from Aunty Grace - I will forward it.\n\nMum\n",
        "address lives_in",
        "Comfort",
        None,
        None,
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R8-neg",
        "Dear K,\n\nMy forwarding address is still 42 Tollgate Crescent, Croydon CR0 6PL (Mum's).\n\nMum\n",
        "address lives_in",
        "Comfort",
        None,
        None,
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R8-neg",
        "Dear K,\n\nMy address is still 42 Tollgate Crescent, Croydon CR0 6PL if you mean the house I'm selling.\n\nMum\n",
        "address lives_in",
        "Comfort",
        None,
        None,
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R7-neg",
        "K,\n\nNew mobile too because Mum dropped the old one in the canal - it's for her: 07700 900127\n\nHousewarming at Flat 7, 112 Cazenove Walk, London E5 8QA, Saturday.\n\nR\n",
        "phone",
        "Rhys",
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R11-neg",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us yesterday (Monday 6 October) as Financial Controller, reporting to Martin Cheadle, Director of Finance. He is sitting with the Finance team on the 2nd floor. Martin's PA, Sue Platt, will show him round. You can reach her on ext. 519 (0161 496 0519) or at sue.platt@irwellvale.org.uk.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        "email phone",
        "Kwame",
        None,
        None,
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R13-neg",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us yesterday as Financial Controller, reporting to Martin Cheadle, Director of Finance at Salford Homes, during the secondment.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        "works_at",
        "Martin",
        "Irwell",
        None,
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R13-neg",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us yesterday as Financial Controller, reporting to Martin Cheadle, Director of Finance, until Martin's interim contract with Grant Hollis LLP ends.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        "works_at",
        "Martin",
        "Irwell",
        None,
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R13-neg",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us yesterday as Financial Controller, reporting to Martin Cheadle, Director of Finance - who leaves us on Friday.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        "works_at",
        "Martin",
        "Irwell",
        None,
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R13-neg",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us yesterday as Financial Controller, reporting to Martin Cheadle, Director of Finance, Salford City Council (under the shared-service agreement).\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        "works_at",
        "Martin",
        "Irwell",
        None,
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R19-neg-list",
        "Colleague News - 3 November 2020\n\nPlease join us in welcoming Kwame Asante-Mensah, who joined us yesterday as Executive Director of Finance and Resources, reporting to Helen Farrar, Chief Executive.\n",
        "job_title manager works_at",
        "Kwame",
        None,
        None,
        {
            "author": "Haas Alumni News <alumninews@haas.berkeley.edu>",
            "to": ("Haas Alumni <alumni-all@haas.berkeley.edu>",),
            "day": "2020-11-03",
        },
    ),
    (
        "R17-neg",
        "Obviously yes. I'm honoured.\n\nAddress for the invite: Flat 3F2, 19 Sciennes Brae, Edinburgh EH9 1NX - that's the reception venue, not us.\n\nRhys\n",
        "address lives_in",
        "Rhys",
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2015-03-08",
        },
    ),
    (
        "R17-neg",
        "Obviously yes. I'm honoured.\n\nAddress for the invite: Flat 3F2, 19 Sciennes Brae, Edinburgh EH9 1NX was my old place - I'll send the new one once I've moved.\n\nRhys\n",
        "address lives_in",
        "Rhys",
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2015-03-08",
        },
    ),
    (
        "R18-neg",
        "K,\n\nAs of last Friday I've got the keys to a flat in Headingley - Flat 3, 27 Woodhouse Vale Road, Leeds LS6 2QT - for the Airbnb I manage.\n\nR\n",
        "address lives_in",
        "Rhys",
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R18-neg",
        "K,\n\nAs of last Friday I've got the keys to a flat in Headingley - Flat 3, 27 Woodhouse Vale Road, Leeds LS6 2QT - to water Tom's plants while he's away.\n\nR\n",
        "address lives_in",
        "Rhys",
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R18-neg",
        "K,\n\nAs of last Friday I've got the keys to a flat in Headingley - Flat 3, 27 Woodhouse Vale Road, Leeds LS6 2QT - which I'm letting out to students.\n\nR\n",
        "address lives_in",
        "Rhys",
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R18-neg",
        "K,\n\nAs of last Friday I've got the keys to a flat in Headingley - Flat 3, 27 Woodhouse Vale Road, Leeds LS6 2QT - my sister's new place, she's away.\n\nR\n",
        "address lives_in",
        "Rhys",
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R18-neg",
        "K,\n\nAs of last Friday I've got the keys to a flat in Headingley - Flat 3, 27 Woodhouse Vale Road, Leeds LS6 2QT - for the stag weekend.\n\nR\n",
        "address lives_in",
        "Rhys",
        None,
        None,
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
]

# (the probe, the body, the readings it must keep: (subject, predicate, object, day), None for any; the headers)
READ = [
    (
        "R1-pos",
        "My dear Kwame,\n\nYour brother rang on Thursday. Kofi has started at Queensway Drug Mart in Toronto as a pharmacist, at last.\n\nMum\n",
        [("Kofi Asante-Mensah", "works_at", "Queensway Drug Mart", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "known": ("Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Akosua Frimpong", "Gail Ncube"),
        },
    ),
    (
        "R1-pos",
        "My dear Kwame,\n\nKofi has started at Queensway Drug Mart in Toronto as a pharmacist.\n\nMum\n",
        [("Kofi Asante-Mensah", "works_at", "Queensway Drug Mart", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "known": ("Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Akosua Frimpong", "Gail Ncube"),
        },
    ),
    (
        "R1-pos",
        "My dear Kwame,\n\nDolores has started at Brightwell Clinic in Leeds as a nurse.\n\nMum\n",
        [("Dolores Ramírez-Whitfield", "works_at", "Brightwell Clinic", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "known": ("Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Akosua Frimpong", "Gail Ncube"),
        },
    ),
    (
        "R1-pos",
        "My dear Kwame,\n\nGood news: Kofi has started at Mapleford Pharmacy in Ottawa as a pharmacist.\n\nMum\n",
        [("Kofi Asante-Mensah", "works_at", "Mapleford Pharmacy", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "known": ("Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Akosua Frimpong", "Gail Ncube"),
        },
    ),
    (
        "R1-pos",
        "My dear Kwame,\n\nKofi has joined Queensway Drug Mart in Toronto as a pharmacist.\n\nMum\n",
        [("Kofi Asante-Mensah", "works_at", "Queensway Drug Mart", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "known": ("Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Akosua Frimpong", "Gail Ncube"),
        },
    ),
    (
        "R2-pos",
        "Hi all,\n\nWork is good. My boss, Mrs Frimpong, the Executive Director, has already given me a list.\n\nK.\n",
        [("Kwame Asante-Mensah", "manager", "Akosua Frimpong", None)],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2018-09-16",
            "known": ("Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Akosua Frimpong", "Gail Ncube"),
        },
    ),
    (
        "R2-pos",
        "Hi all,\n\nMy boss, Mrs Frimpong, has already given me a list.\n\nK.\n",
        [("Kwame Asante-Mensah", "manager", "Akosua Frimpong", None)],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2018-09-16",
            "known": ("Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Akosua Frimpong", "Gail Ncube"),
        },
    ),
    (
        "R2-pos",
        "Hi all,\n\nMy new boss, Mrs Frimpong, the Executive Director, is lovely.\n\nK.\n",
        [("Kwame Asante-Mensah", "manager", "Akosua Frimpong", None)],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2018-09-16",
            "known": ("Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Akosua Frimpong", "Gail Ncube"),
        },
    ),
    (
        "R2-pos",
        "Hi all,\n\nMy boss, Ms Frimpong, the Executive Director, has already given me a list.\n\nK.\n",
        [("Kwame Asante-Mensah", "manager", "Akosua Frimpong", None)],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2018-09-16",
            "known": ("Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Akosua Frimpong", "Gail Ncube"),
        },
    ),
    (
        "R2-pos",
        "Hi all,\n\nMy manager, Mrs Frimpong, the Executive Director, has already given me a list.\n\nK.\n",
        [("Kwame Asante-Mensah", "manager", "Akosua Frimpong", None)],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2018-09-16",
            "known": ("Kofi Asante-Mensah", "Dolores Ramírez-Whitfield", "Akosua Frimpong", "Gail Ncube"),
        },
    ),
    (
        "R4-pos",
        "K,\n\nAlso moved out of the Clapham shoebox - new place is Flat 7, 112 Cazenove Walk, London E5 8QA, so I'm an east London hipster officially.\n\nR\n",
        [("Rhys Penhaligon", "address", None, None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R5-pos",
        "Hi all,\n\nI'm no longer at the Brockley flatshare. Since January I've been at Flat 2, 9 Eridge Rise, London SE19 2PL (top bell).\n\nK.\n",
        [("Kwame Asante-Mensah", "address", None, None)],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2013-03-04",
        },
    ),
    (
        "R5-pos",
        "Hi all,\n\nI have moved house also. I'm now at House No. 12, Abafum Close, Tema, near the GOIL filling station.\n\nK.\n",
        [("Kwame Asante-Mensah", "address", None, None)],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2013-03-04",
        },
    ),
    (
        "R8-pos",
        "Dear K,\n\nMy address is still 42 Tollgate Crescent, Croydon CR0 6PL.\n\nMum\n",
        [("Comfort Asante-Mensah", "address", "42 Tollgate Crescent, Croydon CR0 6PL", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R8-pos",
        "Dear K,\n\nMy address is still 42 Tollgate Crescent, Croydon CR0 6PL, nothing has changed.\n\nMum\n",
        [("Comfort Asante-Mensah", "address", "42 Tollgate Crescent, Croydon CR0 6PL", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R8-pos",
        "Dear K,\n\nMy home address is still 42 Tollgate Crescent, Croydon CR0 6PL.\n\nMum\n",
        [("Comfort Asante-Mensah", "address", "42 Tollgate Crescent, Croydon CR0 6PL", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R8-pos",
        "Dear K,\n\nOur address is still 42 Tollgate Crescent, Croydon CR0 6PL.\n\nMum\n",
        [("Comfort Asante-Mensah", "address", "42 Tollgate Crescent, Croydon CR0 6PL", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R7-pos",
        "K,\n\nNew mobile too because I dropped the old one in the canal (long story): 07700 900127\n\nHousewarming at Flat 7, 112 Cazenove Walk, London E5 8QA, Saturday.\n\nR\n",
        [("Rhys Penhaligon", "phone", "+447700900127", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R7-pos",
        "K,\n\nNew mobile as well because I dropped the old one in the canal: 07700 900127\n\nHousewarming at Flat 7, 112 Cazenove Walk, London E5 8QA, Saturday.\n\nR\n",
        [("Rhys Penhaligon", "phone", "+447700900127", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R7-pos",
        "K,\n\nNew number too because the old one got hacked: 07700 900127\n\nHousewarming at Flat 7, 112 Cazenove Walk, London E5 8QA, Saturday.\n\nR\n",
        [("Rhys Penhaligon", "phone", "+447700900127", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R6-pos",
        "My dear Kwame,\n\nThe harvest raised £3,410.\n\nI have a new mobile phone, Auntie Grace's son set it up for me. The number is 07700 900238.\n\nMum\n",
        [("Comfort Asante-Mensah", "phone", "+447700900238", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R6-pos",
        "My dear Kwame,\n\nWe had the harvest at the hall, 42 Tollgate Crescent, Croydon CR0 6PL, on Sunday.\n\nMy new mobile is 07700 900238.\n\nMum\n",
        [("Comfort Asante-Mensah", "phone", "+447700900238", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R6-pos",
        "K,\n\nNew mobile too because I dropped the old one in the canal (long story): 07700 900127\n\nLondon E5 8QA\n\nR\n",
        [("Rhys Penhaligon", "phone", "+447700900127", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R6-pos",
        "My dear Kwame,\n\nThe flowers cost £40.\n\nMy new number is 07700 900238.\n\nMum\n",
        [("Comfort Asante-Mensah", "phone", "+447700900238", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R6-pos",
        "My dear Kwame,\n\nI saw Grace at 5 Mill Lane, Leeds LS6 2QT, yesterday.\n\nMy new mobile is 07700 900238.\n\nMum\n",
        [("Comfort Asante-Mensah", "phone", "+447700900238", None)],
        {
            "author": "Comfort Asante-Mensah <c@btinternet.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital two weeks from Monday as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-17")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital a week from tomorrow as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-10")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital a fortnight on Friday as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-21")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital a week on Monday as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-10")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital three weeks tomorrow (24 Oct) as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-24")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. Two weeks from Monday I start at Hemway Digital as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-17")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital on Monday as a Product Manager - two weeks from Monday I'm on holiday already, ha.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-03")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital on Monday as a Product Manager. The party is a fortnight on Friday.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-03")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital on Monday as a Product Manager for two weeks from Monday, then permanent.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-03")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital on Monday as a Product Manager; three weeks tomorrow I'm in Leeds.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-03")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital a week on Wednesday as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-12")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital two weeks from today as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-16")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital two weeks on Monday as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-17")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital a month from Monday as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-11-03")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital one week from Monday as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-10")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R9-day",
        "K,\n\nHanded my notice in on Friday. I start at Hemway Digital three weeks from tomorrow as a Product Manager.\n\nR\n",
        [("Rhys Penhaligon", "works_at", "Hemway Digital", "2011-10-24")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2011-10-02",
        },
    ),
    (
        "R10-day",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us yesterday (Monday 6 October) as Financial Controller.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        [("Kwame Asante-Mensah", "works_at", "Irwell Vale Homes", "2014-10-06")],
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R10-day",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us on Monday (6 October) as Financial Controller.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        [("Kwame Asante-Mensah", "works_at", "Irwell Vale Homes", "2014-10-06")],
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R10-day",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us last week (Wednesday 1 October) as Financial Controller.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        [("Kwame Asante-Mensah", "works_at", "Irwell Vale Homes", "2014-10-01")],
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R10-day",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us yesterday (Monday 6 October) as Financial Controller, after a month (since 1 September) as a contractor with Salford Homes.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        [("Kwame Asante-Mensah", "works_at", "Irwell Vale Homes", "2014-10-06")],
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R11-pos",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us yesterday (Monday 6 October) as Financial Controller, reporting to Martin Cheadle, Director of Finance. He is sitting with the Finance team on the 2nd floor. You can reach Kwame on ext. 517 (0161 496 0517) or at kwame.a@irwellvale.org.uk.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        [
            ("Kwame Asante-Mensah", "phone", "+441614960517", None),
            ("Kwame Asante-Mensah", "email", "kwame.a@irwellvale.org.uk", None),
        ],
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R11-pos",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us yesterday (Monday 6 October) as Financial Controller, reporting to Martin Cheadle, Director of Finance. He is sitting with the Finance team on the 2nd floor. You can reach him on ext. 517 (0161 496 0517) or at kwame.a@irwellvale.org.uk.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        [
            ("Kwame Asante-Mensah", "phone", "+441614960517", None),
            ("Kwame Asante-Mensah", "email", "kwame.a@irwellvale.org.uk", None),
        ],
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R11-pos",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us yesterday (Monday 6 October) as Financial Controller, reporting to Martin Cheadle, Director of Finance. He is sitting with the Finance team on the 2nd floor. You can reach Kwame at kwame.a@irwellvale.org.uk.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        [("Kwame Asante-Mensah", "email", "kwame.a@irwellvale.org.uk", None)],
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R12-pos",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nLorraine Beswick joined on 29 September as Housing Officer for the Salford Central patch, reporting to Gary Nuttall.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        [("Lorraine Beswick", "works_at", "Irwell Vale Homes", "2014-09-29")],
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R13-pos",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nKwame Asante-Mensah joined us yesterday (Monday 6 October) as Financial Controller, reporting to Martin Cheadle, Director of Finance.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        [("Martin Cheadle", "works_at", "Irwell Vale Homes", None)],
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R13-pos",
        "Good morning everyone,\n\nPlease give a warm Irwell Vale welcome to the colleagues who started with us last week and this:\n\nLorraine Beswick joined on 29 September as Housing Officer, reporting to Gail Ncube, Head of Housing.\n\nPlease stop by and say hello!\n\nInternal Communications Team\nIrwell Vale Homes\n",
        [("Gail Ncube", "works_at", "Irwell Vale Homes", None)],
        {
            "author": "Irwell Vale Internal Comms <internal.comms@irwellvale.org.uk>",
            "to": ("IVH All Staff <allstaff@irwellvale.org.uk>",),
            "day": "2014-10-07",
        },
    ),
    (
        "R15-pos",
        "Dear Helen,\n\nThank you - I am delighted to accept. Signed copy attached.\n\nBest wishes,\nKwame\n\nOn Mon, 8 Jun 2020 at 16:32, Helen Farrar <helen.farrar@calderaire.org.uk> wrote:\n> Dear Kwame,\n>\n> I am delighted to\n> offer you the post of Executive Director of Finance & Resources at Calder\n> Aire Homes.\n>\n> Start date: Monday 2 November 2020\n> Reporting to: Helen Farrar, Chief Executive\n>\n> Kind regards,\n> Helen",
        [("Kwame Asante-Mensah", "works_at", "Calder Aire Homes", "2020-11-02")],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Helen Farrar <helen.farrar@calderaire.org.uk>",),
            "day": "2020-06-09",
        },
    ),
    (
        "R15-pos",
        "Dear Kwame,\n\nI am pleased to offer you the post of Head of Finance at Calder Aire Homes, starting 2 November 2020.\n\nKind regards,\nHelen Farrar\nChief Executive\nCalder Aire Homes\n",
        [("Kwame Asante-Mensah", "works_at", "Calder Aire Homes", None)],
        {
            "author": "Helen Farrar <helen.farrar@calderaire.org.uk>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2020-06-09",
        },
    ),
    (
        "R19-pos",
        "Colleague News - 3 November 2020\n\nPlease join us in welcoming Kwame Asante-Mensah, who joined us yesterday as Executive Director of Finance and Resources, reporting to Helen Farrar, Chief Executive.\n\nWe are also pleased to announce that Tom Hebblethwaite will join us as Head of Financial Planning from Monday 16 November. Tom will be reporting to Kwame.\n",
        [
            ("Kwame Asante-Mensah", "job_title", "Executive Director of Finance and Resources", "2020-11-02"),
            ("Tom Hebblethwaite", "manager", "Kwame Asante-Mensah", "2020-11-16"),
        ],
        {
            "author": "Calder Aire Colleague News <colleaguenews@calderaire.org.uk>",
            "to": ('"All Colleagues (Calder Aire Homes)" <allcolleagues@calderaire.org.uk>',),
            "day": "2020-11-03",
        },
    ),
    (
        "R14-pos",
        "Two weeks in.\n\nWe moved in last Monday. The address, Ghana style:\n\nHouse No. 14, Abafum Close, East Legon\nAccra\n\nLove,\nK.\n",
        [("Kwame Asante-Mensah", "address", None, None)],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2018-09-16",
        },
    ),
    (
        "R14-pos",
        "Two weeks in.\n\nI moved in on Saturday. The address, Ghana style:\n\nHouse No. 14, Abafum Close, East Legon\nAccra\n\nLove,\nK.\n",
        [("Kwame Asante-Mensah", "address", None, None)],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2018-09-16",
        },
    ),
    (
        "R16-pos",
        "Hi all,\n\nWe're back. As of the 1st of October we're renting here while we work out where in Leeds we actually want to buy:\n\n9 Harewood Fold\nChapel Allerton\nLeeds LS7 3QN\n\nK.\n",
        [("Kwame Asante-Mensah", "address", "9 Harewood Fold, Chapel Allerton, Leeds LS7 3QN", "2020-10-01")],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2020-10-11",
        },
    ),
    (
        "R16-pos",
        "Hi all,\n\nWe're renting here for now while we work out where to buy:\n\n9 Harewood Fold\nChapel Allerton\nLeeds LS7 3QN\n\nK.\n",
        [("Kwame Asante-Mensah", "address", "9 Harewood Fold, Chapel Allerton, Leeds LS7 3QN", None)],
        {
            "author": "Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",
            "to": ("Rhys Penhaligon <rhys.penhaligon@gmail.com>",),
            "day": "2020-10-11",
        },
    ),
    (
        "R17-pos",
        "Obviously yes. I'm honoured.\n\nAddress for the invite: Flat 3F2, 19 Sciennes Brae, Edinburgh EH9 1NX. Mobile same as ever.\n\nRhys\n",
        [("Rhys Penhaligon", "address", "Flat 3F2, 19 Sciennes Brae, Edinburgh EH9 1NX", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2015-03-08",
        },
    ),
    (
        "R17-pos",
        "Obviously yes. I'm honoured.\n\nAddress for the invitations: Flat 3F2, 19 Sciennes Brae, Edinburgh EH9 1NX.\n\nRhys\n",
        [("Rhys Penhaligon", "address", "Flat 3F2, 19 Sciennes Brae, Edinburgh EH9 1NX", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2015-03-08",
        },
    ),
    (
        "R17-pos",
        "Obviously yes. I'm honoured.\n\nAddress for Christmas cards: Flat 3F2, 19 Sciennes Brae, Edinburgh EH9 1NX.\n\nRhys\n",
        [("Rhys Penhaligon", "address", "Flat 3F2, 19 Sciennes Brae, Edinburgh EH9 1NX", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2015-03-08",
        },
    ),
    (
        "R18-pos",
        "K,\n\nAs of last Friday I've got the keys to a flat in Headingley - Flat 3, 27 Woodhouse Vale Road, Leeds LS6 2QT.\n\nR\n",
        [("Rhys Penhaligon", "address", "Flat 3, 27 Woodhouse Vale Road, Leeds LS6 2QT", "2021-01-29")],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R18-pos",
        "K,\n\nI've got the keys to a house in Roundhay - 4 Park Lane, Leeds LS8 2AB.\n\nR\n",
        [("Rhys Penhaligon", "address", "4 Park Lane, Leeds LS8 2AB", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 14 Orchard Lea, Keynsham, Bristol BS31 2PQ.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Keynsham", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 3 Chapel Street, Salford, Manchester M3 5JZ.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Salford", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 8 Bensham Road, Gateshead, Newcastle upon Tyne NE8 1PS.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Gateshead", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 22 Church Lane, Horsforth, Leeds LS18 5LA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Horsforth", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 5 Abbey Road, West Bridgford, Nottingham NG2 5NE.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "West Bridgford", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 10 Station Road, Stretford, Manchester M32 0AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Stretford", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 2 High Street, Portishead, Bristol BS20 6AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Portishead", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 7 Queen Street, Morley, Leeds LS27 9AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Morley", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 4 Ferry Road, Leith, Edinburgh EH6 4AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Edinburgh", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 6 Broad Street, Pudsey, Leeds LS28 7AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Pudsey", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 3 York Road, Headingley, Leeds LS6 3AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Leeds", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 12 Park Road, Bangor, Belfast BT20 4AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Bangor", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 4 Church Road, Hove, Brighton BN3 2AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Hove", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 9 Grange Road, Birkenhead, Liverpool CH41 2AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Birkenhead", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 3 Stanley Road, Bootle, Liverpool L20 3AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Bootle", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 11 High Street, Wallsend, Newcastle upon Tyne NE28 8AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Wallsend", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 6 Market Street, Stockport, Manchester SK1 1AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Stockport", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 2 Bridge Street, Eccles, Manchester M30 0AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Eccles", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 5 Mill Road, Prestwich, Manchester M25 1AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Prestwich", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 1 Kings Road, Chelsea, London SW3 4AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "London", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 7 Station Road, Musselburgh, Edinburgh EH21 7AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Musselburgh", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 3 High Street, Rutherglen, Glasgow G73 1AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Rutherglen", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
    (
        "R20-lives",
        "K,\n\nWe've moved! New address: 10 Bath Road, Paisley, Glasgow PA1 1AA.\n\nR\n",
        [("Rhys Penhaligon", "lives_in", "Paisley", None)],
        {
            "author": "Rhys Penhaligon <rhys.penhaligon@gmail.com>",
            "to": ("Kwame Asante-Mensah <kwame.asantemensah@gmail.com>",),
            "day": "2021-02-01",
        },
    ),
]


test_a_look_alike_states_nothing, test_the_reading_itself_holds = review_tests(NOT_READ, READ)


@pytest.mark.parametrize(
    ("address", "name", "kind"),
    [
        ("priya.shah@brindleyhart.co.uk", "Priya Shah | Internal Comms", None),  # a person, a title after her name
        ("priya.shah@brindleyhart.co.uk", "Priya Shah, Recruitment Lead", None),
        ("priya.shah@brindleyhart.co.uk", "Priya Shah, Head of Internal Comms", None),
        ("helen.farrar@calderaire.org.uk", "Helen Farrar, Careers Adviser", None),
        ("ngozi.okafor@irwellvale.org.uk", "Ngozi Okafor on behalf of Irwell Vale Internal Comms", None),
        ("internal.comms@irwellvale.org.uk", "Irwell Vale Internal Comms", "role"),  # (the anchors: role mailboxes)
        ("graduates@brindleyhart.co.uk", "Brindley Hart Graduate Recruitment", "role"),
    ],
)
def test_a_persons_name_before_a_title_of_role_words_is_a_person(address, name, kind):
    assert identity_kind("email", address, {name: 1}, {}) == kind

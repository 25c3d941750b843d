# ruff: noqa: E501
"""What two held-out mailboxes read in session 62 showed (benchmarks/gold/synthetic-mail-105, a Jamaican-British
social worker's, and -110, a retired English teacher's, written by helpers that never saw the code): a letter's own
letterhead is its writer's home and number; keys got "yesterday", the address a paragraph of its own on one line;
keys one "can collect", the address under "it's official, me and you at:"; "a newly qualified Social Worker" is a
Social Worker; "appointed Team Manager of the X Team with effect from 1 June" is a title from that day, the team no
employer; and "She will report to me" in the paragraph that opens with her first name is hers. And look-alikes."""

from __future__ import annotations

from hinet_pipeline.memory.facts.letterhead import letterhead

from .mailboxes import said_in_mailbox

KERRY = "Kerry-Ann Morrison <kerryann.morrison@hotmail.co.uk>"
MUM = "Margaret Holroyd <m.holroyd@btinternet.com>"


def _said(body: str, day: str, author: str = KERRY, to: str = "Morrison Family <morrisonfam@googlegroups.com>"):
    return said_in_mailbox(body, author, [to], day, author.split("<")[1].rstrip(">"), "GB")


def test_a_letters_letterhead_is_its_writers_home_and_number():
    got = _said(
        "42 Brackenhurst Road\nSheffield\nS11 7QD\nTel. 0114 496 0382\n\n9th June 2013\n\nDear Andrew,\n\nThank you "
        "for the photographs.\n\nLove, Mum\n",
        "2013-06-09",
        MUM,
        "Andy Holroyd <andyholroyd@gmail.com>",
    )
    assert ("Margaret Holroyd", "address", "42 Brackenhurst Road, Sheffield S11 7QD", "2013-06-09") in got
    assert ("Margaret Holroyd", "lives_in", "Sheffield", "2013-06-09") in got
    assert ("Margaret Holroyd", "phone", "+441144960382", "2013-06-09") in got


def test_no_letterhead_without_a_greeting_under_it_or_with_prose():
    for text in (
        "42 Brackenhurst Road\nSheffield\nS11 7QD\n\nThe meeting is there at 6.\n",  # (no greeting)
        "42 Brackenhurst Road\nSheffield\n\nWe went to the fair, and then home.\nIt rained all day.\n\nDear all,\n",
        "We went to see it.\nIt was lovely.\n\nDear Andrew,\n",  # (prose)
    ):
        assert letterhead(text, 0, len(text), "GB") == [], text


def test_keys_got_yesterday_the_address_a_paragraph_on_one_line():
    got = _said(
        "Family!!!\n\nWe finally got the keys yesterday – me and Andre are homeowners!! It's a little Victorian "
        "terrace in Handsworth, Birmingham, three bed, one for when unu come visit:\n\n63 Linwood Road, Handsworth, "
        "Birmingham B21 9LP\n\nBoxes everywhere.\n\nKerry\n",
        "2017-03-26",
    )
    assert ("Kerry-Ann Morrison", "address", "63 Linwood Road, Handsworth, Birmingham B21 9LP", "2017-03-25") in got
    assert ("Kerry-Ann Morrison", "lives_in", "Birmingham", "2017-03-25") in got


def test_keys_one_can_collect_and_the_address_under_its_heading():
    got = _said(
        "Abz!\n\nLandlord text me – we can collect the keys Sunday after 2. So from 1st July it's official, me and "
        "you at:\n\nFlat 3, 27 Fernleigh Road, London E17 6JF\n\nKx\n",
        "2012-06-30",
        to="Abena Mensah <abena.mensah92@gmail.com>",
    )
    assert ("Kerry-Ann Morrison", "address", "Flat 3, 27 Fernleigh Road, London E17 6JF", "2012-07-01") in got
    # (the keys to a van are no home's)
    van = "Abz!\n\nWe can collect the keys to the van Sunday. Drop it at:\n\nUnit 3, 27 Fernleigh Road, London E17 6JF\n\nKx\n"
    assert not [x for x in _said(van, "2012-06-30") if x[1] == "address"]


def test_a_newly_qualified_social_worker_is_a_social_worker():
    got = _said(
        "Hi Bernadette,\n\nI've accepted a post as a newly qualified Social Worker at Walthamdale Council, starting "
        "1 September.\n\nKerry-Ann\n",
        "2014-07-18",
    )
    assert ("Kerry-Ann Morrison", "job_title", "Social Worker", "2014-09-01") in got


def test_appointed_manager_of_a_team_with_effect_from_a_day_and_she_reports_to_the_writer():
    body = (
        "Dear all,\n\nI'm very pleased to announce that Kerry-Ann Blake has been appointed Team Manager of the "
        "Handsworth & Lozells Family Support and Safeguarding Team with effect from 1 June 2019, following Rukhsana "
        "Akhtar's move to Service Manager.\n\nKerry-Ann joined us as a Senior Practitioner in April 2017 and many of you "
        "will know her. She will report to me.\n\nColin\n\nColin Ashworth\nHead of Service\nHeartlands Children's "
        "Partnership\n"
    )
    colin = '"Ashworth, Colin" <colin.ashworth@heartlandscp.org.uk>'
    got = said_in_mailbox(
        body, colin, ["North FSS <north-fss-staff@heartlandscp.org.uk>"], "2019-05-14", "k@x.uk", "GB"
    )
    assert ("Kerry-Ann Blake", "job_title", "Team Manager", "2019-06-01") in got
    assert ("Kerry-Ann Blake", "manager", "Colin Ashworth", "2019-06-01") in got
    assert not [x for x in got if x[0] == "Kerry-Ann Blake" and x[1] == "works_at" and "Safeguarding" in x[2]]
    # the paragraph opens with another: whose, unsaid
    other = body.replace("Kerry-Ann joined us", "Rukhsana joined us")
    got = said_in_mailbox(other, colin, [], "2019-05-14", "k@x.uk", "GB")
    assert not [x for x in got if x[1] == "manager" and x[0] == "Kerry-Ann Blake"]


def test_the_home_one_vacates_is_no_new_one_and_the_new_address_holds_from_its_day():
    caitlin = "Caitlin Mercer <caitlin.mercer@gmail.com>"
    body = (
        "Hello,\n\nPer section 14 of my lease, please accept this as my written notice (30+\ndays) that I will be "
        "vacating 1187 Neil Ave, Apt 3B, Columbus, OH 43201 at\nthe end of the lease term on May 31, 2015.\n\nPlease "
        "mail the security deposit and any move-out paperwork to my new\naddress, effective June 1:\n\nCaitlin Mercer\n"
        "2245 N. Damen Ave, Apt 2R\nChicago, IL 60647\n\nThank you for three great years,\nCaitlin Mercer\n"
    )
    got = said_in_mailbox(body, caitlin, ["leasing@northstarpm.com"], "2015-04-29", "caitlin.mercer@gmail.com", "US")
    homes = {(p, o, d) for _, p, o, d in got if p in ("address", "lives_in")}
    assert ("lives_in", "Chicago", "2015-06-01") in homes
    assert not [h for h in homes if "Neil" in h[1] or h[1] == "Columbus" or h[2] != "2015-06-01"], homes


def test_a_span_so_far_then_the_day_itself_dates_the_home():
    noa = "Noa Shapira <noa.shapira94@gmail.com>"
    got = said_in_mailbox(
        "שירוש!!\n\nאז... עברנו! כבר חודש שאנחנו גרים ביחד, איתי ואני, מה-1 ביוני. הזמיר 41 דירה 3, תל אביב, ליד "
        "כיכר מסריק.\n\nנועה\n",
        noa, ["Shira Katz <shirak1994@gmail.com>"], "2019-06-30", "noa.shapira94@gmail.com", "IL",
    )  # fmt: skip
    assert ("Noa Shapira", "lives_in", "תל אביב", "2019-06-01") in got


def _to_margaret(body: str, sender: str, day: str):
    return said_in_mailbox(body, sender, [MUM], day, "m.holroyd@btinternet.com", "GB")


def test_you_will_be_joining_our_team_as_a_title_from_your_first_session():
    got = _to_margaret(
        "Dear Margaret,\n\nI'm delighted to confirm that you will be joining our team as an Exam\nInvigilator (casual, "
        "paid hourly) from the November resit series. Your first\nsession will be Monday 3 November 2014, 8.30am, in the "
        "Sports Hall.\n\nBest wishes,\n\nJanet Croft\nExams Officer\nAbbeydale Park College\nTel: 0114 496 0921\n",
        '"Croft, Janet" <j.croft@abbeydalepark.ac.uk>',
        "2014-09-16",
    )
    assert ("Margaret Holroyd", "job_title", "Exam Invigilator", "2014-11-03") in got
    assert ("Margaret Holroyd", "works_at", "Abbeydale Park College", "2014-11-03") in got


def test_welcomed_to_a_firm_as_a_title_dated_by_the_next_paragraphs_first_sessions():
    got = _to_margaret(
        "Hi Margaret,\n\nGreat news - your references are back and we'd love to welcome you\nto BrightPath as an Online "
        "GCSE Geography Tutor!\n\nYour first sessions will be from Tuesday 23rd April 2019 (straight after the\nEaster "
        "break).\n\nKerry\n",
        "Kerry Doyle <kerry.doyle@brightpathtutors.co.uk>",
        "2019-03-25",
    )
    assert ("Margaret Holroyd", "job_title", "Online GCSE Geography Tutor", "2019-04-23") in got
    assert ("Margaret Holroyd", "works_at", "BrightPath", "2019-04-23") in got
    # a welcome to an event is no job: "welcome you to the Open Day as our guest"
    other = _to_margaret(
        "Hi Margaret,\n\nWe'd love to welcome you to the Open Day as our guest on Saturday 4 May.\n\nKerry\n",
        "Kerry Doyle <kerry.doyle@brightpathtutors.co.uk>",
        "2019-03-25",
    )
    assert not [x for x in other if x[1] in ("works_at", "job_title")]


def test_an_appointment_with_its_field_after_a_dash_dated_with_effect_from():
    got = _to_margaret(
        "Hi Margaret,\n\nAs discussed, I'm delighted to confirm your\nappointment as Lead Tutor - Humanities with effect "
        "from Monday 1 February\n2021. I'll remain your line manager.\n\nTom\n",
        '"Haslam, Tom" <tom.haslam@brightpathtutors.co.uk>',
        "2021-01-18",
    )
    assert {d for _, p, o, d in got if p == "job_title" and o.startswith("Lead Tutor")} == {"2021-02-01"}


def test_from_a_day_by_its_months_name_we_are_in_a_town():
    noa = "Noa Shapira <noa.shapira94@gmail.com>"
    got = said_in_mailbox(
        "היי!\n\nעד אמצע אוגוסט אני עדיין בלונדון, ומ-14 באוגוסט אנחנו במודיעין.\n\nנועה\n",
        noa, ["Shira Katz <shirak1994@gmail.com>"], "2023-05-23", "noa.shapira94@gmail.com", "IL",
    )  # fmt: skip
    assert ("Noa Shapira", "lives_in", "מודיעין", "2023-08-14") in got

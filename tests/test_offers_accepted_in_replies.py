"""An offer letter quoted in the reply that accepts it (read on `synthetic-mail-63` in session 55): the quote is the
replier's even where the reply cc's the boss-to-be, when the quoted letter greets the replier ("> היי נועה,", "> Hi
Noa,"); its ">" lines, joined where its client wrapped them, are read as a letter's ("offer\\n> you the position of X in
the Systems Engineering group at Y Ltd., reporting to Z"), from the start date it proposes. A quote that greets
someone else, or one in a reply to several that greets no one, is not the replier's."""

from __future__ import annotations

import pytest

from hinet_pipeline.memory.facts.reflow import unwrap
from tests.test_trade_mail import _said_by

NOA, LIMOR = "Noa Ben-David <noa.bendavid88@gmail.com>", "Limor Ashkenazi <limor.a@vitalis-med.com>"
RONEN = "Ronen Katz <ronen.katz@vitalis-med.com>"
REPLY = (
    "Hi Limor,\n\nSigned offer attached – I accept! See you on September 6.\n\nNoa\n\n"
    "On Thu, Jul 30, 2015 at 3:20 PM, Limor Ashkenazi <limor.a@vitalis-med.com> wrote:\n"
    "> {greeting}\n>\n"
    "> Following your interviews with Ronen and the team, we are happy to offer\n"
    "> you the position of Biomedical Engineer in the Systems Engineering group at\n"
    "> Vitalis Medical Ltd., reporting to Ronen Katz, Systems Engineering Manager.\n"
    "> Proposed start date: Sunday, September 6, 2015.\n"
)
WANT = {
    ("Noa Ben-David", "job_title", "Biomedical Engineer", "2015-09-06"),
    ("Noa Ben-David", "works_at", "Vitalis Medical Ltd.", "2015-09-06"),
    ("Noa Ben-David", "manager", "Ronen Katz", "2015-09-06"),
}


@pytest.mark.parametrize("greeting", ["היי נועה,", "Hi Noa,"])
def test_an_offer_quoted_in_the_reply_that_accepts_it_cc_ing_the_boss(greeting):
    assert WANT <= _said_by(REPLY.format(greeting=greeting), NOA, [LIMOR, RONEN], "2015-08-02")


@pytest.mark.parametrize("greeting", ["Hi Dana,", "Hi all,"])
def test_a_quoted_offer_to_someone_else_in_a_reply_to_several_is_not_the_repliers(greeting):
    got = _said_by(REPLY.format(greeting=greeting), NOA, [LIMOR, RONEN], "2015-08-02")
    assert not {g for g in got if g[0] == "Noa Ben-David" and g[1] != "email"}


def test_a_quotes_lines_are_joined_past_their_common_indent_keeping_its_length():
    quoted = "\n  Following your interviews with Ronen and the team, we are happy to offer\n  you the position of X.\n"
    joined = unwrap(quoted)
    assert len(joined) == len(quoted) and "offer   you the position" in joined
    table = "\n  Name:   Noa\n  Title:  Engineer\n"  # (a table's lines: not prose)
    assert unwrap(table) == table

"""First names as people write them two ways ("Bob" for Robert, "Jim" for James)."""

from __future__ import annotations

# the same first name as people write it two ways (lower case, the short form to the full one): a
# name pair with one of these is still a suggestion, with less confidence; "Bob" in a text that named
# Robert Kessling in full is him
NICKNAMES = {
    nick: full
    for full, nicks in {
        "james": "jim jimmy jamie",
        "robert": "bob rob bobby robbie bert",
        "william": "bill will billy willy",
        "michael": "mike mick mickey",
        "david": "dave davy",
        "richard": "rick dick rich richie",
        "thomas": "tom tommy",
        "joseph": "joe joey",
        "charles": "chuck charlie chas",
        "christopher": "chris",
        "christine": "chris chrissy",
        "daniel": "dan danny",
        "matthew": "matt",
        "anthony": "tony",
        "steven": "steve",
        "stephen": "steve",
        "edward": "ed eddie ted",
        "elizabeth": "liz beth betty lizzie",
        "katherine": "kate kathy katie",
        "kathleen": "kathy kate",
        "jennifer": "jen jenny jenn",
        "margaret": "maggie peggy meg",
        "patricia": "pat patty trish",
        "susan": "sue susie",
        "deborah": "debbie deb debi",
        "kenneth": "ken kenny",
        "ronald": "ron ronnie",
        "donald": "don donnie",
        "gerald": "jerry gerry",
        "lawrence": "larry",
        "timothy": "tim timmy",
        "gregory": "greg",
        "jeffrey": "jeff",
        "andrew": "andy drew",
        "nicholas": "nick",
        "benjamin": "ben",
        "samuel": "sam",
        "alexander": "alex",
        "douglas": "doug",
        "phillip": "phil",
        "philip": "phil",
        "frederick": "fred",
        "peter": "pete",
        "jonathan": "jon",
        "victoria": "vicky",
        "rebecca": "becky",
        "cynthia": "cindy",
        "pamela": "pam",
    }.items()
    for nick in nicks.split()
}

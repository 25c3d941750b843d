"""First names as people write them two ways ("Bob" for Robert, "Jim" for James)."""

from __future__ import annotations

# the same first name as people write it two ways (lower case, the short form to the full one): a
# name pair with one of these is still a suggestion, with less confidence; "Bob" in a text that named
# Robert Kessling in full is him
_FORMS = {
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
    "emma": "em emmy",
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
    "benjamin": "ben benny",
    "samuel": "sam",
    "alexander": "alex",
    "douglas": "doug",
    "phillip": "phil",
    "philip": "phil",
    "frederick": "fred",
    "peter": "pete",
    "jonathan": "jon",
    "victoria": "vicky",
    "rebecca": "becky becca bex",
    "cynthia": "cindy",
    "pamela": "pam",
    "walter": "walt wally",
    "raymond": "ray",
    "vincent": "vince",
    "russell": "russ",
    "randall": "randy",
    "leonard": "len lenny leo",
    "theodore": "ted teddy theo",
    "dolores": "dee lola lolita",
    "harold": "hal",
    "jacob": "jake",
    "joshua": "josh",
    "barbara": "barb barbie babs",
    "henrietta": "hennie etta hetty",
    "sharon": "shari",
    "carolyn": "carol carrie",
    "catherine": "cathy cate",
    "jacqueline": "jackie",
    "judith": "judy",
    "kimberly": "kim",
    "melissa": "missy",
    "sandra": "sandy",
    "teresa": "terri tess",
    "theresa": "tess tessa terri",
    "virginia": "ginny",
    "zachary": "zach zack",
    "nathaniel": "nate nat",
    "gabriel": "gabe",
    "eugene": "gene",
    "louis": "lou",
    "abigail": "abby",
    "jessica": "jess jessie",
    "stephanie": "steph",
    "valerie": "val",
    "dorothy": "dot dottie",
    # Spanish, Russian and Hebrew short forms as their families write them ("Lola" is Dolores, "Zhenya" Yevgenia)
    "francisco": "paco pancho",
    "jose": "pepe",
    "guadalupe": "lupe lupita",
    "graciela": "chela",
    "yolanda": "yoli",
    "ignacio": "nacho",
    "jesus": "chuy",
    "rosario": "charo",
    "concepcion": "concha conchita",
    "yevgenia": "zhenya",
    "evgenia": "zhenya",
    "ekaterina": "katya",
    "dmitry": "dima",
    "mikhail": "misha",
    "vladimir": "vova volodya",
    "natalia": "natasha",
    "natalya": "natasha",
    "anastasia": "nastya",
    "svetlana": "sveta",
    "tatiana": "tanya",
    "tatyana": "tanya",
    "yonatan": "yoni",
    "binyamin": "benny",
}
NICKNAMES = {nick: full for full, nicks in _FORMS.items() for nick in nicks.split()}


def _groups() -> dict[str, str]:
    """Each first name or short form → one form for all the names it may stand for ("steve", "steven" and
    "stephen" are one; "kate", "katherine" and "kathleen" too)."""
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x

    for full, nicks in _FORMS.items():
        for nick in nicks.split():
            a, b = find(nick), find(full)
            if a != b:
                parent[max(a, b)] = min(a, b)
    return {x: find(x) for x in parent}


FIRST_FORM = _groups()


def first_form(name: str) -> str:
    """A first name (lower case) as one form for all its short and long forms."""
    return FIRST_FORM.get(name, name)

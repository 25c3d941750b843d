"""Words of the grammar the extractors read: the head nouns of job titles, the endings of
organisation names, the nouns of departments, sign-off words, the labels people put before a phone
number, and the particles of personal names. These are closed classes of the language (the way
people write a signature or an announcement), not names or values from any record."""

from __future__ import annotations

import re

# the head of a job title ("Senior Vice President", "Sr. HR Rep", "Executive Assistant")
TITLE_HEADS = frozenset(
    """pastor chaplain rabbi
    president vice vp svp evp avp director manager mgr analyst associate assistant asst counsel attorney
    lawyer paralegal specialist coordinator engineer representative rep officer chairman chairwoman chair
    ceo cfo coo cto cio cao cco ciso treasurer controller comptroller accountant auditor economist scientist
    consultant advisor adviser administrator executive partner principal head lead leader supervisor chief
    secretary clerk trader scheduler originator broker marketer planner architect developer programmer designer
    editor reporter correspondent producer professor lecturer researcher fellow intern recruiter generalist
    agent underwriter buyer superintendent foreman technician operator dispatcher founder cofounder co-founder
    receptionist strategist owner investigator inspector adjuster nurse physician doctor teacher librarian
    pilot chemist geologist geophysicist statistician actuary estimator surveyor manger technologist
    strategist bookkeeper cashier dean provost registrar principal superintendent commissioner chancellor
    trustee director-general chef mechanic electrician plumber security-guard cashier waiter waitress barista
    pharmacist dentist therapist psychologist firefighter paramedic welder courier caregiver nanny tutor apprentice
    trainee postdoc surgeon midwife hygienist veterinarian storekeeper hairdresser photographer translator journalist
    caretaker stewardess writer copywriter hod driver physiotherapist optometrist radiographer sonographer
    phlebotomist pharmacologist sde swe sre bricklayer labourer laborer cleaner constable sergeant detective
    solicitor barrister counsellor counselor medic joiner conveyancer paralegal notary registrar gp
    carer aide headteacher head-teacher educator instructor trainer marshal bailiff magistrate mayor invigilator
    councilman councilwoman councilmember assessor coroner custodian janitor lieutenant trooper captain
    negotiator curator ranger bartender dishwasher journeyman forester realtor botanist archivist sommelier
    housekeeper lifeguard groundskeeper machinist millwright fabricator assembler pipefitter steamfitter boilermaker
    ironworker lineman carpenter roofer glazier geschäftsführer geschäftsführerin leiter leiterin ingenieur
    ingenieurin apotheker apothekerin referent referentin berater beraterin worker matron bosun seaman
    seafarer""".split()  # (German ones too)
) | frozenset(  # as Portugal, Brazil, Spain and France write them, each gender's form
    """arquiteto arquiteta arquitecto arquitecta sócio sócia socio socia gerente diretor diretora directora
    coordenador coordenadora coordinador coordinadora engenheiro engenheira ingeniero ingeniera médico médica medico
    medica veterinário veterinária veterinario veterinaria administradora estagiário estagiária estagiaria associado
    associada analista assistente consultora presidente chefe técnico técnica tecnico tecnica professora profesor
    profesora enfermeiro enfermeira enfermero enfermera advogado advogada abogado abogada contadora bolseiro bolseira
    investigador investigadora gestor gestora supervisora secretária secretário secretaria programador programadora
    desenvolvedor desenvolvedora desarrollador desarrolladora fundador fundadora proprietário proprietária jefe jefa
    asesor asesora directeur directrice ingénieur ingénieure responsable conseiller conseillère chargé chargée
    infirmier infirmière médecin enseignant enseignante gérant gérante""".split()
)
# a job by its word's ending ("Ecologist", "Dietician", "Cartographer"); a British academic's rank ("Reader in X")
# and a German compound's head ("Teamleiter Strukturberechnung", "Entwicklungsingenieur Getriebe")
_TITLE_ENDINGS = ("ologist", "ician", "ographer", "iatrist", "ometrist", "leiter", "leiterin", "ingenieur")
_TITLE_ENDINGS += ("ingenieurin", "entwickler", "entwicklerin", "apothekerin", "referentin", "beraterin", "technikerin")
_NOT_ENDINGS = {"patrician", "ufologist"}
TITLE_QUALIFIERS = frozenset(
    "senior sr sr. junior jr jr. deputy acting interim general managing executive assistant associate "
    "chief principal lead staff global regional national".split()
)
# a title a role name says in two words ("General Counsel", "Managing Director")
HE_TITLES = (
    'מנכ"ל', "מנכ״ל", 'סמנכ"ל', "סמנכ״ל", 'סמנכ"לית', 'מנכ"לית', "מנהל", "מנהלת", "ראש צוות", "ראש תחום",
    "ראש מחלקה", "ראש מחלקת", "ראש אגף", "ראש קבוצת", "ראש מטה", "סגן", "סגנית", "מורה", "רופא", "רופאה", "אחות",
    "מתכנת", "מתכנתת", "טכנאי", "טכנאית", "מתאם", "מתאמת", "מהנדס", "מהנדסת", "מפתח", "מפתחת", "יועץ", "יועצת",
    'עו"ד', "עורך דין", "עורכת דין", "רכז", "רכזת", "אנליסט", "אנליסטית", "מזכירה", "חוקר", "חוקרת", "מדען",
    "מדענית", "מעצב", "מעצבת", "אחראי", "אחראית",
    "אח מוסמך",  # (a male nurse: "אח" alone is a brother)
    # trades and crafts: a kitchen, a shop floor, a clinic, a kindergarten, a site
    *"""שף שפית טבח טבחית מכונאי מכונאית נהג נהגת חשמלאי אינסטלטור נגר מאבטח מאבטחת קופאי קופאית פקיד פקידה מלצר
    מלצרית בריסטה רוקח רוקחת שיננית מטפל מטפלת פסיכולוג פסיכולוגית גננת סייעת ספרן ספרנית כבאי שוטר שוטרת פרמדיק
    חובש חובשת רתך מחסנאי מחסנאית מרצה פרופסור מתמחה אדריכל אדריכלית מחנך מחנכת נציג נציגת מוכר מוכרת צלם צלמת מתרגם
    מתרגמת עיתונאי עיתונאית אופה אופה גנן דייל דיילת מדריך מדריכה מאמן מאמנת שומר""".split(),
    "ארכיטקט", "ארכיטקטית", "רואה חשבון", "רואת חשבון", "עובד סוציאלי", "עובדת סוציאלית", 'עו"ס', "עו״ס", "פוסט-דוק",
    "פוסטדוק", "דוקטורנט", "דוקטורנטית", "ממונה", "ממונת",
    # a shift's lead, payroll, an inspector ("אחמ"שית, משמרות של ערב", "חשבת שכר", "פקח חניה")
    'אחמ"ש', "אחמ״ש", "חשב שכר", "חשבת שכר", "חשב ראשי", "חשבת ראשית", "פקח", "פקחית",
)  # fmt: skip
# the endings and words of an organisation's name
ORG_SUFFIXES = frozenset(
    """inc inc. incorporated corp corp. corporation co co. company llc l.l.c. lp l.p. llp l.l.p. ltd ltd. limited
    plc gmbh ag s.a. sa n.v. nv b.v. bv pty pllc p.c. pc holdings bank university college institute foundation
    association commission authority lda lda. ltda ltda. s.l. s.l.u. s.r.l. srl sarl s.a.s. eireli""".split()
)
# the last word of an organisation's name that no person's name ends with ("Pellham Print", "Riverside
# Academy", "Dale Motors"): such a run is no person
ORG_HEADS = ORG_SUFFIXES | frozenset(
    """academy school primary hospital clinic council partners group systems logistics insurance motors foods print
    printing labs laboratories studio studios ventures capital consulting solutions technologies media ferries
    airlines energy services pharma pharmaceuticals garage bakery restaurant cafe store stores agency bio surgery
    practice pharmacy dental health healthcare care nursery trust publishing editorial design learning library
    museum gallery theatre theater hotel orthopedics orthopaedics centre center board ministry general
    brewery winery architects engineers solicitors lawyers accountants associates consultants contractors builders
    surveyors society university college authority foundation association institute charity railway railways railroad
    railroads transit transportation freight shipping trucking utility utilities electric cooperative industries
    enterprises manufacturing trading markets exchange partnership lumber brothers bros grain express furniture
    supply supplies equipment materials products farms bureau district outfitters brewing roasters creative marketing
    realty properties salon schools alliance elementary mechanical plumbing roofing landscaping construction repair
    renovations hvac marine driveline arquitetura arquitectura arquitectos arquitetos advogados engenharia
    consultoria""".split()
)
HE_ORG = ('בע"מ', "בע״מ", "בעמ")
# a Hebrew organisation's line: its legal ending, or a kind of organisation its name opens with (a unit of it before
# it too: "המחלקה לשירותים חברתיים, עיריית חיפה")
HE_ORG_LINE = re.compile(
    r"[^\n]*(?:(?:בע[\"״]מ|בעמ)\s*$|ושות['׳](?=\s*$|\s+[-–]\s+(?:משרד|חברת)))|(?:ה?(?:מחלק|אגף|יחיד|מדור)[^,\n]{0,40},\s*)?(?:ה?מכללה|אוניברסיטת|ה?אוניברסיטה|בנק|עיריית|מועצה|חברת|בית\s+ה?חולים|משרד|קופת|"
    r"ה?מכון|קבוצת|רשת|ה?מרכז\s+ה?רפואי|בית\s+ה?ספר|מאפיי?ת|מרפאת|סטודיו)(?!\w)"
)
# the last word of a business's own name (not of a company's unit: "Energy Services", "Gas Logistics")
BUSINESS_HEADS = frozenset(
    "dental orthopedics orthopaedics clinic hospital infirmary pharmacy bakery restaurant cafe motors school academy "
    "library "
    "museum hotel surgery practice nursery studio studios garage salon architects engineers solicitors lawyers "
    "accountants associates consultants contractors builders surveyors railway railways railroad railroads apartments "
    "radio television broadcasting "
    "cooperative realty realtors properties elementary co-op coop outfitters church parish therapy rehab spine "
    # a kitchen's kind and a practice's field ("Smoke Signal BBQ", "Casco Bay Pediatrics")
    "bbq barbecue grill bistro tavern diner pizzeria brasserie trattoria eatery creamery taqueria steakhouse bakeshop "
    "catering pediatrics dermatology cardiology mechanical plumbing roofing landscaping construction repair "
    "hvac "
    # a trust, a housing association, a letting agent's: "Nkwa Microfinance Trust"; as Portugal and Brazil name them
    "trust homes lettings arquitetura arquitectura arquitectos arquitetos advogados engenharia".split()
)
# ... or by its last two words ("Prairie Lakes Medical Center", "Fair Haven Assisted Living", "Iowa River Valley
# Community Schools"): the words a unit's name has alone ("Trading Center", "Risk Management Group") are no firm's
BUSINESS_PAIRS = frozenset(
    {"medical center", "health center", "cancer center", "care center", "assisted living", "senior living",
     "nursing home", "community schools", "public schools", "city schools", "county schools", "area schools",
     "school district", "elementary school", "high school", "middle school", "health system", "health partners",
     "property management", "family practice", "medical group", "animal hospital", "credit union", "home health",
     "mutual insurance", "insurance agency", "hospitality group", "restaurant group", "heating air",
     "veterinary group", "farm vets", "equine vets", "veterinary surgery", "veterinary practice", "veterinary hospital",
     "veterinary clinic",
     # a trade's firm ("Sparkline Electrical Services")
     "electrical services", "plumbing services", "electrical contractors", "cleaning services", "landscaping services",
     "executive search", "estate agents", "letting agents", "housing association",
     # as Britain, Canada and Australia spell them ("Elbow Valley Medical Centre", "Hollyford Health Sciences Centre")
     "medical centre", "health centre", "cancer centre", "care centre", "sciences centre", "health authority",
     "health board", "fire rescue", "rescue services"}
)  # fmt: skip
# nouns of a department or a unit: a line of them under a name is where one works inside a company
UNIT_WORDS = frozenset(
    """management trading services fundamentals operations marketing sales finance financial accounting legal
    resources development group department dept team desk center centre power gas energy risk credit research
    support systems solutions technology engineering compliance audit tax treasury office division unit global
    international north south east west america americas europe national capital markets products networks
    resolution help human hr it information analysis analytics planning strategy regulatory affairs government
    public relations communications investor corporate commercial origination structuring portfolio retail
    wholesale transportation pipeline storage services administration facilities security safety environmental
    health business strategic litigation bankruptcy restructuring appellate antitrust labor employment trusts estates
    transactional practice merchandising mergers acquisitions payroll benefits procurement purchasing recruiting
    recruitment talent training icu micu sicu cvicu nicu picu ccu pacu""".split()
)
# a street's type word, after its name ("Orchard Lane", "9400 Circle Drive"): one vocabulary for
# every street reader (``address.STREET``, the frames' addresses, a signature's street line)
# (as Australia writes some short, "Unit 12/40 Karrinyup Cres"; as Ireland and Jamaica name some, "22 Brookfield Lawn")
STREET_TYPES = (
    "Street St Road Rd Avenue Ave Lane Ln Boulevard Blvd Way Drive Dr Court Ct Place Pl Square Sq Terrace Close "
    "Crescent Row Grove Gardens Hill Mews Walk Parade Green Rise Park Parkway Pkwy Highway Hwy Circle Cir Trail Loop "
    "Wynd Vale View Heights Chase Quay Wharf Esplanade Promenade Alley Ridge Bend Cove Crossing Pike Trace Commons "
    "Cres Pde Tce Cct Esp Bvd Gdns Lawn Lawns Meadow Meadows Gate Glen Dale Grange Downs Hollow Heath Brae"
).split()
# before the name: "Rua da Rosa 112", "5521 rue des Tisserands" (as Quebec writes it)
STREET_BEFORE = "Rue Rua Calle Via Avenida Carrer Camino Paseo Vista rue Boulevard boulevard Chemin chemin".split()
STREET_SUFFIXES = "straße strasse str gasse weg allee damm platz ring ufer chaussee".split()  # "Weserstraße 58"
HE_STREET = r"רחוב|רח['׳]|שדרות|שד['׳]"  # "רחוב הרצל 12", "שד' רוטשילד 5"

SIGN_OFFS = frozenset(
    """thanks thank thx regards best sincerely cheers love yours respectfully cordially warm warmest kind kindest
    many all take care talk soon later ciao bye sent by from thanking ngā mit saludos abraço abraços abrazo un groete
    con abrazos besos cariños atentamente
    cordialement grüße liebe lieben viele herzliche herzlichst beste gruß grüsse gruss bisous amitiés beijos beijo bjs
    atenciosamente cumprimentos groetjes hälsningar mvh salutations abrazos besitos
    בברכה בכבוד תודה שלך שלכם אוהב אוהבת בהערכה
    להתראות v/r vr god blessings hugs xoxo""".split()  # (the services' "V/r,": very respectfully)
)
# words that start a sentence or a greeting, never a name
NOT_NAMES = frozenset(
    """hi hello dear hey thanks thank regards best sincerely cheers please attached fyi note re fw fwd subject
    liebe lieben viele herzliche gruss grusse gruse grussen saludos abrazos beijos cumprimentos groetjes bisous amities
    to cc from sent date the a an and or but if this that these those here there what when where who why how
    monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
    september october november december mr mrs ms dr prof phone fax cell mobile tel office email e-mail
    www http confidential confidentiality notice privileged disclaimer importance call contact ask see visit
    write send reply contacting calling questions question original message forwarded for of to in on at by with
    from into our your their its his her my merry happy feliz boas joyeux frohe buon started joined moved met got
    agreement contract policy handbook agenda invoice receipt residences apartments condominium condominiums condos
    mansions lofts hotel hostel motel pension gasthof gasthaus pousada studio estudio
    שבת חג שנה בברכה תודה להתראות נשיקות אוהבת אוהב מוניות בית חברת משרד מרפאת מרפאה עברתי עברנו קיבלתי היי שלום
    בוקר ערב לילה מזל ביי""".split()  # (a greeting's, a sign-off's, a business's first word in Hebrew: "שבת שלום")
)
NAME_PARTICLES = frozenset("de la le van von der den da di du del della dos das st. st bin ibn al el ben bar".split())
# what may follow a name ("Jim Derrick Jr.", "Pamela J. Dautel, MPH", "Jo Ng, MBA, CPA"), dots left out
_AFTER_NAME = frozenset(
    "jr sr ii iii iv phd md cpa esq mba mph cfa pe jd llm rn msc dds pt dpt np bsn msn lcsw msw dmd od pharmd "
    "pmp ing peng ceng edd dnp fnp aia faia aicp dvm psyd dba lpc cfp clu chfc cissp phr sphr cma cia cfe crna aprn "
    "rph ncarb leed ap usn usmc usaf uscg ussf ret cmca ams pcam cpm ccim gri abr crs sra mai cae cmp shrm-cp shrm-scp "
    "pmp-acp csm facp facs fache facc faan ccrn cpcs cpc rhia rhit cphq chfm lmft lcpc cfre cgma caia frm cissp-issap "
    "cpp lssbb ccm cdp cnm cns cph mha msn-ed rd ld slp-ccc ot otr pta cota pla asla icma-cm mmc cmc scs ocs cscs atc "
    "mpt eit med ne-bc cen rrt rdn bvsc mrcvs frcvs rvn bvms bvm&s bvetmed mvb vmd bsc rgn rmn pgce qts mcips frcp "
    "mrcp mrcgp fca aca acca cima bsw mphil dphil llb beng meng bscn mscn rpn lpn chrp chrl frcpc frcsc ccfp mcfp "
    "bcomm".split()  # (Canada's: "Marguerite Schultz, RN, MScN")
    # (and the UK's: "Alun Morgan-Hughes BVSc MRCVS", "RVN", "ACCA"; a first degree: "Noa Ben-David, BSW")
    # (an engineer's: "Marc-André Tremblay, ing.", "P.Eng.", "CEng"; "Alan R. Voss, Ed.D."; a service's: "USN")
)
NAME_SUFFIXES = (  # as a name's last word
    _AFTER_NAME | {w + "." for w in _AFTER_NAME} | {"ph.d.", "m.d.", "p.eng.", "ed.d.", "d.o.", "pharm.d.", "psy.d."}
)


def without_degrees(tokens: list[str]) -> list[str]:
    """A name's words less the degrees and credentials after it ("Alun Morgan-Hughes BVSc MRCVS"); a "Jr." stays."""
    while len(tokens) > 2 and (w := tokens[-1].casefold().rstrip(",")) in NAME_SUFFIXES and w.rstrip(".") not in _KIN:
        tokens = tokens[:-1]
    return tokens


_KIN = frozenset("jr sr ii iii iv".split())  # (a generation's suffix is the name's own)


def name_suffixes(text: str) -> bool:
    """Whether ``text`` is only suffixes, degrees and credentials a name may carry after a comma ("Trent Oakley,
    CMCA", "Funmilayo Adebayo, MD CCFP")."""
    words = text.replace(",", " ").split()
    return bool(words) and all(w.casefold().replace(".", "") in _AFTER_NAME for w in words)


# labels before (or after) a phone number, by the kind of line they name
PHONE_LABEL = re.compile(
    r"(?P<label>fax|facsimile|telefax|fx|pager|pgr|beeper|page|cell(?:ular)?(?:\s+phone)?|cel(?:ular)?|mobile|mob|handy|"
    r"tel(?:ephone)?|phone|ph|(?:front|help|service)[ \t]+(?:desk|office)|office|off|work|direct(?:\s+line)?|dir|desk|"
    r"home|voice|main|"
    r"switchboard|"
    r"dispatch|reception|hotline|helpdesk|"  # (a desk's own number: "Dispatch (24 hrs) 417-555-0155")
    r"dsn|"  # (a military switch's line, "DSN 314-475-5555": no public number)
    r"whatsapp|טלפון|טל|נייד|פקס|משרד|בית|[fpcmtowhdv](?=[.:)])|(?<!\w)[FPCMTOWHDV](?=[ \t]+\(?\+?\d))",
    re.I,
)
NOT_A_PHONE = frozenset(
    "fax facsimile telefax fx pager pgr beeper page f switchboard main dispatch reception hotline helpdesk dsn "
    "פקס".split()
) | {
    "front desk",
    "front office",
    "help desk",
    "service desk",
}  # never the person's number ("Front Desk: 515-233-4400": a clinic's)
MOBILE = frozenset("cell cellular cel celular mobile mob handy c m whatsapp נייד".split())


def title_word(word: str) -> bool:
    w = word.casefold().strip(".,:;()&/-")
    if "-" in w and w not in TITLE_HEADS:  # ("Sócio-Gerente", "Sócia-fundadora": a title of two)
        return any(title_word(p) for p in w.split("-") if p)
    return w in TITLE_HEADS or (len(w) > 7 and w.endswith(_TITLE_ENDINGS) and w not in _NOT_ENDINGS)


# a desk's words: no one's name, and a role's mailbox (``people``): "orders@", "Estimating, Shared", "Loss Prevention"
DESK_WORDS = frozenset(
    "orders order quotes invoices invoicing payments remittance returns shared leasing rentals lettings "
    "prevention".split()
)
_SURNAME_PLURALS = frozenset("fellows deans heads leads".split())  # surnames as well as plurals of a title


def role_plural(word: str) -> bool:
    """A word that names a group of people by their job ("Supervisors", "adjusters", "secretaries",
    "foremen"): no one human's name holds it ("Owensboro Supervisors" is a list); not "Fellows", a surname."""
    w = word.casefold()
    if len(w) < 4 or w in _SURNAME_PLURALS or not w.endswith(("s", "men")):
        return False
    if w.endswith("men"):
        return w[:-3] + "man" in TITLE_HEADS
    if w.endswith("ies"):
        return w[:-3] + "y" in TITLE_HEADS
    return not w.endswith("ss") and (w[:-1] in TITLE_HEADS or (w.endswith("es") and w[:-2] in TITLE_HEADS))


def word_trie(words, *, any_case: bool = True, word_start: bool = False) -> str:
    """A regex for any of ``words`` (in any case, or as written), as a trie
    (``[Pp](?:[Rr](?:[Ee]sident|...)``): the engine picks each next letter from a set, where
    ``(?i:president|principal|...)`` tries every word in turn at every place it is asked, and a
    search skips to the words' first letters. Prefers the longest word, as the words sorted longest
    first do. ``word_start``: only at the start of a word (``\b`` before, written after the first
    letter so that the search can still skip)."""
    trie: dict = {}
    for w in words:
        node = trie
        for c in w.lower() if any_case else w:
            node = node.setdefault(c, {})
        node[""] = {}

    def emit(node: dict, top: bool) -> str:
        alts = [
            (f"[{c.upper()}{c}]" if any_case and c.isalpha() else re.escape(c))
            + (r"(?<!\w\w)" if top and word_start else "")
            + emit(node[c], False)
            for c in sorted(node)
            if c
        ]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body

    return emit(trie, True)


# a word of the lexicon, as a whole word in any case: a maximal run of [\w'-] equal to a head noun
# (one set look-up per word: a regex alternation of every head tried at every position of a long
# mail cost several times the whole rest of the facts stage)
_WORD_RUN = re.compile(r"[\w'-]+")
_KITCHEN_WORDS = frozenset({"cook", "baker", "pitmaster"})
_KITCHEN = re.compile(
    r"(?i:\b(?:line|prep|pastry|head|grill|banquet|short-order|saut[eé])\s+(?:cook|baker)|pitmaster)\b"
)


def title_in(text: str, start: int = 0, end: int | None = None) -> bool:
    """Whether ``text[start:end]`` holds a title head noun as a whole word (any case), alone or
    joined by a hyphen."""
    words = _WORD_RUN.findall(text, start, len(text) if end is None else end)
    if not TITLE_HEADS.isdisjoint(lowered := [w.lower() for w in words]):
        return True
    if any(len(w) > 7 and w.endswith(_TITLE_ENDINGS) and w not in _NOT_ENDINGS for w in lowered):
        return True
    if "Reader" in text and re.search(r"\bReader\s+in\s+[A-Z]", text[start:end]):
        return True
    if "Sister" in text and _NURSING_RANK.search(text, start, len(text) if end is None else end):
        return True  # (a British nurse's rank: "Junior Sister (Band 6)", not "my big sister")
    if not _KITCHEN_WORDS.isdisjoint(lowered) and _KITCHEN.search(text, start, len(text) if end is None else end):
        return True  # ("Line Cook", "a pastry cook", "Head Baker", "Pitmaster"; not "Mary Cook", "Baker Botts")
    # a head noun joined to its field, as Enron signs: "Manager-Claims", "Director-Origination"
    return any(not TITLE_HEADS.isdisjoint(w.lower().split("-")) for w in words if "-" in w)


_NURSING_RANK = re.compile(r"\b(?:Junior|Senior|Ward|Theatre|Night|Deputy)\s+Sister\b|\bSister\s+in\s+[Cc]harge\b")


def has_title(text: str) -> bool:
    """Whether ``text`` names a job (a title head noun, an abbreviation like "Sr. VP", a Hebrew title)."""
    return title_in(text) or (not text.isascii() and _HE_TITLE.search(text) is not None)


# a Hebrew title as a word of its own, after the prefixes a word takes ("כמנהלת", "והמורה"), with its plural or
# construct ending ("רופאת משפחה", "מורים"): not a word that holds one ("המרכז" holds "רכז", "אחותי" "אחות")
_HE_TITLE = re.compile(
    r"(?<![\u05d0-\u05ea])ו?(?:כש|ש)?[בכלמ]?ה?(?:"
    + "|".join(sorted(map(re.escape, HE_TITLES), key=len, reverse=True))
    + r")(?:ת|ית|ים|ות)?(?![\u05d0-\u05ea])"
)


# a public body by its kind: "City of Wexley", "Town of Vail", "Montgomery County", "Stillwater Regional Water
# District", "Highline Library District", "Metro Transit Authority"
PUBLIC_BODY = re.compile(
    r"(?:The\s+)?(?:City|Town|Village|County|State|Commonwealth|Borough|Township|Port|Parish)\s+of\s+[A-Z][\w.'-]*"
    r"(?:\s+[A-Z][\w.'-]*){0,2}"
    r"|(?:[A-Z][\w.'-]*\s+){1,3}(?:County|Township|Parish|(?:Regional\s+)?(?:Water|Library|School|Fire|Park|Sanitary|"
    r"Transit|Utility|Hospital|Irrigation)\s+District|(?:Transit|Housing|Port|Water|Airport)\s+Authority)"
    # a federal service by its name, and a unit named after it: "North Cascades National Park Service Complex"
    r"|(?:[A-Z][\w.'-]*\s+){0,3}(?:National\s+Park|Forest|Postal|Fish\s+and\s+Wildlife|National\s+Weather)\s+Service"
    r"(?:\s+Complex)?"
    # a government's department or ministry: "Queensland Department of Learning Futures", "Ministry of Education"
    r"|(?:(?:[A-Z][\w.'-]*\s+){1,3}Department|Ministry)\s+of\s+(?:the\s+)?"
    r"[A-Z][\w.'-]*(?:\s+(?:and\s+|&\s+)?[A-Z][\w.'-]*){0,3}"
)
# a seat one holds, not a job: "Member, Tri-County Regional Planning Commission", "Member of the Board of Trustees"
MEMBERSHIP = re.compile(r"(?:Board\s+)?(?:Member|Trustee|Delegate)(?:,|\s+of\b)")
BOARD_SEAT = re.compile(  # a title that is a seat: "Chair, Board of Trustees", "President, X Neighborhood Association"
    r"\bBoard\s+of\s+(?:Trustees|Governors)\b|\b(?:Neighbou?rhood|Homeowners['’]?|Residents['’]?|Tenants['’]?|Civic|"
    r"Parent[- ]Teacher)\s+Association\b|\b(?:PTA|PTO|HOA)\b|\bBooster\s+Club\b"
)
_STATE_ZIP = re.compile(r"\bCO,?\s+\d{5}\b|,\s*CO$")  # Colorado ("Littleton, CO 80123", "Fort Carson, CO"), no "Co."


def org_suffix(text: str) -> bool:
    if "CO" in text and _STATE_ZIP.search(text):
        text = _STATE_ZIP.sub(" ", text)
    words = [w.casefold().strip(",;()") for w in text.split()]
    return any(w in ORG_SUFFIXES for w in words[1:]) or any(h in text for h in HE_ORG)


# words that name things, not people, seen capitalised where a name would stand ("Reuters English
# News Service", "Conditional Approval", "Bottle Los Angeles Times")
_NOT_PERSON_WORDS = frozenset(
    """news service times post journal review report reports listing listings approval assessment commerce
    filing filings press wire daily weekly online network networks media company corporation agency council
    board committee commission office meeting conference summit forum update updates alert alerts bulletin
    letter letters editor editorial notice request order market markets index join please welcome store shop
    official staff""".split()
)


def name_words(name: str) -> bool:
    """Whether no word of ``name`` is one that names a thing or an organisation rather than a person."""
    return not any(w.casefold().strip(".,") in _NOT_PERSON_WORDS or w.casefold() in UNIT_WORDS for w in name.split())

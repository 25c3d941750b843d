"""The words that make a display name a role, a list or an organisation rather than one human's name ("e-mail",
"legal", "Team", "All Employees", "Internal Comms", "עיריית רחובות - ארנונה"), read by ``identity.name_key``."""

from __future__ import annotations

from hinet_pipeline.memory.facts.lexicon import DESK_WORDS

NOT_A_NAME_WORDS = frozenset(
    """e-mail email mail legal team group all staff office desk admin administrator administration support help helpdesk
    hotline info information service services customer customers news newsletter announcement announcements update
    updates alert alerts notification notifications notice notices publication publications list lists listserv
    members employees users clients committee board department dept center centre company corp corporation inc llc
    ltd plc gmbh co the of and for hr human resources recipients undisclosed reply noreply no-reply webmaster
    postmaster mailer- daemon daemon system systems digest weekly monthly dl everyone events club conference report
    bulletin magazine offers operations payroll benefits communications mailbox account accounts billing registrar
    enquiries inquiries feedback questions security technology infrastructure product control trading marketing
    finance accounting research compliance management development engineering logistics scheduling counterparty
    global worldwide relations tax sales purchasing procurement treasury audit credit contracts payables facilities
    newspaper compensation reservations energy technologies llp program programs programme programmes sponsored
    proposals submissions applications admissions grants records conflicts docketing dispatch shipping receiving
    permits licensing today faculty students calendar reminder reminders distribution agenda secretariat comms
    recruitment recruiting careers hiring onboarding investors shareholders צוות אגף מחלקת לשכת מזכירות הנהלת רישוי
    staffing practice surgery clinic pharmacy completions conveyancing bids estimating manager
    מוקד עיריית עירייה מועצת ועד ארנונה דיירי הורי גן מעון
    entwicklung mechanik vertrieb einkauf buchhaltung verwaltung rrhh mitglieder socios miembros feligreses baill
    leden membres boletin nuacht rundbrief infobrief nachrichten noticias nieuwsbrief infodienst
    housing church igreja iglesia kirche parish fc tsv vfb rns lpns cnas allstaff allhands
    kaynakları kaynaklari design studio photography estudio""".split()
    # (a kindergarten's: "גן רקפת - הרצליה"; a German firm's department, "Entwicklung Getriebe"; a parish's list; a
    # relocation firm's "Ocean Bridge Housing", "GP School", "Igreja Nova Aliança", a club's "Alte Herren FC X", a
    # ward's "SICU RNs", a Turkish firm's "İnsan Kaynakları" (human resources), its "ı" folded too)
).union(DESK_WORDS)

"""Stopwords for the BM25 query side (English and Hebrew function words).

A stopword in a query matches nearly every row, costs the most FTS5 time (75 ms for a
term in every row at 100k), and lets a function-word match outrank the evidence. The English list
is the union of the NLTK and scikit-learn lists (function words only; no content words such as
"computer" or numbers). The Hebrew list covers pronouns, prepositions, particles and their common
prefixed forms; niqqud is stripped before lookup.
"""

from __future__ import annotations

ENGLISH = frozenset(
    """
a about above across after afterwards again against all almost alone along already also although
always am among amongst an and another any anyhow anyone anything anyway anywhere are aren't
around as at be became because become becomes becoming been before beforehand behind being below
beside besides between beyond both but by can cannot could couldn't did didn't do does doesn't
doing don't done down during each either else elsewhere enough etc even ever every everyone
everything everywhere except few for former formerly from further had hadn't has hasn't have
haven't having he he'd he'll he's hence her here here's hereafter hereby herein hereupon hers
herself him himself his how how's however i i'd i'll i'm i've ie if in indeed into is isn't it
it's its itself just least less let's ll many may me meanwhile might mine more moreover most
mostly much must mustn't my myself namely neither never nevertheless next no nobody none noone
nor not nothing now nowhere of off often on once one only onto or other others otherwise ought
our ours ourselves out over own per perhaps please rather re same seem seemed seeming seems
several shan't she she'd she'll she's should shouldn't since so some somehow someone something
sometime sometimes somewhere still such than that that's the their theirs them themselves then
thence there there's thereafter thereby therefore therein thereupon these they they'd they'll
they're they've this those though through throughout thru thus to together too toward towards
under until up upon us ve very via was wasn't we we'd we'll we're we've well were weren't what
what's whatever when when's whence whenever where where's whereafter whereas whereby wherein
whereupon wherever whether which while whither who who's whoever whole whom whose why why's will
with within without won't would wouldn't yet you you'd you'll you're you've your yours yourself
yourselves s t d m o y ain aren couldn didn doesn hadn hasn haven isn ma mightn mustn needn shan
shouldn wasn weren won wouldn don did does get got
""".split()
)

HEBREW = frozenset(
    """
של את על עם זה זו זאת גם כי אני אתה את הוא היא אנחנו אתם אתן הם הן לא כן מה מי איך למה מדוע
מתי איפה היכן יש אין היה היתה הייתה היו יהיה תהיה או אבל אך רק כל עוד כבר אם אז שלי שלך שלו
שלה שלנו שלכם שלהם שלהן אותו אותה אותי אותך אותם אותן אותנו לי לך לו לה לנו לכם להם להן בין
אחרי לפני כמו מאוד עד אל מן אצל בלי בתוך תוך מול נגד לגבי בשביל בגלל כדי כך ככה אשר שם פה כאן
הנה הזה הזו הזאת האלה האלו אלה אלו אחד אחת איזה איזו אילו כמה הרבה קצת יותר פחות אף אולי
גם כן ועוד וגם ולא וזה וכל שזה שהוא שהיא שאני שאתה שיש שאין כשהוא כשאני מאז לאחר ליד עליו
עליה עליי עלינו עליהם בו בה בי בך בנו בהם להיות הייתי היינו היית
""".split()
)

STOPWORDS = ENGLISH | HEBREW

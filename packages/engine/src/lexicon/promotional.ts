/**
 * Stock phrasing of machine-written marketing copy, business e-mail, cover letters and blog posts, with plain
 * replacements that fit in place. Same conventions and sources as phrases.ts; every entry is our own.
 *
 * Sources (facts learned, not text copied):
 * - Wikipedia:Signs of AI writing (CC BY-SA 4.0): LLM prose drifts into advertisement and travel-guide tone
 *   ('nestled in the heart of', 'breathtaking', 'must-visit', 'stunning natural beauty', 'leaves a lasting impact').
 * - adenaufal/anti-slop-writing vocabulary-banlist.md (MIT): promotional adjectives (dynamic, state-of-the-art,
 *   stunning, seamless), 'embark', figurative 'journey', 'natural beauty'.
 * - 'editorial': e-mail, cover-letter and product-copy formulas found by reading such drafts.
 *
 * Rules kept here: each pattern carries the words that fix its sense (the noun after an adjective, the
 * preposition after a verb), so a literal use ('elevate your legs', 'seasoned chicken', 'a breath of fresh air'
 * outside) is either outside the pattern or refused by a guard. Idioms a casual writer may keep for colour are
 * kept out of casual mode. No pattern contains a negator, so 'look no further', 'second to none', 'don't
 * hesitate to' and 'without further ado' are deliberately absent.
 */
import type { RewriteMode } from '@wordwright/contracts';
import {
  AI_ALL,
  BE_CONTEXT,
  EDITORIAL,
  fixed,
  NOT_ACADEMIC,
  noun,
  SLOP,
  SLOP_EDITORIAL,
  START_TOKEN,
  verb,
  verbAndGerund,
  WIKI_SLOP,
} from './entry.js';
import type { LexiconSource, PhraseEntry } from './types.js';

/**
 * Adjectives a balance is struck between ('between indulgent and refreshing'): the verb 'balance' takes nouns, so
 * before one of these the phrase stays.
 */
const BALANCED_QUALITIES = [
  'indulgent',
  'sweet',
  'savory',
  'savoury',
  'light',
  'rich',
  'rustic',
  'modern',
  'elegant',
  'casual',
  'formal',
  'playful',
  'serious',
  'bold',
  'subtle',
  'simple',
  'comfortable',
  'stylish',
  'functional',
  'classic',
  'traditional',
  'affordable',
  'soft',
  'firm',
  'crisp',
  'hearty',
  'healthy',
  'spicy',
  'creamy',
  'sophisticated',
  'approachable',
  'familiar',
  'warm',
  'cozy',
  'cosy',
  'spacious',
  'compact',
  'powerful',
  'practical',
  'beautiful',
  'relaxed',
  'structured',
  'flexible',
  'fun',
  'informative',
  'entertaining',
];

/** Linking verbs before a figurative noun phrase; not 'get', since one gets a literal breath of fresh air. */
const LINKING = BE_CONTEXT.filter((word) => !['get', 'gets', 'got'].includes(word));
/** Idioms that read as colour in casual prose but as stock phrasing elsewhere. */
const NOT_CASUAL: readonly RewriteMode[] = ['standard', 'fluent', 'academic', 'concise'];
const WIKI_EDITORIAL: readonly LexiconSource[] = ['wikipedia-signs-of-ai-writing', 'editorial'];
/** 'reach out to you or to your manager': a second 'to' keeps the phrase, so the two stay parallel. */
const SECOND_TO = ['or to', 'and to'];

/**
 * Objects of 'take … to the next level / to new heights': the word right before the phrase. Only these, so
 * 'took the lift to the next level' (a floor) and 'advance to the next level' (a game) keep their words.
 */
const LEVELLED = [
  'it',
  'them',
  'things',
  'skills',
  'game',
  'business',
  'career',
  'brand',
  'cooking',
  'writing',
  'workout',
  'workouts',
  'fitness',
  'marketing',
  'productivity',
  'style',
  'content',
  'strategy',
  'photography',
  'wardrobe',
  'craft',
];

/** Body parts and the like after 'elevate your': the medical sense ('elevate your legs') is literal. */
const BODY = [
  'feet',
  'foot',
  'legs',
  'leg',
  'head',
  'arm',
  'arms',
  'ankle',
  'ankles',
  'knee',
  'knees',
  'hand',
  'hands',
  'hips',
  'pelvis',
  'heart',
  'bed',
  'body',
  'injured',
  'injury',
  'affected',
  'limb',
  'limbs',
  'upper',
  'lower',
  'left',
  'right',
  'swollen',
  'sore',
  'blood',
  'heels',
  'wrist',
  'elbow',
];

const LETTERS: readonly PhraseEntry[] = [
  // 'I hope this email finds you well and …': a sentence of its own is filler's to drop (filler.ts); inside a
  // longer sentence the greeting stays, said plainly.
  ...(['email', 'e-mail', 'message', 'letter'] as const).map((medium) =>
    fixed(
      `hope-this-${medium}-finds-you-well`,
      `hope this ${medium} finds you well`,
      ['hope you are well'],
      'cliche',
      'medium',
      EDITORIAL,
    ),
  ),
  // 'Thanks for reaching out!' → 'Thanks for getting in touch!'. Only in thanks: 'known for reaching out across
  // party lines' is outreach. Before 'to', phrases.ts's 'reaching out to us' → 'contacting us' takes over.
  fixed('for-reaching-out', 'for reaching out', ['for getting in touch'], 'cliche', 'medium', EDITORIAL, {
    onlyAfter: ['you', 'thanks', 'much', 'again'],
    notBefore: ['to', 'across', 'beyond', 'into', 'through', 'toward', 'towards'],
  }),
  // 'I wanted to reach out to let you know' → 'I wanted to let you know': the reaching out is the e-mail itself.
  fixed('reach-out-to-let', 'reach out to let', ['let'], 'wordy', 'medium', EDITORIAL, { onlyAfter: ['to'] }),
  // 'I am reaching out to ask about' → 'I am writing to ask about'; only in the first person, where it is the
  // letter's opening ('We are reaching out to flood victims' is outreach).
  fixed('am-reaching-out-to', 'reaching out to', ['writing to'], 'cliche', 'medium', EDITORIAL, {
    onlyAfter: ['am', "i'm"],
  }),
  // 'I am reaching out regarding a matter …' → 'I am writing about a matter …'.
  fixed(
    'am-reaching-out-regarding',
    'reaching out regarding',
    ['writing about'],
    'cliche',
    'medium',
    EDITORIAL,
    {
      onlyAfter: ['am', "i'm"],
    },
  ),
  // 'we kindly request that you take one of the following actions' → 'please take …': the verb after it is
  // already the bare form a request takes.
  fixed('we-kindly-request-that-you', 'we kindly request that you', ['please'], 'wordy', 'medium', EDITORIAL),
  fixed('we-kindly-ask-that-you', 'we kindly ask that you', ['please'], 'wordy', 'medium', EDITORIAL),
  ...verbAndGerund('reach-out-to-you', '~reach out to you', ['~contact you'], 'wordy', 'medium', EDITORIAL, {
    notLater: SECOND_TO,
  }),
  // Notices: 'Please be informed that the office closes at 5' → 'The office closes at 5' (wordy.ts has 'please be
  // advised that').
  fixed('please-be-informed-that', 'please be informed that', [''], 'filler', 'medium', EDITORIAL),
  // 'I would like to take this opportunity to thank you' → 'I would like to thank you'.
  fixed(
    'like-to-take-this-opportunity-to',
    'like to take this opportunity to',
    ['like to'],
    'wordy',
    'medium',
    EDITORIAL,
  ),
  verb(
    'want-to-take-this-opportunity-to',
    '~want to take this opportunity to',
    ['~want to'],
    'wordy',
    'medium',
    EDITORIAL,
  ),
  verb(
    'take-this-opportunity-to-thank',
    '~take this opportunity to thank',
    ['~thank'],
    'wordy',
    'medium',
    EDITORIAL,
  ),
  // 'as per our conversation' → 'as we discussed': business Latin for a plain clause.
  fixed(
    'as-per-our-conversation',
    'as per our conversation',
    ['as we discussed'],
    'wordy',
    'medium',
    EDITORIAL,
  ),
  fixed('as-per-our-discussion', 'as per our discussion', ['as we discussed'], 'wordy', 'medium', EDITORIAL),
  fixed('as-per-our-agreement', 'as per our agreement', ['as we agreed'], 'wordy', 'medium', EDITORIAL),
  fixed('as-per-your-request', 'as per your request', ['as you asked'], 'wordy', 'medium', EDITORIAL),
  // Announcements: 'We are thrilled to announce' → 'We are happy to announce'; the news keeps its warmth.
  ...(['announce', 'share', 'welcome'] as const).map((act) =>
    fixed(`thrilled-to-${act}`, `thrilled to ${act}`, [`happy to ${act}`], 'cliche', 'medium', EDITORIAL),
  ),
  fixed('excited-to-announce', 'excited to announce', ['happy to announce'], 'cliche', 'medium', EDITORIAL),
  // 'has been a resounding success' → 'a great success': the verdict stays, the fanfare goes ('a clear success'
  // jarred beside 'the clarity of our data').
  fixed(
    'a-resounding-success',
    'a resounding success',
    ['a great success'],
    'cliche',
    'medium',
    SLOP_EDITORIAL,
  ),
  // 'helps your team unlock new levels of productivity' → 'reach new levels of productivity'.
  verb(
    'unlock-new-levels-of',
    '~unlock new levels of',
    ['~reach new levels of'],
    'cliche',
    'medium',
    SLOP_EDITORIAL,
  ),
  // 'This philosophy aligns perfectly with my values' → 'fits well with my values' ('my skills match your
  // mission' was the wrong collocation).
  // The tagger reads 'aligns' as a plural noun, so these are fixed forms, not a '~' verb.
  ...(
    [
      ['align', 'fit well with'],
      ['aligns', 'fits well with'],
      ['aligned', 'sat well with'],
    ] as const
  ).map(([form, plain]) =>
    fixed(`${form}-perfectly-with`, `${form} perfectly with`, [plain], 'overused-verb', 'medium', AI_ALL),
  ),
  // 'the overarching goal of this proposal' → 'the main goal'.
  fixed(
    'overarching-goal',
    'overarching goal',
    ['main goal'],
    'overused-adjective',
    'medium',
    SLOP_EDITORIAL,
  ),
  fixed('overarching-aim', 'overarching aim', ['main aim'], 'overused-adjective', 'medium', SLOP_EDITORIAL),
  // 'a film that continues to captivate audiences' → 'still captivates'.
  fixed(
    'continues-to-captivate',
    'continues to captivate',
    ['still captivates'],
    'cliche',
    'medium',
    SLOP_EDITORIAL,
  ),
  fixed(
    'continue-to-captivate',
    'continue to captivate',
    ['still captivate'],
    'cliche',
    'medium',
    SLOP_EDITORIAL,
    {
      notAfter: ['to', 'will', 'would', 'can', 'could', 'may', 'might', 'should', 'must'],
    },
  ),
  // Recommendations: 'is a fantastic option for anyone with limited space' → 'a great option' (not 'good', which
  // downgrades the claim; 'an excellent choice' is no hype and stays).
  ...(['a fantastic option', 'a fantastic choice'] as const).map((phrase) =>
    fixed(
      phrase.replace(/ /gu, '-'),
      phrase,
      [phrase.endsWith('option') ? 'a great option' : 'a great choice'],
      'overused-adjective',
      'medium',
      SLOP_EDITORIAL,
    ),
  ),
  // 'a pinch of chili flakes to elevate the flavor' → 'to improve the flavor' ('bring out' fits a spice, not
  // walnuts added to a loaf, which add flavour of their own).
  ...(['flavor', 'flavour', 'flavors', 'flavours'] as const).map((what) =>
    verb(
      `elevate-the-${what}`,
      `~elevate the ${what}`,
      [`~improve the ${what}`],
      'overused-verb',
      'medium',
      SLOP_EDITORIAL,
    ),
  ),
  // 'Nestled on the banks of the Douro' → 'Set on the banks of …' ('nestled on her shoulder' keeps its verb).
  ...(['banks', 'shore', 'shores', 'edge', 'slopes', 'coast', 'hillside', 'outskirts'] as const).map(
    (where) =>
      fixed(
        `nestled-on-the-${where}`,
        `nestled on the ${where}`,
        [`set on the ${where}`],
        'overused-adjective',
        'medium',
        AI_ALL,
      ),
  ),
];

const COVER_LETTERS: readonly PhraseEntry[] = [
  // 'I am writing to express my interest in the role' → 'I am interested in the role'. Only after 'am'/'I'm'
  // (and 'are'/'we're' for 'our'), so the subject and verb already in the sentence still fit.
  fixed(
    'writing-to-express-my-interest-in',
    'writing to express my interest in',
    ['interested in'],
    'wordy',
    'medium',
    EDITORIAL,
    { onlyAfter: ['am', "i'm"] },
  ),
  ...(['strong', 'keen'] as const).map((adjective) =>
    fixed(
      `writing-to-express-my-${adjective}-interest-in`,
      `writing to express my ${adjective} interest in`,
      ['very interested in'],
      'wordy',
      'medium',
      EDITORIAL,
      { onlyAfter: ['am', "i'm"] },
    ),
  ),
  fixed(
    'writing-to-express-our-interest-in',
    'writing to express our interest in',
    ['interested in'],
    'wordy',
    'medium',
    EDITORIAL,
    { onlyAfter: ['are', "we're"] },
  ),
  fixed(
    'would-like-to-express-my-interest-in',
    'would like to express my interest in',
    ['am interested in'],
    'wordy',
    'medium',
    EDITORIAL,
    { onlyAfter: ['i'] },
  ),
  // 'I am excited about the opportunity to join your team' → 'I am eager to join your team'.
  ...(['excited about', 'excited by', 'thrilled about'] as const).map((feeling) =>
    fixed(
      `${feeling.replace(' ', '-')}-the-opportunity-to`,
      `${feeling} the opportunity to`,
      ['eager to'],
      'cliche',
      'medium',
      EDITORIAL,
    ),
  ),
  // 'I'm thrilled to have the opportunity to suggest' → 'I'm glad to have the chance to suggest'.
  fixed(
    'thrilled-to-have-the-opportunity-to',
    'thrilled to have the opportunity to',
    ['glad to have the chance to'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  fixed(
    'excited-to-have-the-opportunity-to',
    'excited to have the opportunity to',
    ['glad to have the chance to'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  // An asset is valuable by definition: 'a valuable asset to your team' → 'an asset to your team'.
  fixed('a-valuable-asset-to', 'a valuable asset to', ['an asset to'], 'wordy', 'medium', EDITORIAL),
  fixed('a-valuable-asset-for', 'a valuable asset for', ['an asset to'], 'wordy', 'medium', EDITORIAL),
  fixed(
    'an-invaluable-asset-to',
    'an invaluable asset to',
    ['a great asset to'],
    'wordy',
    'medium',
    EDITORIAL,
  ),
  // A track record is the proof: 'a proven track record of' → 'a track record of'.
  fixed('proven-track-record', 'proven track record', ['track record'], 'wordy', 'medium', EDITORIAL),
  // 'I am passionate about helping people' → 'I care deeply about helping people': the claim of strong feeling
  // stays, the résumé word goes; '~be' carries tense ('we were' → 'we cared'). Only after 'I'/'we', the letter's
  // or the brand's self-description: 'She was passionate about music' is a biography's claim of love and stays.
  verb('be-passionate-about', '~be passionate about', ['~care deeply about'], 'cliche', 'medium', EDITORIAL, {
    onlyAfter: ['i', 'we'],
  }),
  // Job-advert adjectives: 'join our dynamic team' → 'join our team'; 'a fast-paced environment' → 'a busy
  // environment'.
  // 'dynamic team formation/assignment' is a research term (multi-agent systems) and stays.
  noun('dynamic-team', 'dynamic ~team', ['~team'], 'overused-adjective', 'medium', SLOP_EDITORIAL, {
    notBefore: [
      'formation',
      'assignment',
      'composition',
      'allocation',
      'selection',
      'structure',
      'structures',
      'size',
    ],
  }),
  noun(
    'fast-paced-environment',
    'fast-paced ~environment',
    ['busy ~environment'],
    'overused-adjective',
    'medium',
    EDITORIAL,
  ),
  verb('wear-many-hats', '~wear many hats', ['~take on many roles'], 'cliche', 'medium', EDITORIAL, {
    modes: NOT_CASUAL,
  }),
  // 'went above and beyond the call of duty' → 'did far more than required'; without the duty, 'made a
  // special effort' keeps what follows ('to make us feel welcome', 'for every guest') grammatical.
  verb(
    'go-above-and-beyond-the-call-of-duty',
    '~go above and beyond the call of duty',
    ['~do far more than required'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  verb(
    'go-above-and-beyond',
    '~go above and beyond',
    // Not 'put in extra effort': 'Thank you for putting in extra effort' reads like a performance review.
    ['~make a special effort'],
    'cliche',
    'medium',
    EDITORIAL,
    {
      modes: NOT_CASUAL,
      // 'went above and beyond her formal duties' has an object that 'made a special effort' cannot take.
      notBefore: [
        'her',
        'his',
        'their',
        'the',
        'our',
        'your',
        'my',
        'its',
        'what',
        'expectations',
        'a',
        'an',
      ],
    },
  ),
  noun('thought-leader', 'thought ~leader', ['~expert'], 'cliche', 'medium', EDITORIAL),
  // 'customer pain points' → 'customer problems'; trigger and pressure points are anatomy.
  noun('pain-point', 'pain ~point', ['~problem'], 'cliche', 'medium', EDITORIAL, {
    notAfter: ['trigger', 'pressure', 'acupuncture', 'tender'],
  }),
  // 'Dear valued customer' → 'Dear customer': the form letter's flattery says nothing.
  noun('valued-customer', 'valued ~customer', ['~customer'], 'overused-adjective', 'medium', EDITORIAL, {
    // 'Thank you for being a valued customer' → 'a customer' turns thanks cold.
    notAfter: ['highly', 'most', 'much', 'greatly', 'deeply', 'less', 'more', 'a'],
  }),
];

const MARKETING: readonly PhraseEntry[] = [
  // 'take your skills to the next level' → 'take your skills further'. Only after a word from LEVELLED.
  fixed('to-the-next-level', 'to the next level', ['further'], 'cliche', 'medium', SLOP_EDITORIAL, {
    onlyAfter: LEVELLED,
  }),
  fixed(
    'to-a-whole-new-level',
    'to a whole new level',
    ['much further'],
    'cliche',
    'medium',
    SLOP_EDITORIAL,
    {
      onlyAfter: LEVELLED,
    },
  ),
  fixed('to-new-heights', 'to new heights', ['further'], 'cliche', 'medium', SLOP_EDITORIAL, {
    onlyAfter: LEVELLED,
  }),
  // 'Elevate your cooking' → 'Improve your cooking'; 'elevate your game' is 'raise your game'. phrases.ts keeps
  // bare 'elevate' for strong (blood levels, platforms); with 'your' + a non-body noun the sense is figurative.
  verb(
    'elevate-your-game',
    '~elevate your game',
    ['~raise your game'],
    'overused-verb',
    'medium',
    SLOP_EDITORIAL,
  ),
  verb('elevate-your', '~elevate your', ['~improve your'], 'overused-verb', 'medium', SLOP_EDITORIAL, {
    notBefore: BODY,
    // 'elevate your fieldwork to the next level' → 'improve … to the next level' is no English.
    notLater: [
      'to the next level',
      'to a new level',
      'to a whole new level',
      'to new heights',
      'to new levels',
      // 'Elevate your outdoor adventures': an adventure, a look or a stay is not 'improved'.
      'adventure',
      'adventures',
      'experience',
      'experiences',
      'style',
      'look',
      'wardrobe',
      'outfit',
      'journey',
      'trip',
      'travels',
      'space',
      'home',
      'evening',
      'evenings',
    ],
  }),
  // The reader learns the secrets ('Unlock the secrets of French baking'); a thing that had a part 'in
  // unlocking the secrets of hieroglyphs' revealed them.
  verb(
    'unlock-the-secrets-of',
    '~unlock the secrets of',
    ['~learn the secrets of'],
    'cliche',
    'medium',
    SLOP_EDITORIAL,
    { notAfter: ['in'] },
  ),
  verb(
    'in-unlocking-the-secrets-of',
    '~unlock the secrets of',
    ['~reveal the secrets of'],
    'cliche',
    'medium',
    SLOP_EDITORIAL,
    { onlyAfter: ['in'] },
  ),
  verb(
    'unlock-new-opportunities',
    '~unlock new opportunities',
    ['~open up new opportunities'],
    'cliche',
    'medium',
    SLOP_EDITORIAL,
  ),
  verb(
    'unlock-new-possibilities',
    '~unlock new possibilities',
    ['~open up new possibilities'],
    'cliche',
    'medium',
    SLOP_EDITORIAL,
  ),
  verb(
    'unleash-your-creativity',
    '~unleash your creativity',
    ['~give your creativity free rein'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  // phrases.ts has the hyphenated 'game-changer'; the open spelling is as common.
  verb(
    'be-a-game-changer-open',
    '~be a game changer',
    ['~make a big difference'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  fixed('a-game-changer-open', 'a game changer', ['a big step forward'], 'cliche', 'medium', EDITORIAL),
  // 'state-of-the-art facilities' → 'modern facilities'. Only with nouns of premises and kit: 'state-of-the-art
  // results/models/methods' is a benchmark claim and stays.
  ...(['facility', 'equipment', 'amenity', 'gym', 'technology'] as const).map((thing) =>
    noun(
      `state-of-the-art-${thing}`,
      `state-of-the-art ~${thing}`,
      [`modern ~${thing}`],
      'overused-adjective',
      'medium',
      SLOP_EDITORIAL,
    ),
  ),
  // 'world-class service' → 'excellent service'. Not bare 'world-class': a world-class athlete is ranked.
  ...(['service', 'customer', 'facility', 'amenity'] as const).map((thing) =>
    noun(
      `world-class-${thing}`,
      `world-class ~${thing}`,
      [`excellent ~${thing}`],
      'overused-adjective',
      'medium',
      EDITORIAL,
    ),
  ),
  ...(['product', 'service', 'tool'] as const).map((thing) =>
    noun(
      `best-in-class-${thing}`,
      `best-in-class ~${thing}`,
      [`leading ~${thing}`],
      'overused-adjective',
      'medium',
      EDITORIAL,
    ),
  ),
  fixed('top-notch', 'top-notch', ['excellent'], 'overused-adjective', 'medium', EDITORIAL, {
    modes: NOT_CASUAL,
  }),
  fixed('top-notch-open', 'top notch', ['excellent'], 'overused-adjective', 'medium', EDITORIAL, {
    modes: NOT_CASUAL,
  }),
  // 'unparalleled access' → 'exceptional access'. The predicate ('is unparalleled in Europe', 'is unrivalled.')
  // keeps its comparison: a preposition or punctuation after the word refuses the match.
  ...(['unparalleled', 'unrivaled', 'unrivalled'] as const).map((word) =>
    fixed(word, word, ['exceptional'], 'overused-adjective', 'medium', EDITORIAL, {
      notBefore: [
        'in',
        'by',
        'among',
        'anywhere',
        'elsewhere',
        'since',
        'for',
        'and',
        'or',
        ',',
        '.',
        ';',
        ':',
      ],
    }),
  ),
  // 'Whether you're a beginner or a seasoned pro' → '… an experienced pro'. Only before people: seasoned
  // chicken, timber and cast iron are literal.
  ...(['professional', 'pro', 'expert', 'traveler', 'gamer'] as const).map((person) =>
    noun(
      `seasoned-${person}`,
      `seasoned ~${person}`,
      [`experienced ~${person}`],
      'overused-adjective',
      'medium',
      EDITORIAL,
    ),
  ),
  // 'designed with you in mind' → 'designed for you'.
  fixed('with-you-in-mind', 'with you in mind', ['for you'], 'cliche', 'medium', EDITORIAL),
  fixed(
    'with-your-needs-in-mind',
    'with your needs in mind',
    ['for your needs'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  ...(['your', 'their'] as const).map((possessive) =>
    fixed(
      `${possessive}-unique-needs`,
      `${possessive} unique needs`,
      [`${possessive} needs`],
      'overused-adjective',
      'medium',
      EDITORIAL,
    ),
  ),
  // 'Stand out from the crowd' → 'stand out': the crowd is what standing out means.
  verb('stand-out-from-the-crowd', '~stand out from the crowd', ['~stand out'], 'wordy', 'medium', EDITORIAL),
  fixed('a-cut-above-the-rest', 'a cut above the rest', ['better than most'], 'cliche', 'medium', EDITORIAL, {
    modes: NOT_CASUAL,
  }),
  fixed('every-step-of-the-way', 'every step of the way', ['at every step'], 'cliche', 'medium', EDITORIAL),
  // 'offers a unique blend of tradition and modernity' → 'combines tradition and modernity'.
  // 'Whether you're exploring its trams or …, Lisbon offers a unique blend of …': the city offers it to the visitor
  // the opening speaks to, and 'combines' would leave that opening hanging.
  verb('offer-a-unique-blend-of', '~offer a unique blend of', ['~combine'], 'cliche', 'medium', EDITORIAL, {
    notEarlier: ['whether', 'you', "you're"],
  }),
  // Not 'an unusual mix', which sounds odd rather than valuable.
  fixed('a-unique-blend-of', 'a unique blend of', ['a rare mix of'], 'cliche', 'medium', EDITORIAL),
  fixed(
    'the-perfect-blend-of',
    'the perfect blend of',
    ['just the right mix of'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  fixed(
    'a-perfect-blend-of',
    'a perfect blend of',
    { default: ['just the right mix of'], academic: ['a good balance of'] },
    'cliche',
    'medium',
    EDITORIAL,
  ),
  // 'strikes the perfect balance between humour and heart' → 'balances humour and heart'. (The tagger reads
  // 'strikes' after a noun subject as a noun; the lexicon transform knows that case.)
  ...(['the perfect', 'the right'] as const).map((which) =>
    verb(
      `strike-${which.replace(' ', '-')}-balance-between`,
      `~strike ${which} balance between`,
      ['~balance'],
      'wordy',
      'medium',
      EDITORIAL,
      { notBefore: BALANCED_QUALITIES },
    ),
  ),
  fixed('premium-quality', 'premium quality', ['high quality'], 'overused-adjective', 'medium', EDITORIAL),
  fixed(
    'premium-quality-hyphenated',
    'premium-quality',
    ['high-quality'],
    'overused-adjective',
    'medium',
    EDITORIAL,
  ),
  // 'crafted from genuine leather' → 'made from genuine leather'.
  fixed('crafted-from', 'crafted from', ['made from'], 'overused-verb', 'medium', EDITORIAL),
  fixed('expertly-crafted', 'expertly crafted', ['well-made'], 'overused-adjective', 'medium', EDITORIAL),
  // 'a carefully curated selection of wines' → 'a careful selection of wines'.
  fixed(
    'carefully-curated',
    'carefully curated',
    ['carefully chosen'],
    'overused-adjective',
    'medium',
    EDITORIAL,
  ),
  fixed(
    'a-curated-selection-of',
    'a curated selection of',
    ['a careful selection of'],
    'overused-adjective',
    'medium',
    EDITORIAL,
  ),
  fixed('one-stop-solution', 'one-stop solution', ['complete solution'], 'cliche', 'medium', EDITORIAL),
  // 'a must-have accessory' → 'an essential accessory'; 'summer must-haves' → 'summer essentials'.
  // 'a must-have for' is phrases.ts's; casual copy may keep the hype.
  fixed('a-must-have', 'a must-have', ['an essential'], 'cliche', 'medium', SLOP_EDITORIAL, {
    notBefore: ['for'],
    modes: NOT_CASUAL,
  }),
  fixed('must-haves', 'must-haves', ['essentials'], 'cliche', 'medium', SLOP_EDITORIAL, {
    modes: NOT_CASUAL,
  }),
  fixed('ultimate-guide', 'ultimate guide', ['complete guide'], 'cliche', 'medium', EDITORIAL),
  verb(
    'revolutionize-the-way',
    '~revolutionize the way',
    // 'change' would weaken the claim; where the sentence already says 'transformative', the repeat check
    // leaves 'revolutionize' as it is. 'How', not 'the way': '~transform the way' is on the list itself.
    ['~transform how'],
    'overused-verb',
    'medium',
    EDITORIAL,
  ),
  verb(
    'revolutionise-the-way',
    '~revolutionise the way',
    ['~transform how'],
    'overused-verb',
    'medium',
    EDITORIAL,
  ),
  // Transitive hype verbs with 'your': 'skyrocket your sales' → 'boost your sales'. Prices that skyrocket stay.
  verb('skyrocket-your', '~skyrocket your', ['~boost your'], 'overused-verb', 'medium', EDITORIAL),
  verb('turbocharge-your', '~turbocharge your', ['~boost your'], 'overused-verb', 'medium', EDITORIAL),
  verb('level-up-your', '~level up your', ['~improve your'], 'overused-verb', 'medium', EDITORIAL, {
    modes: NOT_CASUAL,
  }),
  // 'Empowers you to take control' → 'helps you take control': the customer is helped, not authorised. Not
  // 'empowers the police to' (legal power) or 'empower women to' (a social claim).
  ...(
    [
      'you',
      'users',
      'customers',
      'teams',
      'businesses',
      'them',
      'us',
      'staff',
      'clients',
      'our users',
      'our customers',
      'our clients',
      'our teams',
      'our staff',
      'employees',
      'our employees',
      'learners',
      'readers',
    ] as const
  ).map((who) =>
    verb(
      `empower-${who.replace(/ /gu, '-')}-to`,
      `~empower ${who} to`,
      [`~help ${who}`],
      'overused-verb',
      'medium',
      EDITORIAL,
      // 'empowers employees to make decisions about their attire' gives them the say, which 'helps' does not.
      { notLater: ['decisions', 'decide', 'choose', 'choices'] },
    ),
  ),
  fixed('weve-got-you-covered', "we've got you covered", ['we can help'], 'cliche', 'medium', EDITORIAL, {
    modes: NOT_CASUAL,
  }),
  // A wealth of X: the plain word for the amount depends on X.
  fixed(
    'a-wealth-of-experience',
    'a wealth of experience',
    ['extensive experience'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  fixed('a-wealth-of-knowledge', 'a wealth of knowledge', ['deep knowledge'], 'cliche', 'medium', EDITORIAL),
  fixed(
    'a-wealth-of-information',
    'a wealth of information',
    // Academic: 'access extensive information' read stilted; 'a great deal of' keeps the register.
    { default: ['a lot of information', 'plenty of information'], academic: ['a great deal of information'] },
    'cliche',
    'medium',
    EDITORIAL,
  ),
  fixed(
    'a-wealth-of-resources',
    'a wealth of resources',
    ['plenty of resources'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
];

const TRAVEL_AND_REVIEWS: readonly PhraseEntry[] = [
  // 'nestled in the heart of the old town' → 'in the middle of the old town'.
  fixed(
    'nestled-in-the-heart-of',
    'nestled in the heart of',
    ['in the middle of', 'in the center of'],
    'cliche',
    'medium',
    WIKI_SLOP,
  ),
  fixed(
    'stunning-natural-beauty',
    'stunning natural beauty',
    ['great natural beauty'],
    'cliche',
    'medium',
    WIKI_SLOP,
  ),
  fixed(
    'breathtaking-natural-beauty',
    'breathtaking natural beauty',
    ['great natural beauty'],
    'cliche',
    'medium',
    WIKI_SLOP,
  ),
  fixed('steeped-in-history', 'steeped in history', ['full of history'], 'cliche', 'medium', WIKI_EDITORIAL),
  fixed(
    'steeped-in-tradition',
    'steeped in tradition',
    ['full of tradition'],
    'cliche',
    'medium',
    WIKI_EDITORIAL,
  ),
  // "just a stone's throw from the beach" → 'very close to the beach'.
  fixed(
    'just-a-stones-throw-from',
    "just a stone's throw from",
    ['very close to'],
    'cliche',
    'medium',
    WIKI_EDITORIAL,
  ),
  fixed('a-stones-throw-from', "a stone's throw from", ['close to'], 'cliche', 'medium', WIKI_EDITORIAL, {
    notAfter: ['only', 'mere', 'merely'],
  }),
  fixed('a-stones-throw-away', "a stone's throw away", ['close by'], 'cliche', 'medium', WIKI_EDITORIAL, {
    notAfter: ['just', 'only', 'mere', 'merely'],
    notBefore: ['from'],
  }),
  // 'This café is a hidden gem' → 'a real find' ('a little-known treasure' was longer and still a cliché);
  // jewels hidden under a floorboard are literal. The plural ('the city's hidden gems') stays.
  fixed('hidden-gem', 'a hidden gem', ['a real find'], 'cliche', 'medium', WIKI_EDITORIAL, {
    // 'a hidden gem of a bakery': 'a real find of a bakery' is no idiom.
    notBefore: ['inside', 'under', 'beneath', 'behind', 'within', 'of'],
    notAfter: ['such', 'quite'],
  }),
  // Thank-you and mission stock: 'As a token of our appreciation, …' → 'To thank you, …'.
  fixed(
    'as-a-token-of-our-appreciation',
    'as a token of our appreciation',
    ['to thank you'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  verb(
    'reflect-our-ongoing-commitment-to',
    '~reflect our ongoing commitment to',
    ['~show our commitment to'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  // Food-review stock: 'bursting with flavor' → 'full of flavor', 'a delightful fusion of' → 'a mix of'.
  fixed('bursting-with-flavor', 'bursting with flavor', ['full of flavor'], 'cliche', 'medium', EDITORIAL),
  fixed('bursting-with-flavour', 'bursting with flavour', ['full of flavour'], 'cliche', 'medium', EDITORIAL),
  fixed('a-delightful-fusion-of', 'a delightful fusion of', ['a mix of'], 'cliche', 'medium', EDITORIAL),
  fixed('a-melting-pot-of', 'a melting pot of', ['a mix of'], 'cliche', 'medium', WIKI_EDITORIAL),
  fixed('a-paradise-for', 'a paradise for', ['a great place for'], 'cliche', 'medium', WIKI_EDITORIAL),
  fixed('culinary-delights', 'culinary delights', ['dishes'], 'cliche', 'medium', WIKI_EDITORIAL),
  // 'Embark on a journey through jazz history' → 'set out on a journey …' (phrases.ts has 'embark on a journey to').
  verb('embark-on-a-journey', '~embark on a journey', ['~set out on a journey'], 'cliche', 'medium', SLOP),
  verb(
    'embark-on-an-adventure',
    '~embark on an adventure',
    ['~set out on an adventure'],
    'cliche',
    'medium',
    SLOP,
  ),
  verb(
    'dive-into-the-world-of',
    '~dive into the world of',
    ['~explore the world of'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  // Review stock: 'will keep you on the edge of your seat' → 'will keep you in suspense'.
  verb(
    'keep-you-on-the-edge-of-your-seat',
    '~keep you on the edge of your seat',
    ['~keep you in suspense'],
    'cliche',
    'medium',
    EDITORIAL,
    { modes: NOT_CASUAL },
  ),
  verb(
    'keep-audiences-on-the-edge-of-their-seats',
    '~keep audiences on the edge of their seats',
    ['~keep audiences in suspense'],
    'cliche',
    'medium',
    EDITORIAL,
    { modes: NOT_CASUAL },
  ),
  fixed(
    'a-feast-for-the-eyes',
    'a feast for the eyes',
    ['a pleasure to look at'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  fixed(
    'a-feast-for-the-ears',
    'a feast for the ears',
    ['a pleasure to listen to'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  fixed('a-visual-feast', 'a visual feast', ['a pleasure to look at'], 'cliche', 'medium', EDITORIAL, {
    notBefore: ['of', 'for', 'that'],
  }),
  noun(
    'stellar-performance',
    'stellar ~performance',
    ['excellent ~performance'],
    'overused-adjective',
    'medium',
    EDITORIAL,
  ),
  noun('stellar-cast', 'stellar ~cast', ['excellent ~cast'], 'overused-adjective', 'medium', EDITORIAL),
  // 'This café is a breath of fresh air' → 'a welcome change'; only after a linking verb or 'like', so
  // 'stepped out for a breath of fresh air' stays literal.
  fixed(
    'a-breath-of-fresh-air',
    'a breath of fresh air',
    ['a welcome change'],
    'cliche',
    'medium',
    EDITORIAL,
    {
      onlyAfter: [...LINKING, 'like', 'truly', 'really', 'feels', 'felt'],
      modes: NOT_CASUAL,
    },
  ),
  // 'The free delivery is the icing on the cake' → 'a welcome extra'; a baker's icing comes after other verbs.
  fixed(
    'the-icing-on-the-cake',
    'the icing on the cake',
    ['a welcome extra'],
    'cliche',
    'medium',
    EDITORIAL,
    {
      onlyAfter: LINKING,
      modes: NOT_CASUAL,
    },
  ),
];

/** Words that name what 'take … very seriously' takes: the object right before 'very seriously'. */
const TAKEN_SERIOUSLY = [
  'it',
  'this',
  'that',
  'them',
  'these',
  'those',
  'security',
  'privacy',
  'safety',
  'concern',
  'concerns',
  'complaint',
  'complaints',
  'feedback',
  'issue',
  'issues',
  'matter',
  'matters',
  'responsibility',
  'responsibilities',
  'allegations',
  'reports',
  'risk',
  'risks',
];

/**
 * Nouns after 'a must-try' used as an adjective ('a must-try dish'): 'well worth a try' only fits the predicate
 * ('The gumbo is a must-try.').
 */
const TRIED_THINGS = [
  'dish',
  'dishes',
  'item',
  'items',
  'spot',
  'place',
  'restaurant',
  'destination',
  'experience',
  'recipe',
  'recipes',
  'app',
  'product',
  'drink',
  'cocktail',
  'treat',
  'dessert',
  'snack',
  'stop',
  'food',
  'bakery',
  'cafe',
  'flavor',
  'flavour',
  'hike',
  'trail',
];

/** Adjectives of reviews and thank-you posts after 'incredibly': 'very' says the same degree plainly. */
const INCREDIBLY_WHAT = [
  'grateful',
  'thankful',
  'proud',
  'helpful',
  'attentive',
  'comfortable',
  'friendly',
  'easy',
  'rewarding',
  'excited',
  'insightful',
  'informative',
  'common',
  'convenient',
  'frustrating',
];

const SUPPORT_REPLIES: readonly PhraseEntry[] = [
  // 'I sincerely apologize for the inconvenience you have experienced' → 'I apologize for the trouble …': the
  // apology stays, the form-letter wording goes. The verb is kept so any subject still agrees.
  ...(['apologize', 'apologise'] as const).flatMap((apologize) => [
    fixed(
      `sincerely-${apologize}-for-the-inconvenience`,
      `sincerely ${apologize} for the inconvenience`,
      // 'sincerely' stays: without it the apology in a reply to a complaint reads weaker.
      [`sincerely ${apologize} for the trouble`],
      'cliche',
      'medium',
      EDITORIAL,
    ),
  ]),
  // 'I completely understand how frustrating it must be to wait' → 'I understand how frustrating it must be':
  // the empathy stays with this customer ('can be' made it a general remark) and only the intensifier goes.
  ...(['it', 'this'] as const).map((what) =>
    fixed(
      `completely-understand-how-frustrating-${what}-must-be`,
      `completely understand how frustrating ${what} must be`,
      [`understand how frustrating ${what} must be`],
      'cliche',
      'medium',
      EDITORIAL,
    ),
  ),
  // 'We appreciate your understanding and patience as we …' → 'Thank you for your patience as we …'.
  ...(
    [
      ['we-appreciate-your-understanding-and-patience', 'we appreciate your understanding and patience'],
      ['we-appreciate-your-patience-and-understanding', 'we appreciate your patience and understanding'],
      ['thank-you-for-your-understanding-and-patience', 'thank you for your understanding and patience'],
      ['thank-you-for-your-patience-and-understanding', 'thank you for your patience and understanding'],
    ] as const
  ).map(([id, pattern]) =>
    fixed(id, pattern, ['thank you for your patience'], 'cliche', 'medium', EDITORIAL),
  ),
  // 'we take billing concerns like this very seriously' → '… seriously': 'take seriously' is the claim. Only
  // after the thing taken, so 'very seriously injured' keeps its degree.
  fixed('take-very-seriously', 'very seriously', ['seriously'], 'intensifier', 'medium', EDITORIAL, {
    onlyAfter: TAKEN_SERIOUSLY,
  }),
  // 'please direct any questions to Maya' → 'please send any questions to Maya'.
  ...(['any', 'all'] as const).flatMap((which) =>
    (['questions', 'inquiries'] as const).map((what) =>
      verb(
        `direct-${which}-${what}-to`,
        `~direct ${which} ${what} to`,
        [`~send ${which} ${what} to`],
        'wordy',
        'medium',
        EDITORIAL,
      ),
    ),
  ),
];

const LETTERS_AND_POSTS: readonly PhraseEntry[] = [
  // 'I am writing to express my gratitude for …' → 'I am grateful for …'; after 'am'/'I'm', which stays.
  ...(
    [
      ['gratitude-for', 'gratitude for', 'grateful for'],
      ['sincere-gratitude-for', 'sincere gratitude for', 'very grateful for'],
      ['appreciation-for', 'appreciation for', 'grateful for'],
      ['concern-about', 'concern about', 'concerned about'],
      ['concerns-about', 'concerns about', 'concerned about'],
      ['disappointment-with', 'disappointment with', 'disappointed with'],
    ] as const
  ).map(([id, feeling, plain]) =>
    fixed(
      `writing-to-express-my-${id}`,
      `writing to express my ${feeling}`,
      [plain],
      'wordy',
      'medium',
      EDITORIAL,
      { onlyAfter: ['am', "i'm"] },
    ),
  ),
  // 'I am writing to express my deep dissatisfaction with the service' → 'I am writing to complain about the
  // service'; 'writing' stays, so any subject and tense still fit.
  ...(['', 'deep ', 'strong '] as const).map((how) =>
    fixed(
      `writing-to-express-my-${how.replace(' ', '-')}dissatisfaction-with`,
      `writing to express my ${how}dissatisfaction with`,
      ['writing to complain about'],
      'wordy',
      'medium',
      EDITORIAL,
    ),
  ),
  fixed(
    'writing-to-express-my-support-for',
    'writing to express my support for',
    ['writing in support of'],
    'wordy',
    'medium',
    EDITORIAL,
  ),
  // 'I would be a valuable addition to your team' → 'an asset to your team' (cf. 'a valuable asset to'). Only
  // with the team: 'a valuable addition to the literature' is a reviewer's judgement and stays.
  ...(['your', 'the'] as const).map((whose) =>
    fixed(
      `a-valuable-addition-to-${whose}-team`,
      `a valuable addition to ${whose} team`,
      [`an asset to ${whose} team`],
      'cliche',
      'medium',
      EDITORIAL,
    ),
  ),
  fixed(
    'thrilled-to-contribute-to',
    'thrilled to contribute to',
    ['glad to contribute to'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  // 'I'm officially starting a new chapter as Head of Data' → 'starting a new role as': the job is the news.
  // 'starting as' stands in where 'new' would repeat ('exciting news: … starting a new role').
  verb(
    'start-a-new-chapter-as',
    '~start a new chapter as',
    ['~start a new role as', '~start as'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  // 'This experience opened my eyes to the inequities' → 'showed me the inequities'. Waking is literal: 'I
  // (slowly) opened my eyes to the sound of rain' has 'I' or an adverb right before.
  verb('open-my-eyes-to', '~open my eyes to', ['~show me'], 'cliche', 'medium', EDITORIAL, {
    notAfter: [
      'i',
      'and',
      'slowly',
      'finally',
      'then',
      'barely',
      'when',
      'as',
      'before',
      'until',
      'just',
      'first',
      'eventually',
      'suddenly',
    ],
  }),
];

const ESSAYS: readonly PhraseEntry[] = [
  // 'Fitzgerald delivers a powerful critique of a society …' → 'Fitzgerald criticizes a society …'; academic
  // prose keeps the scholar's verb 'critique'.
  ...(['deliver', 'offer'] as const).flatMap((give) =>
    (['powerful', 'compelling'] as const).map((how) =>
      verb(
        `${give}-a-${how}-critique-of`,
        `~${give} a ${how} critique of`,
        { default: ['~criticize'], academic: ['~critique'] },
        'cliche',
        'medium',
        EDITORIAL,
      ),
    ),
  ),
  // 'The green light serves as a powerful symbol of Gatsby's hopes' → 'stands for Gatsby's hopes'. Longer than
  // phrases.ts's 'serves as' → 'is', which would leave 'is a powerful symbol of'.
  ...(
    [
      ['serve-as-a-powerful-symbol-of', '~serve as a powerful symbol of'],
      ['serve-as-a-symbol-of', '~serve as a symbol of'],
    ] as const
  ).map(([id, pattern]) =>
    verb(
      id,
      pattern,
      { default: ['~stand for'], academic: ['~symbolize'] },
      'cliche',
      'medium',
      WIKI_EDITORIAL,
    ),
  ),
  // 'is widely regarded as one of the greatest novels' → 'is often called one of the greatest novels': the
  // attribution stays. Only before a superlative: 'widely regarded as flawed' is a belief, not a name.
  fixed(
    'widely-regarded-as-one-of-the',
    'widely regarded as one of the',
    ['often called one of the'],
    'cliche',
    'medium',
    WIKI_EDITORIAL,
  ),
  // 'the novel explores themes of wealth and love' → 'the novel explores wealth and love'.
  verb('explore-themes-of', '~explore themes of', ['~explore'], 'wordy', 'medium', EDITORIAL),
  verb('explore-the-themes-of', '~explore the themes of', ['~explore'], 'wordy', 'medium', EDITORIAL),
  // 'will provide valuable insights for policymakers designing …' → 'will offer useful lessons for …': not
  // 'help' ('it helps anyone feeling overwhelmed' claims more) nor 'inform' ('informs anyone' is no idiom).
  // Only before the people served: 'insights for the design of' is about a thing.
  ...(['provide', 'offer'] as const).map((give) =>
    verb(
      `${give}-valuable-insights-for`,
      `~${give} valuable insights for`,
      { default: ['~offer useful lessons for'] },
      'overused-verb',
      'medium',
      EDITORIAL,
      {
        notBefore: [
          'the',
          'a',
          'an',
          'this',
          'that',
          'these',
          'those',
          'our',
          'their',
          'its',
          'future',
          'further',
          'understanding',
          'improving',
          'designing',
          'developing',
          'how',
          'what',
          'why',
        ],
      },
    ),
  ),
];

const INTENSIFIERS: readonly PhraseEntry[] = [
  // 'The bed was incredibly comfortable' → 'very comfortable': the degree stays, the hype goes. Concise mode
  // deletes 'incredibly' outright (phrases.ts), so these stay out of it.
  ...INCREDIBLY_WHAT.map((adjective) =>
    fixed(
      `incredibly-${adjective}`,
      `incredibly ${adjective}`,
      [`very ${adjective}`],
      'intensifier',
      'medium',
      SLOP_EDITORIAL,
      { modes: ['standard', 'fluent', 'academic', 'casual'] },
    ),
  ),
  // 'We've personally tested more than 35 apps' → 'We've tested …'; the testers are already 'we'.
  ...(['test', 'try'] as const).map((act) =>
    verb(`personally-${act}`, `personally ~${act}`, [`~${act}`], 'intensifier', 'medium', EDITORIAL, {
      onlyAfter: ["we've", "i've", 'have', 'has', 'had', 'we', 'i'],
    }),
  ),
  // 'was a definite highlight' → 'was a highlight' (not 'the best part', which would rank it first).
  ...(['definite', 'real'] as const).map((how) =>
    fixed(`a-${how}-highlight`, `a ${how} highlight`, ['a highlight'], 'intensifier', 'medium', EDITORIAL),
  ),
];

const MORE_MARKETING: readonly PhraseEntry[] = [
  // 'Elevate the way you work.' → 'Improve the way you work.' (cf. 'elevate your').
  verb(
    'elevate-the-way',
    '~elevate the way',
    ['~improve the way'],
    'overused-verb',
    'medium',
    SLOP_EDITORIAL,
  ),
  // 'scales effortlessly' → 'scales easily'.
  // 'effortlessly relaxed/chic' is without trying; 'easily relaxed' is someone who calms down quickly.
  fixed('effortlessly', 'effortlessly', ['easily'], 'overused-adverb', 'medium', SLOP_EDITORIAL, {
    notBefore: [
      'relaxed',
      'chic',
      'cool',
      'elegant',
      'stylish',
      'casual',
      'beautiful',
      'graceful',
      'charming',
    ],
  }),
  // 'carefully', not 'well-designed': the care is the claim, and 'has been well-designed' takes no hyphen.
  fixed(
    'thoughtfully-designed',
    'thoughtfully designed',
    ['carefully designed'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
  // 'That's why we've curated this list of seven hikes' → 'we've put together this list of …'.
  ...(['this', 'a'] as const).map((which) =>
    verb(
      `curate-${which}-list-of`,
      `~curate ${which} list of`,
      [`~put together ${which} list of`],
      'overused-verb',
      'medium',
      EDITORIAL,
    ),
  ),
  // 'strikes a perfect balance between' joins 'the perfect' / 'the right' above.
  verb(
    'strike-a-perfect-balance-between',
    '~strike a perfect balance between',
    ['~balance'],
    'wordy',
    'medium',
    EDITORIAL,
    { notBefore: BALANCED_QUALITIES },
  ),
  // 'Installation is a breeze.' → 'Installation is easy.' Not after 'there' ('There was a breeze'), nor before
  // where a wind comes from.
  ...(['is', 'was'] as const).map((be) =>
    fixed(`${be}-a-breeze`, `${be} a breeze`, [`${be} easy`], 'cliche', 'medium', EDITORIAL, {
      notAfter: ['there'],
      notBefore: ['from', 'off', 'blowing', 'coming', 'through', 'of', 'in', 'on'],
      modes: NOT_CASUAL,
    }),
  ),
];

const MORE_TRAVEL_AND_REVIEWS: readonly PhraseEntry[] = [
  // 'this spot is a must-try.' → 'this spot is well worth a try.' Only as a predicate: 'a must-try dish' stays
  // (see TRIED_THINGS). phrases.ts has 'a must-see for' and its kin.
  fixed('a-must-try', 'a must-try', ['well worth a try'], 'cliche', 'medium', SLOP_EDITORIAL, {
    onlyAfter: LINKING,
    notBefore: TRIED_THINGS,
    modes: NOT_CASUAL,
  }),
  ...(['must-see', 'must-visit'] as const).map((must) =>
    fixed(
      `a-${must}-destination`,
      `a ${must} destination`,
      ['well worth a visit'],
      'cliche',
      'medium',
      SLOP_EDITORIAL,
      { onlyAfter: LINKING, modes: NOT_CASUAL },
    ),
  ),
  // 'some of the city's most iconic landmarks' → 'best-known landmarks'.
  // Not before 'known for' later in the sentence: 'best-known … known for' repeats itself.
  fixed('most-iconic', 'most iconic', ['best-known'], 'overused-adjective', 'medium', WIKI_EDITORIAL, {
    notLater: ['known'],
  }),
  noun(
    'iconic-landmark',
    'iconic ~landmark',
    ['famous ~landmark'],
    'overused-adjective',
    'medium',
    WIKI_EDITORIAL,
  ),
  // 'Colorado is a hiker's paradise' → 'a great place for hikers' (cf. 'a paradise for').
  ...(['hiker', 'shopper', 'foodie'] as const).map((who) =>
    fixed(
      `a-${who}s-paradise`,
      `a ${who}'s paradise`,
      [`a great place for ${who}s`],
      'cliche',
      'medium',
      WIKI_EDITORIAL,
    ),
  ),
  // 'The hotel, boasting a rooftop pool, …' → 'The hotel, with a rooftop pool, …'; so too at the start ('Boasting
  // 2,800 square feet, the home …' → 'With 2,800 …', not 'Having'). There the tagger often reads 'boasting' as a
  // noun, which phrases.ts's '~boast' refuses.
  fixed('comma-boasting', 'boasting', ['with'], 'overused-verb', 'medium', AI_ALL, {
    onlyAfter: [',', START_TOKEN],
    notBefore: ['about', 'of', 'that', 'to', 'how', 'loudly', 'openly', 'proudly', 'and', 'or'],
  }),
  // 'the trails that will take your breath away' → 'the trails that will amaze you'. Casual keeps the idiom.
  verb('take-your-breath-away', '~take your breath away', ['~amaze you'], 'cliche', 'medium', EDITORIAL, {
    modes: NOT_CASUAL,
  }),
  // 'where tradition and modern life coexist in perfect harmony' → '… coexist peacefully'.
  verb(
    'coexist-in-perfect-harmony',
    '~coexist in perfect harmony',
    ['~coexist peacefully'],
    'cliche',
    'medium',
    EDITORIAL,
  ),
];

/** Nouns of a skill or power after 'remarkable': 'strong' keeps the praise without the puff. */
const ABILITIES = ['ability', 'capacity', 'capability'] as const;
/**
 * Nouns of change after 'remarkable': 'striking' keeps the notice without the puff ('dramatic' turned a pupil's
 * progress, praised by a parent, into something sudden).
 */
const CHANGES = ['transformation', 'change', 'shift', 'turnaround'] as const;
const PUFFERY: readonly PhraseEntry[] = [
  // 'LLMs have shown remarkable capabilities' → 'strong capabilities'. Only with these nouns, so a measured
  // 'remarkable accuracy' or 'remarkable stability' keeps the author's judgement; not after a comparative ('the most strong'), nor before 'of' (a stadium's
  // capacity of 80,000).
  ...ABILITIES.map((what) =>
    noun(
      `remarkable-${what}`,
      `remarkable ~${what}`,
      // 'a strong capacity for regeneration' is no collocation: a capacity is great.
      [`${what === 'capacity' ? 'great' : 'strong'} ~${what}`],
      'overused-adjective',
      'medium',
      SLOP_EDITORIAL,
      // Nor before 'to': 'a remarkable ability to regenerate' is the point of the sentence, not puff.
      { notAfter: ['most', 'more', 'less', 'least'], notBefore: ['of', 'to', ',', '.', ';', ':'] },
    ),
  ),
  // 'Matera underwent a remarkable transformation' → 'a striking transformation'.
  // Fixed singulars: the plural rule's test flags nouns in '-on' ('transformation').
  ...CHANGES.map((what) =>
    fixed(
      `remarkable-${what}`,
      `remarkable ${what}`,
      [`striking ${what}`],
      'overused-adjective',
      'medium',
      SLOP_EDITORIAL,
      // 'the most remarkable change I have seen' ranks it as striking, not as large.
      { notAfter: ['most', 'more', 'less', 'least'] },
    ),
  ),
  // 'deeply grateful', 'deeply moving' and the like are ordinary English, not puff: readers found 'very'
  // flatter every time, so they stay.
  // 'a growing body of evidence suggests' → 'growing evidence suggests'. Research: 'growing research' is not
  // idiomatic, and academic prose may keep its set phrase.
  fixed(
    'a-growing-body-of-evidence',
    'a growing body of evidence',
    ['growing evidence'],
    'cliche',
    'medium',
    SLOP_EDITORIAL,
  ),
  fixed(
    'a-growing-body-of-research',
    'a growing body of research',
    // Not 'more and more research': too casual for the chapter or review that uses the phrase.
    ['a growing number of studies'],
    'cliche',
    'medium',
    SLOP_EDITORIAL,
    // '… studies suggests' would break the agreement with the writer's singular verb.
    {
      modes: NOT_ACADEMIC,
      notLater: [
        'suggests',
        'shows',
        'indicates',
        'demonstrates',
        'has',
        'is',
        'was',
        'points',
        'offers',
        'finds',
        'supports',
        'links',
        'confirms',
        'reveals',
        'provides',
        'highlights',
        'underscores',
      ],
    },
  ),
  // Abstract boilerplate: 'highlight potential avenues for future research' → '… directions for future research';
  // 'to support future research in this important area' → '… in this area'.
  ...(['future', 'further'] as const).map((when) =>
    fixed(
      `avenues-for-${when}-research`,
      `avenues for ${when} research`,
      [`directions for ${when} research`],
      'cliche',
      'medium',
      WIKI_SLOP,
    ),
  ),
  ...(['area', 'field'] as const).map((where) =>
    fixed(
      `in-this-important-${where}`,
      `in this important ${where}`,
      [`in this ${where}`],
      'cliche',
      'medium',
      EDITORIAL,
    ),
  ),
  // 'further cementing its status as a cultural destination' → 'further confirming its status as …'. With 'as'
  // the status is a role, never wet cement.
  ...(['status', 'reputation', 'position'] as const).flatMap((what) =>
    (['its', 'her', 'his', 'their'] as const).flatMap((whose) =>
      (['cement', 'solidify'] as const).flatMap((verbWord) =>
        verbAndGerund(
          `${verbWord}-${whose}-${what}-as`,
          `~${verbWord} ${whose} ${what} as`,
          [`~confirm ${whose} ${what} as`],
          'cliche',
          'medium',
          WIKI_EDITORIAL,
        ),
      ),
    ),
  ),
  // 'Her legacy continues to inspire generations of scientists.' → 'Her legacy still inspires …'.
  fixed(
    'legacy-continues-to-inspire',
    'legacy continues to inspire',
    ['legacy still inspires'],
    'cliche',
    'medium',
    WIKI_EDITORIAL,
  ),
];

/** Longest pattern first (stable within a length), as in phrases.ts. */
export const PROMOTIONAL: readonly PhraseEntry[] = [
  ...LETTERS,
  ...COVER_LETTERS,
  ...MARKETING,
  ...TRAVEL_AND_REVIEWS,
  ...SUPPORT_REPLIES,
  ...LETTERS_AND_POSTS,
  ...ESSAYS,
  ...INTENSIFIERS,
  ...MORE_MARKETING,
  ...MORE_TRAVEL_AND_REVIEWS,
  ...PUFFERY,
].sort((a, b) => b.pattern.split(' ').length - a.pattern.split(' ').length);

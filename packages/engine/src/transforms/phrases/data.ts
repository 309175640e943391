import type { PhraseCategory } from '../../lexicon/types.js';
import type { Reason } from '../../text/draft.js';

/** One reason per lexicon category (English and Chinese), shown with each phrase edit. */
export const PHRASE_REASONS: Readonly<Record<PhraseCategory, Reason>> = Object.freeze({
  'overused-verb': {
    en: 'Overused verb; a plainer one says the same.',
    zh: '过度使用的动词；换成更朴素的说法，意思不变。',
  },
  'overused-noun': {
    en: 'Overused noun; a plainer one says the same.',
    zh: '过度使用的名词；换成更朴素的说法，意思不变。',
  },
  'overused-adjective': {
    en: 'Overused adjective; a plainer one says the same.',
    zh: '过度使用的形容词；换成更朴素的说法，意思不变。',
  },
  'overused-adverb': {
    en: 'Overused adverb; plainer or not needed.',
    zh: '过度使用的副词；换成更朴素的说法或删去。',
  },
  cliche: { en: 'Stock phrase; said plainly.', zh: '陈词滥调；改为直白的说法。' },
  wordy: { en: 'Wordy phrase; shorter form, same meaning.', zh: '措辞冗长；改为更简短的同义说法。' },
  filler: { en: 'Filler that adds no meaning.', zh: '不增加意义的填充语。' },
  hedge: { en: 'Needless hedge; the claim reads more directly.', zh: '不必要的含糊措辞；表述更直接。' },
  intensifier: { en: 'Empty intensifier removed.', zh: '删去空洞的强调词。' },
  signpost: { en: 'Signposting that adds nothing.', zh: '删去无实际作用的提示语。' },
});

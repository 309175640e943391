import { describe, expect, it } from 'vitest';
import { CORE_IRREGULAR, inflectPhrase, inflectWord, verbForms } from './index.js';

describe('inflect', () => {
  it.each([
    ['use', 'third', 'uses'],
    ['try', 'third', 'tries'],
    ['fix', 'third', 'fixes'],
    ['use', 'past', 'used'],
    ['try', 'past', 'tried'],
    ['stop', 'past', 'stopped'],
    ['visit', 'past', 'visited'],
    ['refer', 'past', 'referred'],
    ['make', 'gerund', 'making'],
    ['see', 'gerund', 'seeing'],
    ['lie', 'gerund', 'lying'],
    ['plan', 'gerund', 'planning'],
    ['take', 'participle', 'taken'],
    ['take', 'past', 'took'],
    ['have', 'third', 'has'],
    ['do', 'third', 'does'],
    ['analysis', 'plural', 'analyses'],
    ['study', 'plural', 'studies'],
  ] as const)('%s → %s: %s', (lemma, form, expected) => {
    expect(inflectWord(lemma, form, CORE_IRREGULAR)).toBe(expected);
  });

  it('inflects the first word of a phrase', () => {
    expect(inflectPhrase('look into', 'past', CORE_IRREGULAR)).toBe('looked into');
  });

  it('knows the forms of be', () => {
    const forms = verbForms('be', CORE_IRREGULAR);
    expect([
      forms.get('is'),
      forms.get('are'),
      forms.get('was'),
      forms.get('were'),
      forms.get('been'),
    ]).toEqual(['third', 'base', 'past', 'past', 'participle']);
  });
});

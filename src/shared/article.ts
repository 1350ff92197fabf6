// "a" or "an" before a word as it is said: an ace recruiter, an offensive coordinator, an ACC opponent, an 8-team
// playoff; a MAC opponent, a Utah, a one-off.

/** Initialisms said letter by letter whose first letter's name starts with a vowel sound (F is "eff", S "ess"). */
const VOWEL_LETTERS = 'AEFHILMNORSX';
/** Capitalised words said as words, not letters ("a MAC opponent", "a NIL deal" is said "nil"). */
const SAID_AS_WORDS = new Set(['MAC', 'NIL', 'NASA']);
/** Words that start with a vowel letter but a consonant sound, or a silent h. */
const CONSONANT_SOUND = /^(one|once|uni|use|usu|uti|ute|utah|euro|eu)/i;
const VOWEL_SOUND_H = /^(hour|honest|honor|heir)/i;

/** The article for a phrase: "an" before a vowel sound, else "a". */
export function article(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s-]/)[0] ?? '';
  if (word === '') return 'a';
  // Numbers: eight, eleven, eighteen, eighty... and 8,000 are said with a vowel first.
  if (/^\d/.test(word)) {
    const whole = word.replace(/[^\d.].*$/, '').split('.')[0];
    return whole.startsWith('8') || /^1[18](\d{3})*$/.test(whole) ? 'an' : 'a';
  }
  const letters = word.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 2 && letters === letters.toUpperCase() && !SAID_AS_WORDS.has(letters))
    return VOWEL_LETTERS.includes(letters[0]) ? 'an' : 'a';
  if (VOWEL_SOUND_H.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The phrase after its article: "an ace recruiter", "a defensive coordinator". */
export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

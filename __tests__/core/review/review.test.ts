import {
  joinReviews,
  notPassed,
  worstConclusion,
  type ModelReview,
} from '../../../src/core/review/review.js';

const review = (
  model: ModelReview['model'],
  conclusion: ModelReview['conclusion'],
  title: string,
): ModelReview => ({
  model,
  conclusion,
  title,
  reason: `${model}: ${title}`,
  findings: [{ key: `${model}-1`, severity: 'notice', gates: false, title, message: '' }],
});

describe('worstConclusion', () => {
  test('a failure fails, else neutral, else success', () => {
    expect(worstConclusion(['success', 'neutral', 'failure'])).toBe('failure');
    expect(worstConclusion(['success', 'neutral'])).toBe('neutral');
    expect(worstConclusion(['success'])).toBe('success');
    expect(worstConclusion([])).toBe('success');
  });
});

describe('joinReviews', () => {
  test('a store with both models: the worse conclusion, and only the titles that say something', () => {
    const joined = joinReviews([
      review('ticks', 'success', 'Every guarding check is green'),
      review('claims', 'neutral', "1 claim's anchor broken by this pull request"),
    ]);
    expect(joined.conclusion).toBe('neutral');
    expect(joined.title).toBe("1 claim's anchor broken by this pull request");
    expect(joined.findings.map((f) => f.key)).toEqual(['ticks-1', 'claims-1']);
  });

  test('both all clear: both titles; both saying something: both, joined', () => {
    expect(
      joinReviews([review('ticks', 'success', 'a'), review('claims', 'success', 'b')]).title,
    ).toBe('a; b');
    const both = joinReviews([review('ticks', 'failure', 'x'), review('claims', 'neutral', 'y')]);
    expect(both).toMatchObject({ conclusion: 'failure', title: 'x; y' });
  });

  test('the reason: what fails the step leads it alone, else every model says why, in order', () => {
    const reasonOf = (t: ModelReview['conclusion'], c: ModelReview['conclusion']) =>
      joinReviews([review('ticks', t, 'decisions'), review('claims', c, 'claims')]).reason;
    expect(reasonOf('failure', 'failure')).toBe('ticks: decisions; claims: claims');
    expect(reasonOf('failure', 'neutral')).toBe('ticks: decisions');
    expect(reasonOf('neutral', 'failure')).toBe('claims: claims');
    expect(reasonOf('success', 'neutral')).toBe('ticks: decisions; claims: claims');
    // A store of one model: its own reason, as it is.
    expect(joinReviews([review('claims', 'success', 'all clear')]).reason).toBe(
      'claims: all clear',
    );
  });
});

describe('notPassed', () => {
  const why = 'Not passed: no base';
  test('a success becomes neutral; a neutral or a failure stays as it is', () => {
    expect(notPassed(review('claims', 'success', 'all still'), why).conclusion).toBe('neutral');
    expect(notPassed(review('claims', 'neutral', 'moved'), why).conclusion).toBe('neutral');
    expect(notPassed(review('ticks', 'failure', 'stale'), why).conclusion).toBe('failure');
  });
  test('the title and the reason say why first; the findings are kept', () => {
    const capped = notPassed(review('claims', 'success', 'all still'), why);
    expect(capped.title).toBe('Not passed: no base; all still');
    expect(capped.reason).toBe('Not passed: no base; claims: all still');
    expect(capped.findings).toEqual(review('claims', 'success', 'all still').findings);
    expect(notPassed({ ...review('claims', 'success', ''), reason: '' }, why)).toMatchObject({
      title: why,
      reason: why,
    });
  });
});

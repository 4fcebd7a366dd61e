import { commandCommentOf, isAnswered, type CommandComment } from '../../src/action/event.js';
import { issueCommentEvent } from '../../test-support/events.js';

describe('commandCommentOf', () => {
  test('a new comment on a pull request', () => {
    const payload = issueCommentEvent({
      number: 9,
      body: '/ev list',
      commentId: 77,
      author: { login: 'ada' },
      association: 'MEMBER',
      pullRequestAuthor: 'grace',
    }).payload;
    expect(commandCommentOf(payload)).toEqual({
      issueNumber: 9,
      commentId: 77,
      body: '/ev list',
      author: { login: 'ada', type: 'User', association: 'MEMBER' },
      pullRequestAuthor: 'grace',
    });
  });

  test('nothing for an edit, a deletion or a plain issue', () => {
    expect(commandCommentOf(issueCommentEvent({ action: 'edited' }).payload)).toBeUndefined();
    expect(commandCommentOf(issueCommentEvent({ action: 'deleted' }).payload)).toBeUndefined();
    expect(commandCommentOf(issueCommentEvent({ onPullRequest: false }).payload)).toBeUndefined();
    expect(commandCommentOf({})).toBeUndefined();
  });
});

describe('isAnswered', () => {
  const comment = (association: string, login = 'x', prAuthor = 'y'): CommandComment => ({
    issueNumber: 1,
    commentId: 1,
    body: '',
    author: { login, type: 'User', association },
    pullRequestAuthor: prAuthor,
  });

  test.each(['OWNER', 'MEMBER', 'COLLABORATOR'])('%s is answered', (association) =>
    expect(isAnswered(comment(association))).toBe(true),
  );

  test.each(['CONTRIBUTOR', 'FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER', 'NONE', 'MANNEQUIN', ''])(
    '%s is not, unless they opened the pull request',
    (association) => {
      expect(isAnswered(comment(association))).toBe(false);
      expect(isAnswered(comment(association, 'y', 'y'))).toBe(true);
    },
  );

  test('an unknown login never matches an unknown author', () => {
    expect(isAnswered(comment('NONE', '', ''))).toBe(false);
  });
});

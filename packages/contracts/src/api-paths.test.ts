import { contractHistoryPath, contractProgressPath, userPath } from './api-paths';

describe('the API read paths', () => {
  it('when an id or a cursor holds characters of a URL, then they are escaped, so a path is one route', () => {
    expect(userPath('a/b?c', '/stats')).toBe('/api/user/a%2Fb%3Fc/stats');
    expect(contractProgressPath('x/../y')).toBe('/api/contracts/x%2F..%2Fy/progress');
    expect(contractHistoryPath('u1', { limit: 5, cursor: 'k=1&z' })).toBe(
      '/api/user/u1/contracts/history?limit=5&cursor=k%3D1%26z',
    );
  });

  it('when a history page has no limit or cursor, then the path has no query string (the first answers are found by the exact path)', () => {
    expect(contractHistoryPath('u1')).toBe('/api/user/u1/contracts/history');
    expect(contractHistoryPath('u1', { limit: 5 })).toBe('/api/user/u1/contracts/history?limit=5');
  });
});

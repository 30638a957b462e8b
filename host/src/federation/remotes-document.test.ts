import { useTestApi } from '@ciao/api-client/testing';
import { fetchRemotesDocument, parseRemotesDocument } from './remotes-document';

describe('parseRemotesDocument', () => {
  it('reads the remotes with their name and entry', () => {
    expect(
      parseRemotesDocument({
        remotes: [
          { name: 'mf_dashboard', entry: '/remotes/mf-dashboard/mf-manifest.json' },
          { name: 'mf_admin', entry: 'https://cdn.example.com/mf-admin/mf-manifest.json' },
        ],
      }),
    ).toEqual({
      remotes: [
        { name: 'mf_dashboard', entry: '/remotes/mf-dashboard/mf-manifest.json' },
        { name: 'mf_admin', entry: 'https://cdn.example.com/mf-admin/mf-manifest.json' },
      ],
    });
  });

  it('refuses a document without a usable list', () => {
    expect(() => parseRemotesDocument({})).toThrow('"remotes" must be a list');
    expect(() => parseRemotesDocument({ remotes: [{ name: 'mf_x' }] })).toThrow('remote #0 needs a "name" and an "entry"');
  });
});

describe('fetchRemotesDocument', () => {
  const api = useTestApi();

  it('when the document is briefly unavailable, then it retries', async () => {
    let calls = 0;
    api.route('GET /remotes.json', () =>
      ++calls === 1 ? { status: 502 } : { json: { remotes: [{ name: 'mf_dashboard', entry: '/x/mf-manifest.json' }] } },
    );

    await expect(fetchRemotesDocument(`${api.url}/remotes.json`)).resolves.toEqual({
      remotes: [{ name: 'mf_dashboard', entry: '/x/mf-manifest.json' }],
    });
  });
});

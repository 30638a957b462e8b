import { useTestApi } from '@ciao/api-client/testing';
import { RUNTIME_DOCUMENT_ELEMENT_ID } from '@ciao/contracts/screen-routes';
import { fetchRemotesDocument, parseRemotesDocument, readPageRemotesDocument } from './remotes-document';

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

  it("keeps the page's report token, and only a string", () => {
    const remotes = [{ name: 'mf_dashboard', entry: '/remotes/mf-dashboard/mf-manifest.json' }];
    expect(parseRemotesDocument({ remotes, report: 'abc.def' })).toEqual({ remotes, report: 'abc.def' });
    expect(parseRemotesDocument({ remotes, report: 7 })).toEqual({ remotes });
  });

  it('refuses a document without a usable list', () => {
    expect(() => parseRemotesDocument({})).toThrow('"remotes" must be a list');
    expect(() => parseRemotesDocument({ remotes: [{ name: 'mf_x' }] })).toThrow(
      'remote #0 needs a "name" and an "entry"',
    );
  });
});

describe('readPageRemotesDocument', () => {
  const pageWith = (text: string | undefined) => {
    const page = document.implementation.createHTMLDocument();
    if (text !== undefined) {
      const element = page.createElement('script');
      element.type = 'application/json';
      element.id = RUNTIME_DOCUMENT_ELEMENT_ID;
      element.textContent = text;
      page.head.append(element);
    }
    return page;
  };

  it('when the API wrote the document into the page, then the host takes it from there', () => {
    const remotes = [{ name: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json' }];
    expect(readPageRemotesDocument(pageWith(JSON.stringify({ remotes })))).toEqual({ remotes });
  });

  it('when the page has no document or an unusable one, then there is none (the host asks for /remotes.json)', () => {
    expect(readPageRemotesDocument(pageWith(undefined))).toBeUndefined();
    expect(readPageRemotesDocument(pageWith('{"remotes":'))).toBeUndefined();
    expect(readPageRemotesDocument(pageWith('{"remotes":[{"name":"mf_x"}]}'))).toBeUndefined();
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

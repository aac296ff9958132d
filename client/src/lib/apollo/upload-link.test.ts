import { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom } from 'rxjs';
import { createUploadLink, extractFiles, hasFiles } from './upload-link';

const poster = new File(['poster'], 'afis.jpg', { type: 'image/jpeg' });
const photo = new File(['photo'], 'foto.jpg', { type: 'image/jpeg' });

describe('extractFiles', () => {
  it('replaces every file by null and gives its paths', () => {
    const { clone, files } = extractFiles({ input: { title: 'Başlık', poster, photos: [photo, poster], tagIds: [1, 2] } });
    expect(clone).toEqual({ input: { title: 'Başlık', poster: null, photos: [null, null], tagIds: [1, 2] } });
    expect([...files.entries()]).toEqual([
      [poster, ['variables.input.poster', 'variables.input.photos.1']],
      [photo, ['variables.input.photos.0']],
    ]);
  });

  it('finds no file in plain variables', () => {
    expect(hasFiles({ input: { title: 'x', content: [{ type: 'paragraph', children: [{ text: '' }] }] } })).toBe(false);
    expect(hasFiles(undefined)).toBe(false);
    expect(hasFiles({ input: { poster } })).toBe(true);
  });
});

/** Records what the link sends and answers like the server. */
class FakeRequest {
  static last: FakeRequest;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body?: FormData;
  withCredentials = false;
  status = 200;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.responseText = JSON.stringify({ data: { createNews: { id: 7 } } });
    setTimeout(() => this.onload?.());
  }
  abort() {}
}

describe('createUploadLink', () => {
  it('sends a GraphQL multipart request with the preflight header and reports progress', async () => {
    const progress: number[] = [];
    const link = ApolloLink.from([
      new ApolloLink((operation, forward) => {
        operation.setContext({ headers: { 'X-CSRF-Token': 'jeton' }, onUploadProgress: (value: number) => progress.push(value) });
        return forward(operation);
      }),
      createUploadLink('/graphql', () => new FakeRequest() as unknown as XMLHttpRequest),
    ]);
    // `parse`, not `gql`: codegen would pluck it and clash with the form's own CreateNews operation.
    const query = parse('mutation CreateNews($input: CreateNewsInput!) { createNews(input: $input) { id } }');
    const result = await firstValueFrom(
      ApolloLink.execute(link, { query, variables: { input: { title: 'Başlık', poster } } }, { client: {} as never }),
    );
    expect(result).toEqual({ data: { createNews: { id: 7 } } });
    const sent = FakeRequest.last;
    expect([sent.method, sent.url, sent.withCredentials]).toEqual(['POST', '/graphql', true]);
    expect(sent.headers).toEqual({ 'X-CSRF-Token': 'jeton', 'apollo-require-preflight': 'true' });
    const operations = JSON.parse(sent.body!.get('operations') as string);
    expect(operations.variables).toEqual({ input: { title: 'Başlık', poster: null } });
    expect(operations.operationName).toBe('CreateNews');
    expect(JSON.parse(sent.body!.get('map') as string)).toEqual({ 0: ['variables.input.poster'] });
    expect((sent.body!.get('0') as File).name).toBe('afis.jpg');
    expect(progress).toEqual([0.5, 1]);
  });
});

import { jest } from '@jest/globals';
import type { ApolloClient } from '@apollo/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descendant } from 'slate';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { object } from 'yup';
import { AppProviders } from '../../app/app-providers';
import { createEmotionCache } from '../../app/emotion-cache';
import { EditorialForm } from '../../components/admin/editorial/editorial-form';
import { FormikTextField } from '../../components/form/formik-text-field';
import { emptyRichText } from '../../components/rich-text/rich-text-value';
import { MeDocument } from '../../gql/graphql';
import { createBrowserApolloClient } from '../../lib/apollo/create-browser-client';
import { createI18n } from '../../lib/i18n/create-i18n';
import type { Lang } from '../../lib/i18n/languages';
import { createSession } from '../../lib/session/session';
import { SignInAgainDialog } from './sign-in-dialog';

const USER = { __typename: 'User' as const, id: 7, name: 'Ayşe Editör', email: 'ayse@example.com', language: 'tr' as const, avatarUrl: null };

/**
 * A server whose refresh cookie expired: refreshing fails, and every request but the sign-in and the
 * pending draft answers 401 unless it carries the token a new sign-in gives (`fresh`).
 */
function expiredSessionServer() {
  const operations: { name: string; authorization: string; variables: unknown }[] = [];
  Object.assign(globalThis, {
    fetch: jest.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { operationName: string; variables: unknown };
      const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
      const authorization = headers.authorization ?? '';
      operations.push({ name: body.operationName, authorization, variables: body.variables });
      let answer: object = { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED', status: 401 } }] };
      if (body.operationName === 'SignIn') answer = { data: { signIn: { __typename: 'SignInPayload', accessToken: 'fresh', user: USER } } };
      else if (body.operationName === 'PendingDraft') answer = { data: { pendingDraft: null } };
      else if (body.operationName === 'Me' && authorization === 'Bearer fresh') answer = { data: { me: USER } };
      const status = 'errors' in answer ? 401 : 200;
      const text = JSON.stringify(answer);
      // jsdom has no Response: the parts Apollo's HttpLink reads.
      return { ok: status === 200, status, headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) }, text: async () => text };
    }),
  });
  return operations;
}

interface Values {
  title: string;
  content: Descendant[];
}

const MESSAGES = {
  tr: { dialog: 'Oturumunuzun süresi doldu', email: 'E-posta', password: 'Şifre', signIn: 'Giriş yap' },
};

describe.each(Object.entries(MESSAGES))('an expired session on an editorial form (%s)', (lang, text) => {
  it('signs in again in a dialog over the form, which keeps its values, and the save goes through', async () => {
    const operations = expiredSessionServer();
    const session = createSession();
    session.start('stale', USER);
    const onSessionExpired = jest.fn();
    const client: ApolloClient = createBrowserApolloClient({ session, onSessionExpired, uri: 'http://localhost/graphql', csrf: { get: async () => 'csrf', reset: () => undefined } });
    const onSaved = jest.fn();
    // The save stands for an item's update: any operation that needs a signed-in user.
    const save = async (values: Values) => {
      const result = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
      return { id: 42, title: values.title, by: result.data?.me.id };
    };
    const screenUi = (
      <>
        <EditorialForm<Values, { id: number }>
          label="Deneme formu"
          editorial={{ kind: 'News', item: { id: 42, version: 3 }, shape: { title: 'title', content: 'content' } }}
          initialValues={{ title: 'Eski başlık', content: emptyRichText() }}
          schema={object({})}
          save={save}
          texts={{ success: 'Tamam.', error: 'Olmadı.' }}
          onSaved={onSaved}
          submitLabel="Gönder"
        >
          <FormikTextField name="title" label="Başlık" />
        </EditorialForm>
        <SignInAgainDialog />
      </>
    );
    const router = createMemoryRouter([{ path: '*', element: screenUi }], { initialEntries: ['/yonetim/haberler/42/duzenle'] });
    render(
      <AppProviders i18n={createI18n(lang as Lang)} client={client} emotionCache={createEmotionCache()} session={session}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const actor = userEvent.setup();
    const title = () => screen.getByRole('textbox', { name: 'Başlık', hidden: true });

    await actor.clear(title());
    await actor.type(title(), 'Yarım kalan başlık');
    await actor.click(screen.getByRole('button', { name: 'Gönder' }));

    const dialog = await screen.findByRole('dialog', { name: text.dialog });
    expect(title()).toHaveValue('Yarım kalan başlık');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/yonetim/haberler/42/duzenle');

    await actor.type(within(dialog).getByRole('textbox', { name: text.email }), 'ayse@example.com');
    await actor.type(within(dialog).getByLabelText(text.password, { selector: 'input' }), 'gizli-sifre');
    await actor.click(within(dialog).getByRole('button', { name: text.signIn }));

    await screen.findByText('Tamam.');
    expect(onSaved).toHaveBeenCalledWith({ id: 42, title: 'Yarım kalan başlık', by: 7 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text.dialog })).not.toBeInTheDocument());
    expect(operations.filter((operation) => operation.name === 'Me').map((operation) => operation.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });
});

import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChangeLanguageDocument } from '../../gql/graphql';
import { rememberLanguage } from '../i18n/detect-language';
import type { Lang } from '../i18n/languages';
import { useToast } from '../toast/use-toast';
import { useSession } from './session';

/**
 * Stores the signed-in user's interface language (changeLanguage) and puts the answer in the
 * session: the admin follows the session user's language (root-layout's LanguageSync), so it
 * switches at once. A refusal keeps the language and says so (spec §8). Answers whether it changed.
 */
export function useChangeLanguage() {
  const { t } = useLingui();
  const session = useSession();
  const toast = useToast();
  const [changeLanguage, { loading }] = useMutation(ChangeLanguageDocument);

  const change = useCallback(
    async (language: Lang): Promise<boolean> => {
      if (session.getUser()?.language === language) return false;
      try {
        const result = await changeLanguage({ variables: { input: { language } } });
        if (!result.data) throw new Error('Empty answer');
        session.setUser(result.data.changeLanguage);
        rememberLanguage(language);
        return true;
      } catch {
        toast.error(t`Dil değiştirilemedi. Lütfen tekrar deneyin.`);
        return false;
      }
    },
    [changeLanguage, session, toast, t],
  );

  return { changeLanguage: change, changing: loading };
}

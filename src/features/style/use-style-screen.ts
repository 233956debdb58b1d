// The My style screen's data: the rules and offers, the templates' titles in the interface's
// language (a template no longer in the library is named by its id), and the actions.
import { useAuth } from '../auth';
import { useVisibleTemplates } from '../note-library';
import { useTranslation } from '../../lib/i18n/i18n';
import { useStyleRulesQuery } from './api';
import { useStyleActions } from './use-style-actions';

/** The templates' titles by id, in the interface's language. */
export function useTemplateTitles() {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const templates = useVisibleTemplates(user.uid, i18n.language === 'fr' ? 'fr' : 'en');
  return { templates, titleOf: (id: string) => templates.find((tpl) => tpl.id === id)?.title ?? id };
}

export function useStyleScreen() {
  const list = useStyleRulesQuery();
  const actions = useStyleActions();
  const { templates, titleOf } = useTemplateTitles();
  return { list, actions, templates, titleOf };
}

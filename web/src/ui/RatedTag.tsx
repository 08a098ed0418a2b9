// A rated table's tag, in the lobby's lists and at the table (both kinds): the creation event
// says whether a game is rated; a game without the flag, as every one created before it, is not.
import { t } from '../i18n/index.ts';

/** Whether a game's state (either kind's) is a rated table's. */
export const ratedTable = (state: object): boolean => 'rated' in state && state.rated === true;

export const RatedTag = () => <span class="tag tag-rated" data-rated="" title={t('rated.about')}>{t('rated.tag')}</span>;

import { useId } from 'react';
import Card from 'react-bootstrap/Card';
import { selectSession, useAppSelector } from '../../app/hooks';
import { TokensPanel } from '../../components/tokens/TokensPanel';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';

const t = apiAccessTexts.apiTokens;
const none: readonly string[] = [];

/**
 * The own API tokens: a token may name only the user's own rights and contexts, and always expires
 * (never-expiring tokens are for service accounts).
 */
export function ApiTokensCard() {
  const id = useId();
  const session = useAppSelector(selectSession);
  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5" id={`${id}-title`}>
          {t.title}
        </Card.Title>
        <p className="text-body-secondary small">{t.intro}</p>
        <TokensPanel
          label={t.list}
          rights={session?.rights ?? none}
          contexts={session?.contexts ?? []}
          allowNever={false}
        />
      </Card.Body>
    </Card>
  );
}

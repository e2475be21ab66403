import { Button, Group } from '@mantine/core';
import type { AffiliationAction } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';

const DANGER = new Set<AffiliationAction>(['reject', 'suspend', 'revoke']);

/** One button for each action the server allows the hospital now (a doctor's withdraw lives on their own page). */
export function AffiliationActionButtons({
  actions,
  doctorName,
  busy,
  onAction,
}: {
  actions: AffiliationAction[];
  doctorName: string;
  busy: boolean;
  onAction: (action: AffiliationAction) => void;
}) {
  const { t } = useTranslation();
  const shown = actions.filter((a) => a !== 'withdraw');
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {shown.map((action) => (
        <Button
          key={action}
          size="xs"
          variant={DANGER.has(action) ? 'light' : 'filled'}
          color={DANGER.has(action) ? 'red' : undefined}
          disabled={busy}
          onClick={() => onAction(action)}
          aria-label={`${t(`affiliations.action.${action}`)} ${doctorName}`}
        >
          {t(`affiliations.action.${action}`)}
        </Button>
      ))}
    </Group>
  );
}

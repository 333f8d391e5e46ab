import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useActGeneral } from '../api/acts-api.ts';

/**
 * On a simplified act's card: back to its wizard, on the screen the act has
 * reached (acts-domain 4 "Wizards"; leaving and coming back resumes). Shown
 * to the applicant and to a party who accepted, while the act is under way or
 * registered.
 */
export function SimplifiedWizardLink({ uuid, wizardPath }: { uuid: string; wizardPath: (uuid: string) => string }) {
  const general = useActGeneral(uuid);
  const g = general.data;
  if (!g?.isSimplified || (g.status !== 'active' && g.status !== 'registered')) return null;
  if (g.actor === 'notary' || (g.actor === 'party' && g.myInvitationStatus !== 'accepted')) return null;
  return (
    <Button component={Link} to={wizardPath(uuid)} variant="light" data-testid="open-simplified-wizard">
      <Trans>Soddalashtirilgan ustada davom etish</Trans>
    </Button>
  );
}

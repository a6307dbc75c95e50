import { bootstrap } from '../../app/bootstrap';

// Entry of the portal variant (web/portal/ui/index.html).
void bootstrap({ variant: 'portal' });

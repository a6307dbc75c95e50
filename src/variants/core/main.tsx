import { bootstrap } from '../../app/bootstrap';

// Entry of the core variant (web/core/ui/index.html).
void bootstrap({ variant: 'core' });

import { api } from '@vsp/contract';
import { ADMIN_ONLY } from '../../lib/admin';
import { answers, at, domainModule } from '../../lib/route-table';
import { averageEventListResponse, incompleteEventListResponse } from './responses';
import { averageScores, incompleteSubmissions } from './service';

export const analysisRoutes = domainModule('analysis', [
  {
    ...at(api.analysis.incomplete),
    options: {
      auth: ADMIN_ONLY,
      description: 'Users with access who have not answered every active question, per event and vendor',
      ...answers(incompleteEventListResponse),
    },
    handler: (request) => incompleteSubmissions(request.server.app.db),
  },
  {
    ...at(api.analysis.averages),
    options: { auth: ADMIN_ONLY, description: 'Average scores per event, vendor and question', ...answers(averageEventListResponse) },
    handler: (request) => averageScores(request.server.app.db),
  },
]);

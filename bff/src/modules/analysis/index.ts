import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { ADMIN_ONLY } from '../../lib/admin';
import { averageScores } from './averages';
import { incompleteSubmissions } from './incomplete';
import { deleteAllScores, generateRandomScores, listScores } from './service';

/** The Scores tab shows 50; a larger page is allowed for other readers, within reason. */
const PAGE_MAX = 1000;

const pageQuery = Joi.object({
  limit: Joi.number().integer().min(1).max(PAGE_MAX).default(50),
  offset: Joi.number().integer().min(0).max(2_147_483_647).default(0),
});

export const analysisModule: Plugin<void> = {
  name: 'analysis',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/api/admin/scores',
        options: { auth: ADMIN_ONLY, description: 'A page of scores with names, and the total count', validate: { query: pageQuery } },
        handler: (request) => {
          const { limit, offset } = request.query as { limit: number; offset: number };
          return listScores(request.server.app.db, limit, offset);
        },
      },
      {
        method: 'DELETE',
        path: '/api/admin/scores',
        options: { auth: ADMIN_ONLY, description: 'Delete every score' },
        handler: (request) => deleteAllScores(request.server.app.db),
      },
      {
        method: 'POST',
        path: '/api/admin/generate-random-scores',
        options: { auth: ADMIN_ONLY, description: 'Fill every missing cell of active events with a random score' },
        handler: (request) => generateRandomScores(request.server.app.db),
      },
      {
        method: 'GET',
        path: '/api/admin/analysis/incomplete',
        options: { auth: ADMIN_ONLY, description: 'Users with access who have not answered every active question, per event and vendor' },
        handler: (request) => incompleteSubmissions(request.server.app.db),
      },
      {
        method: 'GET',
        path: '/api/admin/analysis/averages',
        options: { auth: ADMIN_ONLY, description: 'Average scores per event, vendor and question' },
        handler: (request) => averageScores(request.server.app.db),
      },
    ]);
  },
};

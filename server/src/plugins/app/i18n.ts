/** `request.lang` from `x-lang` (zh-cn unless `en`). */
import fp from 'fastify-plugin';
import { parseLang } from '../../i18n';

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'zh-cn');
    app.addHook('onRequest', async (request) => {
      request.lang = parseLang(request.headers['x-lang']);
    });
  },
  { name: 'i18n' },
);

/**
 * FAQ: GET /api/faq/lst?keyword=&category=. Questions: POST /api/question/create, GET /api/question/lst (mine);
 * staff: GET /api/staff/question/lst?status=, POST /api/staff/question/answer/{id}.
 */
import type { FastifyInstance } from 'fastify';
import { QUESTION_STATUSES } from '@contract/content';
import { ok } from '../../lib/reply';
import { choice, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { idParams, keywordQuery, listSchema, type Paging, pagingQuery, strings } from '../../toolkit/lists';
import { allow } from '../../toolkit/roles';
import { FAQ_CATEGORIES } from './constants';
import { answerQuestion, askQuestion, faqPage, type FaqQuery, myQuestions, type StaffQuestionQuery, staffQuestions } from './faq-service';

const security = [{ token: [] }];
const faq = obj({ id: { type: 'integer' }, ...strings('category', 'question', 'answer') }, ['id', 'category', 'question', 'answer']);
const named = obj(strings('code', 'name'), ['code', 'name']);
const date = { type: 'string', format: 'date-time' };
const question = obj(
  {
    id: { type: 'integer' },
    ...strings('content', 'contact', 'status'),
    answer: { type: ['string', 'null'] },
    answered_at: { type: ['string', 'null'], format: 'date-time' },
    created_at: date,
  },
  ['id', 'content', 'contact', 'status', 'answer', 'answered_at', 'created_at'],
);
const staffQuestion = obj(
  { ...question.properties, user_id: { type: 'integer' }, member_code: { type: 'string' }, nickname: { type: 'string' } },
  [...question.required, 'user_id', 'member_code', 'nickname'],
);

export default async function faqRoutes(app: FastifyInstance) {
  app.get<{ Querystring: FaqQuery }>(
    '/faq/lst',
    {
      schema: {
        tags: ['content'],
        summary: 'Frequently asked questions; keyword searches questions and answers in both languages',
        querystring: obj({ ...pagingQuery, keyword: keywordQuery, category: choice(Object.keys(FAQ_CATEGORIES)) }),
        response: responses(
          envelope(
            obj({ ...listSchema(faq).properties, categories: { type: 'array', items: named } }, [
              'list',
              'total',
              'page',
              'page_size',
              'categories',
            ]),
          ),
        ),
      },
    },
    async (request) => ok(request, await faqPage(app.deps, request.site, request.lang, request.query)),
  );

  app.post<{ Body: { content: string; contact?: string } }>(
    '/question/create',
    {
      schema: {
        tags: ['content'],
        summary: 'Ask staff a question (5-500 characters)',
        security,
        body: obj({ content: str(500, { min: 5, lines: true }), contact: str(100) }, ['content']),
        response: responses(envelope(question)),
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(request, await askQuestion(app.deps, request.user!, request.body), 'question_created'),
  );

  app.get<{ Querystring: Paging }>(
    '/question/lst',
    {
      schema: {
        tags: ['content'],
        summary: 'My questions with the staff answers, newest first',
        security,
        querystring: obj(pagingQuery),
        response: responses(envelope(listSchema(question))),
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(request, await myQuestions(app.deps, request.user!, request.query)),
  );

  app.get<{ Querystring: StaffQuestionQuery }>(
    '/staff/question/lst',
    {
      schema: {
        tags: ['staff'],
        summary: "Customers' questions (open ones oldest first)",
        security,
        querystring: obj({ ...pagingQuery, status: choice(QUESTION_STATUSES) }),
        response: responses(envelope(listSchema(staffQuestion))),
      },
      ...allow('service'),
    },
    async (request) => ok(request, await staffQuestions(app.deps, request.site, request.query)),
  );

  app.post<{ Params: { id: number }; Body: { answer: string } }>(
    '/staff/question/answer/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Answer a question (answering again replaces the answer)',
        security,
        params: idParams,
        body: obj({ answer: str(2000, { min: 1, lines: true }) }, ['answer']),
        response: responses(envelope(question)),
      },
      ...allow('service'),
    },
    async (request) => ok(request, await answerQuestion(app.deps, request.site, request.user!, request.params.id, request.body.answer)),
  );
}

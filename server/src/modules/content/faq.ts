/**
 * FAQ: GET /api/faq/lst?keyword=&category=. Questions: POST /api/question/create, GET /api/question/lst (mine);
 * staff: GET /api/staff/question/lst?status=, POST /api/staff/question/answer/{id}.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '@contract/api';
import { QUESTION_STATUSES } from '@contract/content';
import { faqs, questions, users } from '../../db/schema';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { choice, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { scopedField } from '../../toolkit/fields';
import { idParams, keywordMatch, keywordQuery, listSchema, offsetOf, type Paging, pagingQuery, strings } from '../../toolkit/lists';
import { FAQ_CATEGORIES } from './constants';

type QuestionRow = typeof questions.$inferSelect;
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

const questionOut = (q: QuestionRow) => ({
  id: q.id,
  content: q.content,
  contact: q.contact,
  status: q.status,
  answer: q.answer,
  answered_at: q.answeredAt?.toISOString() ?? null,
  created_at: q.createdAt.toISOString(),
});

function trimmed(value: string, field: string, min: number): string {
  const text = value.trim();
  if ([...text].length < min) throw scopedField('content', field, text ? 'too_short' : 'empty', { limit: min });
  return text;
}

export default async function faqRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get<{ Querystring: Paging & { keyword?: string; category?: string } }>(
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
    async (request) => {
      const { site, lang, query } = request;
      const where = and(
        eq(faqs.siteId, site.id),
        eq(faqs.active, true),
        query.category ? eq(faqs.category, query.category) : undefined,
        keywordMatch(query.keyword, [faqs.questionZh, faqs.questionEn, faqs.answerZh, faqs.answerEn]),
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(faqs)
          .where(where)
          .orderBy(asc(faqs.category), asc(faqs.sort), asc(faqs.id))
          .limit(query.page_size)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(faqs).where(where),
      ]);
      return ok(request, {
        list: rows.map((f) => ({
          id: f.id,
          category: f.category,
          question: pickLang(lang, f.questionZh, f.questionEn),
          answer: pickLang(lang, f.answerZh, f.answerEn),
        })),
        total,
        page: query.page,
        page_size: query.page_size,
        categories: Object.entries(FAQ_CATEGORIES).map(([code, name]) => ({ code, name: pickLang(lang, name.zh, name.en) })),
      });
    },
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
    async (request) => {
      const user = request.user!;
      const now = app.deps.now();
      const [row] = await db
        .insert(questions)
        .values({
          siteId: user.siteId,
          userId: user.id,
          content: trimmed(request.body.content, 'content', 5),
          contact: (request.body.contact ?? '').trim(),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return ok(request, questionOut(row), 'question_created');
    },
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
    async (request) => {
      const { query } = request;
      const user = request.user!;
      const where = and(eq(questions.siteId, user.siteId), eq(questions.userId, user.id));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(questions)
          .where(where)
          .orderBy(desc(questions.createdAt), desc(questions.id))
          .limit(query.page_size)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(questions).where(where),
      ]);
      return ok(request, { list: rows.map(questionOut), total, page: query.page, page_size: query.page_size });
    },
  );

  app.get<{ Querystring: Paging & { status?: 'open' | 'answered' } }>(
    '/staff/question/lst',
    {
      schema: {
        tags: ['staff'],
        summary: "Customers' questions (open ones oldest first)",
        security,
        querystring: obj({ ...pagingQuery, status: choice(QUESTION_STATUSES) }),
        response: responses(envelope(listSchema(staffQuestion))),
      },
      preHandler: app.requireRole('staff'),
    },
    async (request) => {
      const { query, site } = request;
      const where = and(eq(questions.siteId, site.id), query.status ? eq(questions.status, query.status) : undefined);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ q: questions, memberCode: users.memberCode, nickname: users.nickname })
          .from(questions)
          .innerJoin(users, eq(users.id, questions.userId))
          .where(where)
          .orderBy(query.status === 'open' ? asc(questions.createdAt) : desc(questions.createdAt), asc(questions.id))
          .limit(query.page_size)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(questions).where(where),
      ]);
      const list = rows.map((r) => ({ ...questionOut(r.q), user_id: r.q.userId, member_code: r.memberCode, nickname: r.nickname }));
      return ok(request, { list, total, page: query.page, page_size: query.page_size });
    },
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
      preHandler: app.requireRole('staff'),
    },
    async (request) => {
      const answer = trimmed(request.body.answer, 'answer', 1);
      const now = app.deps.now();
      const [row] = await db
        .update(questions)
        .set({ answer, status: 'answered', answeredBy: request.user!.id, answeredAt: now, updatedAt: now })
        .where(and(eq(questions.siteId, request.site.id), eq(questions.id, request.params.id)))
        .returning();
      if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'question_not_found');
      return ok(request, questionOut(row));
    },
  );
}
